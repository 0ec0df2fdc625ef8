import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../src/server/test/harness';
import { seedOperations } from './operations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENTS: 'offline' });
});
afterAll(() => t.close());

describe('demo recharges and backup seed', () => {
  it('fills /recharge-portal (keys, value, portal credits, three approved and one pending recharge) and /view-backups', async () => {
    const reseller = await t.createAccount({ credits: 40, permissions: ['recharge_portal'] });
    const token = await t.loginAs(reseller.username);
    for (let i = 0; i < 4; i++) await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } });
    const account = await t.db.selectFrom('accounts').selectAll().where('id', '=', reseller.id).executeTakeFirstOrThrow();

    const seeded = await seedOperations(t.ctx, account);
    expect(seeded.recharges).toBe(4);
    const list = (await t.request('POST', '/api/recargas/listar', { token, body: { page: 1 } })).data.recargas;
    expect(list.data.map((r: { status: string }) => r.status).sort()).toEqual(['approved', 'approved', 'approved', 'pending']);
    expect((await t.request('GET', '/api/recargas/credits', { token })).data).toMatchObject({ credits: 16, creditos_portal: 17 });
    expect((await t.request('GET', '/api/get-mp-infos', { token })).data.mercado_pago_access_token).not.toContain('demo-access-token');
    expect(await t.checkLedgerInvariant()).toEqual([]);

    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    const backups = (await t.request('GET', '/api/view-backups', { token: admin })).data;
    expect(JSON.stringify(backups)).toContain(seeded.backup);
  });
});
