// The panel opened to resellers' bots (issue 29), through the app: API tokens (scopes, the account's
// own rights, idempotent retries, revoking, expiry, addresses, the per-token limit, the log), and
// webhooks (signed deliveries to a local receiver, retries, two instances delivering once, the
// subtree, pausing after 3 days of failures, the expiry events).
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../shared/calls';
import type { Call } from '../../../shared/rules';
import { AUTOMATION_MSG, TOKEN_SCOPES } from '../../../shared/automation/texts';
import { CALL_GROUPS } from '../../openapi/summaries';
import { useTestApp } from '../../test/harness';
import { deliverDue, PAUSE_AFTER_FAILING_MS, queueExpiryEvents, WEBHOOK_RETRY_MS } from './delivery';

const t = useTestApp({ WEBHOOKS_ALLOW_LOCAL: '1' });

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A bot's receiver on this machine: what it got, and the status it answers (200 unless told). */
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
let answerStatus = 200;
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

async function reseller(ownerId?: number) {
  const account = await t.createAccount({ credits: 20, ...(ownerId ? { ownerId } : {}) });
  return { account, session: await t.loginAs(account.username) };
}

async function newToken(session: string, body: Record<string, unknown>) {
  const res = await t.request('POST', '/api/me/api-tokens', { token: session, body: { name: 'bot-whats', ...body } });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data as { secret: string; token: { id: number; prefix: string } };
}

const credits = async (id: number) => Number((await t.db.selectFrom('accounts').select('credits').where('id', '=', id).executeTakeFirstOrThrow()).credits);

const STEP_UP_CALLS = Object.values(CALLS as Record<string, Call>).filter((c) => c.rule.stepUp).length;

describe('the token scopes', () => {
  it('never open a 2FA step-up, a session or 2FA call, nor the tokens and webhooks themselves', () => {
    const closed = new Set([
      ...Object.keys(CALL_GROUPS['API e Webhooks']),
      ...Object.keys(CALL_GROUPS['Sessão e conta']).filter((n) => n !== 'profile' && n !== 'dashboard'),
    ]);
    for (const scope of TOKEN_SCOPES)
      for (const { name } of scope.calls) {
        expect((CALLS as Record<string, Call>)[name].rule.stepUp, name).toBeUndefined();
        expect(closed.has(name), name).toBe(false);
      }
  });
});

describe('API tokens', () => {
  it('create and renew a line within their scope: one debit, a retry with the same key charges nothing, anything else 403', async () => {
    const { account, session } = await reseller();
    const { secret, token } = await newToken(session, { scopes: ['iptv:vender'] });
    expect(secret.startsWith(token.prefix.replace('…', ''))).toBe(true);
    // The secret is answered once: the list never shows it.
    expect(JSON.stringify((await t.request('GET', '/api/me/api-tokens', { token: session })).data)).not.toContain(secret);

    const create = () =>
      t.request('POST', '/api/users-iptv', { token: secret, body: { isOficial: true, package: 1, credits: 2 }, headers: { 'idempotency-key': 'bot-criar-1' } });
    const first = await create();
    expect(first.status, JSON.stringify(first.data)).toBe(200);
    const again = await create();
    expect(again.data.id).toBe(first.data.id);
    expect(await credits(account.id)).toBe(1800);
    const lines = await t.db.selectFrom('lines').select('id').where('account_id', '=', account.id).execute();
    expect(lines).toHaveLength(1);

    const renew = () =>
      t.request('PUT', `/api/users-iptv/${first.data.id}`, { token: secret, body: { action: 1, credits: 1 }, headers: { 'idempotency-key': 'bot-renovar-1' } });
    expect((await renew()).status).toBe(200);
    expect((await renew()).status).toBe(200);
    expect(await credits(account.id)).toBe(1700);

    // Outside the scope: the list, deleting, the token screen, the password.
    for (const [method, url, body] of [
      ['GET', '/api/users-iptv', undefined],
      ['PUT', `/api/users-iptv/${first.data.id}`, { action: 2 }],
      ['GET', '/api/me/api-tokens', undefined],
      ['POST', '/api/change-password-reseller', { password: 'Outra-senha-123' }],
    ] as const) {
      const res = await t.request(method, url, { token: secret, body });
      expect([url, res.status, res.data.message]).toEqual([url, 403, AUTOMATION_MSG.tokenOutOfScope]);
    }
    // Nor any call that asks a 2FA code, whatever its body.
    for (const call of Object.values(CALLS as Record<string, Call>).filter((c) => c.rule.stepUp)) {
      const res = await t.request(call.method, call.path.replace(':id', '1'), {
        token: secret,
        body: call.method === 'GET' ? undefined : { code_2fa: '123456' },
      });
      expect([call.path, res.status]).toEqual([call.path, 403]);
    }
    // Every call is in the account's log, with the token's name (written once the call is answered).
    const logged = () => t.db.selectFrom('activity_log').select('action').where('account_id', '=', account.id).where('action', 'like', 'via token%').execute();
    await vi.waitFor(async () => expect((await logged()).length).toBe(8 + STEP_UP_CALLS));
    expect((await logged())[0].action).toContain('<b>bot-whats</b>');
    const listed = (await t.request('GET', '/api/me/api-tokens', { token: session })).data.tokens[0];
    expect(listed.last_used_ip).toBe('127.0.0.1');
  });

  it('stop at the next call when revoked, expired or the account is blocked', async () => {
    const { account, session } = await reseller();
    const a = await newToken(session, { scopes: ['iptv:ler'] });
    const b = await newToken(session, { scopes: ['iptv:ler'] });
    const c = await newToken(session, { scopes: ['iptv:ler'] });
    expect((await t.request('GET', '/api/users-iptv', { token: a.secret })).status).toBe(200);
    expect((await t.request('DELETE', `/api/me/api-tokens/${a.token.id}`, { token: session })).status).toBe(200);
    expect(await t.request('GET', '/api/users-iptv', { token: a.secret })).toMatchObject({ status: 401, data: { message: AUTOMATION_MSG.tokenRevokedCall } });

    await t.db
      .updateTable('api_tokens')
      .set({ expires_at: Date.now() - 1000 })
      .where('id', '=', b.token.id)
      .execute();
    expect(await t.request('GET', '/api/users-iptv', { token: b.secret })).toMatchObject({ status: 401, data: { message: AUTOMATION_MSG.tokenExpired } });

    expect((await t.request('GET', '/api/users-iptv', { token: c.secret })).status).toBe(200);
    await t.db.updateTable('accounts').set({ status: 0 }).where('id', '=', account.id).execute();
    expect((await t.request('GET', '/api/users-iptv', { token: c.secret })).status).toBe(401);
    expect((await t.request('GET', '/api/users-iptv', { token: 'pr_live_naoexisteessetokendeverdade123' })).status).toBe(401);
  });

  it("act within the account's own rights and subtree: a scope it cannot use is refused, another branch's line is not found", async () => {
    const { session } = await reseller();
    const refused = await t.request('POST', '/api/me/api-tokens', { token: session, body: { name: 'x', scopes: ['novo-p2p:vender'] } });
    expect(refused).toMatchObject({ status: 400, data: { message: AUTOMATION_MSG.scopeNotAllowed } });
    const offered = (await t.request('GET', '/api/me/api-tokens', { token: session })).data.scopes.map((s: { id: string }) => s.id);
    expect(offered).toContain('iptv:vender');
    expect(offered).not.toContain('revendas:ler');

    const other = await reseller();
    const line = await t.request('POST', '/api/users-iptv', { token: other.session, body: { isOficial: true, package: 1, credits: 1 } });
    const { secret } = await newToken(session, { scopes: ['iptv:vender', 'iptv:alterar'] });
    const before = await t.snapshot();
    expect((await t.request('PUT', `/api/users-iptv/${line.data.id}`, { token: secret, body: { action: 1, credits: 1 } })).status).toBe(404);
    expect((await t.request('PUT', `/api/users-iptv/${line.data.id}`, { token: secret, body: { action: 2 } })).status).toBe(404);
    expect(await t.snapshot()).toBe(before);
  });

  it('work only from their allowed addresses, and stop at their own limit per minute (429 with Retry-After)', async () => {
    const { session } = await reseller();
    const fenced = await newToken(session, { scopes: ['iptv:ler'], allowed_ips: ['10.1.2.3'] });
    expect(await t.request('GET', '/api/users-iptv', { token: fenced.secret })).toMatchObject({ status: 403, data: { message: AUTOMATION_MSG.tokenWrongIp } });
    expect((await t.request('GET', '/api/users-iptv', { token: fenced.secret, from: '10.1.2.3' })).status).toBe(200);

    const slow = await newToken(session, { scopes: ['iptv:ler'], per_minute: 2 });
    expect((await t.request('GET', '/api/users-iptv', { token: slow.secret })).status).toBe(200);
    expect((await t.request('GET', '/api/users-iptv', { token: slow.secret })).status).toBe(200);
    const third = await app429(slow.secret);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // The account's own session is not counted against its token.
    expect((await t.request('GET', '/api/users-iptv', { token: session })).status).toBe(200);
  });

  it('never answer a server error to a malformed token, whatever it holds', async () => {
    const before = await t.snapshot();
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 120 }), async (tail) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/users-iptv',
          headers: { authorization: `Bearer pr_live_${encodeURIComponent(tail)}` },
          payload: {},
        });
        expect(res.statusCode).toBe(401);
      }),
      { numRuns: 60 },
    );
    expect(await t.snapshot()).toBe(before);
  });

  it('refuse bad input in pt-BR and change nothing', async () => {
    const { session } = await reseller();
    const before = await t.snapshot();
    for (const body of [
      { name: '', scopes: ['iptv:ler'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['tudo'] },
      { name: 'x', scopes: ['iptv:ler'], allowed_ips: ['abc'] },
    ]) {
      const res = await t.request('POST', '/api/me/api-tokens', { token: session, body });
      expect(res.status).toBe(422);
      expect(res.data.message).toMatch(/[a-zãçéí]/);
    }
    expect(await t.snapshot()).toBe(before);
    expect((await t.db.selectFrom('api_tokens').selectAll().execute()).every((r) => r.secret_hash.length === 64)).toBe(true);
  });
});

/** A call as it arrives, headers and all. */
const app429 = (secret: string) => t.app.inject({ method: 'GET', url: '/api/users-iptv', headers: { authorization: `Bearer ${secret}` } });

const verify = (r: Received, secret: string) => {
  const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers['x-painel-signature'])) ?? [];
  return v1 === createHmac('sha256', secret).update(`${ts}.${r.body}`).digest('hex');
};

describe('webhooks', () => {
  it('deliver line created and renewed, signed, and never inside the request', async () => {
    const { session } = await reseller();
    const hook = await t.request('POST', '/api/me/webhooks', { token: session, body: { url: receiverUrl, events: ['linha.criada', 'linha.renovada'] } });
    expect(hook.status, JSON.stringify(hook.data)).toBe(200);
    received.length = 0;
    const line = await t.request('POST', '/api/users-iptv', { token: session, body: { isOficial: true, package: 1, credits: 1 } });
    await t.request('PUT', `/api/users-iptv/${line.data.id}`, { token: session, body: { action: 1, credits: 1 } });
    expect(received).toHaveLength(0);
    expect(await deliverDue(t.ctx)).toBe(2);
    expect(received.map((r) => JSON.parse(r.body).type)).toEqual(['linha.criada', 'linha.renovada']);
    for (const r of received) expect(verify(r, hook.data.secret)).toBe(true);
    expect(verify(received[0], 'whsec_outro')).toBe(false);
    const created = JSON.parse(received[0].body);
    expect(created.data.line).toMatchObject({ id: line.data.id, username: line.data.username ?? expect.any(String), test: false });
    expect(received[0].body).not.toContain(line.data.password);
    const deliveries = (await t.request('GET', `/api/me/webhooks/${hook.data.endpoint.id}/deliveries`, { token: session })).data;
    expect(deliveries.map((d: { status: string; response_status: number }) => [d.status, d.response_status])).toEqual([
      ['sent', 200],
      ['sent', 200],
    ]);
  });

  it('try again after a 500, and give up after 24 h', async () => {
    const { session } = await reseller();
    const hook = await t.request('POST', '/api/me/webhooks', { token: session, body: { url: receiverUrl, events: ['teste.criado'] } });
    answerStatus = 500;
    received.length = 0;
    await t.request('POST', '/api/users-iptv', { token: session, body: { isOficial: false, package: 1, test_hours: 1 } });
    expect(await deliverDue(t.ctx)).toBe(0);
    const row = () => t.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', hook.data.endpoint.id).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ status: 'pending', response_status: 500 });
    expect(received).toHaveLength(1);
    answerStatus = 200;
    await t.db.updateTable('webhook_deliveries').set({ next_attempt_at: 0 }).where('endpoint_id', '=', hook.data.endpoint.id).execute();
    expect(await deliverDue(t.ctx)).toBe(1);
    expect(received).toHaveLength(2);
    expect(JSON.parse(received[0].body).id).toBe(JSON.parse(received[1].body).id);

    // 'Reenviar', then a receiver down for a day: the row is given up.
    const delivery = await row();
    expect((await t.request('POST', `/api/me/webhook-deliveries/${delivery.id}/resend`, { token: session })).status).toBe(200);
    answerStatus = 503;
    await t.db
      .updateTable('webhook_deliveries')
      .set({ created_at: Date.now() - WEBHOOK_RETRY_MS + 1000 })
      .where('id', '=', delivery.id)
      .execute();
    await deliverDue(t.ctx);
    expect(await row()).toMatchObject({ status: 'failed', response_status: 503 });
    answerStatus = 200;
  });

  it('are heard by the accounts above only, each event delivered once by two instances', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 20 });
    const masterSession = await t.loginAs(master.username);
    const below = await reseller(master.id);
    const stranger = await reseller();
    for (const session of [masterSession, stranger.session])
      await t.request('POST', '/api/me/webhooks', { token: session, body: { url: receiverUrl, events: ['linha.criada', 'creditos.recebidos'] } });
    received.length = 0;
    await t.request('POST', '/api/users-iptv', { token: below.session, body: { isOficial: true, package: 1, credits: 1 } });
    await t.request('PUT', `/api/reg-users/${below.account.id}`, { token: masterSession, body: { action: 0, credits: 3 } });
    const twin = await t.instance();
    try {
      await Promise.all([deliverDue(t.ctx), twin.ctx && deliverDue(twin.ctx)]);
    } finally {
      await twin.close();
    }
    const events = received.map((r) => JSON.parse(r.body));
    expect(events.map((e) => [e.type, e.account.username]).sort()).toEqual([
      ['creditos.recebidos', below.account.username],
      ['linha.criada', below.account.username],
    ]);
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
  });

  it('pause an endpoint failing for 3 days, and keep another account from its id', async () => {
    const { session } = await reseller();
    const hook = await t.request('POST', '/api/me/webhooks', { token: session, body: { url: receiverUrl, events: ['linha.criada'] } });
    const id = hook.data.endpoint.id;
    const other = await reseller();
    for (const [method, url] of [
      ['GET', `/api/me/webhooks/${id}/deliveries`],
      ['DELETE', `/api/me/webhooks/${id}`],
      ['POST', `/api/me/webhooks/${id}/test`],
    ] as const)
      expect((await t.request(method, url, { token: other.session, body: method === 'POST' ? {} : undefined })).status).toBe(404);

    answerStatus = 500;
    await t.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: Date.now() - PAUSE_AFTER_FAILING_MS - 1 })
      .where('id', '=', id)
      .execute();
    expect((await t.request('POST', `/api/me/webhooks/${id}/test`, { token: session, body: {} })).status).toBe(200);
    await deliverDue(t.ctx);
    answerStatus = 200;
    const listed = (await t.request('GET', '/api/me/webhooks', { token: session })).data.endpoints[0];
    expect(listed.status).toBe('paused');
    // Paused, it hears nothing; reactivated, it does again.
    await t.request('POST', '/api/users-iptv', { token: session, body: { isOficial: true, package: 1, credits: 1 } });
    const count = async () => (await t.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', id).execute()).length;
    const paused = await count();
    expect((await t.request('PUT', `/api/me/webhooks/${id}`, { token: session, body: { active: true } })).status).toBe(200);
    await t.request('POST', '/api/users-iptv', { token: session, body: { isOficial: true, package: 1, credits: 1 } });
    expect(await count()).toBe(paused + 1);
  });

  it('tell a line expiring in 3 days once, however often the job runs', async () => {
    const { account, session } = await reseller();
    const hook = await t.request('POST', '/api/me/webhooks', { token: session, body: { url: receiverUrl, events: ['linha.vencendo'] } });
    const line = await t.request('POST', '/api/users-iptv', { token: session, body: { isOficial: true, package: 1, credits: 1 } });
    await t.db
      .updateTable('lines')
      .set({ exp_at: Date.now() + 3 * 86_400_000 })
      .where('id', '=', line.data.id)
      .execute();
    await queueExpiryEvents(t.ctx);
    await queueExpiryEvents(t.ctx);
    const rows = await t.db.selectFrom('webhook_deliveries').select(['payload']).where('endpoint_id', '=', hook.data.endpoint.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].payload)).toMatchObject({ type: 'linha.vencendo', account: { id: account.id }, data: { days: 3, line: { id: line.data.id } } });
  });

  it('refuse an address that is not HTTPS, in pt-BR, and change nothing', async () => {
    const { session } = await reseller();
    for (const url of ['http://example.com/hook', 'ftp://example.com', 'https://user:senha@example.com/']) {
      const res = await t.request('POST', '/api/me/webhooks', { token: session, body: { url, events: ['linha.criada'] } });
      expect([url, res.status, res.data.message]).toEqual([url, 422, AUTOMATION_MSG.webhookUrl]);
    }
  });
});
