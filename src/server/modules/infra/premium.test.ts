// DNS purchase and management through the app (permission dns_premium, 2FA where the spec asks):
// search, purchase in credits (refused and charging nothing when short, charged once when retried),
// manual add, renewal, auto-renewal by the scheduled job, sharing down the tree, removal and
// re-activation, rotation, configuration, logs; and another branch gets 404 for every id.
import { afterAll, describe, expect, it } from 'vitest';
import { INFRA_MSG } from '../../../shared/infra/texts';
import { SERVER_MSG } from '../../messages';
import { useTestApp } from '../../test/harness';
import { startFakeDns } from '../../test/fake-dns';
import { dnsProof, runDnsJobs } from './premium';

const fakeDns = await startFakeDns();
afterAll(() => fakeDns.close());
const t = useTestApp({ DNS_RESOLVER: fakeDns.address });

let seq = 0;
const domain = (ext = '.top') => `painel${process.pid}n${++seq}${ext}`;

/** An account with dns_premium (unless `permissions` says otherwise), 2FA on, credits, and a token. */
async function premium(
  credits = 20,
  opts: { ownerId?: number; profile?: 'master' | 'reseller'; permissions?: ('dns_premium' | 'manage_2fa')[]; twofa?: boolean } = {},
) {
  const account = await t.createAccount({ credits, ownerId: opts.ownerId, profile: opts.profile, permissions: opts.permissions ?? ['dns_premium'] });
  if (opts.twofa === false) return { account, token: await t.loginAs(account.username), code: () => '123456' };
  return { account, ...(await t.loginWithTwofa(account)) };
}
type Premium = Awaited<ReturnType<typeof premium>>;

const balance = async (id: number) => (await t.db.selectFrom('accounts').select('credits').where('id', '=', id).executeTakeFirstOrThrow()).credits / 100;
const list = async (p: Premium) =>
  (await t.request('GET', '/api/list-dns', { token: p.token })).data.data as {
    id: number;
    dns: string;
    id_res: number;
    status: boolean;
    is_rotation: number;
    due_date_formatted: string;
    is_shared: number;
  }[];
const buy = async (p: Premium, name: string, extra: Record<string, unknown> = {}, key?: string) =>
  t.request('POST', '/api/create-dns', {
    token: p.token,
    body: { domain: name, credits: 4, credits_renew: 4, duration: 1, code_2fa: await p.code(), ...extra },
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('DNS purchase', () => {
  it('every call needs the dns_premium permission', async () => {
    const plain = await premium(5, { permissions: [] });
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['POST', '/api/verify-dns', { domains: ['a.top'] }],
      ['POST', '/api/create-dns', { domain: 'a.top', code_2fa: await plain.code() }],
      ['POST', '/api/renew-dns/', { domain: 'a.top', code_2fa: await plain.code() }],
      ['GET', '/api/enable-autorenew-dns/1'],
      ['GET', '/api/disable-autorenew-dns/1'],
      ['POST', '/api/share-dns', { id: 1, size: 1 }],
      ['GET', '/api/list-dns'],
      ['GET', '/api/list-dns-removed'],
      ['GET', '/api/list-dns-shared'],
      ['PUT', '/api/remove-active-dns/1', {}],
      ['GET', '/api/rotate-dns/1'],
      ['PUT', '/api/configure-dns/1'],
      ['GET', '/api/list-logs-dns'],
      ['GET', '/api/remove-shared-dns/a.top'],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.request(method, url, { token: plain.token, body })).status, url).toBe(403);
      expect((await t.request(method, url, { body })).status, url).toBe(401);
    }
  });

  it('verify-dns answers code 300 with available and unavailable names of the five extensions, or invalid', async () => {
    const p = await premium(20);
    const base = `busca${process.pid}x${++seq}`;
    const names = ['.top', '.click', '.cfd', '.sbs', '.us'].map((e) => base + e);
    expect((await buy(p, names[0])).status).toBe(200);
    const res = await t.request('POST', '/api/verify-dns', { token: p.token, body: { domains: names } });
    expect(res.data).toEqual({
      code: 300,
      invalid: false,
      available: [
        { domain: names[1], credits: 4, credits_renew: 4, duration: 1 },
        { domain: names[2], credits: 3, credits_renew: 3, duration: 1 },
        { domain: names[3], credits: 3, credits_renew: 3, duration: 1 },
        { domain: names[4], credits: 5, credits_renew: 5, duration: 1 },
      ],
      unavailable: [names[0]],
    });
    for (const bad of [['com espaco.top'], ['nome.com'], ['ação.top']])
      expect((await t.request('POST', '/api/verify-dns', { token: p.token, body: { domains: bad } })).data).toMatchObject({ code: 300, invalid: true });
    expect((await t.request('POST', '/api/verify-dns', { token: p.token, body: { domains: [] } })).status).toBe(422);
  });

  it('asks for a 2FA code, refuses a wrong one and an account without 2FA, charging nothing', async () => {
    const p = await premium(20);
    const name = domain();
    const missing = await buy(p, name, { code_2fa: undefined });
    expect(missing.status).toBe(422);
    expect(missing.data.message).toBe(INFRA_MSG.code2faMissing);
    expect((await buy(p, name, { code_2fa: '000000' })).data.message).toBe(SERVER_MSG.loginCodeInvalid);
    const no2fa = await premium(20, { twofa: false });
    expect((await buy(no2fa, name)).data.message).toBe(INFRA_MSG.twofaRequired);
    expect(await balance(p.account.id)).toBe(20);
    expect(await list(p)).toEqual([]);
  });

  it('refuses a purchase with too few credits and charges nothing', async () => {
    const p = await premium(3.5);
    const name = domain('.top');
    const res = await buy(p, name);
    expect(res.status).toBe(422);
    expect(res.data.message).toBe(SERVER_MSG.creditsInsufficient);
    expect(await balance(p.account.id)).toBe(3.5);
    expect(await list(p)).toEqual([]);
    // Still available to anyone: nothing was registered.
    expect((await t.request('POST', '/api/verify-dns', { token: p.token, body: { domains: [name] } })).data.available).toHaveLength(1);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('charges a retried purchase once; the DNS is processing until configured', async () => {
    const p = await premium(10);
    const name = domain('.top');
    const first = await buy(p, name, {}, 'compra-1');
    expect(first.status).toBe(200);
    expect(first.data.message).toBe(INFRA_MSG.bought);
    const again = await buy(p, name, {}, 'compra-1');
    expect(again.status).toBe(200);
    expect(await balance(p.account.id)).toBe(6);
    const [item] = await list(p);
    expect(item).toMatchObject({ dns: name, status: false, id_res: 0, is_rotation: 0, buy_value: 4, renew_value: 4, manual: 0 });
    expect(item.due_date_formatted.slice(6, 10)).toBe(String(new Date().getFullYear() + 1));
    // Without the same request id it is another purchase of a taken name.
    expect((await buy(p, name, {}, 'compra-2')).data.message).toBe(INFRA_MSG.domainTaken);
    // The same request id for another (long) name is refused: a key names one request (decisions.md).
    const other = `${'b'.repeat(63)}.click`;
    expect((await buy(p, other, {}, 'k'.repeat(64))).status).toBe(200);
    expect(await buy(p, `${'c'.repeat(63)}.click`, {}, 'k'.repeat(64))).toMatchObject({ status: 409, data: { message: SERVER_MSG.requestIdReused } });
    expect(await balance(p.account.id)).toBe(2);
    await t.db.deleteFrom('dns_domains').where('domain', '=', other).execute();
    // A price the registrar does not quote is refused.
    expect((await buy(p, domain('.cfd'), { credits: 1 })).status).toBe(409);

    expect((await t.request('PUT', `/api/configure-dns/${item.id}`, { token: p.token })).data.message).toBe(INFRA_MSG.configured);
    expect((await list(p))[0].status).toBe(true);
    expect((await t.request('PUT', `/api/configure-dns/${item.id}`, { token: p.token })).status).toBe(422);
    const movements = await t.db.selectFrom('ledger_entries').selectAll().where('from_account_id', '=', p.account.id).execute();
    expect(movements.map((m) => [m.kind, m.amount_cents])).toEqual([
      ['dns_purchase', 400],
      ['dns_purchase', 400],
    ]);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it("adds a manual DNS only with the TXT record that proves it is the caller's, then a 2FA code, and no charge", async () => {
    const [p, other] = [await premium(5), await premium(5)];
    const manual = (who: Premium, name: string, code?: string) =>
      t.request('POST', '/api/create-dns', { token: who.token, body: { domain: name, manual: true, ...(code ? { code_2fa: code } : {}) } });
    expect((await t.request('POST', '/api/create-dns', { token: p.token, body: { domain: '', manual: true, code_2fa: await p.code() } })).data.message).toBe(
      INFRA_MSG.manualEmpty,
    );
    const name = `manual${seq++}.exemplo.com`;
    // No record yet: the answer says which one to create, and the 2FA code is not spent.
    const proof = dnsProof(t.config.secretKey, p.account.id, name);
    const code = await p.code();
    const unproven = await manual(p, name, code);
    expect(unproven).toMatchObject({
      status: 422,
      data: { message: INFRA_MSG.manualProof(proof.name, proof.value), errors: { domain: [INFRA_MSG.manualProof(proof.name, proof.value)] } },
    });
    // Another account's record proves nothing for this one, and this one's nothing for another.
    fakeDns.txt(proof.name, dnsProof(t.config.secretKey, other.account.id, name).value, 'v=spf1 -all');
    expect((await manual(p, name, code)).status).toBe(422);
    fakeDns.txt(proof.name, proof.value);
    expect((await manual(other, name, await other.code())).data.message).toBe(
      INFRA_MSG.manualProof(proof.name, dnsProof(t.config.secretKey, other.account.id, name).value),
    );
    expect((await manual(p, name)).data.message).toBe(INFRA_MSG.code2faMissing);
    const ok = await manual(p, name, code);
    expect(ok.data.message).toBe(INFRA_MSG.manualAdded);
    expect(await list(p)).toMatchObject([{ dns: name, status: true, due_date_formatted: '-', manual: 1, buy_value: 0 }]);
    expect(await list(other)).toEqual([]);
    expect(await balance(p.account.id)).toBe(5);
  });

  it('looks up manual names at most 30 times a minute per account, as verify-dns', async () => {
    const p = await premium(5);
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push((await t.request('POST', '/api/create-dns', { token: p.token, body: { domain: `sonda${seq}x${i}.exemplo.com`, manual: true } })).status);
    expect(answers.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('renews with a 2FA code for the renewal price, once per request id', async () => {
    const p = await premium(20);
    const name = domain('.sbs');
    await buy(p, name, { credits: 3, credits_renew: 3 });
    const before = (await t.db.selectFrom('dns_domains').select('due_at').where('domain', '=', name).executeTakeFirstOrThrow()).due_at!;
    expect((await t.request('POST', '/api/renew-dns/', { token: p.token, body: { domain: name } })).data.message).toBe(INFRA_MSG.code2faMissing);
    // A retry sends the same request, code included: its time step serves that same request again.
    const code = await p.code();
    const renew = () =>
      t.request('POST', '/api/renew-dns/', { token: p.token, body: { domain: name, code_2fa: code }, headers: { 'idempotency-key': 'renova-1' } });
    expect((await renew()).data.message).toBe(INFRA_MSG.renewed);
    expect((await renew()).status).toBe(200);
    expect(await balance(p.account.id)).toBe(14);
    const after = (await t.db.selectFrom('dns_domains').select('due_at').where('domain', '=', name).executeTakeFirstOrThrow()).due_at!;
    expect(Math.round((after - before) / 86_400_000)).toBe(365);
  });
});

describe('auto-renewal', () => {
  it('the job renews a due DNS and charges its owner; with a short balance it refuses and logs once', async () => {
    const rich = await premium(10);
    const poor = await premium(4);
    const a = domain('.top');
    const b = domain('.top');
    await buy(rich, a);
    await buy(poor, b);
    for (const [p, name] of [
      [rich, a],
      [poor, b],
    ] as const) {
      const [item] = await list(p);
      expect((await t.request('GET', `/api/enable-autorenew-dns/${item.id}`, { token: p.token })).data.message).toBe(INFRA_MSG.autoRenewOn);
      await t.db
        .updateTable('dns_domains')
        .set({ due_at: Date.now() + 3_600_000 })
        .where('domain', '=', name)
        .execute();
    }
    // The poor owner's Telegram is linked: it hears of the refusal once (issue 22).
    await t.db
      .insertInto('telegram_links')
      .values({ account_id: poor.account.id, chat_id: `dns-${poor.account.id}`, linked_at: Date.now() })
      .execute();
    await runDnsJobs(t.ctx);
    await runDnsJobs(t.ctx);
    const notices = await t.db.selectFrom('outbox').select(['kind', 'text']).where('account_id', '=', poor.account.id).execute();
    expect(notices).toEqual([
      {
        kind: 'renewal_refused',
        text: expect.stringMatching(
          new RegExp(`^A renovação automática da DNS ${b.replace('.', '\\.')} foi recusada: saldo insuficiente \\(custa \\d+ créditos\\)\\. Vence em `),
        ),
      },
    ]);
    expect(await balance(rich.account.id)).toBe(2);
    const renewed = await t.db.selectFrom('dns_domains').select('due_at').where('domain', '=', a).executeTakeFirstOrThrow();
    expect(renewed.due_at! - Date.now()).toBeGreaterThan(360 * 86_400_000);

    expect(await balance(poor.account.id)).toBe(0);
    const logs = (await t.request('GET', '/api/list-logs-dns', { token: poor.token })).data.data as { description: string }[];
    expect(logs.filter((l) => l.description.startsWith(INFRA_MSG.autoRenewShort))).toHaveLength(1);
    expect(logs[0].description).toContain(b);

    // Switched off, a due DNS is left alone.
    const [richItem] = await list(rich);
    await t.request('GET', `/api/disable-autorenew-dns/${richItem.id}`, { token: rich.token });
    await t.db
      .updateTable('dns_domains')
      .set({ due_at: Date.now() + 3_600_000 })
      .where('domain', '=', a)
      .execute();
    await runDnsJobs(t.ctx);
    expect(await balance(rich.account.id)).toBe(2);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });
});

describe('sharing, removal, rotation and scope', () => {
  it('shares down the tree by levels; below it is hidden or shown again without a code', async () => {
    const top = await premium(10, { profile: 'master' });
    const mid = await premium(0, { ownerId: top.account.id, profile: 'master' });
    const low = await premium(0, { ownerId: mid.account.id });
    const name = domain('.click');
    await buy(top, name);
    const [item] = await list(top);
    expect(await list(mid)).toEqual([]);

    expect((await t.request('POST', '/api/share-dns', { token: top.token, body: { id: item.id, size: 1 } })).data.message).toBe(INFRA_MSG.shared);
    expect((await list(top))[0].is_shared).toBe(1);
    expect(await list(mid)).toMatchObject([{ id: item.id, dns: name, id_res: top.account.id }]);
    expect(await list(low)).toEqual([]);
    await t.request('POST', '/api/share-dns', { token: top.token, body: { id: item.id, size: 99 } });
    expect(await list(low)).toMatchObject([{ dns: name }]);
    // Only the owner shares it.
    expect((await t.request('POST', '/api/share-dns', { token: mid.token, body: { id: item.id, size: 1 } })).status).toBe(404);

    expect((await t.request('GET', '/api/list-dns-shared', { token: mid.token })).data.data).toEqual([
      { id: item.id, dns: name, owner: top.account.username, due_date_formatted: item.due_date_formatted, is_active_shared: 1 },
    ]);
    expect((await t.request('GET', `/api/rotate-dns/${item.id}`, { token: mid.token })).data.message).toBe(INFRA_MSG.rotated);
    expect((await list(mid))[0].is_rotation).toBe(1);
    expect((await t.request('GET', `/api/remove-shared-dns/${name}`, { token: mid.token })).data.message).toBe(INFRA_MSG.sharedOff);
    expect(await list(mid)).toEqual([]);
    expect((await t.request('GET', `/api/rotate-dns/${item.id}`, { token: mid.token })).data.message).toBe(INFRA_MSG.rotateRemoved);
    expect((await t.request('GET', '/api/list-dns-shared', { token: mid.token })).data.data[0].is_active_shared).toBe(0);
    expect(await list(low)).toHaveLength(1);
    const back = await t.request('PUT', `/api/remove-active-dns/${item.id}`, { token: mid.token, body: {} });
    expect(back.data.message).toBe(INFRA_MSG.sharedOn);
    expect(await list(mid)).toMatchObject([{ dns: name, is_rotation: 0 }]);

    await t.request('GET', `/api/rotate-dns/${item.id}`, { token: low.token });
    await t.request('GET', `/api/rotate-dns/${item.id}`, { token: top.token });
    await t.request('POST', '/api/share-dns', { token: top.token, body: { id: item.id, size: 1 } });
    expect(await list(low)).toEqual([]);
    expect(await t.db.selectFrom('dns_current').select('account_id').where('domain_id', '=', item.id).orderBy('account_id').execute()).toEqual([
      { account_id: top.account.id },
    ]);
    await t.request('POST', '/api/share-dns', { token: top.token, body: { id: item.id, size: 0 } });
    expect(await list(mid)).toEqual([]);
    expect((await list(top))[0]).toMatchObject({ is_rotation: 1, is_shared: 0 });
  });

  it("puts the current rotation DNS in its lines' links once configured, a shared one while it stays shared", async () => {
    const top = await premium(10, { profile: 'master' });
    const low = await premium(5, { ownerId: top.account.id });
    const lineLink = async (p: Premium) =>
      (await t.request('POST', '/api/users-iptv', { token: p.token, body: { isOficial: true, package: 1, credits: 1 } })).data.M3U8 as string;
    const name = domain('.click');
    const panel = new URL(await lineLink(low)).origin;
    await buy(top, name);
    const [item] = await list(top);
    await t.request('POST', '/api/share-dns', { token: top.token, body: { id: item.id, size: 1 } });
    await t.request('GET', `/api/rotate-dns/${item.id}`, { token: low.token });
    // Still processing: it does not point anywhere yet.
    expect(new URL(await lineLink(low)).origin).toBe(panel);
    await t.request('PUT', `/api/configure-dns/${item.id}`, { token: top.token });
    const link = await lineLink(low);
    expect(link).toMatch(new RegExp(`^http://${name.replace('.', '\\.')}/get\\.php\\?username=`));
    // The owner's own lines follow its own rotation only.
    expect(new URL(await lineLink(top)).origin).toBe(panel);
    await t.request('GET', `/api/rotate-dns/${item.id}`, { token: top.token });
    expect(new URL(await lineLink(top)).origin).toBe(`http://${name}`);
    // Shared no more: the reseller's links go back to the panel's address.
    await t.request('POST', '/api/share-dns', { token: top.token, body: { id: item.id, size: 0 } });
    expect(new URL(await lineLink(low)).origin).toBe(panel);
  });

  it('removes an own DNS with a 2FA code into the removed list and activates it again', async () => {
    const p = await premium(10);
    const name = domain('.us');
    await buy(p, name, { credits: 5, credits_renew: 5 });
    const [item] = await list(p);
    await t.request('GET', `/api/rotate-dns/${item.id}`, { token: p.token });
    await t.request('PUT', `/api/configure-dns/${item.id}`, { token: p.token });
    const line = (await t.request('POST', '/api/users-iptv', { token: p.token, body: { isOficial: true, package: 1, credits: 1 } })).data;
    expect(line.M3U8).toContain(`http://${name}/`);
    const shortPath = new URL(line.short_M3U8).pathname;
    expect((await t.request('GET', shortPath)).headers.location).toBe(line.M3U8);
    expect((await t.request('PUT', `/api/remove-active-dns/${item.id}`, { token: p.token, body: {} })).data.message).toBe(INFRA_MSG.code2faMissing);
    expect((await t.request('PUT', `/api/remove-active-dns/${item.id}`, { token: p.token, body: { code_2fa: await p.code() } })).data.message).toBe(
      INFRA_MSG.removed,
    );
    expect(await list(p)).toEqual([]);
    expect((await t.request('GET', '/api/list-dns-removed', { token: p.token })).data.data).toEqual([
      { id: item.id, dns: name, due_date_formatted: item.due_date_formatted },
    ]);
    expect((await t.request('GET', `/api/rotate-dns/${item.id}`, { token: p.token })).data.message).toBe(INFRA_MSG.rotateRemoved);
    // The panel's short link to a line on it redirects no more.
    expect((await t.request('GET', shortPath)).status).toBe(404);
    expect((await t.request('PUT', `/api/remove-active-dns/${item.id}`, { token: p.token, body: { code_2fa: await p.code() } })).data.message).toBe(
      INFRA_MSG.reactivated,
    );
    expect((await t.request('GET', shortPath)).status).toBe(302);
    expect(await list(p)).toMatchObject([{ dns: name, is_rotation: 0 }]);
    expect((await t.request('GET', '/api/list-dns-removed', { token: p.token })).data.data).toEqual([]);

    const logs = (await t.request('GET', '/api/list-logs-dns', { token: p.token })).data.data as { id: number; id_user: string; description: string }[];
    expect(logs.map((l) => l.description)).toEqual([
      `DNS ${name} ativada`,
      `DNS ${name} removida`,
      `DNS ${name} configurada`,
      `DNS ${name} definida como atual do rodízio`,
      `DNS ${name} comprada por 5 créditos (1 ano)`,
    ]);
    expect(logs[0].id_user).toBe(p.account.username);
    const activity = await t.db.selectFrom('activity_log').select('action').where('account_id', '=', p.account.id).execute();
    expect(activity.map((a) => a.action)).toContain(`DNS ${name} comprada por 5 créditos (1 ano)`);
  });

  it('another branch gets 404 for every id and changes nothing', async () => {
    const owner = await premium(10);
    const other = await premium(10);
    const name = domain('.top');
    await buy(owner, name);
    const [item] = await list(owner);
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['GET', `/api/enable-autorenew-dns/${item.id}`],
      ['GET', `/api/disable-autorenew-dns/${item.id}`],
      ['POST', '/api/share-dns', { id: item.id, size: 99 }],
      ['PUT', `/api/remove-active-dns/${item.id}`, { code_2fa: await other.code() }],
      ['GET', `/api/rotate-dns/${item.id}`],
      ['PUT', `/api/configure-dns/${item.id}`],
      ['POST', '/api/renew-dns/', { domain: name, code_2fa: await other.code() }],
      ['GET', `/api/remove-shared-dns/${name}`],
    ];
    for (const [method, url, body] of calls) expect((await t.request(method, url, { token: other.token, body })).status, url).toBe(404);
    expect(await list(owner)).toMatchObject([{ dns: name, is_shared: 0, status: false, auto_renew: 0 }]);
    expect(await list(other)).toEqual([]);
    expect(await balance(other.account.id)).toBe(10);
  });
});

describe('bad input', () => {
  it('is a pt-BR 4xx for every call, never a 500, and changes nothing', async () => {
    const p = await premium(10);
    const bodies: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['POST', '/api/verify-dns', { domains: 'a.top' }],
      ['POST', '/api/verify-dns', { domains: Array.from({ length: 11 }, (_, i) => `a${i}.top`) }],
      ['POST', '/api/create-dns', { domain: 7, code_2fa: await p.code() }],
      ['POST', '/api/create-dns', { domain: 'x.top', credits: 'abc', code_2fa: await p.code() }],
      ['POST', '/api/create-dns', { domain: 'x.top', duration: 0, code_2fa: await p.code() }],
      ['POST', '/api/create-dns', { domain: 'x.top', duration: 2, code_2fa: await p.code() }],
      ['POST', '/api/create-dns', { domain: 'x.com', code_2fa: await p.code() }],
      ['POST', '/api/create-dns', { domain: 'a b', manual: true, code_2fa: await p.code() }],
      ['POST', '/api/create-dns', [1, 2]],
      ['POST', '/api/renew-dns/', {}],
      ['POST', '/api/share-dns', { id: 'x', size: 1 }],
      ['POST', '/api/share-dns', { id: 1, size: -1 }],
      ['PUT', '/api/remove-active-dns/abc', {}],
      ['GET', '/api/rotate-dns/0'],
      ['GET', '/api/rotate-dns/99999999999999999999'],
      ['PUT', '/api/configure-dns/-1'],
      ['GET', `/api/remove-shared-dns/${'a'.repeat(300)}`],
    ];
    for (const [method, url, body] of bodies) {
      const res = await t.request(method, url, { token: p.token, body });
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(res.data.message, url).toMatch(/[a-zçãéó]/i);
    }
    const key = await t.request('POST', '/api/create-dns', {
      token: p.token,
      body: { domain: domain(), code_2fa: await p.code() },
      headers: { 'idempotency-key': 'não vale' },
    });
    expect(key.status).toBe(422);
    expect(await balance(p.account.id)).toBe(10);
    expect(await list(p)).toEqual([]);
  });

  it('two parallel purchases with one request id charge once', async () => {
    const p = await premium(10);
    const name = domain('.top');
    const [a, b] = await Promise.all([buy(p, name, {}, 'paralela'), buy(p, name, {}, 'paralela')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await balance(p.account.id)).toBe(6);
    expect(await list(p)).toHaveLength(1);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });
});
