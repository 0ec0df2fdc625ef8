// Issue 13, as a master: a sub-reseller's IPTV lines opened from the reseller list, a note with
// punctuation kept exactly after a reload, an expired line marked expired, and a credit transfer that
// moves only after the Sim/Não that shows the amount and the receiver.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { apiLogin, createReseller, giveCredits } from './support/api';
import { E2E_PORT, uniqueDigits } from './support/env';
import { expect, test } from './support/fixtures';
import { dashboardCard, login, open, resellerAction, tableRow } from './support/ui';

/** The expiry of a line passes: nothing in the panel moves an expiry into the past, so the test makes time pass in the server's database. */
function expireLine(id: number) {
  const dir = process.env[`E2E_DATA_DIR_${E2E_PORT}`];
  if (!dir) throw new Error('no e2e data folder');
  const db = new Database(join(dir, 'painel.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE lines SET exp_at = ? WHERE id = ?').run(Date.now() - 60_000, id);
  } finally {
    db.close();
  }
}

test("a master opens a sub-reseller's IPTV lines, keeps a note as typed, sees the expired line, and transfers credits after seeing the amount", async ({
  page,
  admin,
}) => {
  const master = await createReseller(admin, { master: true, credits: 20, prefix: 'mst' });
  const masterApi = await apiLogin(admin.request, master.username, master.password);
  const sub = await createReseller(masterApi, { prefix: 'sub' });
  await giveCredits(masterApi, sub.id, 5, 2);
  const subApi = await apiLogin(admin.request, sub.username, sub.password);
  const active = uniqueDigits();
  const expired = uniqueDigits();
  await subApi.post('/api/users-iptv', { isOficial: true, username: active, package: 1, credits: 1 });
  const old = await subApi.post<{ id: number }>('/api/users-iptv', { isOficial: true, username: expired, package: 1, credits: 1 });
  expireLine(old.id);

  await login(page, master.username, master.password);
  // The master sees the expired line counted apart on its dashboard.
  await expect(page.locator('.ant-card').filter({ hasText: 'Ativos na Árvore' })).toContainText('vencidos IPTV 1');

  // From the reseller list to the sub-reseller's IPTV lines.
  await open(page, '/list-resellers');
  await page.getByLabel('Pesquisar revendas').fill(sub.username);
  await expect(tableRow(page, sub.username)).toBeVisible();
  await resellerAction(page, sub.username, 'Linhas', 'Usuários IPTV');
  await expect(page).toHaveURL(new RegExp(`/users-iptv/${sub.id}$`));
  await expect(page.getByRole('heading', { name: 'Listagem de Usuários IPTV' })).toBeVisible();
  await expect(page.getByTestId('listed-reseller')).toHaveText(`Revenda: ${sub.username}`);

  // The line whose expiry passed is 'Vencido', whatever its stored status; the other one is active.
  const expiredRow = page.locator('.ant-table-row').filter({ hasText: expired });
  const activeRow = page.locator('.ant-table-row').filter({ hasText: active });
  await expect(expiredRow).toContainText('Vencido');
  await expect(expiredRow).not.toContainText('Ativo');
  await expect(activeRow).toContainText('Ativo');

  // A note with punctuation, edited by the master on the sub-reseller's line, comes back exactly as typed.
  const note = 'nota (editada) - com/traços. e espaços';
  await activeRow.getByRole('button', { name: /Ações/ }).click();
  await page.getByRole('menuitem', { name: 'Editar', exact: true }).click();
  const edit = page.getByRole('dialog', { name: `Editar usuário ${active}` });
  await edit.getByLabel('Notas').fill(note);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `Deseja editar o usuário ${active}?` })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expect(page.locator('.ant-alert-success').filter({ hasText: 'Usuário editado com sucesso!' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('listed-reseller')).toHaveText(`Revenda: ${sub.username}`);
  await expect(activeRow.getByRole('cell', { name: note, exact: true })).toBeVisible();

  // Credits move only after the Sim/Não that names the amount and who receives it.
  await open(page, '/list-resellers');
  await page.getByLabel('Pesquisar revendas').fill(sub.username);
  const row = tableRow(page, sub.username);
  // ID, Usuário, Ativos, Ativos na árvore, WhatsApp, Créditos.
  const credits = row.getByRole('cell').nth(5);
  // 5 received, 2 spent on its two lines.
  await expect(credits).toHaveText('3');
  await page.getByRole('button', { name: `Adicionar crédito para ${sub.username}` }).click();
  const credit = page.getByRole('dialog', { name: `Adicionar crédito: ${sub.username}` });
  await credit.getByLabel('Créditos').fill('2,5');
  await credit.getByLabel('Valor de venda').fill('2');
  await credit.getByRole('button', { name: 'Salvar' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: `Deseja transferir 2,5 créditos para ${sub.username}?` });
  await expect(ask).toContainText('Valor de venda: R$ 2,00 por crédito (total R$ 5,00).');
  await ask.getByRole('button', { name: 'Não' }).click();
  await expect(credits).toHaveText('3');
  await credit.getByRole('button', { name: 'Salvar' }).click();
  await ask.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Créditos alterados com sucesso!')).toBeVisible();
  await expect(credits).toHaveText('5,5');
  await open(page, '/dashboard');
  await expect(dashboardCard(page, 'Créditos')).toHaveText(/^\D*12,5$/);
});
