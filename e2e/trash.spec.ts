// Issue 30: a reseller deletes a line by mistake; it leaves the list at once, waits in 'Lixeira' with
// who deleted it, and 'Restaurar' brings it back to the list with the same username and expiry. The
// admin deletes a tree by mistake; it waits in 'Lixeira' > 'Revendas' and comes back whole, its
// accounts logging in again and its lines with the same expiry.
import { apiLogin, createReseller } from './support/api';
import { ADMIN } from './support/env';
import { expect, test } from './support/fixtures';
import { login, open } from './support/ui';

test('a deleted line waits in the trash and comes back as it was', async ({ page, admin }) => {
  const reseller = await createReseller(admin, { credits: 5, prefix: 'lix' });
  const api = await apiLogin(admin.request, reseller.username, reseller.password);
  const line = await api.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, nota: 'cliente errado' });
  const expiry = (await api.get('/api/users-iptv')).find((l: { id: number }) => l.id === line.id).exp_date;
  await api.put(`/api/users-iptv/${line.id}`, { action: 2 });

  await login(page, reseller.username, reseller.password);
  await open(page, '/lixeira');
  const row = page.getByRole('row').filter({ hasText: String(line.username) });
  await expect(row).toContainText(reseller.username);
  await row.getByRole('button', { name: 'Restaurar' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `Restaurar a linha ${line.username}?` })
    .getByRole('button', { name: /Sim|OK/ })
    .click();
  await expect(page.getByText('A lixeira está vazia.')).toBeVisible();

  await open(page, '/users-iptv');
  await expect(page.getByText('cliente errado')).toBeVisible();
  const back = (await api.get('/api/users-iptv')).find((l: { id: number }) => l.id === line.id);
  expect(back.exp_date).toBe(expiry);
});

test('a deleted tree waits in the trash and comes back as it was', async ({ page, admin }) => {
  const top = await createReseller(admin, { credits: 5, master: true, prefix: 'lixr' });
  const topApi = await apiLogin(admin.request, top.username, top.password);
  const sub = await createReseller(topApi, { credits: 2, prefix: 'lixs' });
  const subApi = await apiLogin(admin.request, sub.username, sub.password);
  const line = await subApi.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, nota: 'cliente da sub' });
  const expiry = (await subApi.get('/api/users-iptv')).find((l: { id: number }) => l.id === line.id).exp_date;
  const deleted = await admin.put(`/api/reg-users/${top.id}`, { action: 8 });
  expect(deleted.deleted_accounts).toBe(2);

  await login(page, ADMIN.username, ADMIN.password);
  await open(page, '/lixeira?aba=revendas');
  const row = page.getByRole('row').filter({ hasText: top.username });
  await expect(row).toContainText('Árvore');
  await row.getByRole('button', { name: 'Restaurar' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Restaurar ${top.username} e toda a sua árvore?` });
  await expect(dialog).toContainText(`de ${ADMIN.username}`);
  await dialog.getByRole('button', { name: /Sim|OK/ }).click();
  await expect(page.getByText(`Revenda ${top.username} restaurada com 2 contas.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  const back = await apiLogin(admin.request, sub.username, sub.password);
  const restored = (await back.get('/api/users-iptv')).find((l: { id: number }) => l.id === line.id);
  expect(restored.exp_date).toBe(expiry);
});
