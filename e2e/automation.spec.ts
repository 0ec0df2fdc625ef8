// Issue 29: a reseller opens the panel to its own bot. In /me it registers a webhook (a receiver on
// this machine) and creates a token with 'Linhas IPTV: criar e renovar'; a script with that token
// creates and renews a line (one debit each, a retry with the same key charges nothing), a call outside
// the scope is refused, the receiver gets 'linha.criada' and 'linha.renovada' signed with the secret
// shown once, and revoking the token in /me stops the script's next call.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiLogin, createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { login, open } from './support/ui';

test('a token made in /me drives a bot within its scope, and a webhook hears it, signed', async ({ page, admin, playwright }) => {
  const received: { signature: string; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ signature: String(req.headers['x-painel-signature']), body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/painel`;

  try {
    const reseller = await createReseller(admin, { credits: 10, prefix: 'bot' });
    await login(page, reseller.username, reseller.password);
    await open(page, '/me');

    const webhooks = page.locator('.ant-card').filter({ has: page.getByText('Webhooks', { exact: true }) });
    await webhooks.getByRole('button', { name: 'Novo webhook' }).click();
    const hookModal = page.getByRole('dialog').filter({ hasText: 'Novo webhook' });
    await hookModal.getByLabel('Endereço').fill(hookUrl);
    await hookModal.getByLabel('Linha criada').check();
    await hookModal.getByLabel('Linha renovada').check();
    await hookModal.getByRole('button', { name: 'Cadastrar' }).click();
    const hookSecret = (await page.getByRole('dialog', { name: 'Segredo de assinatura do webhook' }).getByTestId('secret-once').innerText()).trim();
    expect(hookSecret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Já copiei' }).click();

    const tokens = page.locator('.ant-card').filter({ has: page.getByText('Tokens de API', { exact: true }) });
    await tokens.getByRole('button', { name: 'Novo token' }).click();
    const tokenModal = page.getByRole('dialog').filter({ hasText: 'Novo token de API' });
    await tokenModal.getByLabel('Nome').fill('bot do WhatsApp');
    await tokenModal.getByLabel('Linhas IPTV: criar e renovar').check();
    await tokenModal.getByRole('button', { name: 'Criar token' }).click();
    const secret = (await page.getByRole('dialog', { name: 'Token criado' }).getByTestId('secret-once').innerText()).trim();
    expect(secret).toMatch(/^pr_live_/);
    await page.getByRole('button', { name: 'Já copiei' }).click();
    await expect(tokens.getByText('bot do WhatsApp')).toBeVisible();

    // The bot: its own HTTP client, with nothing but the token.
    const bot = await playwright.request.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
    const owner = await apiLogin(admin.request, reseller.username, reseller.password);
    const credits = async () => Number((await owner.get('/api/get-profile')).credits);
    const create = () => bot.post('/api/users-iptv', { data: { isOficial: true, package: 1, credits: 1 }, headers: { 'idempotency-key': 'pedido-1' } });
    const first = await create();
    expect(first.status()).toBe(200);
    const line = await first.json();
    expect((await (await create()).json()).id).toBe(line.id);
    expect(await credits()).toBe(9);
    const renew = () => bot.put(`/api/users-iptv/${line.id}`, { data: { action: 1, credits: 2 }, headers: { 'idempotency-key': 'pagamento-1' } });
    expect((await renew()).status()).toBe(200);
    expect((await renew()).status()).toBe(200);
    expect(await credits()).toBe(7);
    const outside = await bot.get('/api/users-iptv');
    expect(outside.status()).toBe(403);
    expect((await outside.json()).message).toBe('Este token de API não tem permissão para esta chamada.');

    // The webhook: both events, each signed with the secret shown once.
    await expect.poll(() => received.map((r) => JSON.parse(r.body).type), { timeout: 15_000 }).toEqual(['linha.criada', 'linha.renovada']);
    for (const { signature, body } of received) {
      const [, t, v1] = /^t=(\d+),v1=(\w+)$/.exec(signature) ?? [];
      expect(createHmac('sha256', hookSecret).update(`${t}.${body}`).digest('hex')).toBe(v1);
    }

    await page.reload();
    await tokens.getByRole('button', { name: 'Revogar' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Revogar o token bot do WhatsApp?' })
      .getByRole('button', { name: /Sim|OK/ })
      .click();
    await expect(tokens.getByText('Nenhum token.')).toBeVisible();
    const after = await create();
    expect(after.status()).toBe(401);
    expect((await after.json()).message).toBe('Este token de API foi revogado.');
    await bot.dispose();
  } finally {
    receiver.close();
  }
});
