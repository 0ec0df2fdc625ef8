// Issue 22: the admin sets the panel's Telegram bot in /settings, a reseller links its Telegram in /me
// with the code it sends to the bot, and the admin's answer on its ticket reaches its chat within
// seconds, listed in /me as sent. The Bot API is the local fake, on the port the server was given.
import { DEMO_BOT, startFakeTelegram, type FakeTelegram } from '../src/server/test/fake-telegram';
import { apiLogin, createReseller } from './support/api';
import { ADMIN, TELEGRAM_PORT } from './support/env';
import { expect, test } from './support/fixtures';
import { login, logout, open } from './support/ui';

let fake: FakeTelegram;
test.beforeAll(async () => {
  fake = await startFakeTelegram({ tokens: { [DEMO_BOT.token]: DEMO_BOT.username }, port: TELEGRAM_PORT });
});
test.afterAll(async () => {
  await fake?.close();
});

test('the admin sets the bot, a reseller links its Telegram with a code, and a ticket answer reaches its chat', async ({ page, admin, request }) => {
  try {
    await login(page, ADMIN.username, ADMIN.password);
    await open(page, '/settings');
    const botCard = page.locator('.ant-card').filter({ hasText: 'Bot do Telegram' });
    await botCard.getByLabel('Token do bot').fill('123:errado');
    await botCard.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'O campo Token do bot não está no formato correto.' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await botCard.getByLabel('Token do bot').fill(DEMO_BOT.token);
    await botCard.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(`Bot @${DEMO_BOT.username} configurado com sucesso!`)).toBeVisible();
    await expect(botCard.getByText(`@${DEMO_BOT.username}`)).toBeVisible();
    await logout(page);

    const account = await createReseller(admin);
    await login(page, account.username, account.password);
    await open(page, '/me');
    const card = page.locator('.ant-card').filter({ hasText: 'Telegram' }).last();
    await card.getByRole('button', { name: 'Vincular Telegram' }).click();
    const code = (await card.getByTestId('telegram-code').innerText()).trim();
    expect(code).toMatch(/^[0-9A-F]{10}$/);
    await expect(card.getByRole('link', { name: /Abrir o bot no Telegram/ })).toHaveAttribute('href', `https://t.me/${DEMO_BOT.username}?start=${code}`);

    const chat = 4_242;
    fake.userSays(chat, `/start ${code}`, 'cliente_e2e');
    await expect(card.getByText(/^Vinculado a @cliente_e2e desde /)).toBeVisible({ timeout: 15_000 });
    expect(fake.to(chat).map((m) => m.text)).toContain(`Telegram vinculado à conta ${account.username}. Comandos: /saldo, /vencendo, /linha USUÁRIO.`);

    const reseller = await apiLogin(request, account.username, account.password);
    const ticket = await reseller.post<{ id: number }>('/api/ticket', { title: 'Canal sem áudio', category: 1, content: 'O canal 5 está sem áudio.' });
    await admin.put(`/api/ticket/${ticket.id}`, { mensagem: 'Corrigido, confira.' });
    await expect
      .poll(() => fake.to(chat).map((m) => m.text), { timeout: 5_000 })
      .toContain(`Nova resposta no ticket #${ticket.id} "Canal sem áudio" (${admin.username}):\nCorrigido, confira.`);

    await page.reload();
    const recent = card.locator('.ant-table-row').filter({ hasText: `Nova resposta no ticket #${ticket.id}` });
    await expect(recent.getByText('Enviado')).toBeVisible();
  } finally {
    // The other specs run without a bot.
    await admin.call('DELETE', '/api/telegram-bot');
  }
});
