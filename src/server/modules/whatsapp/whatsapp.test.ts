// WhatsApp Cloud API reminders (issue 22) through the app, against a local fake of Meta's Graph API:
// the account's configuration (checked with Meta, the token encrypted at rest and masked on read),
// reminders from 'Vencimentos' scoped to the caller's subtree and sent once however often asked, the
// sender's retries and refusals, Meta's webhook (signature, statuses), and the automatic reminder once
// per line with two server instances.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, startOfDayIn } from '../../../shared/dates';
import { LINE_STATUS } from '../../../shared/lines/texts';
import { WHATSAPP_MSG } from '../../../shared/whatsapp/texts';
import { decrypt } from '../../security';
import { startFakeWhatsapp, type FakeWhatsapp } from '../../test/fake-whatsapp';
import { useTestApp } from '../../test/harness';
import { queueAutoReminders, sendDue, startWhatsapp } from './worker';
import { MAX_ATTEMPTS } from '../../core/outbox';

const PHONE_ID = '109876543210987';
const TOKEN = 'EAAFakeTokenForThePanelTests0123456789wxyz';
const OTHER_PHONE_ID = '209876543210988';
const OTHER_TOKEN = 'EAAOtherFakeTokenForThePanelTests987654321';
const TEMPLATE = 'lembrete_vencimento';
const APP_SECRET = 'segredo-do-app-da-meta';
const VERIFY_TOKEN = 'verifica-webhook-123';

let fake: FakeWhatsapp;
// The fake listens first: the app reads WHATSAPP_API_ROOT when it is made (in the next beforeAll).
const env: Record<string, string> = { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN };
beforeAll(async () => {
  fake = await startFakeWhatsapp({
    numbers: { [PHONE_ID]: { token: TOKEN, display: '+55 11 4000-1000' }, [OTHER_PHONE_ID]: { token: OTHER_TOKEN, display: '+55 21 4000-2000' } },
    templates: { [TEMPLATE]: 'pt_BR' },
  });
  env.WHATSAPP_API_ROOT = fake.url;
});
const t = useTestApp(env);
afterAll(() => fake?.close());

const CONFIG = { phone_number_id: PHONE_ID, token: TOKEN, template_name: TEMPLATE, template_language: 'pt_BR', auto_days: 0, portal_url: '' };

/** A new account with its WhatsApp configured (as /me does it), and its token. */
async function configured(input: Parameters<typeof t.createAccount>[0] = {}, config: Partial<typeof CONFIG> = {}) {
  const account = await t.createAccount(input);
  const token = await t.loginAs(account.username);
  expect((await t.request('PUT', '/api/me/whatsapp', { token, body: { ...CONFIG, ...config } })).status).toBe(200);
  return { account, token };
}

let numbers = 5_511_900_000_000;
/** An official active line of `accountId` expiring `days` from today (noon), with a new WhatsApp number unless `whatsapp` is given. */
async function line(accountId: number, days: number, opts: { whatsapp?: string; status?: number; kind?: 'iptv' | 'p2p' } = {}) {
  const whatsapp = opts.whatsapp ?? String(++numbers);
  const username = `cli${numbers}x${Math.round(Math.random() * 1e6)}`;
  const expAt = startOfDayIn(days) + 12 * 3_600_000;
  const { id } = await t.db
    .insertInto('lines')
    .values({
      kind: opts.kind ?? 'iptv',
      account_id: accountId,
      username,
      password: 'senha1',
      whatsapp,
      status: opts.status ?? LINE_STATUS.active,
      exp_at: expAt,
      origin: 'official',
      created_at: Date.now(),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(id), kind: opts.kind ?? 'iptv', username, whatsapp, expAt };
}

const remind = (token: string, lines: { id: number; kind: string }[]) =>
  t.request('POST', '/api/whatsapp/lembretes', { token, body: { lines: lines.map(({ id, kind }) => ({ id, kind })) } });
const messagesOf = (accountId: number) => t.db.selectFrom('whatsapp_messages').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
/** Every queued row is due now (the backoff is not waited for in a test). */
const dueNow = () => t.db.updateTable('whatsapp_messages').set({ next_attempt_at: 0 }).where('status', '=', 'pending').execute();

describe('the configuration in /me', () => {
  it('is checked with Meta before it is kept; a refusal says which field and keeps nothing', async () => {
    const account = await t.createAccount();
    const token = await t.loginAs(account.username);
    const put = (body: object) => t.request('PUT', '/api/me/whatsapp', { token, body });
    expect(await t.request('GET', '/api/me/whatsapp', { token })).toMatchObject({ status: 200, data: { config: null } });

    expect(await put({ ...CONFIG, phone_number_id: 'abc' })).toMatchObject({
      status: 422,
      data: { errors: { phone_number_id: ['O campo ID do número de telefone não está no formato correto.'] } },
    });
    expect(await put({ ...CONFIG, token: '' })).toMatchObject({ status: 422, data: { errors: { token: ['O campo Token de acesso é necessário.'] } } });
    expect(await put({ ...CONFIG, auto_days: 31 })).toMatchObject({
      status: 422,
      data: { errors: { auto_days: [expect.stringContaining('Lembrete automático')] } },
    });
    expect(await put({ ...CONFIG, template_name: 'Lembrete Vencimento' })).toMatchObject({ status: 422 });
    expect(await put({ ...CONFIG, portal_url: 'javascript:alert(1)' })).toMatchObject({ status: 422 });
    expect(await put({ ...CONFIG, token: 'EAAWrongTokenWrongTokenWrongToken12345' })).toMatchObject({
      status: 422,
      data: { message: WHATSAPP_MSG.tokenRefused, errors: { token: [WHATSAPP_MSG.tokenRefused] } },
    });
    // A real token of another number: Meta does not find this number with it.
    expect(await put({ ...CONFIG, token: OTHER_TOKEN })).toMatchObject({ status: 422, data: { errors: { phone_number_id: [WHATSAPP_MSG.numberRefused] } } });
    expect((await t.request('GET', '/api/me/whatsapp', { token })).data.config).toBeNull();

    // Meta unreachable: 502, nothing kept.
    const root = t.ctx.config.whatsapp.apiRoot;
    t.ctx.config.whatsapp.apiRoot = 'http://127.0.0.1:9/v21.0';
    try {
      expect(await put(CONFIG)).toMatchObject({ status: 502, data: { message: WHATSAPP_MSG.unreachable } });
    } finally {
      t.ctx.config.whatsapp.apiRoot = root;
    }
    expect((await t.request('GET', '/api/me/whatsapp', { token })).data.config).toBeNull();
  });

  it('keeps the token encrypted and only ever answers it masked; a change without a token keeps it', async () => {
    const { account, token } = await configured();
    const read = await t.request('GET', '/api/me/whatsapp', { token });
    expect(read.data.config).toMatchObject({
      phone_number_id: PHONE_ID,
      token_masked: `••••••••${TOKEN.slice(-4)}`,
      template_name: TEMPLATE,
      template_language: 'pt_BR',
      auto_days: 0,
      display_phone_number: '+55 11 4000-1000',
    });
    expect(JSON.stringify(read.data)).not.toContain(TOKEN.slice(0, 20));
    const stored = await t.db.selectFrom('whatsapp_accounts').selectAll().where('account_id', '=', account.id).executeTakeFirstOrThrow();
    expect(stored.token_enc).not.toContain(TOKEN.slice(3, 20));
    expect(decrypt(t.config.secretKey, stored.token_enc)).toBe(TOKEN);

    const reads = fake.reads();
    expect(
      await t.request('PUT', '/api/me/whatsapp', { token, body: { ...CONFIG, token: '', auto_days: 5, portal_url: 'https://recarga.exemplo.com/joao' } }),
    ).toMatchObject({ status: 200, data: { message: WHATSAPP_MSG.saved('+55 11 4000-1000') } });
    expect(fake.reads()).toBe(reads + 1);
    expect((await t.request('GET', '/api/me/whatsapp', { token })).data.config).toMatchObject({
      auto_days: 5,
      portal_url: 'https://recarga.exemplo.com/joao',
      token_masked: `••••••••${TOKEN.slice(-4)}`,
    });
    // Another account sees nothing of it.
    expect((await t.request('GET', '/api/me/whatsapp', { token: await t.loginAs((await t.createAccount()).username) })).data.config).toBeNull();
  });

  it('removing it drops what it had queued, and the wa.me path is all that is left', async () => {
    const { account, token } = await configured();
    const l = await line(account.id, 2);
    expect((await remind(token, [l])).data.queued).toBe(1);
    expect(await t.request('DELETE', '/api/me/whatsapp', { token })).toMatchObject({ status: 200, data: { message: WHATSAPP_MSG.removed } });
    expect((await messagesOf(account.id)).map((m) => [m.status, m.last_error])).toEqual([['failed', WHATSAPP_MSG.droppedOnRemove]]);
    expect(await remind(token, [l])).toMatchObject({ status: 422, data: { message: WHATSAPP_MSG.notConfigured } });
    await sendDue(t.ctx);
    expect(fake.to(l.whatsapp)).toEqual([]);
  });
});

describe("'Enviar pela API do WhatsApp'", () => {
  it("queues only lines of the caller's own subtree, skips lines without a number, and sends the template", async () => {
    const { account: master, token } = await configured({ profile: 'master' });
    const sub = await t.createAccount({ ownerId: master.id });
    const other = await t.createAccount();
    const mine = await line(sub.id, 3);
    const noNumber = await line(master.id, 3, { whatsapp: '0' });
    const foreign = await line(other.id, 3);

    const res = await remind(token, [mine, noNumber, foreign, { id: mine.id, kind: 'p2p' }, { id: 999_999_999, kind: 'iptv' }]);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      message: WHATSAPP_MSG.queued(1),
      queued: 1,
      skipped: [
        { id: noNumber.id, username: noNumber.username, reason: WHATSAPP_MSG.skipNoNumber },
        { id: foreign.id, username: '', reason: WHATSAPP_MSG.skipNotFound },
        { id: 999_999_999, username: '', reason: WHATSAPP_MSG.skipNotFound },
      ],
    });
    const reminded = await t.db.selectFrom('lines').select(['id', 'reminded_at']).where('id', 'in', [mine.id, noNumber.id, foreign.id]).orderBy('id').execute();
    expect(reminded.map((r) => r.reminded_at !== null)).toEqual([true, false, false]);

    expect(await sendDue(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(fake.to(mine.whatsapp)).toEqual([
      {
        phone_number_id: PHONE_ID,
        to: mine.whatsapp,
        template: TEMPLATE,
        language: 'pt_BR',
        params: [mine.username, formatDay(mine.expAt), 'Painel Revenda'],
        wamid: expect.stringMatching(/^wamid\./),
      },
    ]);
    expect(fake.to(foreign.whatsapp)).toEqual([]);
    const [row] = await messagesOf(master.id);
    expect(row).toMatchObject({ status: 'sent', kind: 'manual', wamid: fake.to(mine.whatsapp)[0]!.wamid, last_error: null });

    // A sub-reseller cannot reach its parent's lines; an account without a configuration is told how.
    const subToken = await t.loginAs(sub.username);
    expect(await remind(subToken, [mine])).toMatchObject({ status: 422, data: { message: WHATSAPP_MSG.notConfigured } });
    const otherToken = (await configured()).token;
    expect((await remind(otherToken, [mine])).data).toMatchObject({ queued: 0, skipped: [{ id: mine.id, username: '', reason: WHATSAPP_MSG.skipNotFound }] });
    // Bad input: a clear refusal, nothing queued.
    expect(await t.request('POST', '/api/whatsapp/lembretes', { token, body: { lines: [] } })).toMatchObject({ status: 422 });
    expect(await t.request('POST', '/api/whatsapp/lembretes', { token, body: { lines: [{ id: 'x', kind: 'iptv' }] } })).toMatchObject({ status: 422 });
    expect(await messagesOf(master.id)).toHaveLength(1);
  });

  it('sends once however often it is asked for the same line that day (a double click, two tabs)', async () => {
    const { account, token } = await configured();
    const l = await line(account.id, 1);
    const [a, b, c] = await Promise.all([remind(token, [l]), remind(token, [l]), remind(token, [l])]);
    expect([a, b, c].map((r) => r.status)).toEqual([200, 200, 200]);
    expect(a.data.queued + b.data.queued + c.data.queued).toBe(1);
    expect([a, b, c].flatMap((r) => r.data.skipped.map((s: { reason: string }) => s.reason))).toEqual([
      WHATSAPP_MSG.skipAlreadyToday,
      WHATSAPP_MSG.skipAlreadyToday,
    ]);
    await Promise.all([sendDue(t.ctx), sendDue(t.ctx)]);
    await sendDue(t.ctx);
    expect(fake.to(l.whatsapp)).toHaveLength(1);
  });

  it('lists the sends of the caller, newest first, paged', async () => {
    const { account, token } = await configured();
    const lines = [];
    for (let i = 0; i < 12; i++) lines.push(await line(account.id, 2));
    expect((await remind(token, lines)).data.queued).toBe(12);
    const first = await t.request('GET', '/api/whatsapp/mensagens', { token });
    expect(first.data).toMatchObject({ total: 12, page: 1, per_page: 10 });
    expect(first.data.rows).toHaveLength(10);
    expect(first.data.rows[0]).toMatchObject({
      kind: 'manual',
      username: lines[11]!.username,
      to: lines[11]!.whatsapp,
      status: 'pending',
      last_error: null,
      status_at_formatted: null,
    });
    expect((await t.request('GET', '/api/whatsapp/mensagens?page=2', { token })).data.rows.map((r: { username: string }) => r.username)).toEqual([
      lines[1]!.username,
      lines[0]!.username,
    ]);
    expect(await t.request('GET', '/api/whatsapp/mensagens?per_page=7', { token })).toMatchObject({ status: 422 });
    const stranger = await t.loginAs((await t.createAccount()).username);
    expect((await t.request('GET', '/api/whatsapp/mensagens', { token: stranger })).data).toMatchObject({ total: 0, rows: [] });
    // Sent here, so that the next tests' sender has only their own rows.
    await sendDue(t.ctx);
  });
});

describe('the sender', () => {
  it('tries a failure again later with backoff, waits out a throttle, and gives up on a refusal at once', async () => {
    const { account, token } = await configured();
    const retried = await line(account.id, 2);
    const throttled = await line(account.id, 2);
    const refused = await line(account.id, 2);
    fake.refuse(refused.whatsapp);
    expect((await remind(token, [retried, throttled, refused])).data.queued).toBe(3);
    const row = async (l: { id: number }) => (await messagesOf(account.id)).find((m) => m.line_id === l.id)!;

    fake.failNext(1);
    fake.throttleNext(1);
    await sendDue(t.ctx);
    for (const l of [retried, throttled]) {
      const r = await row(l);
      expect(r).toMatchObject({ status: 'pending', wamid: null });
      expect(Number(r.attempts)).toBe(1);
      expect(Number(r.next_attempt_at)).toBeGreaterThan(Date.now());
      expect(r.last_error).toMatch(/^Falha temporária na API do WhatsApp \(código (1|130429)\)/);
    }
    expect(await row(refused)).toMatchObject({ status: 'failed', last_error: expect.stringContaining('(código 131026): o número não tem WhatsApp') });

    // Not before its time; then sent once each.
    expect(await sendDue(t.ctx)).toBe(0);
    await dueNow();
    expect(await sendDue(t.ctx)).toBe(2);
    expect((await row(retried)).status).toBe('sent');
    expect((await row(throttled)).status).toBe('sent');
    expect([fake.to(retried.whatsapp).length, fake.to(throttled.whatsapp).length, fake.to(refused.whatsapp).length]).toEqual([1, 1, 0]);
  });

  it('gives up after the last attempt, and on a template Meta does not know', async () => {
    const { account, token } = await configured({}, { template_name: 'modelo_inexistente' });
    const l = await line(account.id, 2);
    await remind(token, [l]);
    await sendDue(t.ctx);
    expect((await messagesOf(account.id))[0]).toMatchObject({
      status: 'failed',
      last_error: expect.stringContaining('(código 132001): o modelo não existe neste idioma'),
    });

    const { account: other, token: otherToken } = await configured();
    const late = await line(other.id, 2);
    await remind(otherToken, [late]);
    await t.db
      .updateTable('whatsapp_messages')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('account_id', '=', other.id)
      .execute();
    fake.failNext(1);
    await sendDue(t.ctx);
    expect((await messagesOf(other.id))[0]).toMatchObject({ status: 'failed' });
  });
});

describe("Meta's webhook", () => {
  const post = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload,
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    });
  const sign = (payload: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
  const statuses = (...list: object[]) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        { id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: PHONE_ID }, statuses: list } }] },
      ],
    });

  it("answers Meta's subscription check with the challenge, only for the right token", async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
    expect([ok.statusCode, ok.body, ok.headers['content-type']]).toEqual([200, '1158201444', 'text/plain; charset=utf-8']);
    const wrong = await t.request('GET', '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=outro-token-qualquer&hub.challenge=1');
    expect(wrong).toMatchObject({ status: 403, data: { message: WHATSAPP_MSG.webhookRefused } });
    expect((await t.request('GET', '/api/whatsapp/webhook')).status).toBe(403);
  });

  it('updates the statuses of signed calls by wamid, only forward; refuses a bad signature and never fails on bad input', async () => {
    const { account, token } = await configured();
    const [a, b] = [await line(account.id, 2), await line(account.id, 2)];
    await remind(token, [a, b]);
    await sendDue(t.ctx);
    const wamidA = fake.to(a.whatsapp)[0]!.wamid;
    const wamidB = fake.to(b.whatsapp)[0]!.wamid;
    const statusOf = async () => Object.fromEntries((await messagesOf(account.id)).map((m) => [m.wamid, m.status]));

    const delivered = statuses({ id: wamidA, status: 'delivered', timestamp: '1700000000', recipient_id: a.whatsapp });
    expect((await post(delivered)).statusCode).toBe(401);
    expect((await post(delivered, sign(delivered, 'outro-segredo'))).statusCode).toBe(401);
    expect(await statusOf()).toEqual({ [wamidA]: 'sent', [wamidB]: 'sent' });

    const res = await post(delivered, sign(delivered));
    expect([res.statusCode, res.json()]).toEqual([200, { received: 1 }]);
    const read = statuses({ id: wamidA, status: 'read' }, { id: wamidB, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable.' }] });
    expect((await post(read, sign(read))).json()).toEqual({ received: 2 });
    // A late 'delivered' does not take a read message back; an unknown wamid is no error.
    const late = statuses({ id: wamidA, status: 'delivered' }, { id: 'wamid.DESCONHECIDO', status: 'read' });
    expect((await post(late, sign(late))).json()).toEqual({ received: 0 });
    expect(await statusOf()).toEqual({ [wamidA]: 'read', [wamidB]: 'failed' });
    expect((await messagesOf(account.id)).find((m) => m.wamid === wamidB)!.last_error).toBe(
      'Não entregue pelo WhatsApp (código 131026): o número não tem WhatsApp ou não pode receber mensagens. Message undeliverable.',
    );
    const listed = (await t.request('GET', '/api/whatsapp/mensagens', { token })).data.rows;
    expect(listed.map((r: { status: string }) => r.status).sort()).toEqual(['failed', 'read']);

    // Signed nonsense: no 500, nothing changed.
    for (const payload of [
      '{"entry": [',
      '[]',
      '{"entry": "x"}',
      statuses({ id: wamidA, status: 'lido' }),
      statuses({ id: 'wamid\u0000x', status: 'read', errors: [{ message: 'a\u0000b' }] }),
    ]) {
      const answer = await post(payload, sign(payload));
      expect([payload, answer.statusCode < 500]).toEqual([payload, true]);
    }
    expect(await statusOf()).toEqual({ [wamidA]: 'read', [wamidB]: 'failed' });
  });
});

describe('the automatic reminder, with two server instances', () => {
  it('goes once to each official active line of its own network that expires exactly N days from today', async () => {
    const { account: master } = await configured({ profile: 'master' }, { auto_days: 3, portal_url: 'https://recarga.exemplo.com/m' });
    // Its sub-reseller has its own number on too: its lines are reminded by it, once.
    const { account: sub } = await configured({ ownerId: master.id }, { phone_number_id: OTHER_PHONE_ID, token: OTHER_TOKEN, auto_days: 3 });
    const other = await t.createAccount();
    const due = await line(sub.id, 3);
    const dueToo = await line(master.id, 3, { kind: 'p2p' });
    const skipped = [
      await line(master.id, 3, { whatsapp: '0' }),
      await line(master.id, 2),
      await line(master.id, 4),
      await line(master.id, 3, { status: LINE_STATUS.test }),
      await line(other.id, 3),
    ];

    const twin = await t.instance();
    const fast = { sendEveryMs: 50, autoCron: '', log: () => {} };
    const senders = [startWhatsapp(t.ctx, fast), startWhatsapp(twin.ctx, fast)];
    try {
      const at = Date.now();
      // Both instances' schedules fire at 08:00, and one runs again.
      await Promise.all([queueAutoReminders(t.ctx, at), queueAutoReminders(twin.ctx, at), queueAutoReminders(twin.ctx, at)]);
      await queueAutoReminders(t.ctx, at);
      await expect.poll(() => [fake.to(due.whatsapp).length, fake.to(dueToo.whatsapp).length]).toEqual([1, 1]);
      await new Promise((r) => setTimeout(r, 500));
      expect([fake.to(due.whatsapp).length, fake.to(dueToo.whatsapp).length]).toEqual([1, 1]);
      expect(fake.to(due.whatsapp)[0]).toMatchObject({ phone_number_id: OTHER_PHONE_ID, params: [due.username, formatDay(due.expAt), 'Painel Revenda'] });
      expect(fake.to(dueToo.whatsapp)[0]).toMatchObject({
        phone_number_id: PHONE_ID,
        params: [dueToo.username, formatDay(dueToo.expAt), 'https://recarga.exemplo.com/m'],
      });
      for (const l of skipped) expect(fake.to(l.whatsapp)).toEqual([]);
      expect((await messagesOf(master.id)).map((r) => [r.kind, r.line_id, r.status])).toEqual([['auto', dueToo.id, 'sent']]);
      expect((await messagesOf(sub.id)).map((r) => [r.kind, r.line_id, r.status])).toEqual([['auto', due.id, 'sent']]);
    } finally {
      await Promise.all(senders.map((s) => s.stop()));
      await twin.close();
    }
  });
});
