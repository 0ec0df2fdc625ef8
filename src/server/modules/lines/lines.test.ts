import { beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_ACTION } from '../../../shared/domain';
import { MSG, VALIDATION } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { ADMIN_PASSWORD, createTestApp, useTestApp } from '../../test/harness';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});

async function reseller(balance = 10) {
  const r = await t.createAccount({ credits: balance, permissions: ['new_p2p'] });
  return { ...r, token: await t.loginAs(r.username) };
}

describe('creating lines', () => {
  it('creates an official IPTV line, charges its credits and answers the links (never from the Host header)', async () => {
    const r = await reseller(10);
    const res = await t.request('POST', '/api/users-iptv', {
      token: r.token,
      body: { isOficial: true, package: 1, credits: 2, whatsapp: '5511987654321', nota: 'cliente' },
      headers: { host: 'evil.example.com' },
    });
    expect(res.status).toBe(200);
    // A panel that listens only on this machine links to itself.
    expect(res.data).toMatchObject({ message: SERVER_MSG.lineCreated, is_trial: false, DNS_SMARTER: 'http://127.0.0.1:3000' });
    expect(JSON.stringify(res.data)).not.toContain('evil.example.com');
    expect(res.data.short_M3U8).toMatch(/^http:\/\/127\.0\.0\.1:3000\/s\//);
    expect(res.data.username).toMatch(/^\d{9}$/);
    expect(res.data.M3U8).toBe(`http://127.0.0.1:3000/get.php?username=${res.data.username}&password=${res.data.password}&type=m3u_plus&output=mpegts`);
    expect(res.data.exp_date_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(await t.creditsOf(r.id)).toBe(8);
    const short = await t.request('GET', new URL(res.data.short_M3U8).pathname);
    expect(short.status).toBe(302);
    expect(short.headers.location).toBe(res.data.M3U8);
    const list = await t.request('GET', '/api/users-iptv?reseller_id=0', { token: r.token });
    expect(list.data[0]).toMatchObject({ username: res.data.username, status: 'Ativo', nota: 'cliente', expiring: 0 });
    expect((await t.request('GET', '/api/dash-reseller', { token: r.token })).data).toMatchObject({ users_iptv: 1, created_users: 1 });
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('links to the configured public URL; a panel open to the network without one says so and builds none', async () => {
    const body = { isOficial: true, package: 1, credits: 1 };
    const configured = await createTestApp({ PUBLIC_URL: 'https://painel.exemplo.com.br/', HOST: '0.0.0.0' });
    const unconfigured = await createTestApp({ HOST: '0.0.0.0' });
    try {
      for (const app of [configured, unconfigured]) {
        const r = await app.createAccount({ credits: 5 });
        const token = await app.loginAs(r.username);
        const res = await app.request('POST', '/api/users-iptv', { token, body, headers: { host: 'evil.example.com' } });
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.data)).not.toContain('evil.example.com');
        const links = await app.request('PUT', `/api/users-iptv/${res.data.id}`, { token, body: { action: 8 } });
        if (app === configured) {
          expect(res.data).toMatchObject({ DNS_SMARTER: 'https://painel.exemplo.com.br' });
          expect(res.data.short_M3U8).toMatch(/^https:\/\/painel\.exemplo\.com\.br\/s\/[\w-]+$/);
          expect(res.data.links_notice).toBeUndefined();
          expect(links.status).toBe(200);
        } else {
          expect(res.data).toMatchObject({ M3U8: '', short_M3U8: '', DNS_SMARTER: '', links_notice: SERVER_MSG.linksUnconfigured });
          expect(links).toMatchObject({ status: 422, data: { message: SERVER_MSG.linksUnconfigured } });
        }
      }
    } finally {
      await configured.close();
      await unconfigured.close();
    }
  });

  it('charges once for a retried creation with the same request id, and never below zero', async () => {
    const r = await reseller(3);
    const body = { isOficial: true, productid: 9, credits: 1, nota: 'cliente' };
    const send = () => t.request('POST', '/api/users-p2p', { token: r.token, body, headers: { 'idempotency-key': 'criar-1' } });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.data.username).toBe(b.data.username);
    expect(await t.creditsOf(r.id)).toBe(2);
    const burst = await Promise.all(Array.from({ length: 10 }, () => t.request('POST', '/api/users-p2p', { token: r.token, body })));
    expect(burst.filter((x) => x.status === 200)).toHaveLength(2);
    expect(burst.filter((x) => x.status === 422).every((x) => x.data.message === SERVER_MSG.creditsInsufficient)).toBe(true);
    expect(await t.creditsOf(r.id)).toBe(0);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('ties a request id to its call: the same key on another kind of line creates that line; a key too long is refused, charging nothing', async () => {
    const r = await reseller(5);
    const headers = { 'idempotency-key': 'mesma-chave' };
    const iptv = await t.request('POST', '/api/users-iptv', { token: r.token, body: { isOficial: true, package: 1, credits: 1 }, headers });
    const p2p = await t.request('POST', '/api/users-p2p', { token: r.token, body: { isOficial: true, productid: 9, credits: 1, nota: 'cliente' }, headers });
    expect([iptv.status, p2p.status]).toEqual([200, 200]);
    expect(p2p.data.id).not.toBe(iptv.data.id);
    expect(await t.creditsOf(r.id)).toBe(3);
    const long = await t.request('POST', '/api/users-iptv', {
      token: r.token,
      body: { isOficial: true, package: 1, credits: 1 },
      headers: { 'idempotency-key': 'k'.repeat(129) },
    });
    expect(long).toMatchObject({ status: 422, data: { message: SERVER_MSG.idempotencyKeyInvalid } });
    expect(await t.creditsOf(r.id)).toBe(3);
  });

  it('refuses a request id reused for another line (another name): 409, nothing charged nor created', async () => {
    const r = await reseller(5);
    const headers = { 'idempotency-key': 'uma-chave' };
    const first = await t.request('POST', '/api/users-p2p', {
      token: r.token,
      body: { isOficial: true, productid: 9, credits: 1, name: 'clienteum', nota: 'cliente' },
      headers,
    });
    expect(first.status).toBe(200);
    const other = await t.request('POST', '/api/users-p2p', {
      token: r.token,
      body: { isOficial: true, productid: 9, credits: 1, name: 'clientedois', nota: 'cliente' },
      headers,
    });
    expect(other).toMatchObject({ status: 409, data: { message: SERVER_MSG.requestIdReused } });
    const replay = await t.request('POST', '/api/users-p2p', {
      token: r.token,
      body: { isOficial: true, productid: 9, credits: 1, name: 'clienteum', nota: 'cliente' },
      headers,
    });
    expect(replay.data.id).toBe(first.data.id);
    expect(await t.creditsOf(r.id)).toBe(4);
    const list = await t.request('GET', '/api/users-p2p', { token: r.token });
    expect(JSON.stringify(list.data)).not.toContain('clientedois');
  });

  it('makes free tests within the daily limit and the flags, never for the admin', async () => {
    const r = await reseller(0);
    const test = await t.request('POST', '/api/new-users-p2p', { token: r.token, body: { isOficial: false, productid: 10, test_hours: 2 } });
    expect(test.data).toMatchObject({ is_trial: true, test_hours: 6 });
    const iptvTest = await t.request('POST', '/api/users-iptv', { token: r.token, body: { isOficial: false, package: 1, test_hours: 3 } });
    expect(iptvTest.data).toMatchObject({ is_trial: true, test_hours: 3 });
    await t.db.insertInto('settings').values({ key: 'tests_daily_limit', value: '2' }).execute();
    try {
      const over = await t.request('POST', '/api/users-p2p', { token: r.token, body: { isOficial: false, productid: 9, nota: 'teste' } });
      expect(over).toMatchObject({ status: 422, data: { message: SERVER_MSG.lineTestsLimit(2) } });
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'tests_daily_limit').execute();
    }
    await t.request('POST', '/api/settings', { token: admin, body: { action: SETTINGS_ACTION.toggleIptvTests } });
    const off = await t.request('POST', '/api/users-iptv', { token: r.token, body: { isOficial: false, package: 1 } });
    expect(off).toMatchObject({ status: 422, data: { message: SERVER_MSG.lineTestsDisabled } });
    await t.request('POST', '/api/settings', { token: admin, body: { action: SETTINGS_ACTION.toggleIptvTests } });
    expect((await t.request('POST', '/api/users-p2p', { token: admin, body: { isOficial: false, productid: 9, nota: 'teste' } })).data.message).toBe(
      MSG.lineAdminNoTests,
    );
    expect(await t.creditsOf(r.id)).toBe(0);
  });

  it('refuses bad input with pt-BR messages and creates nothing', async () => {
    const r = await reseller(10);
    expect((await t.request('POST', '/api/users-iptv', { token: r.token, body: { isOficial: true, credits: 1 } })).data.message).toBe(MSG.lineNoPackage);
    expect((await t.request('POST', '/api/users-p2p', { token: r.token, body: { isOficial: true, productid: 9, credits: 7, nota: 'cliente' } })).status).toBe(
      422,
    );
    const first = await t.request('POST', '/api/users-p2p', { token: r.token, body: { isOficial: true, productid: 9, name: 'cliente.joao', nota: 'cliente' } });
    const again = await t.request('POST', '/api/users-p2p', { token: r.token, body: { isOficial: true, productid: 9, name: 'cliente.joao', nota: 'cliente' } });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 422, data: { message: SERVER_MSG.lineUsernameTaken } });
    // Packages that do not exist (or of another kind) are refused before anything is charged.
    for (const [path, body] of [
      ['users-p2p', { isOficial: true, productid: 1, nota: 'cliente' }],
      ['new-users-p2p', { isOficial: true, productid: 999 }],
      ['users-iptv', { isOficial: true, package: 9 }],
      ['users-iptv', { isOficial: true, isCustomPackage: true, bouquets: [4, 777] }],
    ] as const)
      expect(await t.request('POST', `/api/${path}`, { token: r.token, body })).toMatchObject({ status: 422, data: { message: MSG.lineNoPackage } });
    expect((await t.request('PUT', `/api/users-p2p/${first.data.id}`, { token: r.token, body: { action: 5, product_id: 3 } })).data.message).toBe(
      MSG.lineNoPackage,
    );
    expect(await t.creditsOf(r.id)).toBe(9);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });
});

describe('a line’s WhatsApp (issue 42)', () => {
  const whatsappOf = async (id: number) => (await t.db.selectFrom('lines').select('whatsapp').where('id', '=', id).executeTakeFirstOrThrow()).whatsapp;

  it('is kept as its E.164 digits however it was typed, on creation, edit and migration; one that is no phone is refused in pt-BR, changing nothing', async () => {
    const r = await reseller(10);
    const create = (whatsapp: unknown) =>
      t.request('POST', '/api/users-iptv', { token: r.token, body: { isOficial: false, package: 1, test_hours: 1, whatsapp } });
    for (const [typed, kept] of [
      ['(11) 98888-0001', '5511988880001'],
      ['0055 11 98888-0001', '5511988880001'],
      ['11988880001', '5511988880001'],
      ['+351 912 345 678', '351912345678'],
      ['351912345678', '351912345678'],
      ['', '0'],
    ] as const) {
      const made = await create(typed);
      expect(made.status, `${typed}: ${JSON.stringify(made.data)}`).toBe(200);
      expect(await whatsappOf(made.data.id)).toBe(kept);
    }
    const before = await t.snapshot();
    for (const typed of ['1234', '(11) 0000-0000', '5511', 'abc']) {
      const refused = await create(typed);
      expect([refused.status, refused.data.errors?.whatsapp]).toEqual([422, [VALIDATION.phoneInvalid]]);
    }
    expect(await t.snapshot()).toBe(before);

    const line = await create('');
    const edit = await t.request('PUT', `/api/users-iptv/${line.data.id}`, { token: r.token, body: { action: 3, whatsapp: '(21) 3333-4444' } });
    expect(edit.status, JSON.stringify(edit.data)).toBe(200);
    expect(await whatsappOf(line.data.id)).toBe('552133334444');
    const p2p = await t.request('POST', '/api/users-p2p', { token: r.token, body: { isOficial: false, nota: 'cliente' } });
    const moved = await t.request('PUT', `/api/users-p2p/${p2p.data.id}`, {
      token: r.token,
      body: { action: 6, package: 1, whatsapp: '0055 (31) 97777-6666' },
    });
    expect(moved.status, JSON.stringify(moved.data)).toBe(200);
    const migrated = await t.db.selectFrom('lines').select('whatsapp').where('kind', '=', 'iptv').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(migrated.whatsapp).toBe('5531977776666');
  });
});

describe('the P2P note (spec section 5: P2P creation requires it)', () => {
  it("refuses a P2P line without a note, or with one of only spaces, in the form's words, creating and charging nothing", async () => {
    const r = await reseller(5);
    expect(VALIDATION.required('Nota')).toBe('O campo Nota é necessário.');
    const official = { isOficial: true, productid: 9, credits: 1 };
    const test = { isOficial: false, productid: 9, test_hours: 3 };
    const bodies = [
      official,
      { ...official, nota: '' },
      { ...official, nota: '   ' },
      { ...official, nota: ' \n\t ' },
      { ...official, nota: null },
      test,
      { ...test, nota: '  ' },
    ];
    for (const [i, body] of bodies.entries()) {
      const res = await t.request('POST', '/api/users-p2p', { token: r.token, body, headers: { 'idempotency-key': `sem-nota-${i}` } });
      expect(res).toMatchObject({ status: 422, data: { message: SERVER_MSG.invalidInput } });
      expect(res.data.errors).toEqual({ nota: ['O campo Nota é necessário.'] });
    }
    expect((await t.request('GET', '/api/users-p2p', { token: r.token })).data).toEqual([]);
    expect(await t.creditsOf(r.id)).toBe(5);
    expect((await t.request('GET', '/api/dash-reseller', { token: r.token })).data).toMatchObject({ users_p2p: 0, created_users: 0 });

    const made = await t.request('POST', '/api/users-p2p', { token: r.token, body: { ...official, nota: ' Cliente da Maria ' } });
    expect(made).toMatchObject({ status: 200, data: { message: SERVER_MSG.lineCreated, is_trial: false } });
    const [line] = (await t.request('GET', '/api/users-p2p', { token: r.token })).data;
    // Kept exactly as typed: the rule only asks that it says something.
    expect(line).toMatchObject({ id: made.data.id, nota: ' Cliente da Maria ', status: 1 });
    expect(await t.creditsOf(r.id)).toBe(4);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('leaves the new P2P note optional (its rules are not shown; its form does not require it)', async () => {
    const r = await reseller(2);
    const res = await t.request('POST', '/api/new-users-p2p', { token: r.token, body: { isOficial: true, productid: 10, credits: 1 } });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/new-users-p2p', { token: r.token })).data[0]).toMatchObject({ id: res.data.id, nota: '' });
  });
});

describe('quick tests from the dashboard', () => {
  it('a P2P quick test sends no plan and gets the first one, free', async () => {
    const r = await reseller(2);
    const res = await t.request('POST', '/api/users-p2p', {
      token: r.token,
      body: { isOficial: false, credits: 1, nota: 'Usuário gerado em teste rápido', test_hours: 3 },
    });
    expect(res.data).toMatchObject({ is_trial: true, test_hours: 3 });
    expect((await t.request('GET', '/api/users-p2p', { token: r.token })).data[0]).toMatchObject({
      productid: 9,
      status: 2,
      nota: 'Usuário gerado em teste rápido',
    });
    expect(await t.creditsOf(r.id)).toBe(2);
  });
});

describe("'Cria Usuário P2P' from the app's code", () => {
  it('makes a free 6-hour new P2P test from a code, once per code, and refuses an empty code', async () => {
    const r = await reseller(3);
    const res = await t.request('POST', '/api/create-new-user-p2p-code', { token: r.token, body: { code: 'ab12cd34' } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ is_trial: true, test_hours: 6 });
    const [line] = (await t.request('GET', '/api/new-users-p2p', { token: r.token })).data;
    expect(line).toMatchObject({ name: res.data.name, status: 2, productid: 9 });
    expect(line.endTime_timestamp - line.startTime_timestamp).toBeCloseTo(6 * 3_600_000, -4);
    expect(await t.creditsOf(r.id)).toBe(3);

    const again = await t.request('POST', '/api/create-new-user-p2p-code', { token: r.token, body: { code: 'AB12CD34' } });
    expect(again).toMatchObject({ status: 422, data: { message: SERVER_MSG.lineCodeUsed } });
    for (const code of ['', '00000000'])
      expect((await t.request('POST', '/api/create-new-user-p2p-code', { token: r.token, body: { code } })).status).toBe(422);
    expect((await t.request('GET', '/api/new-users-p2p', { token: r.token })).data).toHaveLength(1);
    expect((await t.request('POST', '/api/create-new-user-p2p-code', { token: admin, body: { code: 'ff00ff00' } })).data.message).toBe(MSG.lineAdminNoTests);
  });
});

describe('dashboard', () => {
  it("counts the active users without the expired ones, and 'vencendo em 7 dias' as Vencimentos does (today to +7 days, no off lines)", async () => {
    const r = await reseller(20);
    const DAY = 86_400_000;
    const make = async (path: string, expIn: number, off = false) => {
      const body = path === 'users-iptv' ? { isOficial: true, package: 1 } : { isOficial: true, productid: 9, nota: 'cliente' };
      const { id } = (await t.request('POST', `/api/${path}`, { token: r.token, body })).data;
      await t.db
        .updateTable('lines')
        .set({ exp_at: Date.now() + expIn * DAY })
        .where('id', '=', id)
        .execute();
      if (off) await t.request('PUT', `/api/${path}/${id}`, { token: r.token, body: { action: 0 } });
    };
    await make('users-iptv', 3);
    await make('users-iptv', -3);
    await make('users-iptv', 20);
    await make('users-iptv', -10);
    await make('users-iptv', 1, true);
    await make('users-p2p', 6);
    await make('new-users-p2p', 0.5);
    const dash = (await t.request('GET', '/api/dash-reseller', { token: r.token })).data;
    // The two expired IPTV lines are no longer active users (issue 13: expired comes from the expiry).
    expect(dash).toMatchObject({ expiring_iptv: 1, expiring_p2p: 2, users_iptv: 2, users_p2p: 2 });
  });
});

describe('lists and packages', () => {
  it("lists a sub-reseller's lines and nobody else's", async () => {
    const m = await t.createAccount({ profile: 'master', credits: 5 });
    const child = await t.createAccount({ ownerId: m.id, credits: 5 });
    const other = await t.createAccount();
    const childToken = await t.loginAs(child.username);
    await t.request('POST', '/api/users-p2p', { token: childToken, body: { isOficial: true, productid: 9, nota: 'cliente' } });
    const mToken = await t.loginAs(m.username);
    expect((await t.request('GET', `/api/users-p2p?reseller_id=${child.id}`, { token: mToken })).data).toHaveLength(1);
    expect((await t.request('GET', `/api/users-p2p?reseller_id=${other.id}`, { token: mToken })).status).toBe(404);
    expect((await t.request('GET', '/api/users-p2p', { token: mToken })).data).toEqual([]);
  });

  it('offers the ready packages, the bouquets and the two P2P plans', async () => {
    const r = await reseller();
    expect((await t.request('POST', '/api/get-iptv-packages', { token: r.token, body: { package: 1 } })).data.map((p: { name: string }) => p.name)).toContain(
      'COMPLETO',
    );
    expect((await t.request('POST', '/api/get-iptv-packages', { token: r.token, body: { package: 0 } })).data.map((p: { name: string }) => p.name)).toContain(
      'ESPORTES',
    );
    expect((await t.request('GET', '/api/get-new-p2p-packages', { token: r.token })).data.map((p: { name: string }) => p.name)).toEqual([
      'PLANO COMPLETO',
      'PLANO COMPLETO SEM ADULTOS',
    ]);
  });
});
