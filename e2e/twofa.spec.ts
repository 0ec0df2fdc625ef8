// Issue 2's "done" story: the admin sets up 2FA on /me (QR, secret, a TOTP code), the card goes away,
// and after logging out the login asks for the code and accepts one. This runs against its own
// server (TWOFA_URL, a fresh data folder) so the other tests' admin keeps logging in without a code.
import { expect, test } from '@playwright/test';
import { ADMIN, TWOFA_URL } from './support/env';
import { totp } from './support/totp';
import { codeField, errorDialog, fillCredentials, login, LOGIN_TIMEOUT, LOGIN_TITLE, loginButton, logout, open, solveBotCheck } from './support/ui';

test.use({ baseURL: TWOFA_URL });

test('2FA: set up on /me with the QR and secret, then log in again with a code', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await open(page, '/me');
  const card = page.locator('.ant-card').filter({ hasText: 'Autenticação em dois fatores (2FA)' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Gerar QR Code' }).click();

  const qr = card.getByRole('img', { name: 'QR Code 2FA' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await card.getByTestId('twofa-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code is said to be wrong at its field (the spec's text is for a failure) and the card stays.
  await card.getByLabel('Código de verificação').fill('000000' === totp(secret) ? '111111' : '000000');
  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card.locator('.ant-form-item-explain-error')).toHaveText('Código 2FA inválido.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await card.getByLabel('Código de verificação').fill(totp(secret));
  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Autenticação 2FA configurada com sucesso!')).toBeVisible();
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Minha Conta' })).toBeVisible();
  await expect(page.getByText('Alterar senha').first()).toBeVisible();
  await expect(page.getByText('Autenticação em dois fatores (2FA)')).toHaveCount(0);

  await logout(page);

  // The first answer asks for the code; the code field appears with the credentials kept.
  await expect(page.getByText(LOGIN_TITLE)).toBeVisible();
  await fillCredentials(page, ADMIN.username, ADMIN.password);
  await solveBotCheck(page);
  await loginButton(page).click();
  await expect(codeField(page)).toBeVisible({ timeout: LOGIN_TIMEOUT });
  await expect(page).toHaveURL(/\/login$/);

  // A wrong code: 'Tivemos um problema' with the server's text, still on /login.
  await codeField(page).fill(totp(secret, Date.now() - 5 * 60_000));
  await loginButton(page).click();
  await expect(errorDialog(page, 'Tivemos um problema')).toContainText('Código 2FA inválido.', { timeout: LOGIN_TIMEOUT });
  await errorDialog(page, 'Tivemos um problema').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await codeField(page).fill(totp(secret));
  await solveBotCheck(page);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: LOGIN_TIMEOUT });
  await expect(page.getByText('Total de Revendas')).toBeVisible();
});
