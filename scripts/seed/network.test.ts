import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/test/harness';
import { seedNetwork } from './network';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('plants a network over the three franchises that can log in, with a consistent ledger', async () => {
    const logins = await seedNetwork(t.db, 'Demo-2026');
    expect(new Set(logins.map((l) => l.franchise))).toEqual(new Set([1, 3, 4]));
    expect(logins.filter((l) => l.profile === 'master')).toHaveLength(3);
    expect(await t.checkLedgerInvariant()).toEqual([]);
    const token = await t.loginAs('master.sul', 'Demo-2026');
    const dash = await t.request('GET', '/api/dash-reseller', { token });
    expect(dash.data).toMatchObject({ total_resellers: 3, total_resellers_under: 2, credits: logins.find((l) => l.username === 'master.sul')!.credits });
    const reports = await t.request('GET', '/api/get-reports', { token });
    expect(Object.values(reports.data.financeiro).filter((v) => Number(v) > 0).length).toBeGreaterThanOrEqual(5);
  });
});
