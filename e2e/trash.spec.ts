// Issue 30: a reseller deletes a line by mistake; it leaves the list at once, waits in 'Lixeira' with
// who deleted it, and 'Restaurar' brings it back to the list with the same username and expiry.
import { apiLogin, createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { login } from './support/ui';

test('a deleted line waits in the trash and comes back as it was', async ({ page, admin }) => {
  const reseller = await createReseller(admin, { credits: 5, prefix: 'lix' });
  const api = await apiLogin(admin.request, reseller.username, reseller.password);
  const line = await api.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, nota: 'cliente errado' });
  const expiry = (await api.get('/api/users-iptv')).find((l: { id: number }) => l.id === line.id).exp_date;
  await api.put(`/api/users-iptv/${line.id}`, { action: 2 });

  await login(page, reseller.username, reseller.password);
  await page.goto('/lixeira');
  const row = page.getByRole('row').filter({ hasText: String(line.username) });
  await expect(row).toContainText(reseller.username);
  await row.getByRole('button', { name: 'Restaurar' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `Restaurar a linha ${line.username}?` })
    .getByRole('button', { name: /Sim|OK/ })
    .click();
  await expect(page.getByText('A lixeira está vazia.')).toBeVisible();

  await page.goto('/users-iptv');
  await expect(page.getByText('cliente errado')).toBeVisible();
  const back = (await api.get('/api/users-iptv')).find((l: { id: number }) => l.id === line.id);
  expect(back.exp_date).toBe(expiry);
});
