// Tickets through the screens, in two browsers: a reseller opens a ticket; the admin answers from a
// second page; the reseller's open chat (and its detached window) shows the answer without a reload; the reseller finishes it;
// the tab counts follow on both sides.
import type { Page } from '@playwright/test';
import { createReseller } from './support/api';
import { ADMIN, uniqueName } from './support/env';
import { expect, test } from './support/fixtures';
import { login, open, tableRow } from './support/ui';

const LIVE = { timeout: 5_000 };

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('a reseller opens a ticket, the admin answers live, the reseller finishes it and the tabs follow', async ({ page, admin, browser }) => {
  const reseller = await createReseller(admin, { prefix: 'tick' });
  const title = uniqueName('Chamado');

  // The reseller opens a ticket from /ticket.
  await login(page, reseller.username, reseller.password);
  await open(page, '/ticket');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await pick(page, 'Categoria', 'Dúvidas');
  await page.getByLabel('Descrição', { exact: true }).fill('Como configuro o aplicativo na TV?');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Ticket criado com sucesso')).toBeVisible();
  await expect(tab(page, 'Pendentes (1)')).toBeVisible();
  await tableRow(page, 'Dúvidas').getByRole('button', { name: 'Chat' }).click();
  const chat = page.getByRole('dialog').getByTestId('ticket-chat');
  await expect(chat).toContainText('Nenhuma mensagem ainda.');
  // The chat also detaches into a window of its own, on its own route (it shares this browser's stream).
  const [detached] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Abrir em nova janela' }).click()]);
  await expect(detached).toHaveURL(/\/ticket\/\d+$/);
  await expect(detached.getByTestId('ticket-chat')).toContainText('Nenhuma mensagem ainda.');
  await page.bringToFront();

  // The admin, in a browser of its own, finds it by title and answers.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const adminPage = await other.newPage();
  await login(adminPage, ADMIN.username, ADMIN.password);
  await open(adminPage, '/ticket');
  await adminPage.getByLabel('Buscar por título').fill(title);
  await adminPage.getByLabel('Buscar por título').press('Enter');
  await expect(tab(adminPage, 'Pendentes (1)')).toBeVisible();
  await tableRow(adminPage, 'Dúvidas').getByRole('button', { name: 'Chat' }).click();
  const adminDialog = adminPage.getByRole('dialog');
  await adminDialog.getByLabel('Mensagem').fill('Abra o aplicativo e informe o usuário e a senha.');
  await adminDialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(adminPage.getByText('Mensagem enviada com sucesso')).toBeVisible();

  // The reseller's open chat shows it without a reload; the ticket moved to answered.
  await expect(chat).toContainText('Abra o aplicativo e informe o usuário e a senha.', LIVE);
  await expect(detached.getByTestId('ticket-chat')).toContainText('Abra o aplicativo e informe o usuário e a senha.', LIVE);
  await expect(tab(page, 'Pendentes (0)')).toBeVisible(LIVE);
  await expect(tab(page, 'Respondidos (1)')).toBeVisible(LIVE);
  await expect(tab(adminPage, 'Respondidos (1)')).toBeVisible(LIVE);

  // The reseller answers back: pending again on both sides.
  await page.getByRole('dialog').getByLabel('Mensagem').fill('Funcionou, obrigado!');
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
  await expect(adminDialog.getByTestId('ticket-chat')).toContainText('Funcionou, obrigado!', LIVE);
  await expect(tab(adminPage, 'Pendentes (1)')).toBeVisible(LIVE);

  // The admin moves it to in progress; 'Finalizar' appears for the reseller.
  await adminDialog.getByLabel('Status').click();
  await adminPage.locator('.ant-select-dropdown:visible').getByTitle('Em andamento', { exact: true }).click();
  await adminDialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(tab(adminPage, 'Em andamento (1)')).toBeVisible(LIVE);
  const finish = page.getByRole('dialog').getByRole('button', { name: 'Finalizar' });
  await expect(finish).toBeVisible(LIVE);
  await expect(tab(page, 'Em andamento (1)')).toBeVisible(LIVE);

  // The reseller finishes it; both sides count it as finished and the chat closes for writing.
  await finish.click();
  await page.getByRole('dialog').filter({ hasText: 'Deseja finalizar este ticket?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Ticket encerrado com sucesso')).toBeVisible();
  await expect(tab(page, 'Finalizados (1)')).toBeVisible(LIVE);
  await expect(tab(page, 'Em andamento (0)')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Mensagem')).toHaveCount(0);
  await expect(tab(adminPage, 'Finalizados (1)')).toBeVisible(LIVE);
  await expect(adminDialog.getByText('Finalizado', { exact: true })).toBeVisible(LIVE);
  await other.close();
});
