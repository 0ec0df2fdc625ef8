// The recharge portal: keys and value behind 2FA (encrypted, masked), transfers to and from the portal
// through the ledger with the spec's limits, the list, and payments approved once by the webhook —
// with the offline gateway and with the HTTP one against a local fake of Mercado Pago's API.
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { RECHARGE_MSG, RECHARGE_STATUS_LABELS } from '../../../shared/ops/texts';
import { SERVER_MSG } from '../../messages';
import { createTestApp, useTestApp } from '../../test/harness';
import { CHECKOUT_TTL_MS, httpGateway, webhookSignature, type OfflineGateway } from '../../providers/payments';
import { expireCheckouts, rechargeService } from './service';
import { gatewayOf } from './routes';

const t = useTestApp({ PAYMENTS: 'offline' });

/** A reseller with the portal permission, 2FA on, credits, and a token. */
async function reseller(credits = 20) {
  const account = await t.createAccount({ credits, permissions: ['recharge_portal'] });
  return { account, ...(await t.loginWithTwofa(account)) };
}

const portalInvariant = async (id: number) => {
  const rows = await t.db
    .selectFrom('ledger_entries')
    .selectAll()
    .where((eb) => eb.or([eb('from_account_id', '=', id), eb('to_account_id', '=', id)]))
    .execute();
  const moved = rows.reduce((sum, r) => sum + (r.kind === 'portal_recharge' ? r.amount_cents : r.kind === 'portal_return' ? -r.amount_cents : 0), 0);
  const used = await t.db.selectFrom('portal_recharges').select('credits').where('account_id', '=', id).where('status', '=', 'approved').execute();
  const portal = await t.db.selectFrom('portal_accounts').select('credits').where('account_id', '=', id).executeTakeFirst();
  return moved - used.reduce((s, r) => s + r.credits, 0) - (portal?.credits ?? 0);
};

describe('keys and credit value', () => {
  it('keeps the keys encrypted, shows only their end, and changes them only with a valid 2FA code', async () => {
    const r = await reseller();
    const body = { mercado_pago_public_key: 'APP_USR-pub-1234', mercado_pago_access_token: 'APP_USR-secret-token-9876' };
    expect((await t.request('GET', '/api/get-mp-infos', { token: r.token })).data).toEqual({
      has_keys: false,
      mercado_pago_public_key: '',
      mercado_pago_access_token: '',
    });
    expect(await t.request('POST', '/api/save-mp-infos', { token: r.token, body })).toMatchObject({
      status: 422,
      data: { message: RECHARGE_MSG.code2faMissing },
    });
    expect(await t.request('POST', '/api/save-mp-infos', { token: r.token, body: { ...body, code_2fa: '000000' } })).toMatchObject({
      status: 422,
      data: { message: SERVER_MSG.loginCodeInvalid },
    });
    expect(
      await t.request('POST', '/api/save-mp-infos', {
        token: r.token,
        body: { mercado_pago_public_key: '', mercado_pago_access_token: ' ', code_2fa: await r.code() },
      }),
    ).toMatchObject({
      status: 422,
      data: { message: RECHARGE_MSG.keysEmpty },
    });
    expect(await t.db.selectFrom('portal_accounts').selectAll().where('account_id', '=', r.account.id).executeTakeFirst()).toBeUndefined();

    expect(await t.request('POST', '/api/save-mp-infos', { token: r.token, body: { ...body, code_2fa: await r.code() } })).toMatchObject({ status: 200 });
    const stored = await t.db.selectFrom('portal_accounts').selectAll().where('account_id', '=', r.account.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('secret-token');
    const infos = (await t.request('GET', '/api/get-mp-infos', { token: r.token })).data;
    expect(infos).toEqual({ has_keys: true, mercado_pago_public_key: '••••••••1234', mercado_pago_access_token: '••••••••9876' });

    expect(await t.request('POST', '/api/save-value-mp', { token: r.token, body: { creditPortal: '', code_2fa: await r.code() } })).toMatchObject({
      status: 422,
      data: { message: RECHARGE_MSG.valueEmpty },
    });
    expect((await t.request('POST', '/api/save-value-mp', { token: r.token, body: { creditPortal: -1, code_2fa: await r.code() } })).status).toBe(422);
    expect((await t.request('POST', '/api/save-value-mp', { token: r.token, body: { creditPortal: 7.5 } })).status).toBe(422);
    expect((await t.request('POST', '/api/save-value-mp', { token: r.token, body: { creditPortal: 7.5, code_2fa: await r.code() } })).status).toBe(200);
    expect((await t.request('GET', '/api/get-mp-credit-value', { token: r.token })).data).toEqual({ creditPortal: 7.5 });
  });

  it('answers 403 without the permission', async () => {
    const other = await t.createAccount({ credits: 5 });
    const token = await t.loginAs(other.username);
    for (const [method, url] of [
      ['GET', '/api/get-mp-infos'],
      ['GET', '/api/recargas/credits'],
      ['POST', '/api/recargas/listar'],
    ] as const)
      expect((await t.request(method, url, { token, body: method === 'POST' ? {} : undefined })).status).toBe(403);
    expect((await t.request('POST', '/api/recargas/criar', { token, body: { qtd_creditos: 1 } })).status).toBe(403);
  });
});

describe('credits to and from the portal', () => {
  it('moves whole credits within the limits, atomically and once per Idempotency-Key', async () => {
    const r = await reseller(10);
    const credits = () => t.request('GET', '/api/recargas/credits', { token: r.token }).then((x) => x.data);
    expect(await credits()).toEqual({ id: r.account.id, credits: 10, creditos_portal: 0 });
    expect(await t.request('POST', '/api/recargas/criar', { token: r.token, body: { qtd_creditos: 11 } })).toMatchObject({
      status: 422,
      data: { message: RECHARGE_MSG.exceedsAvailable, errors: { qtd_creditos: [RECHARGE_MSG.exceedsAvailable] } },
    });
    for (const bad of [0, -2, 1.5, '3', null])
      expect((await t.request('POST', '/api/recargas/criar', { token: r.token, body: { qtd_creditos: bad } })).status).toBe(422);
    expect((await t.request('POST', '/api/recargas/criar', { token: r.token, body: { id_res: 1, qtd_creditos: 1 } })).status).toBe(404);
    expect(await credits()).toEqual({ id: r.account.id, credits: 10, creditos_portal: 0 });

    const headers = { 'idempotency-key': 'portal-1' };
    const twice = await Promise.all(
      [1, 2].map(() => t.request('POST', '/api/recargas/criar', { token: r.token, body: { id_res: r.account.id, qtd_creditos: 6 }, headers })),
    );
    expect(twice.map((x) => x.status)).toEqual([200, 200]);
    expect(twice[0]!.data.message).toBe(RECHARGE_MSG.credited);
    expect(await credits()).toEqual({ id: r.account.id, credits: 4, creditos_portal: 6 });

    expect(await t.request('POST', '/api/recargas/devolver', { token: r.token, body: { qtd_creditos: 7 } })).toMatchObject({
      status: 422,
      data: { message: RECHARGE_MSG.exceedsPortal, errors: { qtd_creditos: [RECHARGE_MSG.exceedsPortal] } },
    });
    expect((await t.request('POST', '/api/recargas/devolver', { token: r.token, body: { qtd_creditos: 2 } })).data.message).toBe(RECHARGE_MSG.returned);
    expect(await credits()).toEqual({ id: r.account.id, credits: 6, creditos_portal: 4 });
    expect(await t.checkLedgerInvariant()).toEqual([]);
    expect(await portalInvariant(r.account.id)).toBe(0);
  });

  it('admins cannot recharge nor return', async () => {
    const token = await t.loginAs(t.config.adminUsername, 'Admin-test-123');
    expect(await t.request('POST', '/api/recargas/criar', { token, body: { qtd_creditos: 1 } })).toMatchObject({
      status: 403,
      data: { message: RECHARGE_MSG.adminNoRecharge },
    });
    expect(await t.request('POST', '/api/recargas/devolver', { token, body: { qtd_creditos: 1 } })).toMatchObject({
      status: 403,
      data: { message: RECHARGE_MSG.adminNoReturn },
    });
  });
});

/** A reseller ready to sell: keys, value, 5 credits in the portal and one line. */
async function sellingReseller() {
  const r = await reseller(10);
  await t.request('POST', '/api/save-mp-infos', {
    token: r.token,
    body: { mercado_pago_public_key: 'pub', mercado_pago_access_token: `tok-${r.account.id}`, code_2fa: await r.code() },
  });
  await t.db.updateTable('portal_accounts').set({ credit_value_cents: 1500 }).where('account_id', '=', r.account.id).execute();
  await t.request('POST', '/api/recargas/criar', { token: r.token, body: { qtd_creditos: 5 } });
  await plantLine(r, 'iptv');
  return r;
}

/** A line of `kind` named after the reseller (`cli<id>`), expiring now; its expiry. */
async function plantLine(r: Awaited<ReturnType<typeof reseller>>, kind: 'iptv' | 'p2p') {
  const at = Date.now();
  await t.db
    .insertInto('lines')
    .values({
      kind,
      account_id: r.account.id,
      username: `cli${r.account.id}`,
      password: 'x',
      status: 1,
      exp_at: at,
      origin: 'official',
      created_at: at,
    } as never)
    .execute();
  return at;
}

const DAY = 86_400_000;
const lineOf = (accountId: number, kind = 'iptv') =>
  t.db
    .selectFrom('lines')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('kind', '=', kind as never)
    .executeTakeFirstOrThrow();

const signed = (resellerId: number, paymentId: string, secret = t.config.payments.webhookSecret, ts = String(Date.now())) => {
  const requestId = `req-${Math.random()}`;
  return t.request('POST', `/api/recargas/webhook/${resellerId}?data.id=${paymentId}&type=payment`, {
    body: { type: 'payment', data: { id: paymentId } },
    headers: { 'x-signature': `ts=${ts},v1=${webhookSignature(secret, paymentId, requestId, ts)}`, 'x-request-id': requestId },
  });
};

describe('payments and the webhook (offline gateway)', () => {
  it('approves a paid recharge once, however often the webhook repeats; a bad signature changes nothing', async () => {
    const r = await sellingReseller();
    const pay = await t.request('POST', '/api/recargas/pagamento', { body: { id_res: r.account.id, username: `cli${r.account.id}`, qtd_creditos: 2 } });
    expect(pay.status).toBe(200);
    const payment = (gatewayOf(t.ctx) as OfflineGateway).pay(pay.data.preference_id);

    expect((await signed(r.account.id, payment.id, 'outro-segredo')).status).toBe(401);
    // A notification signed more than five minutes ago (captured and sent again) is refused, in seconds or milliseconds.
    for (const old of [String(Math.floor(Date.now() / 1000) - 6 * 60), String(Date.now() - 6 * 60_000)])
      expect(await signed(r.account.id, payment.id, undefined, old)).toMatchObject({ status: 401, data: { message: RECHARGE_MSG.badSignature } });
    const none = await t.request('POST', `/api/recargas/webhook/${r.account.id}?data.id=${payment.id}`, { body: {} });
    expect(none).toMatchObject({ status: 401, data: { message: RECHARGE_MSG.badSignature } });
    let list = (await t.request('POST', '/api/recargas/listar', { token: r.token, body: { page: 1 } })).data.recargas;
    expect(list.data[0]).toMatchObject({ id: pay.data.id, status: 'pending', data_aprovacao: null });

    const answers = await Promise.all(Array.from({ length: 10 }, () => signed(r.account.id, payment.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.data.changed).length).toBe(1);
    list = (await t.request('POST', '/api/recargas/listar', { token: r.token, body: { page: 1, filters: { status: 'approved' } } })).data.recargas;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ username: `cli${r.account.id}`, status: 'approved' });
    expect(list.data[0].data_aprovacao).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    expect((await t.request('GET', '/api/recargas/credits', { token: r.token })).data.creditos_portal).toBe(3);
    expect(await portalInvariant(r.account.id)).toBe(0);
    expect(await t.checkLedgerInvariant()).toEqual([]);
    // The customer's line got the 2 credits' period (60 days) once, without charging the ledger again.
    const line = await lineOf(r.account.id);
    expect(line.exp_at - line.created_at).toBeGreaterThanOrEqual(60 * DAY);
    expect(line.exp_at - line.created_at).toBeLessThan(61 * DAY);
    expect(await t.db.selectFrom('ledger_entries').select('id').where('line_id', '=', line.id).execute()).toHaveLength(0);
  });

  it('refuses a checkout the portal cannot serve with one answer that tells nothing, keeping no row; pages the list 10 at a time', async () => {
    const r = await sellingReseller();
    const unset = await reseller();
    const refused = { status: 422, data: { message: RECHARGE_MSG.checkoutRefused } };
    // No such customer, too few portal credits, a reseller without keys or value, an unknown reseller: the same answer.
    for (const body of [
      { id_res: r.account.id, username: 'ninguem', qtd_creditos: 1 },
      { id_res: r.account.id, username: `cli${r.account.id}`, qtd_creditos: 10 },
      { id_res: unset.account.id, username: 'ninguem', qtd_creditos: 1 },
      { id_res: 999_999, username: 'ninguem', qtd_creditos: 1 },
    ])
      expect(await t.request('POST', '/api/recargas/pagamento', { body })).toMatchObject(refused);
    for (const bad of [6, 0.6, 0, '1'])
      expect(
        await t.request('POST', '/api/recargas/pagamento', { body: { id_res: r.account.id, username: `cli${r.account.id}`, qtd_creditos: bad } }),
      ).toMatchObject({ status: 422 });
    expect(
      (await t.request('POST', '/api/recargas/pagamento', { body: { id_res: r.account.id, username: `cli${r.account.id}`, qtd_creditos: 6 } })).data.errors,
    ).toEqual({ qtd_creditos: [RECHARGE_MSG.creditOption] });
    expect(await t.db.selectFrom('portal_recharges').select('id').where('account_id', '=', r.account.id).execute()).toHaveLength(0);
    // At most 3 unpaid checkouts per line (and 10 per payer address): the 4th waits.
    const checkout = (from: string) =>
      t.request('POST', '/api/recargas/pagamento', { body: { id_res: r.account.id, username: `cli${r.account.id}`, qtd_creditos: 1 }, from });
    const busyPayer = '198.51.100.7';
    for (let i = 0; i < 10; i++)
      await t.db
        .insertInto('portal_recharges')
        .values({
          account_id: 1,
          username: 'outro',
          line_id: null,
          credits: 100,
          amount_cents: 500,
          preference_id: `pendente${i}`,
          reference: `pendente-${r.account.id}-${i}`,
          payer_ip: busyPayer,
          created_at: Date.now(),
          updated_at: Date.now(),
        })
        .execute();
    expect(await checkout(busyPayer)).toMatchObject({ status: 429, data: { message: RECHARGE_MSG.checkoutsPending } });
    for (let i = 0; i < 3; i++) expect((await checkout(`203.0.113.${i}`)).status).toBe(200);
    expect(await checkout('203.0.113.9')).toMatchObject({ status: 429, data: { message: RECHARGE_MSG.checkoutsPending } });
    // The list pages 10 at a time (rows of earlier days' checkouts, as the gateway left them).
    const line = await lineOf(r.account.id);
    const at = Date.now();
    for (let i = 0; i < 9; i++)
      await t.db
        .insertInto('portal_recharges')
        .values({
          account_id: r.account.id,
          username: line.username,
          line_id: line.id,
          credits: 100,
          amount_cents: 500,
          status: 'approved',
          preference_id: `antiga${i}`,
          reference: `antiga-${r.account.id}-${i}`,
          created_at: at - (i + 2) * DAY,
          updated_at: at,
        })
        .execute();
    const page2 = (await t.request('POST', '/api/recargas/listar', { token: r.token, body: { page: 2 } })).data.recargas;
    expect(page2).toMatchObject({ total: 12, current_page: 2, per_page: 10, last_page: 2 });
    expect(page2.data).toHaveLength(2);
    // Another reseller sees none of them.
    const other = await reseller();
    expect((await t.request('POST', '/api/recargas/listar', { token: other.token, body: {} })).data.recargas.total).toBe(0);
  });
});

describe('the offline checkout page', () => {
  const checkout = (r: { account: { id: number } }, extra: Record<string, unknown> = {}) =>
    t.request('POST', '/api/recargas/pagamento', { body: { id_res: r.account.id, username: `cli${r.account.id}`, qtd_creditos: 1, ...extra } });

  it('shows what is paid; confirming approves once, renews the line and debits the portal, however often it is confirmed', async () => {
    const r = await sellingReseller();
    const before = await lineOf(r.account.id);
    const pay = await checkout(r, { qtd_creditos: 3 });
    expect(pay.data.init_point).toBe(`${t.config.publicUrl}/api/recargas/offline/${pay.data.preference_id}`);
    const path = new URL(pay.data.init_point).pathname;
    const shown = await t.request('GET', path);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toMatch(/text\/html/);
    for (const text of [`Usuário: cli${r.account.id}`, 'Recarga: 3 créditos', 'R$', RECHARGE_MSG.offlineConfirm]) expect(shown.data).toContain(text);
    expect(shown.data).toContain('45,00');

    const confirms = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }),
      ),
    );
    expect(confirms.map((c) => c.statusCode)).toEqual(Array(5).fill(200));
    expect(confirms[0]!.body).toContain(RECHARGE_MSG.offlineApproved);
    const row = await t.db.selectFrom('portal_recharges').selectAll().where('id', '=', pay.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved' });
    expect(row.payment_id).toBeTruthy();
    expect((await t.request('GET', '/api/recargas/credits', { token: r.token })).data.creditos_portal).toBe(2);
    const after = await lineOf(r.account.id);
    expect(after.exp_at - Math.max(before.exp_at, row.approved_at! - 1000)).toBeGreaterThanOrEqual(90 * DAY);
    expect(after.exp_at - before.exp_at).toBeLessThan(91 * DAY);
    expect((await t.request('GET', path)).data).toContain(RECHARGE_MSG.offlineAlready);
    const logs = await t.db.selectFrom('activity_log').select('action').where('account_id', '=', r.account.id).execute();
    expect(logs.filter((l) => l.action.includes(`Recarga #${pay.data.id} aprovada`))).toHaveLength(1);
    expect(logs.filter((l) => l.action.includes(`Recarga #${pay.data.id} do portal: renovou (3 créditos)`))).toHaveLength(1);
    expect(await portalInvariant(r.account.id)).toBe(0);
    // 'Alterações' names the portal as who renewed the line (issue 43; its 'Quem' was empty).
    const [renewed] = (await t.request('GET', `/api/alteracoes?kind=linha&item=${after.id}`, { token: r.token })).data.rows;
    expect(renewed).toMatchObject({ actor: RECHARGE_MSG.actor });
  });

  it("wears the panel's look: its stylesheet, logo and favicon (the branded host's own), nothing to ask for that is missing", async () => {
    const r = await sellingReseller();
    const path = new URL((await checkout(r)).data.init_point).pathname;
    const plain = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(plain).toMatch(/<style>[^<]*button\{[^}]*background:#1677ff/);
    expect(plain).toContain('<link rel="icon" href="/brand/favicon.svg">');
    expect(plain).toContain('<img src="/brand/logo.svg" alt="Painel Revenda">');
    expect(plain).not.toMatch(/ style="/);
    const branded = (await t.app.inject({ method: 'GET', url: path, headers: { host: 'revenda.exemplo.com.br' } })).body;
    expect(branded).toContain('<link rel="icon" href="/brand/exemplo-favicon.svg">');
    expect(branded).toContain('background:#0b7a75');
    expect(branded).toContain(`<title>${RECHARGE_MSG.offlineTitle} - Revenda Exemplo</title>`);
  });

  it('expires an unpaid checkout after CHECKOUT_TTL_MS: it cannot be paid any more and shows expired; a payment made in time still lands', async () => {
    const r = await sellingReseller();
    const late = await checkout(r);
    const inTime = await checkout(r);
    const payment = (gatewayOf(t.ctx) as OfflineGateway).pay(inTime.data.preference_id);
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + CHECKOUT_TTL_MS + 1000);
    try {
      const refused = await t.app.inject({ method: 'POST', url: new URL(late.data.init_point).pathname });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toContain(RECHARGE_MSG.offlineUnknown);
      expect((await t.app.inject({ method: 'GET', url: new URL(late.data.init_point).pathname })).body).toContain(
        `Situação: ${RECHARGE_STATUS_LABELS.expired}`,
      );
      expect((await signed(r.account.id, payment.id, undefined, String(Date.now()))).data).toMatchObject({ status: 'approved', changed: true });
    } finally {
      later.mockRestore();
    }
    // The lists show it at once; the schedule records it later. (The clock is not moved here: the
    // session token would expire with it. The checkout is made older instead.)
    await t.db
      .updateTable('portal_recharges')
      .set({ created_at: Date.now() - CHECKOUT_TTL_MS - 1000 })
      .where('id', '=', late.data.id)
      .execute();
    const listed = async (status: string) =>
      (await t.request('POST', '/api/recargas/listar', { token: r.token, body: { filters: { status } } })).data.recargas.data;
    expect(await listed('expired')).toEqual([expect.objectContaining({ id: late.data.id, status: 'expired' })]);
    expect(await listed('pending')).toEqual([]);
    expect(await t.db.selectFrom('portal_recharges').select('status').where('id', '=', late.data.id).executeTakeFirstOrThrow()).toEqual({ status: 'pending' });
    expect(await expireCheckouts(t.db)).toBe(1);
    expect(await listed('expired')).toEqual([expect.objectContaining({ id: late.data.id, status: 'expired' })]);
    const rows = await t.db.selectFrom('portal_recharges').select(['id', 'status']).where('account_id', '=', r.account.id).orderBy('id').execute();
    expect(rows).toEqual([
      { id: late.data.id, status: 'expired' },
      { id: inTime.data.id, status: 'approved' },
    ]);
    expect(await portalInvariant(r.account.id)).toBe(0);
  });

  it('answers an unknown preference with a pt-BR page and changes nothing', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/recargas/offline/pref-nao-existe',
        ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(RECHARGE_MSG.offlineUnknown);
    }
  });

  it('renews the line of the chosen kind when the username names two, and approves a recharge whose line is gone without renewing anything', async () => {
    const r = await sellingReseller();
    const at = await plantLine(r, 'p2p');
    expect(await checkout(r)).toMatchObject({ status: 422, data: { message: RECHARGE_MSG.checkoutRefused } });
    const pay = await checkout(r, { kind: 'p2p' });
    expect(pay.status).toBe(200);
    const iptvBefore = await lineOf(r.account.id);
    expect((await t.request('POST', new URL(pay.data.init_point).pathname, {})).data).toContain(RECHARGE_MSG.offlineApproved);
    expect((await lineOf(r.account.id, 'p2p')).exp_at - at).toBeGreaterThanOrEqual(30 * DAY);
    expect((await lineOf(r.account.id)).exp_at).toBe(iptvBefore.exp_at);

    const gone = await checkout(r, { kind: 'iptv' });
    await t.db.deleteFrom('lines').where('id', '=', iptvBefore.id).execute();
    expect((await t.app.inject({ method: 'POST', url: new URL(gone.data.init_point).pathname })).statusCode).toBe(200);
    expect(await t.db.selectFrom('portal_recharges').select('status').where('id', '=', gone.data.id).executeTakeFirstOrThrow()).toEqual({ status: 'approved' });
    expect(await portalInvariant(r.account.id)).toBe(0);
  });
});

describe('the HTTP gateway against a local fake of the Mercado Pago API', () => {
  it('creates the preference and reads the payment with the reseller token; the webhook approves once', async () => {
    const fake = Fastify();
    const payments = new Map<string, { id: number; status: string; external_reference: string }>();
    const seen: string[] = [];
    fake.post('/checkout/preferences', async (request, reply) => {
      seen.push(String(request.headers.authorization));
      const body = request.body as { external_reference: string; items: { unit_price: number; quantity: number; currency_id: string }[] };
      if (body.items[0]!.currency_id !== 'BRL') return reply.code(400).send({});
      payments.set('555', { id: 555, status: 'approved', external_reference: body.external_reference });
      return reply.code(201).send({ id: 'pref-http-1', init_point: 'https://mp.example/checkout/pref-http-1' });
    });
    fake.get('/v1/payments/:id', async (request, reply) => {
      seen.push(String(request.headers.authorization));
      const payment = payments.get((request.params as { id: string }).id);
      return payment ? payment : reply.code(404).send({ message: 'not found' });
    });
    const address = await fake.listen({ port: 0, host: '127.0.0.1' });
    try {
      const r = await sellingReseller();
      const service = rechargeService(t.ctx, httpGateway(address));
      const pay = await service.createPayment({ id_res: r.account.id, username: `cli${r.account.id}`, qtd_creditos: 1 }, null, '127.0.0.1');
      expect(pay).toMatchObject({ preference_id: 'pref-http-1', init_point: 'https://mp.example/checkout/pref-http-1' });
      const ts = String(Math.floor(Date.now() / 1000));
      const headers = (requestId: string) => ({
        signature: `ts=${ts},v1=${webhookSignature(t.config.payments.webhookSecret, '555', requestId, ts)}`,
        requestId,
      });
      const results = await Promise.all(Array.from({ length: 5 }, (_, i) => service.webhook(r.account.id, headers(`r${i}`), '555')));
      expect(results.filter((x) => x.changed)).toHaveLength(1);
      expect(seen.every((h) => h === `Bearer tok-${r.account.id}`)).toBe(true);
      const ts2 = String(Math.floor(Date.now() / 1000) + 1);
      const forUnknown = { signature: `ts=${ts2},v1=${webhookSignature(t.config.payments.webhookSecret, '999', 'x', ts2)}`, requestId: 'x' };
      await expect(service.webhook(r.account.id, forUnknown, '999')).rejects.toMatchObject({ status: 404 });
      const down = rechargeService(t.ctx, httpGateway('http://127.0.0.1:1'));
      const kept = await t.db.selectFrom('portal_recharges').select('id').where('account_id', '=', r.account.id).execute();
      await expect(down.createPayment({ id_res: r.account.id, username: `cli${r.account.id}`, qtd_creditos: 1 }, null, '127.0.0.1')).rejects.toMatchObject({
        status: 502,
      });
      // A preference the gateway never accepted leaves no row behind.
      expect(await t.db.selectFrom('portal_recharges').select('id').where('account_id', '=', r.account.id).execute()).toEqual(kept);
      expect(await portalInvariant(r.account.id)).toBe(0);
    } finally {
      await fake.close();
    }
  });
});

describe('a panel without PAYMENTS', () => {
  // Behind nginx or Caddy the panel listens on loopback too: no bind address turns the demo gateway on.
  const setups = {
    'behind a reverse proxy': { HOST: '127.0.0.1', TRUST_PROXY: '1', PUBLIC_URL: 'https://painel.exemplo.com.br' },
    'open to the network': { HOST: '0.0.0.0' },
  };
  for (const [setup, env] of Object.entries(setups))
    it(`${setup}: takes no payment and has no offline checkout, so no link approves a recharge without money`, async () => {
      const open = await createTestApp(env);
      try {
        const pay = await open.request('POST', '/api/recargas/pagamento', { body: { id_res: 1, username: 'cliente', qtd_creditos: 1 } });
        expect(pay).toMatchObject({ status: 503, data: { message: RECHARGE_MSG.paymentsOff } });
        for (const method of ['GET', 'POST'] as const) expect((await open.request(method, '/api/recargas/offline/qualquer')).status).toBe(404);
        expect(await open.db.selectFrom('portal_recharges').select('id').execute()).toEqual([]);
      } finally {
        await open.close();
      }
    });
});
