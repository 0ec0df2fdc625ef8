// Issue 2: login, bot check, login errors, guards and redirects.
import { expect, test } from './support/fixtures';
import { ADMIN } from './support/env';
import { LOGIN_TIMEOUT, LOGIN_TITLE, closeDialog, codeField, errorDialog, fillCredentials, login, loginButton, logout, solveBotCheck } from './support/ui';

test.describe('login', () => {
  test('shows the title, the IP, Usuário, Senha, the bot check and Logar, and logs the admin in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText(LOGIN_TITLE)).toBeVisible();
    // The IP the server sees (the test talks to 127.0.0.1).
    await expect(page.getByText(/127\.0\.0\.1/)).toBeVisible();
    await expect(page.getByLabel('Usuário', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
    await expect(page.locator('altcha-widget')).toBeVisible();
    await expect(loginButton(page)).toBeVisible();
    await expect(codeField(page)).toHaveCount(0);

    await fillCredentials(page, ADMIN.username, ADMIN.password);
    await solveBotCheck(page);
    await loginButton(page).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: LOGIN_TIMEOUT });
  });

  test("empty fields: 'Preencha todos os campos.'", async ({ page }) => {
    await page.goto('/login');
    await loginButton(page).click();
    await expect(errorDialog(page, 'Tivemos um problema')).toContainText('Preencha todos os campos.');
    await closeDialog(page);
    await expect(page).toHaveURL(/\/login$/);

    // Credentials without the bot check are still incomplete.
    await fillCredentials(page, ADMIN.username, ADMIN.password);
    await loginButton(page).click();
    await expect(errorDialog(page, 'Tivemos um problema')).toContainText('Preencha todos os campos.');
    await expect(page).toHaveURL(/\/login$/);
  });

  // The ALTCHA widget gets its pt-BR texts through its `strings` attribute.
  test('the bot check speaks pt-BR', async ({ page }) => {
    await page.goto('/login');
    const label = page.locator('altcha-widget .altcha-label');
    await expect(label).toHaveText('Eu não sou um robô');
    await solveBotCheck(page);
    await expect(label).toHaveText('Verificado');
  });

  test("wrong password: dialog 'Tivemos um problema' with the server's text", async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, ADMIN.username, 'senha-errada-123');
    await solveBotCheck(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login') && r.request().method() === 'POST');
    await loginButton(page).click();
    const res = await answer;
    expect(res.status()).toBeGreaterThanOrEqual(400);
    const { message } = await res.json();
    expect(message).toBeTruthy();
    await expect(errorDialog(page, 'Tivemos um problema')).toContainText(message, { timeout: LOGIN_TIMEOUT });
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('guards and redirects', () => {
  test('logged out: every route goes to /login', async ({ page }) => {
    for (const route of ['/', '/dashboard', '/me', '/users-iptv', '/list-resellers', '/settings']) {
      await page.goto(route);
      await expect(page, `${route} logged out`).toHaveURL(/\/login$/);
      await expect(page.getByText(LOGIN_TITLE)).toBeVisible();
    }
  });

  test('logged in: / goes to /dashboard, /login goes to /dashboard; logout goes back to /login', async ({ page }) => {
    await login(page, ADMIN.username, ADMIN.password);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/me');
    await expect(page).toHaveURL(/\/me$/);
    await page.reload();
    await expect(page).toHaveURL(/\/me$/);

    await logout(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
