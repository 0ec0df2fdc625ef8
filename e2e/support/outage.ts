// Issue 43's story, the same in the web shell and in the desktop app: /users-iptv open in one page and
// a ticket's chat in another, each loaded fresh (nothing loaded on first use is there yet), and the
// server stops. 'Atualizar' and 'Enviar' then say in the screen that the server is away, the typed
// message stays, and once the server is back both work in the same pages, never reloaded.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MSG } from '../../src/shared/messages';
import { apiLogin, createReseller, type Api } from './api';
import { ADMIN } from './env';

const LIVE = { timeout: 20_000 };

/** The page's script errors, and a mark that only a reload of the page would take away. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return { errors, reloaded: () => page.evaluate(() => !(window as { sameDocument?: boolean }).sameDocument) };
}

export async function actWhileServerAway(opts: {
  list: Page;
  chat: Page;
  server: { start(): Promise<void>; stop(): Promise<void> };
  /** The signed-in reseller's client, to make a line while the pages wait. */
  reseller: Api;
  /** A line the list shows. */
  line: string;
}) {
  const { list, chat, server, reseller, line } = opts;
  await expect(list.getByText(line).first()).toBeVisible();
  await expect(chat.getByTestId('ticket-chat')).toContainText('Nenhuma mensagem ainda.');
  const pages = [await watch(list), await watch(chat)];

  await server.stop();
  for (const tab of [list, chat]) await expect(tab.getByRole('status').filter({ hasText: 'Reconectando...' })).toBeVisible(LIVE);

  await list.getByRole('button', { name: 'Atualizar' }).click();
  await expect(list.getByRole('alert').filter({ hasText: MSG.serverAway })).toBeVisible();
  await expect(list.getByText('Listagem de Usuários IPTV')).toBeVisible();
  await expect(list.getByText(line).first()).toBeVisible();

  const box = chat.getByRole('textbox', { name: 'Mensagem' });
  await box.fill('O canal 7 também caiu.');
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(chat.getByText(MSG.serverAway)).toBeVisible();
  await expect(box).toHaveValue('O canal 7 também caiu.');
  await expect(chat.getByText('Sem sinal').first()).toBeVisible();

  await server.start();
  for (const tab of [list, chat]) await expect(tab.getByText('Reconectando...')).toBeHidden(LIVE);
  const second = await reseller.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1 });
  await list.getByRole('button', { name: 'Atualizar' }).click();
  await expect(list.getByText(second.username).first()).toBeVisible(LIVE);
  await expect(list.getByText(MSG.serverAway)).toBeHidden();

  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(chat.getByTestId('chat-message')).toContainText(['O canal 7 também caiu.']);
  await expect(box).toHaveValue('');
  await expect(chat.getByText(MSG.serverAway)).toBeHidden();

  for (const page of pages) {
    expect(page.errors).toEqual([]);
    expect(await page.reloaded()).toBe(false);
  }
}

/** A reseller with a line and a ticket titled 'Sem sinal', on the server `request` talks to. */
export async function resellerWithTicket(request: APIRequestContext) {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const account = await createReseller(admin, { credits: 10 });
  const reseller = await apiLogin(request, account.username, account.password);
  const line = await reseller.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1 });
  const ticket = await reseller.post('/api/ticket', { title: 'Sem sinal', category: 1, content: 'O canal 5 está sem sinal.' });
  return { account, reseller, line: line.username as string, ticketId: Number(ticket.id) };
}
