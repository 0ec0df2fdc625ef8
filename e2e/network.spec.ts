// Issue 4: the reseller network and its money, through the screens.
import type { Locator, Page } from '@playwright/test';
import { apiLogin, createReseller, giveCredits } from './support/api';
import { ADMIN, uniqueName, uniquePhone } from './support/env';
import { expect, test } from './support/fixtures';
import {
  clipboardText,
  dashboardCard,
  errorDialog,
  fillCredentials,
  login,
  LOGIN_TIMEOUT,
  loginButton,
  logout,
  open,
  resellerAction,
  solveBotCheck,
  tableRow,
} from './support/ui';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Fills /reseller and submits; returns the welcome message shown. */
async function registerReseller(page: Page, r: { username: string; password: string; whatsapp?: string; credits?: string; sale?: string }) {
  await open(page, '/reseller');
  await expect(page.getByRole('heading', { name: 'Cadastro de Revenda' })).toBeVisible();
  await page.getByLabel('Usuário', { exact: true }).fill(r.username);
  await page.getByLabel('Senha', { exact: true }).fill(r.password);
  if (r.whatsapp) await page.getByLabel('WhatsApp').fill(r.whatsapp);
  if (r.credits) await page.getByLabel('Créditos').fill(r.credits);
  if (r.sale) await page.getByLabel('Valor de venda por crédito').fill(r.sale);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  const welcome = page.getByTestId('welcome-message');
  await expect(welcome).toBeVisible();
  return welcome;
}

/** Opens /list-resellers filtered to one username (the search is debounced 1 s). */
async function findInList(page: Page, username: string) {
  await open(page, '/list-resellers');
  await expect(page.getByRole('heading', { name: 'Revendas' })).toBeVisible();
  await page.getByLabel('Pesquisar revendas').fill(username);
  const row = tableRow(page, username);
  await expect(row).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  return row;
}

/** The Sim/Não of a credit transfer: it names the amount and the receiver (and the R$ total) before anything moves. */
async function answer(page: Page, question: string, details?: string) {
  const ask = page.getByRole('dialog').filter({ hasText: question });
  if (details) await expect(ask).toContainText(details);
  await ask.getByRole('button', { name: 'Sim' }).click();
}

/** A reseller row's 'Créditos' cell (the sixth column): a bare number could also be the row's ID. */
const creditsCell = (row: Locator) => row.getByRole('cell').nth(5);

test('admin -> master -> sub-reseller: credits flow down at a sale value; balances, statement, logs and reports show it', async ({ page }, testInfo) => {
  const master = { username: uniqueName('master'), password: 'Master-123' };
  const sub = { username: uniqueName('sub'), password: 'Sub-12345' };

  // The admin registers the future master and copies the welcome message.
  await login(page, ADMIN.username, ADMIN.password);
  const welcome = await registerReseller(page, { ...master, whatsapp: uniquePhone() });
  await expect(welcome).toContainText(master.username);
  await expect(welcome).toContainText(master.password);
  await expect(welcome).toContainText('/login');
  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  expect(await clipboardText(page)).toBe((await welcome.innerText()).trim());

  // Master permission, then 50 credits at R$ 2,50 each.
  let row = await findInList(page, master.username);
  await resellerAction(page, master.username, 'Conta e acesso', 'Permissão master');
  let dialog = page.getByRole('dialog', { name: `Permissão master: ${master.username}` });
  await dialog.getByLabel('Master (pode cadastrar revendas)').check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Adicionar crédito para ${master.username}` }).click();
  dialog = page.getByRole('dialog', { name: `Adicionar crédito: ${master.username}` });
  await dialog.getByLabel('Créditos').fill('50');
  await dialog.getByLabel('Valor de venda').fill('2,5');
  await dialog.getByLabel('Observação').fill('Venda inicial e2e');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await answer(page, `Deseja transferir 50 créditos para ${master.username}?`, 'Valor de venda: R$ 2,50 por crédito (total R$ 125,00).');
  await expect(dialog).toBeHidden();
  await expect(creditsCell(row)).toHaveText('50');

  // The movement log of the master shows the 50 credits and R$ 125,00.
  await resellerAction(page, master.username, 'Logs e totais', 'Logs de Movimentações');
  dialog = page.getByRole('dialog', { name: 'Logs de Movimentações' });
  const movement = dialog.locator('.ant-table-row').filter({ hasText: 'Venda inicial e2e' });
  await expect(movement).toContainText('50');
  await expect(movement).toContainText('R$ 125,00');
  await dialog.getByRole('button', { name: /^(Fechar|Close)$/ }).click(); // the X
  await expect(dialog).toBeHidden();
  await logout(page);

  // The master sees 50 credits, registers a sub-reseller and passes 12 credits down at R$ 3,00.
  await login(page, master.username, master.password);
  await expect(dashboardCard(page, 'Créditos')).toHaveText(/^\D*50$/);
  await expect(page.getByRole('navigation', { name: 'Menu lateral' }).getByRole('link', { name: 'Cadastrar Revenda' })).toBeVisible();
  await registerReseller(page, sub);
  row = await findInList(page, sub.username);
  await page.getByRole('button', { name: `Adicionar crédito para ${sub.username}` }).click();
  dialog = page.getByRole('dialog', { name: `Adicionar crédito: ${sub.username}` });
  await dialog.getByLabel('Créditos').fill('12');
  await dialog.getByLabel('Valor de venda').fill('3');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await answer(page, `Deseja transferir 12 créditos para ${sub.username}?`);
  await expect(dialog).toBeHidden();
  await expect(creditsCell(row)).toHaveText('12');
  await open(page, '/dashboard');
  await expect(dashboardCard(page, 'Créditos')).toHaveText(/^\D*38$/);
  await expect(dashboardCard(page, 'Total de Revendas')).toHaveText(/^\D*1$/);

  // Giving more than the master has is refused in pt-BR and nothing moves.
  row = await findInList(page, sub.username);
  await page.getByRole('button', { name: `Adicionar crédito para ${sub.username}` }).click();
  dialog = page.getByRole('dialog', { name: `Adicionar crédito: ${sub.username}` });
  await dialog.getByLabel('Créditos').fill('39');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await answer(page, `Deseja transferir 39 créditos para ${sub.username}?`);
  // Said in the dialog and under the 'Créditos' field it is about.
  await expect(errorDialog(page, 'Atenção')).toContainText('Créditos insuficientes para esta operação.');
  await errorDialog(page, 'Atenção').getByRole('button', { name: 'OK' }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('Créditos insuficientes para esta operação.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(creditsCell(row)).toHaveText('12');

  // The master's statement: 50 received from the admin at R$ 2,50 a credit, 12 sent to the sub at R$ 3,00 a credit.
  await open(page, '/extract');
  await expect(page.getByRole('heading', { name: 'Extrato Financeiro' })).toBeVisible();
  const received = page.locator('.ant-table-row').filter({ hasText: 'Recebido' });
  await expect(received).toHaveCount(1);
  await expect(received.getByRole('cell').nth(1)).toHaveText('50');
  await expect(received).toContainText('R$ 2,50');
  const sent = page.locator('.ant-table-row').filter({ hasText: sub.username });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByRole('cell').nth(1)).toHaveText('12');
  await expect(sent).toContainText('R$ 3,00');
  await expect(received.locator('.ant-tag')).toHaveClass(/ant-tag-green/);
  await expect(sent.locator('.ant-tag')).toHaveClass(/ant-tag-orange/);

  // The master's logs, type Créditos: the 12 credits given to the sub-reseller.
  await open(page, '/log');
  await expect(page.getByRole('heading', { name: 'Logs' })).toBeVisible();
  await page.getByLabel('Tipo').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Créditos$/ })
    .click();
  const logRow = page.locator('.ant-table-row').filter({ hasText: sub.username });
  await expect(logRow).toHaveCount(1);
  await expect(logRow).toContainText('Adicionou 12 créditos');
  await expect(page.locator('.ant-table-row').filter({ hasText: 'cadastrada' })).toHaveCount(0);

  // The reports: 'Suas Vendas' has this month's R$ 36,00 (12 credits at R$ 3,00), drawn as the chart's last point.
  const reports = page.waitForResponse((r) => r.url().endsWith('/api/get-reports'));
  await open(page, '/reports');
  const financeiro: Record<string, number> = (await (await reports).json()).financeiro;
  expect(Object.keys(financeiro)).toHaveLength(6);
  expect(Object.values(financeiro).at(-1)).toBe(36);
  expect(
    Object.values(financeiro)
      .slice(0, -1)
      .every((v) => v === 0),
  ).toBe(true);
  const sales = page.locator('.ant-card').filter({ hasText: 'Suas Vendas' });
  await expect(page.locator('.ant-card').filter({ hasText: 'Novos Usuários (Últimos seis meses)' }).locator('canvas').first()).toBeVisible();
  const canvas = sales.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  // G2's tooltip follows the pointer lazily: sweep the right part of the plot until it shows the last month.
  const tooltip = sales.locator('.g2-tooltip');
  let step = 0;
  await expect(async () => {
    step += 1;
    await page.mouse.move(box.x + box.width - 30 - (step % 6) * 8, box.y + box.height / 2 + (step % 3) * 10, { steps: 3 });
    await expect(tooltip.locator('.g2-tooltip-list-item-value')).toHaveText('R$ 36,00', { timeout: 800 });
  }).toPass({ timeout: 20_000 });
  await page.screenshot({ path: testInfo.outputPath('reports.png'), fullPage: true });
  await logout(page);

  // The sub-reseller sees its balance and its statement, and no network screens (it is not a master).
  await login(page, sub.username, sub.password);
  await expect(dashboardCard(page, 'Créditos')).toHaveText(/^\D*12$/);
  await open(page, '/extract');
  const fromMaster = page.locator('.ant-table-row').filter({ hasText: master.username });
  await expect(fromMaster).toContainText('Recebido');
  await expect(fromMaster).toContainText('R$ 3,00');
  const nav = page.getByRole('navigation', { name: 'Menu lateral' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cadastrar Revenda' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Revendas' })).toHaveCount(0);
});

test('a block with a short reason is refused; a reason of 10 characters blocks, and the account cannot log in', async ({ page, admin }) => {
  const master = await createReseller(admin, { master: true, prefix: 'mst' });
  // The sub-reseller belongs to the master: created by the master itself.
  const masterApi = await apiLogin(admin.request, master.username, master.password);
  const child = await createReseller(masterApi, { prefix: 'chd' });

  await login(page, master.username, master.password);
  await findInList(page, child.username);
  await resellerAction(page, child.username, 'Bloqueios', 'Bloquear');
  const dialog = page.getByRole('dialog', { name: `Bloquear ${child.username}?` });
  await expect(dialog).toBeVisible();
  const yes = dialog.getByRole('button', { name: 'Sim' });
  await expect(yes).toBeDisabled();
  await dialog.getByLabel('Motivo').fill('curto');
  await expect(dialog.getByText('O motivo deve ter pelo menos 10 caracteres.')).toBeVisible();
  await expect(yes).toBeDisabled();
  // The server refuses a short reason too (the button is not the only guard).
  const refused = await masterApi.call('PUT', `/api/reg-users/${child.id}`, { action: 4, reason: 'curto' });
  expect(refused.status).toBe(422);
  expect(refused.data.message).toBe('O motivo deve ter pelo menos 10 caracteres.');

  await dialog.getByLabel('Motivo').fill('Inadimplente há 2 meses');
  await expect(yes).toBeEnabled();
  await yes.click();
  await expect(page.getByText('Revenda bloqueada com sucesso')).toBeVisible();
  await expect(tableRow(page, child.username).getByLabel('Bloqueada')).toBeVisible();
  await logout(page);

  // The blocked account is refused at login with the server's pt-BR text.
  await page.goto('/login');
  await fillCredentials(page, child.username, child.password);
  await solveBotCheck(page);
  await loginButton(page).click();
  await expect(errorDialog(page, 'Tivemos um problema')).toContainText('Sua conta está bloqueada. Entre em contato com seu revendedor.', {
    timeout: LOGIN_TIMEOUT,
  });
  await expect(page).toHaveURL(/\/login$/);
});

test('sidebar by role: the admin and a master see the network screens, a reseller does not', async ({ page, admin }) => {
  const master = await createReseller(admin, { master: true, prefix: 'mst' });
  const plain = await createReseller(admin, { prefix: 'pln', credits: 3 });
  await giveCredits(admin, plain.id, 2, 1.5, 'Recarga e2e');
  const nav = page.getByRole('navigation', { name: 'Menu lateral' });

  await login(page, ADMIN.username, ADMIN.password);
  for (const name of ['Dashboard', 'Minha Conta', 'Cadastrar Revenda', 'Revendas']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await logout(page);

  await login(page, master.username, master.password);
  for (const name of ['Dashboard', 'Minha Conta', 'Cadastrar Revenda', 'Revendas']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await logout(page);

  await login(page, plain.username, plain.password);
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Minha Conta', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cadastrar Revenda' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Revendas', exact: true })).toHaveCount(0);
  // A reseller's dashboard has its credits, not the admin's new tickets.
  await expect(dashboardCard(page, 'Créditos')).toHaveText(/^\D*5$/);
  await expect(page.getByText('Novos Tickets', { exact: true })).toHaveCount(0);
  // A reseller who types a network route is not shown the screen.
  await open(page, '/list-resellers');
  await expect(page.getByRole('heading', { name: 'Revendas' })).toHaveCount(0);
});
