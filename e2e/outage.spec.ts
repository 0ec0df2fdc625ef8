// Issue 43 in the web shell: acting while the server is away never takes a tab down (the story is
// e2e/support/outage.ts). This spec runs a server of its own, since it stops it.
import { test } from '@playwright/test';
import { actWhileServerAway, resellerWithTicket } from './support/outage';
import { ownServer } from './support/own-server';
import { login, open } from './support/ui';

const server = ownServer('E2E_OUTAGE_PORT');

test.use({ baseURL: server.url });
test.beforeAll(server.start);
test.afterAll(server.stop);

test("'Atualizar' and 'Enviar' while the server is away say so in the tab, keep the message, and work once it is back", async ({ page, request }) => {
  const { account, reseller, line, ticketId } = await resellerWithTicket(request);

  await login(page, account.username, account.password);
  await open(page, '/users-iptv');
  const chat = await page.context().newPage();
  await open(chat, `/ticket/${ticketId}`);
  await actWhileServerAway({ list: page, chat, server, reseller, line });
});
