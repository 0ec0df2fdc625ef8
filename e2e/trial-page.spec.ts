// Issue 29 'Teste automático': a reseller turns its public test page on in /me; a visitor (no login) opens
// /t/CODIGO, types name and WhatsApp, passes the ALTCHA bot check and gets a test line on screen, which no
// close button takes away; the same visitor back with the same number sees the same test again (issue
// 43), another browser with that number is refused; the reseller sees the line in its IPTV list, tagged
// 'via página'.
import { TRIAL_MSG } from '../src/shared/trial-page/texts';
import { createReseller } from './support/api';
import { uniquePhone } from './support/env';
import { expect, test } from './support/fixtures';
import { login, open, solveBotCheck, tableRow } from './support/ui';

test('a reseller turns its test page on, a visitor gets a test once, and the reseller sees it via página', async ({ page, admin, browser }) => {
  const account = await createReseller(admin, { credits: 1 });
  await login(page, account.username, account.password);
  await open(page, '/me');
  const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: 'Teste automático' }) });
  await expect(card.getByLabel('Página de teste ligada')).toBeChecked();
  await card.getByLabel('Seu WhatsApp (botão da página)').fill('(11) 4000-1000');
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(TRIAL_MSG.saved)).toBeVisible();
  const address = card.getByTestId('trial-page-url');
  await expect(address).toContainText('/t/');
  const url = (await address.innerText()).trim();

  // The visitor: another browser context, no session.
  const visitorContext = await browser.newContext();
  let visitor = await visitorContext.newPage();
  const phone = uniquePhone();
  const ask = async (name: string) => {
    await visitor.goto(url);
    await expect(visitor.getByTestId('trial-offer')).toContainText(`${account.username} oferece um teste IPTV`);
    await visitor.getByLabel('Seu nome').fill(name);
    await visitor.getByLabel('Seu WhatsApp').fill(phone);
    await solveBotCheck(visitor);
    await visitor.getByRole('button', { name: 'Gerar meu teste' }).click();
  };
  await ask('Maria Cliente');
  const line = visitor.getByTestId('trial-line');
  await expect(line).toContainText('USUÁRIO: ');
  await expect(line).toContainText('SEU TESTE É VÁLIDO POR 6 HORAS');
  await expect(visitor.getByTestId('trial-contact')).toHaveAttribute('href', /^https:\/\/wa\.me\/551140001000\?text=/);
  const username = /USUÁRIO: (\d+)/.exec(await line.innerText())?.[1];
  expect(username).toBeTruthy();
  // The result stays: no close button to lose it with one tap.
  await expect(visitor.getByRole('button', { name: 'Fechar' })).toHaveCount(0);

  // The same visitor back (the page opened again) with the same number: the same test, not a refusal.
  await ask('Maria de Novo');
  await expect(visitor.getByText(TRIAL_MSG.shownAgain)).toBeVisible();
  await expect(line).toContainText(`USUÁRIO: ${username}`);
  await visitorContext.close();

  // The same number from another browser: refused, with the reason.
  const otherContext = await browser.newContext();
  visitor = await otherContext.newPage();
  await ask('Maria de Novo');
  await expect(visitor.getByTestId('trial-refusal')).toHaveText(TRIAL_MSG.numberUsed(30));
  await otherContext.close();

  // The reseller's IPTV list: the test, tagged 'via página'.
  await open(page, '/users-iptv');
  const row = tableRow(page, username!);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('via-page')).toHaveText('via página');
  await open(page, '/me');
  await expect(card.getByTestId('trial-page-counts')).toHaveText('Testes gerados pela página: 1 hoje, 1 no total.');
});
