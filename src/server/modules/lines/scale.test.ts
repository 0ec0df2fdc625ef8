// A reseller with 20 000 lines: the whole list comes back in one answer, in expiry order, with the
// fields of spec section 3, to its owner and to its master; its sibling under the same master gets 404
// for it. Lines are bulk-inserted straight into the table. No timing here: speed lives in `npm run bench`.
import { describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import { MSG } from '../../../shared/messages';
import type { IptvLine } from '../../../shared/lines/schemas';
import type { LinesTable } from '../../db/schema';
import { useTestApp } from '../../test/harness';

const LINES = 20_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Spec section 3, "IPTV user". */
const SPEC_FIELDS = [
  'id',
  'id_iptv',
  'username',
  'password',
  'status',
  'watching',
  'nota',
  'exp_date',
  'exp_date_timestamp',
  'created_at',
  'expiring',
  'package',
  'whatsapp',
];
/** 15/01/2099 12:30:00 in São Paulo (UTC-3). */
const FAR_EXPIRY = Date.UTC(2099, 0, 15, 15, 30, 0);

const t = useTestApp();

type Row = Partial<Insertable<LinesTable>>;

/** `count` IPTV lines of one account, 1 000 a statement: expiries from 4 days ago to 79 days ahead,
 * one in ten a test and one in ten disabled; `special` overrides chosen rows. */
async function plant(accountId: number, count: number, prefix: string, now: number, special: Record<number, Row> = {}) {
  for (let first = 0; first < count; first += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, count - first) }, (_, k) => {
      const i = first + k;
      return {
        kind: 'iptv' as const,
        account_id: accountId,
        username: `${prefix}${i}`,
        password: `s${i}`,
        // Every row names the same columns: SQLite has no DEFAULT in a multi-row VALUES (Kysely sends NULL).
        whatsapp: '0',
        note: '',
        package_id: 1,
        last_seen_at: null,
        last_seen_ip: null,
        status: i % 10 === 0 ? 2 : i % 10 === 1 ? 0 : 1,
        exp_at: now + (((i * 7919) % 2_000) - 100) * HOUR,
        origin: 'official',
        created_at: now - i * 60_000,
        ...special[i],
      };
    });
    await t.db.insertInto('lines').values(rows).execute();
  }
}

describe('a list of 20 000 lines', () => {
  it('answers every line of the owner, sorted by expiry, with the spec fields, to the owner and its master, and 404 to its sibling', {
    timeout: 120_000,
  }, async () => {
    const master = await t.createAccount({ profile: 'master' });
    const owner = await t.createAccount({ ownerId: master.id });
    const sibling = await t.createAccount({ ownerId: master.id });
    const now = Date.now();
    // Rows whose levels and fields a reseller would check, an hour or more away from any boundary.
    await plant(owner.id, LINES, 'cli', now, {
      10: { exp_at: now + 12 * HOUR }, // a test line expiring today
      11: { exp_at: now + 3 * DAY }, // disabled, expiring this week
      12: { exp_at: now + 7 * DAY - HOUR },
      13: { exp_at: now + 7 * DAY + HOUR },
      14: { exp_at: FAR_EXPIRY, whatsapp: '5511987654321', note: 'Cliente São João', package_id: 2, created_at: now - DAY },
      15: { last_seen_at: now, last_seen_ip: '177.10.20.30' }, // online: a player checked it just now
    });
    await plant(sibling.id, 50, 'irmao', now);

    const token = await t.loginAs(owner.username);
    const res = await t.request<IptvLine[]>('GET', '/api/users-iptv?reseller_id=0', { token });
    expect(res.status).toBe(200);
    const lines = res.data;
    expect(lines).toHaveLength(LINES);
    expect(new Set(lines.map((l) => l.id)).size).toBe(LINES);
    expect(lines.filter((l) => !l.username.startsWith('cli'))).toEqual([]);
    expect(lines.filter((l) => SPEC_FIELDS.some((f) => !(f in l)))).toEqual([]);
    expect(lines.filter((l) => l.id_iptv !== l.id || !/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/.test(l.exp_date))).toEqual([]);
    expect(lines.findIndex((l, i) => i > 0 && lines[i - 1].exp_date_timestamp > l.exp_date_timestamp)).toBe(-1);
    const statuses: Record<string, number> = {};
    for (const l of lines) statuses[l.status] = (statuses[l.status] ?? 0) + 1;
    expect(statuses).toEqual({ Ativo: LINES * 0.8, Teste: LINES / 10, Desativado: LINES / 10 });

    const byName = new Map(lines.map((l) => [l.username, l]));
    expect(byName.get('cli10')).toMatchObject({ status: 'Teste', expiring: 2 });
    expect(byName.get('cli11')).toMatchObject({ status: 'Desativado', expiring: 1 });
    expect(byName.get('cli12')).toMatchObject({ status: 'Ativo', expiring: 1 });
    expect(byName.get('cli13')).toMatchObject({ status: 'Ativo', expiring: 0 });
    expect(byName.get('cli14')).toMatchObject({
      password: 's14',
      status: 'Ativo',
      watching: '',
      nota: 'Cliente São João',
      exp_date: '15/01/2099 12:30:00',
      exp_date_timestamp: FAR_EXPIRY,
      created_at: now - DAY,
      expiring: 0,
      package: 2,
      whatsapp: '5511987654321',
    });
    expect(lines.at(-1)!.username).toBe('cli14');
    expect(byName.get('cli15')!.watching).toBe('177.10.20.30');
    expect(lines.filter((l) => l.watching !== '').map((l) => l.username)).toEqual(['cli15']);

    // The master opens the reseller's list: the same lines (lines expiring at the same instant may come in either order).
    const masterToken = await t.loginAs(master.username);
    const seen = await t.request<IptvLine[]>('GET', `/api/users-iptv?reseller_id=${owner.id}`, { token: masterToken });
    expect(seen.status).toBe(200);
    const ids = (list: IptvLine[]) => list.map((l) => l.id).sort((a, b) => a - b);
    expect(ids(seen.data)).toEqual(ids(lines));
    expect(seen.data.map((l) => l.exp_date_timestamp)).toEqual(lines.map((l) => l.exp_date_timestamp));

    // Siblings under the same master do not see each other's lists.
    const siblingToken = await t.loginAs(sibling.username);
    const refused = await t.request('GET', `/api/users-iptv?reseller_id=${owner.id}`, { token: siblingToken });
    expect(refused).toMatchObject({ status: 404, data: { message: MSG.resellerNotFound } });
    expect((await t.request('GET', `/api/users-iptv?reseller_id=${sibling.id}`, { token })).status).toBe(404);
    const own = await t.request<IptvLine[]>('GET', '/api/users-iptv?reseller_id=0', { token: siblingToken });
    expect(own.data.map((l) => l.username).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `irmao${i}`).sort());
  });
});
