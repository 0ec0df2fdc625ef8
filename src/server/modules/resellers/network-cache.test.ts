// The reseller list and the dashboard keep their figures over a subtree in memory (migration 0015's
// versions): every change to the tree or to a counter shows at the next call, whichever server
// instance made it, through a route, straight in the database, or by the clock passing an expiry.
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, uniqueName, useTestApp } from '../../test/harness';

const t = useTestApp();

describe('the figures over a subtree', () => {
  it('follow every change to the tree and to the counters, from any instance', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 20 });
    const token = await t.loginAs(master.username);
    const dashboard = async () => (await t.request('GET', '/api/dash-reseller', { token })).data;
    const page = async (n = 1) => (await t.request('GET', `/api/reg-users?page=${n}&per_page=2`, { token })).data;
    // The list's counters of one reseller, read through the same page each time (kept by the versions).
    const rowOf = async (id: number) =>
      ((await t.request('GET', '/api/reg-users?page=1&per_page=10', { token })).data.data as { id: number }[]).find((r) => r.id === id);

    const first = await t.createAccount({ ownerId: master.id });
    expect(await dashboard()).toMatchObject({ total_resellers: 1, total_resellers_under: 1, childrens: { iptv_actives: 0 } });
    expect((await page()).total).toBe(1);
    expect(await rowOf(first.id)).toMatchObject({ total_iptv: 0, total_actives: 0 });

    // A reseller made on another server instance, and one made straight in the database.
    const twin = await t.instance();
    try {
      const username = uniqueName('sub');
      expect((await twin.request('POST', '/api/reg-users', { token, body: { username, password: 'Senha-123' } })).status).toBe(200);
      const made = await t.db.selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirstOrThrow();
      const deep = await t.createAccount({ ownerId: first.id });
      expect(await dashboard()).toMatchObject({ total_resellers: 3, total_resellers_under: 2 });
      const listed = await page();
      expect(listed).toMatchObject({ total: 3, last_page: 2 });
      expect(listed.data.map((r: { id: number }) => r.id)).toEqual([deep.id, made.id]);
      expect((await page(2)).data).toHaveLength(1);

      // A line sold below, on the other instance: the master's network counters move.
      const firstToken = await t.loginAs(first.username);
      await t.request('PUT', `/api/reg-users/${first.id}`, { token, body: { action: 0, credits: 5 } });
      expect((await twin.request('POST', '/api/users-iptv', { token: firstToken, body: { isOficial: true, package: 1, credits: 1 } })).status).toBe(200);
      expect((await dashboard()).childrens).toMatchObject({ iptv_actives: 1, iptv_expired: 0 });
      expect(await rowOf(first.id)).toMatchObject({ total_iptv: 1, total_actives: 1 });

      // The clock alone: the line's expiry passes, and it counts as expired.
      await t.db
        .updateTable('lines')
        .set({ exp_at: Date.now() - 1000 })
        .where('account_id', '=', first.id)
        .execute();
      expect(await rowOf(first.id)).toMatchObject({ total_iptv: 0, total_actives: 0 });
      expect((await dashboard()).childrens).toMatchObject({ iptv_actives: 0, iptv_expired: 1 });

      // A counter changed straight in the database, and a reseller removed on the other instance.
      await t.db.updateTable('reseller_counters').set({ tests_p2p: 4 }).where('account_id', '=', deep.id).execute();
      expect((await dashboard()).childrens.total_tests_p2p).toBe(4);
      expect(await rowOf(deep.id)).toMatchObject({ total_up2p: 0, total_actives: 0 });
      await t.db.updateTable('reseller_counters').set({ p2p_actives: 3 }).where('account_id', '=', deep.id).execute();
      expect(await rowOf(deep.id)).toMatchObject({ total_up2p: 3, total_actives: 3 });
      expect(await rowOf(first.id)).toMatchObject({ total_up2p: 0, total_actives: 3 });
      expect((await twin.request('PUT', `/api/reg-users/${made.id}`, { token: await t.loginAs('admin', ADMIN_PASSWORD), body: { action: 3 } })).status).toBe(
        200,
      );
      expect(await dashboard()).toMatchObject({ total_resellers: 2, total_resellers_under: 1 });
      expect((await page()).total).toBe(2);
    } finally {
      await twin.close();
    }
  });
});
