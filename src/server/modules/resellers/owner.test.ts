// Whoever owns sub-resellers manages them, master or not (profile, list, credits, block, their lines),
// and the admin's 'block network' blocks a reseller with everything below it.
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();

const account = (id: number) => t.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('an owner of sub-resellers that is not master', () => {
  it('sees them in its profile and list, gives them credits, blocks them and works on their lines', async () => {
    const owner = await t.createAccount({ credits: 10 });
    const sub = await t.createAccount({ ownerId: owner.id, credits: 3 });
    const token = await t.loginAs(owner.username);
    const subToken = await t.loginAs(sub.username);
    expect((await t.request('GET', '/api/get-profile', { token })).data).toMatchObject({ is_master: 0, sub_resellers: 1 });
    expect((await t.request('GET', '/api/get-profile', { token: subToken })).data.sub_resellers).toBe(0);
    expect((await t.request('GET', '/api/reg-users', { token })).data.data.map((r: { id: number }) => r.id)).toEqual([sub.id]);
    expect((await t.request('PUT', `/api/reg-users/${sub.id}`, { token, body: { action: 0, credits: 2 } })).data.message).toBe(SERVER_MSG.creditsMoved);
    expect((await account(sub.id)).credits).toBe(500);

    const line = (await t.request('POST', '/api/users-iptv', { token: subToken, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const listed = (await t.request('GET', `/api/users-iptv?reseller_id=${sub.id}`, { token })).data;
    expect(listed.map((l: { id: number }) => l.id)).toEqual([line.id]);
    expect((await t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 4, nota: 'vista pelo dono (ok)' } })).status).toBe(200);
    expect((await t.request('GET', `/api/users-iptv?reseller_id=${sub.id}`, { token })).data[0].nota).toBe('vista pelo dono (ok)');
    // The sub-reseller sees nothing above it.
    expect((await t.request('GET', `/api/users-iptv?reseller_id=${owner.id}`, { token: subToken })).status).toBe(404);

    expect((await t.request('PUT', `/api/reg-users/${sub.id}`, { token, body: { action: 4, reason: 'inadimplente há 30 dias' } })).data.message).toBe(
      SERVER_MSG.resellerBlocked,
    );
    expect((await account(sub.id)).status).toBe(0);
    // Registering resellers stays with masters.
    expect((await t.request('POST', '/api/reg-users', { token, body: { username: 'outra.sub', password: 'Senha-123' } })).status).toBe(403);
  });
});

describe("the admin's 'block network'", () => {
  it('blocks the reseller and its whole network by the admin, refuses anyone else, and unblocks them all', async () => {
    const master = await t.createAccount({ profile: 'master' });
    const child = await t.createAccount({ ownerId: master.id });
    const grandchild = await t.createAccount({ ownerId: child.id });
    const outside = await t.createAccount();
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const masterToken = await t.loginAs(master.username);

    expect((await t.request('PUT', `/api/reg-users/${child.id}`, { token: masterToken, body: { action: 5, reason: 'fraude na rede inteira' } })).status).toBe(
      403,
    );
    expect((await t.request('PUT', `/api/reg-users/${master.id}`, { token: admin, body: { action: 5, reason: 'curto' } })).data.message).toBe(
      MSG.blockReasonShort,
    );

    const blocked = await t.request('PUT', `/api/reg-users/${master.id}`, { token: admin, body: { action: 5, reason: 'fraude na rede inteira' } });
    expect(blocked.data.message).toBe(SERVER_MSG.networkBlocked(3));
    for (const id of [master.id, child.id, grandchild.id]) expect(await account(id)).toMatchObject({ status: 0, block_admin: 1 });
    expect((await account(outside.id)).status).toBe(1);
    expect((await t.request('GET', '/api/get-profile', { token: masterToken })).status).toBe(401);

    expect((await t.request('PUT', `/api/reg-users/${master.id}`, { token: admin, body: { action: 5 } })).data.message).toBe(SERVER_MSG.networkUnblocked(3));
    for (const id of [master.id, child.id, grandchild.id]) expect(await account(id)).toMatchObject({ status: 1, block_admin: 0 });
  });
});
