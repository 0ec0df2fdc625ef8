// Issue 30: a master adds credits to its reseller and the admin changes its permissions; from the
// reseller's row, 'Histórico' opens 'Alterações' on that reseller alone, and each change shows its
// field before and after.
import { apiLogin, createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { login, open } from './support/ui';

test("a reseller's 'Histórico' shows each change with its before and after", async ({ page, admin }) => {
  const master = await createReseller(admin, { credits: 20, master: true, prefix: 'mst' });
  const masterApi = await apiLogin(admin.request, master.username, master.password);
  const reseller = await createReseller(masterApi, { credits: 3, prefix: 'hist' });
  await masterApi.put(`/api/reg-users/${reseller.id}`, { action: 0, credits: 2 });
  await admin.put(`/api/reg-users/${reseller.id}/permissions`, { permissions: ['export_all'] });

  await login(page, master.username, master.password);
  await open(page, '/list-resellers');
  await page.getByLabel(`Ações de ${reseller.username}`).click();
  await page.getByRole('menuitem', { name: 'Histórico' }).click();
  await expect(page.getByTestId('history-of')).toHaveText(`Histórico de Revenda: ${reseller.username}`);

  const credits = page.getByRole('row').filter({ hasText: 'Adicionou créditos' });
  await expect(credits).toContainText(master.username);
  await credits.getByRole('button', { name: /Expandir|Expand/i }).click();
  // The field's own row of the table that opened (the row around that table holds its text too).
  const field = page.getByRole('row').filter({ hasText: 'Créditos' }).filter({ hasText: '3 créditos' }).last();
  await expect(field).toContainText('5 créditos');

  const permissions = page.getByRole('row').filter({ hasText: 'Alterou as permissões' });
  await expect(permissions).toContainText('admin');
  await permissions.getByRole('button', { name: /Expandir|Expand/i }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Exportar logs e extrato' }).last()).toContainText('Permissões');
});
