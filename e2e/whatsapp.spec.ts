// Issue 22: a reseller sets its own WhatsApp Cloud API number in /me (checked with Meta: the local fake
// of the Graph API, on the port the server was given), then sends the reminders of the lines that expire
// today from 'Vencimentos' by the API: one template message per line with a number, the line without
// one listed with its reason, and the card in /me lists the sends.
import { startFakeWhatsapp, type FakeWhatsapp } from '../src/server/test/fake-whatsapp';
import { apiLogin, createReseller } from './support/api';
import { uniquePhone, WHATSAPP_PORT } from './support/env';
import { expect, test } from './support/fixtures';
import { login, open } from './support/ui';

const PHONE_ID = '109876543210';
const TOKEN = 'EAAGfakeTokenDoPainelE2E1234567890';
let fake: FakeWhatsapp;
test.beforeAll(async () => {
  fake = await startFakeWhatsapp({
    numbers: { [PHONE_ID]: { token: TOKEN, display: '+55 11 4000-1000' } },
    templates: { lembrete_vencimento: 'pt_BR' },
    port: WHATSAPP_PORT,
  });
});
test.afterAll(async () => {
  await fake?.close();
});

test('a reseller sets its WhatsApp number and sends the reminders of today by the API', async ({ page, admin, request }) => {
  const account = await createReseller(admin, { credits: 5 });
  const reseller = await apiLogin(request, account.username, account.password);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const phones = [uniquePhone(), uniquePhone()];
  const lines: { id: number; username: string }[] = [];
  for (const whatsapp of [...phones, '']) {
    const line = await reseller.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, ...(whatsapp ? { whatsapp } : {}) });
    await reseller.put(`/api/users-iptv/${line.id}`, { action: 3, exp_day: today });
    lines.push({ id: line.id, username: line.username });
  }

  await login(page, account.username, account.password);
  await open(page, '/me');
  const card = page.locator('.ant-card').filter({ hasText: 'WhatsApp Cloud API' });
  await card.getByLabel('ID do número de telefone').fill(PHONE_ID);
  await card.getByLabel('Token de acesso').fill('EAAGtokenErradoMasBemFormado123');
  await card.getByLabel('Nome do modelo').fill('lembrete_vencimento');
  await card.getByRole('button', { name: 'Salvar' }).click();
  const refusal = page.getByRole('dialog').filter({ hasText: 'A Meta recusou este token de acesso.' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'OK' }).click();
  await card.getByLabel('Token de acesso').fill(TOKEN);
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('WhatsApp +55 11 4000-1000 configurado com sucesso!')).toBeVisible();

  await open(page, '/vencimentos');
  await page.getByRole('button', { name: 'Selecionar todas (3)' }).click();
  await page.getByRole('button', { name: 'Enviar lembrete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar lembrete' });
  await dialog.getByRole('button', { name: 'Enviar pela API do WhatsApp' }).click();
  const result = dialog.getByTestId('whatsapp-api-result');
  await expect(result).toContainText('Lembretes na fila de envio para 2 linhas.');
  await expect(result).toContainText(lines[2]!.username);
  await expect.poll(() => phones.map((p) => fake.to(p).length), { timeout: 15_000 }).toEqual([1, 1]);
  expect(fake.to(phones[0]!)[0]).toMatchObject({ phone_number_id: PHONE_ID, template: 'lembrete_vencimento', language: 'pt_BR' });
  expect(fake.to(phones[0]!)[0]!.params[0]).toBe(lines[0]!.username);

  // Sent once: the same selection again queues nothing more.
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await page.getByRole('button', { name: 'Enviar lembrete' }).click();
  await dialog.getByRole('button', { name: 'Enviar pela API do WhatsApp' }).click();
  await expect(dialog.getByTestId('whatsapp-api-result')).toContainText('Nenhum lembrete foi para a fila de envio.');
  await page.waitForTimeout(2_500);
  expect(phones.map((p) => fake.to(p).length)).toEqual([1, 1]);

  await open(page, '/me');
  await expect(card.getByRole('cell', { name: 'Enviado' })).toHaveCount(2, { timeout: 10_000 });
});
