// Issue 27: the API's page. /api/docs opens in the browser under the panel's page policy (no inline
// script), shows the calls of /api/openapi.json by the menu's groups, and a link to one call opens it
// with its summary, its rule in pt-BR and its body's fields.
import { expect, test } from './support/fixtures';

test('/api/docs shows the calls of the panel, each with its rule', async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && !/favicon/.test(message.location().url) && problems.push(message.text()));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Painel Revenda/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Sessão e conta/ })).toBeVisible();
  await expect(page.getByText('Entra com usuário, senha e, se a conta tiver 2FA, o código; responde o token.')).toBeVisible();

  // A link to one call (a fresh load: the page reads the address when it starts).
  await page.goto('about:blank');
  await page.goto('/api/docs#/DNS%20Premium/renewDns');
  await expect(page.getByText('Renova uma DNS própria (pede o código 2FA).')).toBeVisible();
  await expect(page.getByText(/Pede o código 2FA atual da conta em/)).toBeVisible();
  await expect(page.getByText(/com a permissão 'DNS Premium'/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-docs.png') });
  expect(problems).toEqual([]);
});
