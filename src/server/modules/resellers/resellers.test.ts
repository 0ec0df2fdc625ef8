import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_401, MSG, VALIDATION } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { ADMIN_PASSWORD, uniqueName, useTestApp } from '../../test/harness';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});

async function master(balance = 0) {
  const m = await t.createAccount({ profile: 'master', credits: balance });
  return { ...m, token: await t.loginAs(m.username) };
}

describe('POST /api/reg-users', () => {
  it('lets a master create a reseller below it, paying its initial credits', async () => {
    const m = await master(20);
    const username = uniqueName('novo');
    const res = await t.request('POST', '/api/reg-users', {
      token: m.token,
      body: { username, password: 'Senha-123', email: '5511987654321', credits: 5, sale: 6.5, email_contact: '' },
    });
    expect(res).toMatchObject({ status: 200, data: { message: MSG.resellerCreated, username } });
    expect(await t.creditsOf(m.id)).toBe(15);
    expect(await t.creditsOf(res.data.id)).toBe(5);
    await t.loginAs(username, 'Senha-123');
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('refuses plain resellers, taken usernames, bad passwords and too few credits, creating nothing', async () => {
    const m = await master(1);
    const rev = await t.createAccount({ ownerId: m.id });
    const revToken = await t.loginAs(rev.username);
    const before = await t.countRows('accounts');
    expect((await t.request('POST', '/api/reg-users', { token: revToken, body: { username: uniqueName(), password: 'Senha-123' } })).data.message).toBe(
      MSG.resellerCreateNotAllowed,
    );
    expect((await t.request('POST', '/api/reg-users', { token: m.token, body: { username: rev.username, password: 'Senha-123' } })).data.message).toBe(
      SERVER_MSG.resellerUsernameTaken,
    );
    // A login that differs only by case is the same login to a person reading it.
    for (const username of [rev.username.toUpperCase(), rev.username[0]!.toUpperCase() + rev.username.slice(1)])
      expect((await t.request('POST', '/api/reg-users', { token: m.token, body: { username, password: 'Senha-123' } })).data.message, username).toBe(
        SERVER_MSG.resellerUsernameTaken,
      );
    expect((await t.request('POST', '/api/reg-users', { token: m.token, body: { username: uniqueName(), password: 'abc:123' } })).status).toBe(422);
    // Each refusal names its field, so the form marks it there.
    const long = await t.request('POST', '/api/reg-users', { token: m.token, body: { username: 'a'.repeat(300), password: 'abc;123' } });
    expect(long).toMatchObject({ status: 422, data: { errors: { username: [VALIDATION.badFormat('Usuário')], password: [MSG.passwordSpecialChars] } } });
    const poor = await t.request('POST', '/api/reg-users', { token: m.token, body: { username: uniqueName(), password: 'Senha-123', credits: 2 } });
    expect(poor).toMatchObject({ status: 422, data: { message: SERVER_MSG.creditsInsufficient, errors: { credits: [SERVER_MSG.creditsInsufficient] } } });
    for (const amount of [2, -1]) {
      const moved = await t.request('PUT', `/api/reg-users/${rev.id}`, { token: m.token, body: { action: 0, credits: amount } });
      expect(moved).toMatchObject({ status: 422, data: { message: SERVER_MSG.creditsInsufficient, errors: { credits: [SERVER_MSG.creditsInsufficient] } } });
    }
    expect(await t.creditsOf(m.id)).toBe(1);
    expect(await t.creditsOf(rev.id)).toBe(0);
    expect(await t.countRows('accounts')).toBe(before);
  });
});

describe('GET /api/reg-users', () => {
  it('pages the subtree, searches by text and by id, and shows nothing outside it', async () => {
    const m = await master();
    const kids = [];
    for (let i = 0; i < 12; i++) kids.push(await t.createAccount({ ownerId: m.id, username: uniqueName(i === 3 ? 'AguaAzul' : 'kid') }));
    const stranger = await t.createAccount();
    const page2 = await t.request('GET', '/api/reg-users?page=2&per_page=10', { token: m.token });
    expect(page2.data).toMatchObject({ total: 12, current_page: 2, per_page: 10, last_page: 2 });
    expect(page2.data.data).toHaveLength(2);
    const found = await t.request('GET', `/api/reg-users?search=${'aguaazul'}`, { token: m.token });
    expect(found.data.data.map((r: { id: number }) => r.id)).toEqual([kids[3].id]);
    const row = (await t.request('GET', `/api/reg-users?searchID=${kids[5].id}`, { token: m.token })).data.data[0];
    expect(row).toMatchObject({ id: kids[5].id, credits: 0 });
    // The owner and franchise columns are the admin's (spec section 6).
    expect(row).not.toHaveProperty('owner');
    expect(row).not.toHaveProperty('id_franchise');
    expect((await t.request('GET', `/api/reg-users?searchID=${kids[5].id}`, { token: admin })).data.data[0]).toMatchObject({
      id: kids[5].id,
      owner: m.username,
      id_franchise: 1,
    });
    expect((await t.request('GET', `/api/reg-users?searchID=${stranger.id}`, { token: m.token })).data.total).toBe(0);
    expect((await t.request('GET', '/api/reg-users?per_page=abc', { token: m.token })).status).toBe(422);
  });
});

describe('credits (action 0)', () => {
  it('moves credits down and back, and never below zero on either side', async () => {
    const m = await master(10);
    const child = await t.createAccount({ ownerId: m.id });
    const give = await t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 0, credits: 4, sale: 5, reason: 'venda' } });
    expect(give.data.message).toBe(SERVER_MSG.creditsMoved);
    expect([await t.creditsOf(m.id), await t.creditsOf(child.id)]).toEqual([6, 4]);
    await t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 0, credits: -1.5 } });
    expect([await t.creditsOf(m.id), await t.creditsOf(child.id)]).toEqual([7.5, 2.5]);
    expect((await t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 0, credits: -3 } })).status).toBe(422);
    expect((await t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 0, credits: 8 } })).status).toBe(422);
    expect([await t.creditsOf(m.id), await t.creditsOf(child.id)]).toEqual([7.5, 2.5]);
    const logs = await t.request('GET', `/api/logs-reseller/${child.id}`, { token: m.token });
    expect(logs.data[0]).toMatchObject({ amount: -1.5, from_to: `${child.username} → ${m.username}` });
    expect(logs.data[1]).toMatchObject({ amount: 4, sale: 5, reason: 'venda', from_to: `${m.username} → ${child.username}` });
    expect(logs.data[1].registered).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps 100 parallel transfers of a master with too few credits consistent', async () => {
    const m = await master(30);
    const kids = await Promise.all(Array.from({ length: 5 }, () => t.createAccount({ ownerId: m.id })));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => t.request('PUT', `/api/reg-users/${kids[i % 5].id}`, { token: m.token, body: { action: 0, credits: 1 } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(30);
    expect(results.filter((r) => r.status === 422).every((r) => r.data.message === SERVER_MSG.creditsInsufficient)).toBe(true);
    expect(await t.creditsOf(m.id)).toBe(0);
    let sum = 0;
    for (const k of kids) sum += await t.creditsOf(k.id);
    expect(sum).toBe(30);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('charges once for a retried request with the same Idempotency-Key, and refuses the key for another transfer', async () => {
    const m = await master(10);
    const child = await t.createAccount({ ownerId: m.id });
    const send = () =>
      t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 0, credits: 3 }, headers: { 'idempotency-key': 'k-1' } });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect([await t.creditsOf(m.id), await t.creditsOf(child.id)]).toEqual([7, 3]);
    // The same key for another receiver is another request: refused, and nothing moves.
    const other = await t.createAccount({ ownerId: m.id });
    const reused = await t.request('PUT', `/api/reg-users/${other.id}`, {
      token: m.token,
      body: { action: 0, credits: 3 },
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(reused).toMatchObject({ status: 409, data: { message: SERVER_MSG.requestIdReused } });
    expect([await t.creditsOf(m.id), await t.creditsOf(child.id), await t.creditsOf(other.id)]).toEqual([7, 3, 0]);
  });

  it('lets the admin mint without a balance of its own', async () => {
    const rev = await t.createAccount();
    await t.request('PUT', `/api/reg-users/${rev.id}`, { token: admin, body: { action: 0, credits: 0.6, sale: 3 } });
    expect(await t.creditsOf(rev.id)).toBe(0.6);
  });
});

describe('block (action 4) and admin block', () => {
  it('refuses a short reason, blocks with a good one (tokens stop at once) and unblocks', async () => {
    const m = await master();
    const child = await t.createAccount({ ownerId: m.id });
    const childToken = await t.loginAs(child.username);
    const short = await t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 4, reason: 'curto' } });
    expect(short).toMatchObject({ status: 422, data: { message: MSG.blockReasonShort } });
    expect((await t.request('GET', '/api/get-profile', { token: childToken })).status).toBe(200);
    const blocked = await t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 4, reason: 'Inadimplente há 2 meses' } });
    expect(blocked.data.message).toBe(SERVER_MSG.resellerBlocked);
    expect((await t.request('GET', '/api/get-profile', { token: childToken })).data.message).toBe(AUTH_401.denied);
    expect((await t.request('POST', '/api/login', { body: { username: child.username, password: child.password } })).status).toBe(403);
    const unblocked = await t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 4 } });
    expect(unblocked.data.message).toBe(SERVER_MSG.resellerUnblocked);
    await t.loginAs(child.username);
  });

  it("keeps an admin block out of the master's hands", async () => {
    const m = await master();
    const child = await t.createAccount({ ownerId: m.id });
    expect((await t.request('PUT', `/api/block-adm-reseller/${child.id}`, { token: m.token, body: { reason: 'Fraude comprovada aqui' } })).status).toBe(403);
    expect((await t.request('PUT', `/api/block-adm-reseller/${child.id}`, { token: admin, body: { reason: 'Fraude comprovada aqui' } })).data.message).toBe(
      SERVER_MSG.resellerBlocked,
    );
    expect((await t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 4 } })).data.message).toBe(
      SERVER_MSG.resellerBlockedByAdmin,
    );
    expect((await t.request('PUT', `/api/block-adm-reseller/${child.id}`, { token: admin })).data.message).toBe(SERVER_MSG.resellerUnblocked);
  });
});

describe('edit, master, delete', () => {
  it('edits a reseller and its password revokes its sessions', async () => {
    const m = await master();
    const child = await t.createAccount({ ownerId: m.id });
    const childToken = await t.loginAs(child.username);
    const username = uniqueName('renomeado');
    const res = await t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 1, username, email: '', password: 'Outra-senha-1' } });
    expect(res.data.message).toBe(SERVER_MSG.resellerChanged);
    expect((await t.request('GET', '/api/get-profile', { token: childToken })).data.message).toBe(AUTH_401.denied);
    const row = await t.db.selectFrom('accounts').selectAll().where('id', '=', child.id).executeTakeFirstOrThrow();
    expect([row.username, row.email]).toEqual([username, '0']);
    await t.loginAs(username, 'Outra-senha-1');
  });

  it('makes a reseller master, who can then create resellers', async () => {
    const m = await master();
    const child = await t.createAccount({ ownerId: m.id });
    await t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 2, isMaster: 1 } });
    const token = await t.loginAs(child.username);
    expect((await t.request('POST', '/api/reg-users', { token, body: { username: uniqueName(), password: 'Senha-123' } })).status).toBe(200);
  });

  it('deletes (the admin) one reseller, a network or a tree, counting and returning their credits to the owner', async () => {
    const m = await master(100);
    const a = await t.createAccount({ ownerId: m.id });
    const a1 = await t.createAccount({ ownerId: a.id });
    const a2 = await t.createAccount({ ownerId: a1.id });
    for (const [id, n] of [
      [a.id, 10],
      [a1.id, 5],
      [a2.id, 2],
    ] as const)
      await t.db
        .transaction()
        .execute((tx) =>
          import('../../core/ledger').then((l) => l.applyMovement(tx, { from: m.id, to: id, amountCents: n * 100, kind: 'transfer', actorId: m.id })),
        );
    expect((await t.request('PUT', `/api/reg-users/${a.id}`, { token: admin, body: { action: 3 } })).data.message).toBe(SERVER_MSG.resellerHasChildren);
    const network = await t.request('PUT', `/api/reg-users/${a.id}`, { token: admin, body: { action: 7 } });
    expect(network.data).toEqual({ message: SERVER_MSG.networkDeleted, deleted_accounts: 2, refunded_credits: 7, trash_days: 30 });
    expect(await t.creditsOf(a.id)).toBe(17);
    const tree = await t.request('PUT', `/api/reg-users/${a.id}`, { token: admin, body: { action: 8 } });
    expect(tree.data).toEqual({ message: SERVER_MSG.treeDeleted, deleted_accounts: 1, refunded_credits: 17, trash_days: 30 });
    expect(await t.creditsOf(m.id)).toBe(100);
    expect(await t.db.selectFrom('accounts').select('id').where('id', 'in', [a.id, a1.id, a2.id]).execute()).toEqual([]);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });
});

describe('subtree scoping', () => {
  it('answers 404 for every action on an account outside the caller subtree, and changes nothing', async () => {
    const m = await master(50);
    const sibling = await t.createAccount({ profile: 'master', credits: 5 });
    const parent = (await t.db.selectFrom('accounts').select('owner_id').where('id', '=', m.id).executeTakeFirstOrThrow()).owner_id!;
    // (Deleting, 3, 7 and 8, is the admin's: a master is refused before any id is read.)
    for (const target of [sibling.id, parent, 999999])
      for (const body of [
        { action: 0, credits: 1 },
        { action: 1, username: 'x-renomeado' },
        { action: 2, isMaster: 0 },
        { action: 4, reason: 'motivo suficiente' },
      ]) {
        const res = await t.request('PUT', `/api/reg-users/${target}`, { token: m.token, body });
        expect(res.status).toBe(404);
        expect(res.data.message).toBe(MSG.resellerNotFound);
      }
    for (const path of ['logs-reseller', 'access-logs-reseller'])
      expect((await t.request('GET', `/api/${path}/${sibling.id}`, { token: m.token })).status).toBe(404);
    expect((await t.request('PUT', `/api/reg-users/${m.id}`, { token: m.token, body: { action: 4, reason: 'motivo suficiente' } })).data.message).toBe(
      SERVER_MSG.resellerSelf,
    );
    expect(await t.creditsOf(sibling.id)).toBe(5);
    expect(await t.creditsOf(m.id)).toBe(50);
  });

  it('keeps the admin-only calls for the admin', async () => {
    const m = await master();
    expect((await t.request('POST', '/api/find-user', { token: m.token, body: { username: 'admin' } })).status).toBe(403);
    expect((await t.request('GET', `/api/get-total-tree/${m.id}`, { token: m.token })).status).toBe(403);
    expect((await t.request('POST', '/api/find-user', { token: admin, body: { username: m.username } })).data).toMatchObject({ id: m.id });
    expect((await t.request('POST', '/api/find-user', { token: admin, body: { username: 'nao-existe' } })).data.message).toBe(MSG.resellerNotFound);
    await t.createAccount({ ownerId: m.id });
    expect((await t.request('GET', `/api/get-total-tree/${m.id}`, { token: admin })).data).toEqual({ total_resellers: 1, total_users_iptv: 0 });
  });

  it('lists the logins of a reseller in its access log', async () => {
    const m = await master();
    const child = await t.createAccount({ ownerId: m.id });
    await t.loginAs(child.username);
    const logs = await t.request('GET', `/api/access-logs-reseller/${child.id}`, { token: m.token });
    expect(logs.data[0]).toMatchObject({ ip: '127.0.0.1' });
  });
});

describe('tracking and external key (admin)', () => {
  it('traces the owners from the top and the IPs the account logged in from', async () => {
    const m = await master();
    const child = await t.createAccount({ ownerId: m.id });
    await t.loginAs(child.username);
    await t.loginAs(child.username);
    const res = await t.request('GET', `/api/get-rastreio/${child.id}`, { token: admin });
    expect(res.data.chain.map((c: { username: string }) => c.username)).toEqual(['admin', m.username, child.username]);
    expect(res.data.ips).toEqual([expect.objectContaining({ ip: '127.0.0.1', logins: 2 })]);
    expect((await t.request('GET', `/api/get-rastreio/${child.id}`, { token: m.token })).status).toBe(403);
  });

  it('makes one external key per account, encrypted at rest, and gives the same one again', async () => {
    const rev = await t.createAccount();
    const first = await t.request('GET', `/api/get-external-key/${rev.id}`, { token: admin });
    expect(first.data.key).toMatch(/^[\w-]{32}$/);
    expect((await t.request('GET', `/api/get-external-key/${rev.id}`, { token: admin })).data.key).toBe(first.data.key);
    const row = await t.db.selectFrom('accounts').select('external_key_enc').where('id', '=', rev.id).executeTakeFirstOrThrow();
    expect(row.external_key_enc).not.toContain(first.data.key);
  });
});

describe('duplicate panels (admin)', () => {
  it('finds accounts sharing a login IP and traces their trees', async () => {
    const m = await master();
    const child = await t.createAccount({ ownerId: m.id });
    await t.loginAs(child.username);
    const dups = await t.request('GET', '/api/verify-duplicate', { token: admin });
    const local = dups.data.find((d: { ip: string }) => d.ip === '127.0.0.1');
    expect(local.revendedores.split(',')).toEqual(expect.arrayContaining([m.username, child.username]));
    const trees = await t.request('POST', '/api/get-tree-duplicates', { token: admin, body: { revs: `${child.username}, ${m.username}` } });
    expect(trees.data.find((x: { username: string }) => x.username === child.username).chain.map((c: { username: string }) => c.username)).toEqual([
      'admin',
      m.username,
      child.username,
    ]);
    expect((await t.request('GET', '/api/verify-duplicate', { token: m.token })).status).toBe(403);
  });
});

describe('exports', () => {
  it('answers every reseller of the subtree and the movement log of one, as rows', async () => {
    const m = await master(10);
    const child = await t.createAccount({ ownerId: m.id });
    await t.request('PUT', `/api/reg-users/${child.id}`, { token: m.token, body: { action: 0, credits: 2, sale: 3 } });
    const all = await t.request('POST', '/api/export-reseller', { token: m.token, body: {} });
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([child.id]);
    const logs = await t.request('POST', '/api/export-logs', { token: m.token, body: { id: child.id } });
    expect(logs.data[0]).toMatchObject({ amount: 2, sale: 3 });
    const stranger = await t.createAccount();
    expect((await t.request('POST', '/api/export-logs', { token: m.token, body: { id: stranger.id } })).status).toBe(404);
  });
});
