// Issue 20: the admin grants a permission from the reseller list ('Permissões'); the reseller's window,
// already open, shows the screen it opens without logging in again; revoking hides it and its call
// answers 403.
import { apiLogin, createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { ADMIN } from './support/env';
import { login, menuEntry, open, resellerAction, tableRow } from './support/ui';
import type { Page } from '@playwright/test';

const portalItem = (page: Page) => menuEntry(page, 'Portal de Recargas');

async function setPortal(page: Page, username: string, on: boolean) {
  await open(page, '/list-resellers');
  await page.getByLabel('Pesquisar revendas').fill(username);
  await expect(tableRow(page, username)).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await resellerAction(page, username, 'Conta e acesso', 'Permissões');
  const dialog = page.getByRole('dialog').filter({ hasText: `Permissões: ${username}` });
  const toggle = dialog.getByRole('switch', { name: 'Portal de Recargas' });
  await expect(toggle).toHaveAttribute('aria-checked', on ? 'false' : 'true');
  await toggle.click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Permissões salvas com sucesso!')).toBeVisible();
}

test("the admin grants the recharge portal; the reseller's open window shows it without a new login, and loses it on revoke", async ({
  page,
  admin,
  browser,
}) => {
  const reseller = await createReseller(admin, { credits: 5, prefix: 'perm' });
  const resellerContext = await browser.newContext();
  const theirs = await resellerContext.newPage();
  try {
    await login(theirs, reseller.username, reseller.password);
    await expect(
      theirs
        .getByRole('link', { name: 'Dashboard' })
        .or(theirs.getByRole('menuitem', { name: 'Dashboard' }))
        .first(),
    ).toBeVisible();
    await expect(portalItem(theirs)).toHaveCount(0);

    await login(page, ADMIN.username, ADMIN.password);
    await setPortal(page, reseller.username, true);
    await expect(portalItem(theirs).first()).toBeVisible();
    await open(theirs, '/me');
    await expect(theirs.getByLabel('Permissões concedidas')).toContainText('Portal de Recargas');
    await portalItem(theirs).first().click();
    await expect(theirs).toHaveURL(/\/recharge-portal$/);

    await setPortal(page, reseller.username, false);
    await expect(portalItem(theirs)).toHaveCount(0);
    const api = await apiLogin(admin.request, reseller.username, reseller.password);
    expect((await api.call('GET', '/api/recargas/credits')).status).toBe(403);
  } finally {
    await resellerContext.close();
  }
});
