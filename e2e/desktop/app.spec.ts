// The desktop app end to end: the built renderer in its windows over the real main process.
import ExcelJS from 'exceljs';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { apiLogin, createReseller } from '../support/api';
import { ADMIN, uniqueName, uniquePhone } from '../support/env';
import { fillCredentials, loginButton, LOGIN_TIMEOUT, logout, solveBotCheck } from '../support/ui';
import { expect, SERVER_URL, test, type DesktopApp } from './bench';
import type { Page } from '@playwright/test';

async function desktopLogin(desktop: DesktopApp, account: { username: string; password: string } = ADMIN): Promise<Page> {
  const [page] = desktop.pages();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Servidor')).toHaveValue(SERVER_URL);
  await fillCredentials(page, account.username, account.password);
  await solveBotCheck(page);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: LOGIN_TIMEOUT });
  return page;
}

test('logs in through main with the proof of work; the token lives in the keychain only', async ({ desktop }) => {
  const page = await desktopLogin(desktop);
  const token = desktop.keyring()[`painel-revenda|${SERVER_URL}`];
  expect(token).toMatch(/^ey/);
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toContain(token);
  expect(JSON.stringify(desktop.answers)).not.toContain(token);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

async function readBook(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book;
}

test('exports write real workbooks into the folder chosen in the settings, ask before replacing, and open the folder', async ({ desktop, admin }) => {
  const folder = mkdtempSync(join(tmpdir(), 'painel-exports-'));
  desktop.host.dialogs.open = async () => ({ canceled: false, filePaths: [folder] });
  const asked: string[] = [];
  desktop.host.dialogs.message = async ({ message, buttons }) => (asked.push(message), { response: buttons.indexOf('Salvar com outro nome') });
  await createReseller(admin);
  const page = await desktopLogin(desktop);

  await page.goto(desktop.url('/me'));
  await page.getByRole('button', { name: 'Escolher pasta' }).click();
  await expect(page.getByTestId('export-folder')).toHaveText(`As planilhas são salvas em ${folder}.`);

  await page.goto(desktop.url('/list-resellers'));
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const saved = page.locator('.ant-notification-notice').filter({ hasText: 'Planilha salva' });
  await expect(saved).toContainText(join(folder, 'Revendas.xlsx'));
  const total = (await admin.ok('GET', '/api/reg-users?page=1&per_page=10')).total;
  const resellers = (await readBook(join(folder, 'Revendas.xlsx'))).getWorksheet('Revendas')!;
  expect(resellers.getRow(1).values).toEqual(expect.arrayContaining(['ID', 'Usuário', 'Créditos', 'Dono', 'Franquia']));
  expect(resellers.rowCount - 1).toBe(total);

  await page.goto(desktop.url('/log'));
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: i === 0 ? 'Logs de Atividades - admin.xlsx' : 'Logs de Atividades - admin (2).xlsx' })).toBeVisible();
  }
  expect(asked).toEqual([`Já existe um arquivo ${join(folder, 'Logs de Atividades - admin.xlsx')}.`]);
  expect(readdirSync(folder).sort()).toEqual(['Logs de Atividades - admin (2).xlsx', 'Logs de Atividades - admin.xlsx', 'Revendas.xlsx']);
  const logs = (await readBook(join(folder, 'Logs de Atividades - admin.xlsx'))).getWorksheet('Logs')!;
  expect(logs.getRow(1).values).toEqual([undefined, 'ID', 'Revenda', 'Usuário', 'Ação', 'Data', 'IP']);
  expect(logs.rowCount).toBeGreaterThan(1);
  expect(logs.getRow(2).getCell(5).value).toBeInstanceOf(Date);

  await page.locator('.ant-notification-notice').filter({ hasText: 'Logs de Atividades - admin (2).xlsx' }).getByRole('button', { name: 'Abrir pasta' }).click();
  await expect.poll(() => desktop.host.shownInFolder).toEqual([join(folder, 'Logs de Atividades - admin (2).xlsx')]);
});

test('main refuses a call with a bad argument, and any call from a page it did not open', async ({ desktop }) => {
  const [page] = desktop.pages();
  await expect(page).toHaveURL(/\/login$/);
  const bad = await page.evaluate(() => window.panel!.request({ method: 'GET', path: 'https://evil.example/api/x' }).then(() => 'answered', (e: Error) => e.message));
  expect(bad).toContain('Argumentos inválidos.');
  const stranger = await desktop.context.newPage();
  await stranger.goto(desktop.url('/login'));
  const foreign = await stranger.evaluate(() => window.panel!.getServerUrl().then(() => 'answered', (e: Error) => e.message));
  expect(foreign).toContain('Remetente não autorizado.');
});

test('windows share the session and stay in step; a route of two segments loads; logout in one window logs out all', async ({ desktop }) => {
  const first = await desktopLogin(desktop);
  await first.goto(desktop.url('/list-resellers'));
  const second = await desktop.nextWindow(() => first.getByRole('button', { name: 'Abrir em nova janela' }).click());
  await expect(second).toHaveURL(/\/list-resellers$/);
  await expect(second.getByRole('heading', { name: 'Revendas' })).toBeVisible();

  // A window on /ticket/12 (the chat window's kind of route) loads the app's assets from the root.
  const nested = await desktop.nextWindow(() => first.evaluate(() => window.panel!.openWindow('/ticket/12')));
  await expect(nested.locator('#root')).not.toBeEmpty();

  // The second window lists nothing for a name, then shows the reseller the first window creates.
  const username = uniqueName('desk');
  await second.getByLabel('Pesquisar revendas').fill(username);
  await expect(second.locator('.ant-table-row')).toHaveCount(0);
  await first.goto(desktop.url('/reseller'));
  await first.getByLabel(/^Usuário/).fill(username);
  await first.getByLabel(/^Senha/).fill('Senha-desk-123');
  await first.getByLabel(/^Whatsapp/).fill(uniquePhone());
  await first.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(first.getByTestId('welcome-message')).toBeVisible();
  await expect(second.locator('.ant-table-row').filter({ hasText: username })).toHaveCount(1);

  await logout(first);
  for (const page of [second, nested]) await expect(page).toHaveURL(/\/login$/);
  expect(desktop.keyring()[`painel-revenda|${SERVER_URL}`]).toBeUndefined();
});

test("a session the server ends (the account blocked) logs out every window at its next call", async ({ desktop, admin }) => {
  const reseller = await createReseller(admin);
  const first = await desktopLogin(desktop, reseller);
  const second = await desktop.nextWindow(() => first.evaluate(() => window.panel!.openWindow('/me')));
  await expect(second.getByRole('button', { name: 'Alterar senha' })).toBeVisible();
  await admin.put(`/api/block-adm-reseller/${reseller.id}`, { reason: 'teste desktop' });
  await first.reload();
  for (const page of [first, second]) await expect(page).toHaveURL(/\/login$/);
});

test('the application menu opens the current screen in a new window', async ({ desktop }) => {
  const first = await desktopLogin(desktop);
  await first.goto(desktop.url('/log'));
  const copy = await desktop.nextWindow(() => desktop.clickMenu('Arquivo', 'Abrir em nova janela'));
  await expect(copy).toHaveURL(/\/log$/);
  await expect(copy.getByRole('heading', { name: /log/i }).first()).toBeVisible();
});

test("a ticket's chat detached into its own window receives new messages live through main's stream", async ({ desktop, admin }) => {
  const reseller = await createReseller(admin, { prefix: 'dtick' });
  const own = await apiLogin(await playwrightRequest.newContext({ baseURL: SERVER_URL }), reseller.username, reseller.password);
  const created = await own.post('/api/ticket', { title: uniqueName('Chamado'), category: 1, content: 'Canal travando à noite.' });
  const id = Number(created.id ?? created.data?.id);
  expect(id).toBeGreaterThan(0);

  const first = await desktopLogin(desktop);
  const chatWindow = await desktop.nextWindow(() => first.evaluate((route) => window.panel!.openWindow(route), `/ticket/${id}`));
  const chat = chatWindow.getByTestId('ticket-chat');
  await expect(chat).toContainText('Nenhuma mensagem ainda.');
  await own.put(`/api/ticket/${id}`, { mensagem: 'Ainda trava, podem ver?' });
  await expect(chat).toContainText('Ainda trava, podem ver?', { timeout: 5_000 });
});
