// Issue 26: acting on many lines from a 390 px phone. The line cards carry checkboxes; the bulk buttons
// stay off (saying why) until a line is selected; 'Não' keeps the selection; the dialog keeps saying
// how many lines it acts on while the list changes under it; nothing scrolls sideways. In Vencimentos,
// the same on its cards, and the reminder of a line expiring today says 'vence hoje'.
import type { Page } from '@playwright/test';
import { apiLogin, createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { login, open, renewAll } from './support/ui';

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page scrolls sideways (0: it does not). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A reseller with `n` official IPTV lines (each with a WhatsApp number), logged in on the page. */
async function resellerWithLines(page: Page, admin: Parameters<typeof createReseller>[0], request: Parameters<typeof apiLogin>[0], n: number) {
  const account = await createReseller(admin, { credits: 20 });
  const reseller = await apiLogin(request, account.username, account.password);
  const lines: { id: number; username: string }[] = [];
  for (let i = 0; i < n; i++) lines.push(await reseller.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, whatsapp: '5511988887777' }));
  await login(page, account.username, account.password);
  return { reseller, lines };
}

test('the IPTV list on a phone: lines picked on their cards are turned off together; cancelling keeps them picked', async ({ page, admin, request }) => {
  const { reseller, lines } = await resellerWithLines(page, admin, request, 3);
  await open(page, '/users-iptv');
  await expect(page.getByRole('list', { name: 'Linhas' }).getByRole('listitem')).toHaveCount(3);

  const off = page.getByRole('button', { name: 'Desativar', exact: true });
  await expect(off).toBeDisabled();
  await off.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Selecione ao menos uma linha.');

  for (const line of lines.slice(0, 2)) await page.getByRole('checkbox', { name: `Selecionar ${line.username}` }).check();
  await expect(page.getByText('2 selecionadas')).toBeVisible();
  await off.click();
  const dialog = page.getByRole('dialog', { name: 'Desativar' });
  await expect(dialog.getByTestId('bulk-summary')).toHaveText('Desativar 2 linhas?');
  await dialog.getByRole('button', { name: 'Não' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 selecionadas')).toBeVisible();

  await off.click();
  await dialog.getByRole('button', { name: 'Sim' }).click();
  await expect(dialog.getByText('2 linhas desativadas.')).toBeVisible();
  // The list was read again as the lines went off: the dialog still says what it did.
  await expect(dialog.getByTestId('bulk-summary')).toHaveText('Desativar 2 linhas?');
  await expect(dialog.getByText('2 / 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await expect(page.getByText(/^\d+ selecionadas?$/)).toHaveCount(0);

  const after = await reseller.get<{ username: string; status: string }[]>('/api/users-iptv');
  expect(
    after
      .filter((l) => l.status === 'Desativado')
      .map((l) => l.username)
      .sort(),
  ).toEqual(
    lines
      .slice(0, 2)
      .map((l) => l.username)
      .sort(),
  );
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test("Vencimentos on a phone: cards with checkboxes, 'Não' keeps the selection for 'Enviar lembrete' ('vence hoje'), and renewing picked cards", async ({
  page,
  admin,
  request,
}) => {
  const { reseller, lines } = await resellerWithLines(page, admin, request, 3);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  // Each expiry moved back to 23:59:59 today (free: the edit's new expiry day).
  for (const line of lines) await reseller.put(`/api/users-iptv/${line.id}`, { action: 3, exp_day: today });

  await open(page, '/vencimentos');
  await expect(page.getByRole('tab', { name: 'Hoje (3)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Linhas' }).getByRole('listitem')).toHaveCount(3);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Enviar lembrete' })).toBeDisabled();

  const renew = await renewAll(page, 3);
  await renew.getByRole('button', { name: 'Não' }).click();
  await expect(renew).toBeHidden();
  await expect(page.getByText('3 selecionadas')).toBeVisible();

  await page.getByRole('button', { name: 'Enviar lembrete' }).click();
  const reminder = page.getByRole('dialog', { name: 'Enviar lembrete' });
  await expect(reminder.getByRole('link', { name: /Abrir WhatsApp/ })).toHaveCount(3);
  await expect(reminder.getByRole('link', { name: /Abrir WhatsApp/ }).first()).toHaveAttribute('href', /Sua%20assinatura%20vence%20hoje\./);
  await expect(reminder.getByText(/Para enviar pela API do WhatsApp, do seu próprio número, configure-a em/)).toBeVisible();
  await reminder.getByRole('button', { name: 'Fechar', exact: true }).last().click();

  // A fresh pick: two cards.
  await page.reload();
  for (const line of lines.slice(0, 2)) await page.getByRole('checkbox', { name: `Selecionar ${line.username}` }).check();
  await expect(page.getByText('2 selecionadas')).toBeVisible();
  await page.getByRole('button', { name: 'Renovar' }).click();
  await renew.getByRole('button', { name: 'Sim' }).click();
  await expect(renew.getByText('2 linhas renovadas.')).toBeVisible();
  await expect(renew.getByTestId('bulk-summary')).toHaveText('Renovar 2 linhas por 1 mês? Total: 2 créditos.');
  await expect(renew.getByText('2 / 2')).toBeVisible();
  await renew.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await expect(page.getByRole('tab', { name: 'Hoje (1)' })).toBeVisible();
  await expect(page.getByText(/^\d+ selecionadas?$/)).toHaveCount(0);
  expect((await reseller.get('/api/get-profile')).credits).toBe(15);
});
