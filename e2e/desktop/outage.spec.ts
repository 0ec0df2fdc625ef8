// Issue 43 in the desktop app: the same story as the web shell's (e2e/support/outage.ts), /users-iptv in
// the main window and the ticket's chat in a window of its own, over the real main process. The app
// talks to a server of this spec's own, since it stops it; its renderer still loads from disk (app://).
import { request as playwrightRequest } from '@playwright/test';
import { actWhileServerAway, resellerWithTicket } from '../support/outage';
import { ownServer } from '../support/own-server';
import { DASHBOARD_URL, fillCredentials, solveBotCheck, submitLogin } from '../support/ui';
import { expect, startDesktop, test } from './bench';

const server = ownServer('E2E_OUTAGE_DESKTOP_PORT');

test.beforeAll(server.start);
test.afterAll(server.stop);

test("'Atualizar' and 'Enviar' while the server is away say so in the window, keep the message, and work once it is back", async ({ browser }) => {
  const request = await playwrightRequest.newContext({ baseURL: server.url });
  const { account, reseller, line, ticketId } = await resellerWithTicket(request);
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 820 } });
  const desktop = await startDesktop(context, { PAINEL_SERVER_URL: server.url });
  try {
    const [page] = desktop.pages();
    await expect(page.getByLabel('Servidor')).toHaveValue(server.url);
    await fillCredentials(page, account.username, account.password);
    await solveBotCheck(page);
    await submitLogin(page, DASHBOARD_URL);
    await page.goto(desktop.url('/users-iptv'));
    const chat = await desktop.nextWindow(() => page.evaluate((route) => window.panel!.openWindow(route), `/ticket/${ticketId}`));
    await actWhileServerAway({ list: page, chat, server, reseller, line });
  } finally {
    await context.close();
    desktop.stopped();
    await request.dispose();
  }
});
