import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../src/server/test/harness';
import { seedNetwork, withBalances } from './network';
import { toCents } from '../../src/shared/domain';
import { seedLines } from './lines';
import type { AnalyticsAnswer } from '../../src/shared/analytics/schemas';

/**
 * The seed plants months back from its own today: it is run on fixed days that have broken 30-day steps
 * (the day it failed, a month's and a year's last and first days, a leap day, São Paulo's old daylight
 * saving changes), never on the day the suite happens to run.
 */
const TODAYS = [
  '2026-11-28T10:00:00-03:00',
  '2026-12-31T23:30:00-03:00',
  '2027-01-01T00:30:00-03:00',
  '2028-02-29T12:00:00-03:00',
  '2018-11-04T12:00:00-02:00',
  '2019-02-17T12:00:00-03:00',
];

afterEach(() => {
  vi.useRealTimers();
});

describe.each(TODAYS)('demo seed, today %s', (today) => {
  const t = useTestApp();
  it('plants a network over the three franchises that can log in, with a consistent ledger', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(today) });
    const logins = await seedNetwork(t.db, 'Demo-2026');
    expect(new Set(logins.map((l) => l.franchise))).toEqual(new Set([1, 3, 4]));
    expect(logins.filter((l) => l.profile === 'master')).toHaveLength(3);
    expect(await t.checkLedgerInvariant()).toEqual([]);
    const token = await t.loginAs('master.sul', 'Demo-2026');
    const dash = await t.request('GET', '/api/dash-reseller', { token });
    expect(dash.data).toMatchObject({ total_resellers: 3, total_resellers_under: 2, credits: logins.find((l) => l.username === 'master.sul')!.credits });
    const reports = await t.request('GET', '/api/get-reports', { token });
    expect(Object.values(reports.data.financeiro).filter((v) => Number(v) > 0).length).toBeGreaterThanOrEqual(5);

    const poa = await t.db.selectFrom('accounts').selectAll().where('username', '=', 'revenda.poa').execute();
    expect(await seedLines(t.ctx, poa)).toBeGreaterThan(15);
    // The printed balance is the one the panel shows after the lines were paid for.
    const poaNow = (await withBalances(t.db, logins)).find((l) => l.username === 'revenda.poa')!.credits;
    expect(poaNow).toBeLessThan(logins.find((l) => l.username === 'revenda.poa')!.credits);
    expect(toCents(poaNow)).toBe((await t.db.selectFrom('accounts').select('credits').where('username', '=', 'revenda.poa').executeTakeFirstOrThrow()).credits);
    const poaToken = await t.loginAs('revenda.poa', 'Demo-2026');
    const iptv = (await t.request('GET', '/api/users-iptv', { token: poaToken })).data;
    expect(iptv.map((l: { status: string }) => l.status)).toEqual(expect.arrayContaining(['Ativo', 'Teste']));
    expect(iptv.map((l: { expiring: number }) => l.expiring)).toContain(2);
    // Six months of history: new IPTV, P2P and migrated lines in each of the last five months.
    const history = (await t.request('GET', '/api/get-reports', { token: poaToken })).data;
    for (const series of ['novos_usuarios_iptv', 'novos_usuarios_p2p'] as const)
      expect(history[series].filter((m: { users: number }) => m.users > 0).length, series).toBeGreaterThanOrEqual(5);
    expect(history.novos_usuarios_migrados.filter((m: { users: number }) => m.users > 0).length).toBeGreaterThanOrEqual(3);
    const p2p = (await t.request('GET', '/api/users-p2p', { token: poaToken })).data as { nota: string; status: number }[];
    expect(p2p.find((l) => l.nota.endsWith(' P2P'))!.status).toBe(0);
    // 'Análises' has real shapes: renewals in time and late, customers lost, tests that became customers.
    const analytics = (await t.request('GET', '/api/analises', { token: poaToken })).data as AnalyticsAnswer;
    for (const outcome of ['on_time', 'late', 'lost'] as const)
      expect(
        analytics.renewal.some((m) => m[outcome] > 0),
        outcome,
      ).toBe(true);
    expect(analytics.tests.filter((m) => m.converted > 0).length).toBeGreaterThanOrEqual(5);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });
});
