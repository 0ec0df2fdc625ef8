// Issues 27 and 43: the API's page. /api/docs opens in the browser under the panel's page policy (no inline
// script, no page error), in pt-BR with no English controls: the calls of /api/openapi.json by the menu's
// groups, and a link to one call opens it with its summary, who may call it, its answers, and a curl
// that the 'Copiar' button copies.
import { expect, test } from './support/fixtures';

test('/api/docs shows the calls of the panel in pt-BR, each with its rule and a curl to copy', async ({ page, context }, testInfo) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'API do Painel Revenda' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sessão e conta', level: 2 })).toBeVisible();
  await expect(page.getByText('Entra com usuário, senha e, se a conta tiver 2FA, o código; responde o token.')).toBeVisible();
  // Which texts are the spec's.
  await expect(page.getByText(/menos os de 401 de sessão, que são os da especificação, em inglês/)).toBeVisible();
  for (const english of ['Try it out', 'Execute', 'Parameters', 'Responses', 'Authorize'])
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);

  // A link to one call.
  await page.goto('/api/docs#renewDns');
  const renew = page.locator('article#renewDns');
  await expect(renew.getByText('Renova uma DNS própria (pede o código 2FA).')).toBeVisible();
  await expect(renew.getByText(/Pede o código 2FA atual da conta em/)).toBeVisible();
  await expect(renew.getByText(/com a permissão 'DNS Premium'/)).toBeVisible();
  await expect(renew.getByRole('heading', { name: 'Respostas' })).toBeVisible();
  await renew.getByRole('button', { name: 'Copiar' }).click();
  await expect(renew.getByRole('button', { name: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl -X POST '.+\/api\/renew-dns' \\\n {2}-H 'Authorization: Bearer SEU_TOKEN'/);
  await page.screenshot({ path: testInfo.outputPath('api-docs.png') });
  expect(problems).toEqual([]);
});
