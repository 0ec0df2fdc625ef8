// Issue 2: the chrome (dark mode, sidebar, mobile drawer) and the dashboard cards in pt-BR.
import type { Page } from '@playwright/test';
import { SETTINGS_ACTION } from '../src/shared/domain';
import { createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { ADMIN } from './support/env';
import { layoutIsDark } from './support/theme';
import { login, logout } from './support/ui';

const darkSwitch = (page: Page) => page.getByRole('switch', { name: 'Modo escuro' }).first();
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menu lateral' });

test('dark mode is the default on the first visit and the choice is remembered after a reload', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: testInfo.outputPath('login.png') });

  await login(page, ADMIN.username, ADMIN.password);
  await expect(darkSwitch(page)).toBeChecked();
  expect(await layoutIsDark(page)).toBe(true);
  await expect(page.getByText('Total de Revendas')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-dark.png'), fullPage: true });

  await darkSwitch(page).click();
  await expect(darkSwitch(page)).not.toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => layoutIsDark(page)).toBe(false);

  await page.reload();
  await expect(page.getByText('Total de Revendas')).toBeVisible();
  await expect(darkSwitch(page)).not.toBeChecked();
  expect(await layoutIsDark(page)).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('dashboard-light.png'), fullPage: true });

  // Still light after logging out and in again (the choice is not part of the session).
  await logout(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await login(page, ADMIN.username, ADMIN.password);
  await expect(darkSwitch(page)).not.toBeChecked();

  await darkSwitch(page).click();
  await page.reload();
  await expect(darkSwitch(page)).toBeChecked();
  expect(await layoutIsDark(page)).toBe(true);
});

test('the admin dashboard: cards in pt-BR, the navbar user, the sidebar with ID, name and avatar', async ({ page, admin }) => {
  await login(page, ADMIN.username, ADMIN.password);
  const dash = await admin.get('/api/dash-reseller');
  for (const title of [
    'Total de Revendas',
    'Revendas Abaixo',
    'Ativos na Árvore',
    'Usuários Ativos Diretos',
    'Novos Tickets',
    'Testes Gerados',
    'Novos Usuários',
  ])
    await expect(page.getByText(title, { exact: true }), title).toBeVisible();
  // The admin has new tickets, not credits.
  await expect(page.getByText('Créditos', { exact: true })).toHaveCount(0);
  const card = page.locator('.ant-card').filter({ hasText: 'Total de Revendas' });
  await expect(card).toContainText(String(dash.total_resellers));

  await expect(page.getByTestId('navbar-user')).toHaveText(`${admin.id} - ${ADMIN.username}`);
  const nav = sidebar(page);
  await expect(nav).toContainText(`ID: ${admin.id}`);
  await expect(nav.locator('.ant-avatar')).toHaveText(ADMIN.username.slice(0, 2).toUpperCase());
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Minha Conta' })).toBeVisible();
  // A https link from the Telegram setting is an external entry that opens in a new tab.
  await admin.post('/api/save-telegram', { telegram: 'https://t.me/painel_e2e' });
  await page.reload();
  const daily = nav.getByRole('link', { name: 'Informações diárias' });
  await expect(daily).toHaveAttribute('href', 'https://t.me/painel_e2e');
  await expect(daily).toHaveAttribute('target', '_blank');
  await nav.getByRole('link', { name: 'Minha Conta' }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole('heading', { name: 'Minha Conta' })).toBeVisible();
});

test.describe('mobile width (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer: a button opens it and it closes after a link click', async ({ page }, testInfo) => {
    await login(page, ADMIN.username, ADMIN.password);
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByText('Novos Usuários')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('mobile-dashboard.png'), fullPage: true });

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(sidebar(page)).toBeInViewport({ ratio: 1 }); // the drawer has finished sliding in
    await page.screenshot({ path: testInfo.outputPath('mobile-menu.png') });
    await sidebar(page).getByRole('link', { name: 'Minha Conta' }).click();
    await expect(page).toHaveURL(/\/me$/);
    await expect(sidebar(page)).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByText('Total de Revendas')).toBeVisible();
  });
});

test('settings flags: with the iptv flag off a reseller has no IPTV screens nor IPTV quick test; on again, they are back', async ({ page, admin }) => {
  const reseller = await createReseller(admin, { credits: 1 });
  const nav = sidebar(page);
  const setIptv = async (on: 0 | 1) => {
    if ((await admin.get('/api/settings')).iptv !== on) await admin.post('/api/settings', { action: SETTINGS_ACTION.toggleIptv });
    expect((await admin.get('/api/settings')).iptv).toBe(on);
  };
  await login(page, reseller.username, reseller.password);
  await expect(nav.getByRole('link', { name: 'Cadastro IPTV' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Usuários IPTV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Teste IPTV' })).toBeVisible();
  try {
    await setIptv(0);
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cadastro IPTV' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Usuários IPTV' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Teste P2P' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Teste IPTV' })).toHaveCount(0);
  } finally {
    await setIptv(1);
  }
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Cadastro IPTV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Teste IPTV' })).toBeVisible();
});
