// A reseller with 20 000 lines: the whole list comes back in one answer, in expiry order, with the
// fields of spec section 3, to its owner and to its master, and to nobody outside the branch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiringLevel, type IptvLine } from '../../../shared/lines';
import { createTestApp, type TestApp } from '../../test/harness';

const LINES = 20_000;
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function plant(accountId: number, count: number, prefix: string, now: number) {
  for (let first = 0; first < count; first += 1_000)
    await t.db
      .insertInto('lines')
      .values(
        Array.from({ length: Math.min(1_000, count - first) }, (_, k) => {
          const i = first + k;
          return { kind: 'iptv' as const, account_id: accountId, username: `${prefix}${i}`, password: `s${i}`, status: i % 10 === 0 ? 2 : 1, exp_at: now + ((i * 7919) % 400) * 3_600_000 - DAY, origin: 'official', created_at: now - i };
        }),
      )
      .execute();
}

describe('a list of 20 000 lines', () => {
  it('answers every line of the owner, sorted by expiry, to the owner and its master, and 404 to another branch', { timeout: 120_000 }, async () => {
    const master = await t.createAccount({ profile: 'master' });
    const owner = await t.createAccount({ ownerId: master.id });
    const sibling = await t.createAccount();
    const now = Date.now();
    await plant(owner.id, LINES, '8', now);
    await plant(sibling.id, 50, 'irmao', now);

    const token = await t.loginAs(owner.username);
    const res = await t.request<IptvLine[]>('GET', '/api/users-iptv?reseller_id=0', { token });
    expect(res.status).toBe(200);
    const lines = res.data;
    expect(lines).toHaveLength(LINES);
    expect(lines.some((l) => l.username.startsWith('irmao'))).toBe(false);
    expect(lines.every((l, i) => i === 0 || lines[i - 1].exp_date_timestamp <= l.exp_date_timestamp)).toBe(true);
    const line = lines.find((l) => l.username === '80')!;
    expect(line).toMatchObject({ password: 's0', status: 'Teste', watching: '', owner: owner.username, expiring: 2 });
    expect(line.exp_date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    // Expiring levels as the screens colour them, for lines a few hours to weeks away.
    for (const l of lines.filter((_, i) => i % 997 === 0)) expect(l.expiring).toBe(expiringLevel(l.exp_date_timestamp, now));
    expect(new Set(lines.map((l) => l.expiring))).toEqual(new Set([0, 1, 2]));

    const masterToken = await t.loginAs(master.username);
    expect((await t.request('GET', `/api/users-iptv?reseller_id=${owner.id}`, { token: masterToken })).data).toHaveLength(LINES);
    const outsider = await t.loginAs(sibling.username);
    expect((await t.request('GET', `/api/users-iptv?reseller_id=${owner.id}`, { token: outsider })).status).toBe(404);
    expect((await t.request('GET', '/api/users-iptv?reseller_id=0', { token: outsider })).data).toHaveLength(50);
  });
});
