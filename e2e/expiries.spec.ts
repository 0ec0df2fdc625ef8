// Issue 22: a reseller opens 'Vencimentos', selects the 5 lines that expire today, renews them in one go
// and its balance falls by exactly their price; a second click on the confirmation charges nothing more.
// Then it sends a reminder: the line shows 'lembrete enviado em ...'.
import { apiLogin, createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { dashboardCard, login, renewAll } from './support/ui';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('5 lines expiring today renewed in one go for exactly 5 credits, once; a reminder is recorded', async ({ page, admin, request }) => {
  const account = await createReseller(admin, { credits: 20 });
  const reseller = await apiLogin(request, account.username, account.password);
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) {
    const line = await reseller.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, whatsapp: '5511988887777' });
    // The expiry rolled back to 23:59:59 today (free: the edit's new expiry day).
    await reseller.put(`/api/users-iptv/${line.id}`, { action: 3, exp_day: day(0) });
    ids.push(line.id);
  }

  await login(page, account.username, account.password);
  await expect(dashboardCard(page, 'Créditos')).toHaveText(/^\D*15$/);
  await page.getByRole('link', { name: 'Hoje: 5' }).click();
  await expect(page.getByRole('heading', { name: 'Vencimentos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hoje (5)' })).toHaveAttribute('aria-selected', 'true');
  const dialog = await renewAll(page, 5);
  // Two clicks: the second lands on a confirmation already under way and charges nothing.
  await dialog.getByRole('button', { name: 'Sim' }).dblclick();
  await expect(dialog.getByText('5 linhas renovadas.')).toBeVisible();
  await expect(dialog.getByText('5 / 5')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();

  expect((await reseller.get('/api/get-profile')).credits).toBe(10);
  await expect(page.getByRole('tab', { name: 'Hoje (0)' })).toBeVisible();

  // A reminder for a line that expires in 3 days ('Novo vencimento' back to that day is free).
  await reseller.put(`/api/users-iptv/${ids[0]}`, { action: 3, exp_day: day(2) });
  await page.reload();
  await page.getByRole('tab', { name: 'Em 3 dias (1)' }).click();
  await page
    .getByRole('checkbox', { name: /select row|selecionar/i })
    .first()
    .check();
  await page.getByRole('button', { name: 'Enviar lembrete' }).click();
  const reminder = page.getByRole('dialog', { name: 'Enviar lembrete' });
  const link = reminder.getByRole('link', { name: /Abrir WhatsApp/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/5511988887777\?text=Ol%C3%A1!%20Sua%20assinatura%20vence%20em%20/);
  await reminder.getByRole('button', { name: 'Copiar todas as mensagens' }).click();
  await expect(reminder.getByText('Enviado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Para renovar e continuar assistindo, responda esta mensagem.');
  await reminder.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await expect(page.getByText(/^lembrete enviado em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
});
