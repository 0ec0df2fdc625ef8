// The desktop app end to end: the built renderer in its windows over the real main process.
import ExcelJS from 'exceljs';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { apiLogin, createReseller } from '../support/api';
import { ADMIN, uniqueName, uniquePhone } from '../support/env';
import { DASHBOARD_URL, fillCredentials, logout, solveBotCheck, submitLogin } from '../support/ui';
import { expect, SERVER_URL, test, type DesktopApp } from './bench';
import type { Page } from '@playwright/test';

async function desktopLogin(desktop: DesktopApp, account: { username: string; password: string } = ADMIN): Promise<Page> {
  const [page] = desktop.pages();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Servidor')).toHaveValue(SERVER_URL);
  await fillCredentials(page, account.username, account.password);
  await solveBotCheck(page);
  await submitLogin(page, DASHBOARD_URL);
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
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: i === 0 ? 'Logs de Atividades - admin.xlsx' : 'Logs de Atividades - admin (2).xlsx' }),
    ).toBeVisible();
  }
  expect(asked).toEqual([`Já existe um arquivo ${join(folder, 'Logs de Atividades - admin.xlsx')}.`]);
  expect(readdirSync(folder).sort()).toEqual(['Logs de Atividades - admin (2).xlsx', 'Logs de Atividades - admin.xlsx', 'Revendas.xlsx']);
  const logs = (await readBook(join(folder, 'Logs de Atividades - admin.xlsx'))).getWorksheet('Logs')!;
  expect(logs.getRow(1).values).toEqual([undefined, 'ID', 'Revenda', 'Usuário', 'Ação', 'Data', 'IP']);
  expect(logs.rowCount).toBeGreaterThan(1);
  expect(logs.getRow(2).getCell(5).value).toBeInstanceOf(Date);

  await page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'Logs de Atividades - admin (2).xlsx' })
    .getByRole('button', { name: 'Abrir pasta' })
    .click();
  await expect.poll(() => desktop.host.shownInFolder).toEqual([join(folder, 'Logs de Atividades - admin (2).xlsx')]);
});

test('main refuses a call with a bad argument, and any call from a page it did not open', async ({ desktop }) => {
  const [page] = desktop.pages();
  await expect(page).toHaveURL(/\/login$/);
  const bad = await page.evaluate(() =>
    window.panel!.request({ method: 'GET', path: 'https://evil.example/api/x' }).then(
      () => 'answered',
      (e: Error) => e.message,
    ),
  );
  expect(bad).toContain('Argumentos inválidos.');
  const stranger = await desktop.context.newPage();
  await stranger.goto(desktop.url('/login'));
  const foreign = await stranger.evaluate(() =>
    window.panel!.getServerUrl().then(
      () => 'answered',
      (e: Error) => e.message,
    ),
  );
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
  await first.getByLabel(/^WhatsApp/).fill(uniquePhone());
  await first.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(first.getByTestId('welcome-message')).toBeVisible();
  await expect(second.locator('.ant-table-row').filter({ hasText: username })).toHaveCount(1);

  await logout(first);
  for (const page of [second, nested]) await expect(page).toHaveURL(/\/login$/);
  expect(desktop.keyring()[`painel-revenda|${SERVER_URL}`]).toBeUndefined();
});

test('a session the server ends (the account blocked) logs out every window at its next call', async ({ desktop, admin }) => {
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

test("an answer to the reseller's ticket while no window shows it focused: a native notice and the badge; its click opens the chat window", async ({
  desktop,
  admin,
}) => {
  const reseller = await createReseller(admin, { prefix: 'dnot' });
  const own = await apiLogin(await playwrightRequest.newContext({ baseURL: SERVER_URL }), reseller.username, reseller.password);
  const title = uniqueName('Sem sinal');
  const created = await own.post('/api/ticket', { title, category: 1, content: 'Canal some à noite.' });
  const id = Number(created.id ?? created.data?.id);
  expect(id).toBeGreaterThan(0);

  const dashboard = await desktopLogin(desktop, reseller);
  expect(desktop.host.tray?.tooltip).toBe('Painel Revenda');
  expect(desktop.host.tray?.menu.map((i) => i.label ?? i.type)).toEqual(['Abrir painel', 'separator', 'Sair']);
  await expect.poll(() => desktop.liveReady()).toBe(true);

  // This app's notices of answers: the main processes of earlier tests (signed in as the admin) still run
  // in this Node and report to the same stand-in, so their 'Novo ticket' notices may be there too.
  const answers = () => desktop.host.notifications.filter((n) => n.title.startsWith('Nova mensagem'));

  // The dashboard's window has the focus; no window shows the ticket.
  await admin.put(`/api/ticket/${id}`, { mensagem: 'Já verificamos, teste agora.' });
  await expect.poll(() => answers().map((n) => [n.title, n.body])).toEqual([[`Nova mensagem no ticket #${id}`, title]]);
  await expect.poll(() => desktop.host.badges.at(-1)).toBe(1);
  expect(desktop.host.tray?.tooltip).toBe('Painel Revenda — 1 mensagem não lida');
  await expect(dashboard.getByRole('navigation', { name: 'Menu lateral' }).getByLabel('1 ticket(s) para ver')).toBeVisible();

  // The click opens the ticket's chat window; reading it there clears the badge.
  const chatWindow = await desktop.nextWindow(() => answers()[0].click());
  await expect(chatWindow).toHaveURL(new RegExp(`/ticket/${id}$`));
  const chat = chatWindow.getByTestId('ticket-chat');
  await expect(chat).toContainText('Já verificamos, teste agora.');
  await expect.poll(() => desktop.host.badges.at(-1)).toBe(0);
  expect(desktop.host.tray?.tooltip).toBe('Painel Revenda');

  // With its chat window focused, the next answer shows there and no notice comes.
  await admin.put(`/api/ticket/${id}`, { mensagem: 'Funcionou agora?' });
  await expect(chat).toContainText('Funcionou agora?');
  expect(answers()).toHaveLength(1);

  // Once the dashboard has the focus again, a new answer is news again.
  desktop.focus(dashboard);
  await admin.put(`/api/ticket/${id}`, { mensagem: 'Pode fechar o ticket?' });
  await expect.poll(() => answers().length).toBe(2);
});
