// Issue 32: the server goes away and comes back under open screens. A reseller has Vencimentos open
// and a ticket's chat in another tab; the server is stopped (SIGTERM) and started again on the same
// data. Both tabs say 'Reconectando...' meanwhile, then show fresh data and live messages by
// themselves, without a reload. This spec runs a server of its own, since it stops it.
import { expect, test } from '@playwright/test';
import { apiLogin, createReseller } from './support/api';
import { ADMIN } from './support/env';
import { ownServer } from './support/own-server';
import { login, open } from './support/ui';

const { url: URL, start, stop } = ownServer('E2E_RECONNECT_PORT');

test.use({ baseURL: URL });
test.beforeAll(start);
test.afterAll(stop);

const LIVE = { timeout: 20_000 };

test("Vencimentos and a ticket chat say 'Reconectando...' while the server is away, then come back by themselves", async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const account = await createReseller(admin, { credits: 10 });
  const reseller = await apiLogin(request, account.username, account.password);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const expiring = async () => {
    const line = await reseller.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1 });
    await reseller.put(`/api/users-iptv/${line.id}`, { action: 3, exp_day: today });
    return line.username as string;
  };
  const first = await expiring();
  const ticket = await reseller.post('/api/ticket', { title: 'Sem sinal', category: 1, content: 'O canal 5 está sem sinal.' });

  await login(page, account.username, account.password);
  await open(page, '/vencimentos');
  await expect(page.getByText(first).first()).toBeVisible();
  const chat = await page.context().newPage();
  await open(chat, `/ticket/${ticket.id}`);
  await expect(chat.getByTestId('ticket-chat')).toContainText('Nenhuma mensagem ainda.');

  // A line comes due that no event announces: only reading again shows it.
  const second = await expiring();
  await stop();
  for (const tab of [page, chat]) await expect(tab.getByRole('status').filter({ hasText: 'Reconectando...' })).toBeVisible(LIVE);

  await start();
  for (const tab of [page, chat]) await expect(tab.getByText('Reconectando...')).toBeHidden(LIVE);
  await expect(page.getByText(second).first()).toBeVisible(LIVE);
  // Live again: the admin's answer reaches the open chat.
  const adminAgain = await apiLogin(request, ADMIN.username, ADMIN.password);
  await adminAgain.put(`/api/ticket/${ticket.id}`, { mensagem: 'Reinicie o aparelho, por favor.' });
  await expect(chat.getByTestId('ticket-chat')).toContainText('Reinicie o aparelho, por favor.', LIVE);
});
