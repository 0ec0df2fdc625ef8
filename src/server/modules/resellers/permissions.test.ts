// The admin's 'Permissões': what it grants opens the calls on the account's next request (no new login),
// is logged, and reaches the account's open windows as a live event; what it takes away closes them.
import { describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '../../../shared/events';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();

describe('granting permissions', () => {
  it('opens the recharge portal at once, logs who granted what, tells the open windows, and closes it again on revoke', async () => {
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const reseller = await t.createAccount({ credits: 5 });
    const token = await t.loginAs(reseller.username);
    const events: ServerEvent[] = [];
    const stop = t.ctx.events.subscribe(reseller.id, (e) => events.push(e));
    try {
      expect((await t.request('GET', '/api/recargas/credits', { token })).status).toBe(403);
      expect((await t.request('GET', `/api/reg-users/${reseller.id}/permissions`, { token: admin })).data).toEqual({ permissions: [] });

      const saved = await t.request('PUT', `/api/reg-users/${reseller.id}/permissions`, {
        token: admin,
        body: { permissions: ['recharge_portal', 'export_all', 'recharge_portal'] },
      });
      expect(saved).toMatchObject({ status: 200, data: { message: SERVER_MSG.permissionsSaved, permissions: ['export_all', 'recharge_portal'] } });
      expect((await t.request('GET', '/api/recargas/credits', { token })).status).toBe(200);
      expect((await t.request('GET', '/api/get-profile', { token })).data.permissions).toEqual(['export_all', 'recharge_portal']);
      // On PostgreSQL the event comes back through LISTEN/NOTIFY: as soon as it arrives.
      await vi.waitFor(() => expect(events).toContainEqual({ type: 'access' }), { timeout: 10_000 });
      const logged = await t.db
        .selectFrom('activity_log')
        .select('action')
        .where('account_id', '=', t.admin.id)
        .where('target', '=', String(reseller.id))
        .execute();
      expect(logged.map((l) => l.action)).toEqual(
        expect.arrayContaining([
          `<b>admin</b> concedeu <b>Portal de Recargas</b> a <b>${reseller.username}</b>`,
          `<b>admin</b> concedeu <b>Exportar logs e extrato</b> a <b>${reseller.username}</b>`,
        ]),
      );

      await t.request('PUT', `/api/reg-users/${reseller.id}/permissions`, { token: admin, body: { permissions: ['export_all'] } });
      expect(await t.request('GET', '/api/recargas/credits', { token })).toMatchObject({ status: 403, data: { message: MSG.forbidden } });
      const revoked = await t.db
        .selectFrom('activity_log')
        .select('action')
        .where('target', '=', String(reseller.id))
        .where('action', 'like', '%retirou%')
        .execute();
      expect(revoked.map((l) => l.action)).toEqual([`<b>admin</b> retirou <b>Portal de Recargas</b> de <b>${reseller.username}</b>`]);
    } finally {
      stop();
    }
  });

  it('refuses a permission that does not exist, changing nothing', async () => {
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const reseller = await t.createAccount();
    const res = await t.request('PUT', `/api/reg-users/${reseller.id}/permissions`, { token: admin, body: { permissions: ['superpoderes'] } });
    expect(res.status).toBe(422);
    expect(res.data.message).toMatch(/[a-zà-ú]/i);
    expect((await t.request('GET', `/api/reg-users/${reseller.id}/permissions`, { token: admin })).data).toEqual({ permissions: [] });
  });
});
