// Issue 10 in the browser: the admin adds a balancer, edits it ('Atualizar') and deletes it; a reseller
// with DNS premium searches a domain, buys it with the 2FA code and sees its balance drop.
import { apiLogin, createReseller } from './support/api';
import { ADMIN } from './support/env';
import { expect, test } from './support/fixtures';
import { grant } from './support/grant';
import { freshTotp, totp } from './support/totp';
import { errorDialog, login, openFromMenu } from './support/ui';

test("the admin adds a balancer, edits it with 'Atualizar' and deletes it", async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await openFromMenu(page, 'Balanceadores', /\/balancer$/);
  const name = `LB e2e ${Date.now()}`;
  const list = page.locator('.ant-card').filter({ hasText: 'Listagem de Balanceadores' });

  await page.getByLabel('Nome').fill(name);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(errorDialog(page, 'Ocorreu um erro')).toContainText('Nome e IP são obrigatórios');
  await errorDialog(page, 'Ocorreu um erro').getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('IP').fill('10.20.30.40');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Balanceador adicionado com sucesso!')).toBeVisible();
  const row = list.locator('.ant-table-row').filter({ hasText: name });
  await expect(row).toContainText('10.20.30.40');

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('button', { name: 'Atualizar' })).toBeVisible();
  await expect(page.getByLabel('IP')).toHaveValue('10.20.30.40');
  await page.getByLabel('IP').fill('10.20.30.41:8080');
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByText('Balanceador atualizado com sucesso!')).toBeVisible();
  await expect(row).toContainText('10.20.30.41:8080');
  await expect(page.getByRole('button', { name: 'Adicionar' })).toBeVisible();

  await row.getByRole('button', { name: `Excluir ${name}` }).click();
  await errorDialog(page, `Deseja excluir o balanceador ${name}?`).getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Balanceador excluído com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a DNS premium reseller searches a domain, buys it with 2FA and sees its balance drop', async ({ page, admin }) => {
  const reseller = await createReseller(admin, { credits: 10, prefix: 'dns' });
  await grant(admin, reseller.id, ['dns_premium', 'manage_2fa']);
  const api = await apiLogin(admin.request, reseller.username, reseller.password);
  const { secret } = await api.post<{ secret: string }>('/api/enable2fa');
  await api.post('/api/confirmConfig2fa', { secret, code: totp(secret) });

  await login(page, reseller.username, reseller.password, { code: () => freshTotp(secret) });
  await openFromMenu(page, 'DNS Premium', /\/dns-settings$/);
  const card = page.locator('.ant-card').filter({ hasText: 'Compra de DNS' });
  await expect(card).toContainText('10 créditos');

  const label = `e2e${Date.now()}`;
  await card.getByLabel('Nome').fill(label);
  await card.getByLabel('Extensão').click();
  await page.getByTitle('.top', { exact: true }).click();
  await card.getByRole('button', { name: 'Consultar' }).click();

  const finish = page.getByRole('dialog').filter({ hasText: 'Finalizar compra' });
  await expect(finish).toContainText('Disponível');
  await expect(finish).toContainText('Indisponíveis');
  const offer = finish.locator('.ant-table-row').filter({ hasText: `${label}.top` });
  await expect(offer).toContainText('4 créditos');
  await offer.getByRole('button', { name: 'Comprar' }).click();
  await errorDialog(page, `Deseja comprar a DNS ${label}.top?`).getByRole('button', { name: 'Sim' }).click();
  await page.getByLabel('Código do aplicativo autenticador').fill(await freshTotp(secret));
  await page.getByRole('dialog').filter({ hasText: 'Código 2FA' }).getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByText('DNS comprada com sucesso! A configuração pode levar até 2 horas.')).toBeVisible();
  await expect(card).toContainText('6 créditos');
  const list = page.locator('.ant-card').filter({ hasText: 'Lista de DNS' });
  await expect(list.locator('.ant-table-row').filter({ hasText: `${label}.top` })).toContainText('Processando');
  expect((await api.get<{ credits: number }>('/api/get-profile')).credits).toBe(6);
});
