// Issue 3: the IPTV migrator brings a line from another panel: the link is checked, the expiry is
// asked, the whole months until then are charged, and the line lands in the IPTV list.
import { createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { closeDialog, dashboardCard, errorDialog, login, open } from './support/ui';

test('a reseller migrates an IPTV line from another panel and pays the months until its expiry', async ({ page, admin }) => {
  const reseller = await createReseller(admin, { credits: 10 });
  await login(page, reseller.username, reseller.password);
  const username = String(Date.now()).slice(-9);

  await open(page, '/migration-iptv');
  await expect(page.getByRole('heading', { name: 'Migrador IPTV' })).toBeVisible();
  await page.getByLabel('Pacote', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();

  // A link without credentials is refused on the screen.
  await page.getByLabel('URL da lista').fill('http://outro.painel.tv/get.php?type=m3u_plus');
  await page.getByRole('button', { name: 'Migrar' }).click();
  await expect(errorDialog(page, 'Ocorreu um erro')).toContainText('Link inválido, não contém username e password');
  await closeDialog(page);

  await page.getByLabel('URL da lista').fill(`http://outro.painel.tv/get.php?username=${username}&password=segredo9&type=m3u_plus`);
  await page.getByRole('button', { name: 'Migrar' }).click();
  const prompt = page.getByRole('dialog', { name: 'Data de vencimento' });
  // 45 days ahead: two whole months, rounded up.
  const expiry = new Date(Date.now() + 45 * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  await prompt.getByLabel(`Vencimento de ${username}`).fill('31/02/2020');
  await prompt.getByRole('button', { name: 'Migrar' }).click();
  await expect(prompt).toContainText('Data de vencimento inválida');
  await prompt.getByLabel(`Vencimento de ${username}`).fill(expiry);
  // The months and credits show before anything is charged, and the Sim/Não repeats them.
  await expect(prompt).toContainText(`2 meses até ${expiry}: 2 créditos do seu saldo.`);
  await prompt.getByRole('button', { name: 'Migrar' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: `Deseja migrar o usuário ${username}?` });
  await expect(ask).toContainText(`2 meses até ${expiry}: 2 créditos do seu saldo.`);
  await ask.getByRole('button', { name: 'Sim' }).click();

  const banner = page.locator('.ant-alert-success');
  await expect(banner).toContainText(username);
  await expect(banner).toContainText('segredo9');

  await open(page, '/users-iptv');
  await expect(page.locator('.ant-table-row').filter({ hasText: username })).toContainText(expiry);
  await open(page, '/dashboard');
  await expect(dashboardCard(page, 'Créditos')).toHaveText(/^\D*8$/);
});
