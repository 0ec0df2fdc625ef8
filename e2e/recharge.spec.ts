// Issue 11, the recharge portal as a reseller: credits go to the portal and come back, each after a
// Sim/Não that shows the amount; more than the portal holds is refused with the spec's text and moves
// nothing. The admin grants `recharge_portal` through its 'Permissões' call.
import { RECHARGE_MSG } from '../src/shared/ops/texts';
import { apiLogin, createReseller } from './support/api';
import { grant } from './support/grant';
import { expect, test } from './support/fixtures';
import { freshTotp, totp } from './support/totp';
import { errorDialog, login, open, openFromMenu } from './support/ui';
import { uniqueDigits } from './support/env';

test('a reseller moves credits to the portal and back, after a Sim/Não with the amount', async ({ page, admin }) => {
  const reseller = await createReseller(admin, { credits: 20, prefix: 'rec' });
  await grant(admin, reseller.id, ['recharge_portal']);

  await login(page, reseller.username, reseller.password);
  await openFromMenu(page, 'Portal de Recargas', /\/recharge-portal$/);

  // No 2FA: the offer on entry to configure it (the portal's permission lets it); the X only closes it.
  const offer = errorDialog(page, '2FA não configurado');
  await expect(offer).toContainText('Deseja configurar agora?');
  await expect(offer.getByRole('button', { name: 'Configurar 2FA' })).toBeVisible();
  await offer.getByRole('button', { name: /close|fechar/i }).click();
  await expect(offer).toBeHidden();

  const transfer = page.locator('.ant-card').filter({ hasText: 'Total de Créditos Para o Portal' });
  await expect(transfer).toContainText('20 créditos');
  const amount = transfer.getByLabel('Créditos para Recarga');
  /** Types `credits`, clicks `button`, and answers the dialog titled `title`, which says `says`, with `answer`. */
  const move = async (credits: string, button: string, title: string, says: string, answer: 'Sim' | 'OK') => {
    await amount.fill(credits);
    await transfer.getByRole('button', { name: button }).click();
    const dialog = errorDialog(page, title);
    await expect(dialog).toContainText(says);
    await dialog.getByRole('button', { name: answer }).click();
  };

  // '2,5' is 2,5 credits, never 25: the portal takes whole credits, so it is refused at the field, and
  // nothing is asked or sent.
  await amount.fill('2,5');
  await transfer.getByRole('button', { name: 'Creditar para Portal' }).click();
  await expect(transfer.getByText(RECHARGE_MSG.amountWhole)).toBeVisible();
  await expect(page.getByText('Deseja creditar 25 créditos para o portal?')).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(transfer).toContainText('20 créditos');

  await move('7', 'Creditar para Portal', 'Deseja creditar 7 créditos para o portal?', 'Depois: 13 créditos na conta e 7 créditos no portal.', 'Sim');
  await expect(page.getByText('Créditos transferidos para o portal com sucesso!')).toBeVisible();
  await expect(transfer).toContainText('13 créditos');

  await move('8', 'Devolver Créditos', 'Ocorreu um erro', 'Os créditos para devolução não podem exceder o total de créditos no portal.', 'OK');

  await amount.fill('3');
  await transfer.getByRole('button', { name: 'Devolver Créditos' }).click();
  await errorDialog(page, 'Deseja devolver 3 créditos do portal para a sua conta?').getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Créditos devolvidos com sucesso!')).toBeVisible();
  await expect(transfer).toContainText('4 créditos');
  await expect(transfer).toContainText('16 créditos');

  const api = await apiLogin(admin.request, reseller.username, reseller.password);
  expect(await api.get('/api/recargas/credits')).toEqual({ id: reseller.id, credits: 16, creditos_portal: 4 });
  await expect(page.locator('.ant-card').filter({ hasText: 'Recargas Efetuadas' })).toContainText('Nenhuma recarga encontrada.');
});

test("a customer pays a recharge on the offline checkout; the reseller's list shows it approved", async ({ page, admin }) => {
  // A login and two step-ups take three 2FA codes: each time step serves once, so this may wait for the next code.
  test.setTimeout(120_000);
  const reseller = await createReseller(admin, { credits: 20, prefix: 'rck' });
  await grant(admin, reseller.id, ['recharge_portal', 'manage_2fa']);
  const api = await apiLogin(admin.request, reseller.username, reseller.password);
  const { secret } = await api.post<{ secret: string }>('/api/enable2fa');
  await api.post('/api/confirmConfig2fa', { secret, code: totp(secret) });
  const username = uniqueDigits();
  await api.post('/api/users-iptv', { isOficial: true, username, package: 1, credits: 1 });
  await api.post('/api/recargas/criar', { qtd_creditos: 5 });

  await login(page, reseller.username, reseller.password, { code: () => freshTotp(secret) });
  await open(page, '/recharge-portal');
  const keys = page.locator('.ant-card').filter({ hasText: 'Chaves do Mercado Pago' });
  await keys.getByLabel('Chave pública').fill('APP_USR-e2e-pub-1234');
  await keys.getByLabel('Chave privada').fill('APP_USR-e2e-token-9876');
  await keys.getByRole('button', { name: 'Alterar Chaves' }).click();
  await page.getByLabel('Código do aplicativo autenticador').fill(await freshTotp(secret));
  await page.getByRole('dialog').filter({ hasText: 'Código 2FA' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Chaves do Mercado Pago alteradas com sucesso!')).toBeVisible();
  await expect(keys).toContainText('Você já possui chaves configuradas, caso deseje alterar, preencha os campos e altere!');
  await expect(keys).toContainText('••••••••9876');

  await page.getByLabel('Valor do crédito').fill('15');
  await page.getByRole('button', { name: 'Alterar crédito' }).click();
  await page.getByLabel('Código do aplicativo autenticador').fill(await freshTotp(secret));
  await page.getByRole('dialog').filter({ hasText: 'Código 2FA' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Valor do crédito alterado com sucesso!')).toBeVisible();

  // The customer's side: the portal's checkout call, then the payment page it points to.
  const pay = await admin.request.post('/api/recargas/pagamento', { data: { id_res: reseller.id, username, qtd_creditos: 2 } });
  expect(pay.status()).toBe(200);
  const checkout = new URL((await pay.json()).init_point).pathname;
  await page.goto(checkout);
  await expect(page.getByText(`Usuário: ${username}`)).toBeVisible();
  await expect(page.getByText('Recarga: 2 créditos')).toBeVisible();
  await expect(page.getByText(/Total: R\$\s30,00/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page.getByText('Pagamento aprovado! A recarga foi aplicada à linha.')).toBeVisible();

  await open(page, '/recharge-portal');
  const row = page.locator('.ant-card').filter({ hasText: 'Recargas Efetuadas' }).locator('.ant-table-row').filter({ hasText: username });
  await expect(row).toContainText('Aprovada');
  await expect(page.locator('.ant-card').filter({ hasText: 'Total de Créditos Para o Portal' })).toContainText('3 créditos');
});
