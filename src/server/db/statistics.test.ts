// The planner's statistics (db/statistics.ts): after a refresh, SQLite counts a small reseller's
// expiring lines through its own subtree, not by walking the week of expiries of the whole network
// (the plan is what changes: 64 ms against 0.2 ms among 1 000 000 lines, npm run bench:day); on
// PostgreSQL every table of the schema is analyzed.
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { expiringLines } from '../modules/expiries/service';
import { EXPIRING_SOON_DAYS } from '../../shared/expiries/texts';
import { LINE_STATUS } from '../../shared/lines/texts';
import { refreshStatistics } from './statistics';

const t = useTestApp();
const HOUR = 3_600_000;

/** A big reseller's 3 000 lines due this week, and a small one's single line. */
async function plantNetwork() {
  const master = await t.createAccount({ profile: 'master' });
  const big = await t.createAccount({ ownerId: master.id });
  const small = await t.createAccount({ ownerId: master.id });
  const now = Date.now();
  const line = (accountId: number, i: number) => ({
    kind: 'iptv' as const,
    account_id: accountId,
    username: `${accountId}n${i}`,
    password: `s${i}`,
    whatsapp: '0',
    note: '',
    package_id: 1,
    status: LINE_STATUS.active,
    exp_at: now + ((i % 150) + 1) * HOUR,
    origin: 'official',
    created_at: now,
  });
  for (let first = 0; first < 3_000; first += 500)
    await t.db
      .insertInto('lines')
      .values(Array.from({ length: 500 }, (_, k) => line(big.id, first + k)))
      .execute();
  await t.db.insertInto('lines').values(line(small.id, 0)).execute();
  return { small };
}

const expiringOf = (accountId: number) =>
  expiringLines(t.db, accountId, ['iptv'], EXPIRING_SOON_DAYS, Date.now()).select((eb) => eb.fn.countAll<number>().as('n'));

describe('refreshStatistics', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)("plans a small reseller's expiring lines through its own subtree on SQLite", async () => {
    const { small } = await plantNetwork();
    const query = expiringOf(small.id).compile();
    const plan = async () =>
      (await t.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]))).rows
        .map((r) => r.detail)
        .join(' | ');
    // Without statistics: every line due this week in the network, each looked up in the tree.
    expect(await plan()).toMatch(/^SEARCH l USING INDEX lines_status_exp/);
    await refreshStatistics(t.db);
    expect(await plan()).toMatch(/^SEARCH c .* \| SEARCH l USING INDEX lines_account/);
    expect(Number((await expiringOf(small.id).executeTakeFirstOrThrow()).n)).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('analyzes every table of the schema on PostgreSQL, then only what changed', async () => {
    await plantNetwork();
    // last_analyze is an ANALYZE's own (autovacuum's go in last_autoanalyze); the statistics views trail by a moment.
    const analyzed = async () =>
      (
        await sql<{ name: string }>`select relname as name from pg_stat_user_tables where schemaname = current_schema() and last_analyze is not null`.execute(
          t.db,
        )
      ).rows.map((r) => r.name);
    expect(await analyzed()).not.toContain('lines');
    await refreshStatistics(t.db);
    await expect.poll(analyzed, { timeout: 10_000 }).toEqual(expect.arrayContaining(['lines', 'account_closure', 'accounts']));
    // The next hour's run analyzes only what changed a lot since: not the lines, untouched.
    const lastOf = async (table: string) =>
      (await sql<{ at: Date }>`select last_analyze as at from pg_stat_user_tables where schemaname = current_schema() and relname = ${table}`.execute(t.db))
        .rows[0]!.at;
    const before = await lastOf('lines');
    await refreshStatistics(t.db);
    expect(await lastOf('lines')).toEqual(before);
  });
});
