// Expired comes from the expiry, whatever the stored status: the lists mark the line, and the dashboard
// and the reseller totals count it as expired, at the moment they are read.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

const DAY = 86_400_000;
const expire = (id: number) =>
  t.db
    .updateTable('lines')
    .set({ exp_at: Date.now() - 60_000 })
    .where('id', '=', id)
    .execute();

describe('expired lines', () => {
  it('are marked expired and leave the actives for the expired counters of the dashboard and the totals; a renewal brings them back', async () => {
    const master = await t.createAccount({ profile: 'master' });
    const reseller = await t.createAccount({ ownerId: master.id, credits: 10 });
    const token = await t.loginAs(reseller.username);
    const masterToken = await t.loginAs(master.username);
    const iptv = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data;
    const p2p = (await t.request('POST', '/api/users-p2p', { token, body: { isOficial: true, productid: 9, credits: 1, nota: 'cliente' } })).data;
    const dash = async (tk = token) => (await t.request('GET', '/api/dash-reseller', { token: tk })).data;
    expect(await dash()).toMatchObject({ users_iptv: 1, users_p2p: 1 });

    // The stored status stays 'active': only the expiry passed.
    await expire(iptv.id);
    await expire(p2p.id);
    expect((await t.request('GET', '/api/users-iptv', { token })).data[0]).toMatchObject({ id: iptv.id, status: 'Ativo', expired: true });
    expect((await t.request('GET', '/api/users-p2p', { token })).data[0]).toMatchObject({ id: p2p.id, status: 1, expired: true });
    expect(await dash()).toMatchObject({ users_iptv: 0, users_p2p: 0 });
    expect((await dash(masterToken)).childrens).toMatchObject({ iptv_actives: 0, p2p_actives: 0, iptv_expired: 1, p2p_expired: 1 });
    const row = (await t.request('GET', `/api/reg-users?searchID=${reseller.id}`, { token: masterToken })).data.data[0];
    expect(row).toMatchObject({ total_iptv: 0, total_up2p: 0, total_actives: 0 });
    // Read twice, counted once.
    expect((await dash(masterToken)).childrens).toMatchObject({ iptv_expired: 1, p2p_expired: 1 });

    // Renewed, it is active again (and counted so), from now on.
    const renewed = await t.request('PUT', `/api/users-iptv/${iptv.id}`, { token, body: { action: 1, credits: 1 } });
    expect(renewed.status).toBe(200);
    expect((await t.request('GET', '/api/users-iptv', { token })).data[0]).toMatchObject({ expired: false });
    expect((await t.request('GET', '/api/users-iptv', { token })).data[0].exp_date_timestamp).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(await dash()).toMatchObject({ users_iptv: 1, users_p2p: 0 });
    expect((await dash(masterToken)).childrens).toMatchObject({ iptv_actives: 1, iptv_expired: 0, p2p_expired: 1 });

    // Switched off, an expired line counts in neither; deleted, it leaves the expired count.
    await t.request('PUT', `/api/users-p2p/${p2p.id}`, { token, body: { action: 0, on: 0 } });
    expect((await t.request('GET', '/api/users-p2p', { token })).data[0]).toMatchObject({ status: 0, expired: false });
    expect((await dash(masterToken)).childrens).toMatchObject({ p2p_actives: 0, p2p_expired: 0 });
    await expire(iptv.id);
    await dash();
    await t.request('PUT', `/api/users-iptv/${iptv.id}`, { token, body: { action: 2 } });
    expect((await dash(masterToken)).childrens).toMatchObject({ iptv_actives: 0, iptv_expired: 0 });
  });

  it('a line expired and migrated to P2P stays expired there', async () => {
    const reseller = await t.createAccount({ credits: 10 });
    const token = await t.loginAs(reseller.username);
    const iptv = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data;
    await expire(iptv.id);
    expect((await t.request('PUT', `/api/users-iptv/${iptv.id}`, { token, body: { action: 9, productid: 9 } })).status).toBe(200);
    expect((await t.request('GET', '/api/users-p2p', { token })).data[0]).toMatchObject({ expired: true });
    const counters = await t.db.selectFrom('reseller_counters').selectAll().where('account_id', '=', reseller.id).executeTakeFirstOrThrow();
    expect(counters).toMatchObject({ iptv_actives: 0, iptv_expired: 0, p2p_actives: 0, p2p_expired: 1 });
  });
});
