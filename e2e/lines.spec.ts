// Issue 3: customer lines through the screens: an official IPTV line and its copy text, the credits
// it costs, Estender and Migrar P2P, the pt-BR refusal without credits, and a quick test from the dashboard.
import type { Page } from '@playwright/test';
import { createReseller, type Api } from './support/api';
import { expect, test } from './support/fixtures';
import { clipboardText, dashboardCard, errorDialog, login, open } from './support/ui';
import { uniqueDigits } from './support/env';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

async function createIptv(page: Page, username: string, credits: string) {
  await open(page, '/user-iptv');
  await expect(page.getByRole('heading', { name: 'Cadastro de Usuário Oficial/Teste' })).toBeVisible();
  await page.getByLabel('Usuário', { exact: true }).fill(username);
  await pick(page, 'Pacote', /./);
  await pick(page, 'Créditos', credits);
  await page.getByLabel('Notas').fill('Cliente e2e');
  await page.getByRole('button', { name: 'Adicionar' }).click();
}

/** A new reseller with `credits` signs in and submits a new 1-month IPTV line; its username. */
async function resellerAddsIptv(page: Page, admin: Api, credits: number) {
  const reseller = await createReseller(admin, { credits });
  await login(page, reseller.username, reseller.password);
  const username = uniqueDigits();
  await createIptv(page, username, '1 crédito (1 mês)');
  return username;
}

/** The dashboard's 'Créditos' card says `credits`. */
async function creditsLeft(page: Page, credits: number) {
  await open(page, '/dashboard');
  await expect(dashboardCard(page, 'Créditos')).toHaveText(new RegExp(`^\\D*${credits}$`));
}

test('a reseller creates an official IPTV line, copies its message, extends it by 30 days, exports the list, and pays 1 + 1 credits', async ({
  page,
  admin,
}) => {
  const reseller = await createReseller(admin, { credits: 5, sale: 2 });
  await login(page, reseller.username, reseller.password);
  await expect(dashboardCard(page, 'Créditos')).toHaveText(/^\D*5$/);

  const username = uniqueDigits();
  await createIptv(page, username, '1 crédito (1 mês)');
  const banner = page.locator('.ant-alert-success');
  await expect(banner).toBeVisible();
  const text = banner.locator('pre');
  for (const part of ['Seja bem-vindo!', 'USUÁRIO', username, 'SENHA', 'VENCIMENTO', 'APROVEITE!']) await expect(text).toContainText(part);
  await expect(text).not.toContainText('SEU TESTE É VÁLIDO');
  await banner.getByRole('button', { name: /(^|\s)Copiar$/ }).click(); // not 'Copiar sem links'
  await expect(banner.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  expect((await clipboardText(page)).trim()).toBe((await text.innerText()).trim());

  await creditsLeft(page, 4);

  await open(page, '/users-iptv');
  await expect(page.getByRole('heading', { name: 'Listagem de Usuários IPTV' })).toBeVisible();
  const row = page.locator('.ant-table-row').filter({ hasText: username });
  await expect(row).toHaveCount(1);

  // +30 dias asks Sim/Não, charges 1 credit and shows the renewal receipt with a new expiry 30 days on.
  await row.getByRole('button', { name: '+30 dias' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Adicionar 30 dias ao usuário ${username}?` });
  await confirm.getByRole('button', { name: 'Sim' }).click();
  const receipt = page.locator('.ant-alert-success').filter({ hasText: `Usuário: ${username} estendido com sucesso! Novo vencimento:` });
  await expect(receipt).toBeVisible();
  const [, newExpiry] = (await receipt.innerText()).match(/Novo vencimento: (\d{2}\/\d{2}\/\d{4})/) ?? [];
  const in60 = new Date(Date.now() + 60 * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  expect(newExpiry).toBe(in60);

  // Exportar Excel downloads UsersIPTV.xlsx.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  expect((await download).suggestedFilename()).toBe('UsersIPTV.xlsx');

  await creditsLeft(page, 3);
});

test('Estender charges the chosen credits and Migrar P2P moves the line to the P2P list with its expiry', async ({ page, admin }) => {
  const username = await resellerAddsIptv(page, admin, 5);
  await expect(page.locator('.ant-alert-success')).toBeVisible();

  await open(page, '/users-iptv');
  const row = page.locator('.ant-table-row').filter({ hasText: username });
  const menu = async (label: string) => {
    await row.getByRole('button', { name: /Ações/ }).click();
    await page.locator('.ant-dropdown:visible').getByText(label, { exact: true }).click();
  };

  // Estender: 2 credits buy 60 days on top of the 30 already paid.
  await menu('Estender');
  const extend = page.getByRole('dialog', { name: `Estender usuário ${username}` });
  await pick(page, 'Créditos', '2 créditos (2 meses)');
  await extend.getByRole('button', { name: 'Estender' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `Deseja estender o usuário ${username}` })
    .getByRole('button', { name: 'Sim' })
    .click();
  const in90 = new Date(Date.now() + 90 * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  await expect(page.locator('.ant-alert-success').filter({ hasText: `Usuário: ${username} estendido com sucesso! Novo vencimento: ${in90}` })).toBeVisible();
  await expect(row).toContainText(in90);

  // Migrar P2P: the plan is required; then the line leaves the IPTV list for the P2P one, same expiry, no charge.
  await menu('Migrar P2P');
  const migrate = page.getByRole('dialog', { name: `Migrar ${username} para P2P` });
  await migrate.getByRole('button', { name: 'Migrar' }).click();
  const needsPlan = errorDialog(page, 'Ocorreu um erro');
  await expect(needsPlan).toContainText('É necessário selecionar um pacote para migração');
  await needsPlan.getByRole('button', { name: 'OK' }).click();
  await pick(page, 'Pacote', 'PLANO COMPLETO SEM ADULTOS');
  await migrate.getByRole('button', { name: 'Migrar' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `Deseja migrar o usuário ${username} para P2P?` })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expect(page.locator('.ant-alert-success').filter({ hasText: 'Usuário migrado com sucesso!' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await open(page, '/users-p2p');
  await expect(page.locator('.ant-table-row').filter({ hasText: username })).toContainText(in90);
  await creditsLeft(page, 2);
});

test('a reseller with no credits gets the pt-BR refusal and no line is created', async ({ page, admin }) => {
  const username = await resellerAddsIptv(page, admin, 0);
  // A refusal of the Créditos field: listed under 'Atenção' and marked at the field.
  await expect(errorDialog(page, 'Atenção')).toContainText('Créditos insuficientes para esta operação.');
  await open(page, '/users-iptv');
  await expect(page.getByRole('heading', { name: 'Listagem de Usuários IPTV' })).toBeVisible();
  await expect(page.locator('.ant-table-row').filter({ hasText: username })).toHaveCount(0);
});

test('a quick IPTV test from the dashboard: note, hours, the trial message, and no credit spent', async ({ page, admin }) => {
  const reseller = await createReseller(admin, { credits: 2 });
  await login(page, reseller.username, reseller.password);
  await page.getByRole('button', { name: 'Teste IPTV' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nota do teste' });
  await dialog.getByLabel('Nota').fill('Teste rápido e2e');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  dialog = page.getByRole('dialog', { name: 'Horas de teste' });
  await dialog.getByText('3 horas', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Gerar' }).click();
  const banner = page.locator('.ant-alert-success');
  await expect(banner).toContainText('SEU TESTE É VÁLIDO POR 3 HORAS');
  await expect(dashboardCard(page, 'Créditos')).toHaveText(/^\D*2$/);
  await expect(dashboardCard(page, 'Testes Gerados')).toHaveText(/^\D*1 \/ 0$/);
});

test('a quick P2P test from the dashboard gets its trial message and lands in the P2P list', async ({ page, admin }) => {
  const reseller = await createReseller(admin, { credits: 1 });
  await login(page, reseller.username, reseller.password);
  await page.getByRole('button', { name: 'Teste P2P' }).click();
  await page.getByRole('dialog', { name: 'Nota do teste' }).getByRole('button', { name: 'Continuar' }).click();
  const hours = page.getByRole('dialog', { name: 'Horas de teste' });
  await hours.getByText('2 horas', { exact: true }).click();
  await hours.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.locator('.ant-alert-success')).toContainText('SEU TESTE É VÁLIDO POR 2 HORAS');
  await open(page, '/users-p2p');
  await expect(page.locator('.ant-table-row').filter({ hasText: 'Usuário gerado em teste rápido' })).toHaveCount(1);
});
