// Announcements and messages through the screens, in two browsers: the admin publishes an announcement
// on /settings with the rich-text editor; a reseller whose dashboard is open sees it on the 'Mural de
// Informações' without a reload (and opens it); the admin's message to that reseller shows on its
// dashboard until it is marked read.
import { createReseller } from './support/api';
import { ADMIN, uniqueName } from './support/env';
import { expect, test } from './support/fixtures';
import { login, open } from './support/ui';

const LIVE = { timeout: 5_000 };

test('the admin publishes an announcement and a message that a reseller sees on the dashboard', async ({ page, admin, browser }) => {
  const reseller = await createReseller(admin, { prefix: 'mural' });
  const title = uniqueName('Aviso');

  // The reseller's dashboard is open before anything is published.
  await login(page, reseller.username, reseller.password);
  await expect(page.getByText('Mural de Informações')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // The admin, in a browser of its own, writes the announcement with the editor.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const adminPage = await other.newPage();
  await login(adminPage, ADMIN.username, ADMIN.password);
  await open(adminPage, '/settings');
  await adminPage.getByLabel('Título', { exact: true }).fill(title);
  // On a busy machine the dropdown may still be opening when clicked: pick until the select shows it.
  await expect(async () => {
    await adminPage.getByLabel('Destino', { exact: true }).click();
    await adminPage.locator('.ant-select-dropdown:visible').getByTitle('Mural de Informações', { exact: true }).click({ timeout: 2_000 });
    const target = adminPage.locator('.ant-form-item').filter({ has: adminPage.getByLabel('Destino', { exact: true }) });
    await expect(target).toContainText('Mural de Informações', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const editor = adminPage.getByRole('textbox', { name: 'Mensagem do anúncio' });
  await editor.click();
  await adminPage.keyboard.type('Servidor novo a partir de ');
  await adminPage.getByRole('button', { name: 'Negrito' }).click();
  await adminPage.keyboard.type('segunda-feira');
  await adminPage.getByRole('button', { name: 'Publicar', exact: true }).click();
  await adminPage.getByRole('dialog').filter({ hasText: 'Deseja publicar este anúncio?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(adminPage.getByText('Anúncio publicado com sucesso!')).toBeVisible();
  await expect(adminPage.getByRole('cell', { name: title, exact: true })).toBeVisible();

  // The reseller's open dashboard shows it live; Abrir shows the formatted text.
  await expect(page.getByText(title)).toBeVisible(LIVE);
  await page.getByRole('button', { name: `Abrir ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('strong')).toHaveText('segunda-feira');
  await expect(dialog).toContainText('Servidor novo a partir de segunda-feira');
  await dialog.getByRole('button', { name: /close|fechar/i }).click();

  // A message to this reseller: it shows on the dashboard until the reseller marks it read.
  await adminPage.getByLabel('ID da revenda').fill(String(reseller.id));
  await adminPage.getByRole('textbox', { name: 'Mensagem', exact: true }).fill('Seu pagamento foi confirmado.');
  await adminPage.getByRole('button', { name: 'Enviar', exact: true }).click();
  await adminPage.getByRole('dialog').filter({ hasText: 'Deseja enviar esta mensagem?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(adminPage.getByText('Mensagem enviada com sucesso!')).toBeVisible();
  const messages = page.getByTestId('admin-messages');
  await expect(messages).toContainText('Seu pagamento foi confirmado.', LIVE);
  await page.reload();
  await expect(page.getByTestId('admin-messages')).toContainText('Seu pagamento foi confirmado.');
  await page.getByTestId('admin-messages').getByRole('button', { name: 'Marcar como lida' }).click();
  await expect(page.getByTestId('admin-messages')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByTestId('admin-messages')).toHaveCount(0);
  await other.close();
});
