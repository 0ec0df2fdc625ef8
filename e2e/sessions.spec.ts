// Issue 30: the same reseller signed in on two browsers. From /me of the first, 'Sessões e dispositivos'
// lists both ('Esta sessão' marked) and 'Encerrar' ends the other: that page goes to /login within 2 s.
// Then 2FA that cannot lock its owner out: a recovery code logs in once, and a second use is refused.
import { apiLogin, createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { grant } from './support/grant';
import { totp } from './support/totp';
import {
  codeField,
  errorDialog,
  fillCredentials,
  login,
  LOGIN_TIMEOUT,
  loginButton,
  loginWithForm,
  logout,
  open,
  solveBotCheck,
  submitLogin,
} from './support/ui';

test('ending the other session from /me sends that page to the login within 2 s', async ({ page, admin, browser, baseURL }) => {
  const reseller = await createReseller(admin, { prefix: 'sess' });
  const other = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', reducedMotion: 'reduce' });
  try {
    const there = await other.newPage();
    // The other page's live updates: its event stream is open before its session is ended.
    const streamOpen = there.waitForResponse((r) => r.url().includes('/api/events') && r.status() === 200, { timeout: LOGIN_TIMEOUT });
    await login(there, reseller.username, reseller.password);
    await streamOpen;

    await login(page, reseller.username, reseller.password);
    await open(page, '/me');
    const card = page.locator('.ant-card').filter({ has: page.getByText('Sessões e dispositivos', { exact: true }) });
    const rows = card.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Esta sessão');
    await expect(rows.first()).toContainText('Chrome');
    await expect(rows.nth(1)).not.toContainText('Esta sessão');

    await rows.nth(1).getByRole('button', { name: 'Encerrar', exact: true }).click();
    await page.getByRole('dialog').filter({ hasText: 'Encerrar a sessão de' }).getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText('Sessão encerrada.')).toBeVisible();
    const ended = Date.now();
    await expect(there).toHaveURL(/\/login$/, { timeout: 2000 });
    expect(Date.now() - ended).toBeLessThan(2000);

    // This one goes on, alone in the list.
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Esta sessão');
  } finally {
    await other.close();
  }
});

test('a recovery code logs in once; the second use is refused', async ({ page, admin }) => {
  const reseller = await createReseller(admin, { prefix: 'rec' });
  await grant(admin, reseller.id, ['manage_2fa']);
  // 2FA turned on through its calls: the ten codes come back once.
  const own = await apiLogin(admin.request, reseller.username, reseller.password);
  const { secret } = await own.post('/api/enable2fa');
  const confirmed = await own.post('/api/confirmConfig2fa', { secret, code: totp(secret) });
  const codes: string[] = confirmed.recovery_codes;
  expect(codes).toHaveLength(10);

  await loginWithForm(page, reseller.username, reseller.password, { code: () => codes[0] });
  await open(page, '/me');
  await expect(page.getByText('Restam 9 códigos de 10', { exact: false })).toBeVisible();
  await logout(page);

  await fillCredentials(page, reseller.username, reseller.password);
  await solveBotCheck(page);
  await submitLogin(page, codeField(page));
  await codeField(page).fill(codes[0]);
  await solveBotCheck(page);
  await loginButton(page).click();
  await expect(errorDialog(page, 'Tivemos um problema')).toContainText('Código 2FA inválido.', { timeout: LOGIN_TIMEOUT });
  await expect(page).toHaveURL(/\/login$/);
});
