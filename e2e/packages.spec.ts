// The admin's packages reach the resellers' screens: a bouquet added on /packages is offered in the
// IPTV creation's custom package, and while a line uses it the admin cannot delete it.
import { createReseller } from './support/api';
import { ADMIN } from './support/env';
import { expect, test } from './support/fixtures';
import { errorDialog, login, open } from './support/ui';

test('a bouquet the admin adds is offered to resellers and cannot be deleted while a line uses it', async ({ page, browser, admin }) => {
  const bouquet = `Novelas ${String(Date.now()).slice(-6)}`;
  await login(page, ADMIN.username, ADMIN.password);
  await page.getByRole('link', { name: 'Pacotes e Planos' }).click();
  const card = page.locator('.ant-card').filter({ hasText: 'Bouquets IPTV (pacote personalizado)' });
  await card.getByLabel('Novo item de Bouquets IPTV (pacote personalizado)').fill(bouquet);
  await card.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.locator('.ant-alert-success')).toContainText('Pacote salvo com sucesso!');
  const row = card.locator('.ant-table-row').filter({ hasText: bouquet });
  await expect(row).toContainText('0');

  // A reseller, in a browser of its own, makes a line with that bouquet.
  const reseller = await createReseller(admin, { credits: 3 });
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const resellerPage = await other.newPage();
  await login(resellerPage, reseller.username, reseller.password);
  await open(resellerPage, '/user-iptv');
  await resellerPage.getByLabel('Usuário', { exact: true }).fill(String(Date.now()).slice(-9));
  await resellerPage.getByLabel('Pacote personalizado').click();
  await resellerPage.getByLabel('Bouquets').click();
  await resellerPage.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: bouquet }).click();
  await resellerPage.keyboard.press('Escape');
  await resellerPage.getByRole('button', { name: 'Adicionar' }).click();
  await expect(resellerPage.locator('.ant-alert-success')).toContainText('Usuário criado com sucesso!');
  await other.close();

  await page.reload();
  await expect(row).toContainText('1');
  await row.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `Deseja excluir o pacote ${bouquet}?` })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expect(errorDialog(page, 'Ocorreu um erro')).toContainText('Este pacote está em uso por 1 linha(s)');
});
