// Network benchmark: the dashboard, the reseller list and 'Análises' of a master with 20 000 resellers
// below it (two levels) whose counters stand for 1 000 000 customer lines, each with its paid period
// running and twelve months of history in the summaries, as the lines' writes keep them. Bulk-inserted
// in batches.
import type { Db } from '../../src/server/db';
import { hashPassword } from '../../src/server/security';
import { isoDay, lastMonths } from '../../src/shared/dates';
import { compareSerializers } from './serialization';
import { measure, placeBelowAdmin, withBenchServer } from './support';

const FIRST_LEVEL = 200;
const PER_RESELLER = 99; // 200 + 200 x 99 = 20 000 resellers
const LINES = 1_000_000;

export async function plantNetwork(db: Db): Promise<{ username: string; password: string }> {
  const password = 'Bench-2026';
  const hash = await hashPassword(password);
  const now = Date.now();
  const master = await db
    .insertInto('accounts')
    .values({ username: 'bench.master', password_hash: hash, owner_id: 1, profile: 'master', is_master: 1, id_franchise: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await placeBelowAdmin(db, master.id);
  const linesEach = Math.floor(LINES / (FIRST_LEVEL * (PER_RESELLER + 1)));
  for (let i = 0; i < FIRST_LEVEL; i++) {
    await db.transaction().execute(async (tx) => {
      const parent = await tx
        .insertInto('accounts')
        .values({ username: `bench.r${i}`, password_hash: hash, owner_id: master.id, profile: 'reseller', id_franchise: 1, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const kids = await tx
        .insertInto('accounts')
        .values(
          Array.from({ length: PER_RESELLER }, (_, k) => ({
            username: `bench.r${i}.s${k}`,
            password_hash: hash,
            owner_id: parent.id,
            profile: 'reseller' as const,
            id_franchise: 1,
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      const closure = [
        { ancestor_id: parent.id, descendant_id: parent.id, depth: 0 },
        { ancestor_id: master.id, descendant_id: parent.id, depth: 1 },
        { ancestor_id: 1, descendant_id: parent.id, depth: 2 },
        ...kids.flatMap((k) => [
          { ancestor_id: k.id, descendant_id: k.id, depth: 0 },
          { ancestor_id: parent.id, descendant_id: k.id, depth: 1 },
          { ancestor_id: master.id, descendant_id: k.id, depth: 2 },
          { ancestor_id: 1, descendant_id: k.id, depth: 3 },
        ]),
      ];
      await tx.insertInto('account_closure').values(closure).execute();
      await tx
        .insertInto('reseller_counters')
        .values([parent, ...kids].map((a) => ({ account_id: a.id, iptv_actives: Math.ceil(linesEach / 2), p2p_actives: Math.floor(linesEach / 2) })))
        .execute();
      const sellers = [parent, ...kids];
      for (let from = 0; from < sellers.length; from += 20) {
        const periods = sellers.slice(from, from + 20).flatMap((a) =>
          Array.from({ length: linesEach }, (_, k) => ({
            line_id: a.id * 1000 + k,
            account_id: a.id,
            ends_at: now + ((k % 30) + 1) * DAY,
            credits_cents: 100,
          })),
        );
        await tx.insertInto('line_terms').values(periods).execute();
      }
      // Each seller's own history, then its first-level reseller's over the hundred below it.
      await tx
        .insertInto('analytics_months')
        .values(kids.flatMap((k) => history(k.id, linesEach)))
        .execute();
      await tx
        .insertInto('analytics_months')
        .values(history(parent.id, linesEach * sellers.length))
        .execute();
      await tx
        .insertInto('analytics_days')
        .values(ahead(parent.id, linesEach * sellers.length))
        .execute();
    });
  }
  // The master's and the admin's sums over the whole network.
  for (const id of [master.id, 1]) {
    await db.insertInto('analytics_months').values(history(id, LINES)).execute();
    await db.insertInto('analytics_days').values(ahead(id, LINES)).execute();
  }
  return { username: 'bench.master', password };
}

const DAY = 86_400_000;
/** Twelve months of a network of `lines` customers: a third due each month, most renewed, some tests. */
const history = (accountId: number, lines: number) =>
  lastMonths(12).map(({ key }) => ({
    account_id: accountId,
    month: key,
    due: Math.round(lines / 3),
    on_time: Math.round(lines / 4),
    late: Math.round(lines / 30),
    tests: Math.round(lines / 10),
    converted: Math.round(lines / 25),
    sales_cents: lines * 40,
  }));
/** The next 30 days' periods of a network of `lines` customers. */
const ahead = (accountId: number, lines: number) =>
  Array.from({ length: 30 }, (_, d) => ({
    account_id: accountId,
    day: isoDay(Date.now() + (d + 1) * DAY),
    lines: Math.round(lines / 30),
    credits_cents: Math.round(lines / 30) * 100,
  }));

/** On SQLite in a temp folder, or on PostgreSQL (a schema of its own) when `pgUrl` is given. */
export async function networkBenchmark(pgUrl?: string): Promise<void> {
  await withBenchServer(
    pgUrl,
    async (db) => ({
      ...(await plantNetwork(db)),
      what: `20 000 revendas e ${LINES.toLocaleString('pt-BR')} linhas nos contadores e nos períodos das análises`,
    }),
    async ({ address, token, dialect }) => {
      await measure('GET /api/dash-reseller (1 conexão)', token, { url: `${address}/api/dash-reseller`, connections: 1 }, dialect);
      const dashboard = await measure('GET /api/dash-reseller', token, { url: `${address}/api/dash-reseller` }, dialect);
      const firstPage = await measure('GET /api/reg-users (página 1, 50)', token, { url: `${address}/api/reg-users?page=1&per_page=50` }, dialect);
      await measure('GET /api/reg-users (página 300, 50)', token, { url: `${address}/api/reg-users?page=300&per_page=50` }, dialect);
      await measure('GET /api/reg-users (busca)', token, { url: `${address}/api/reg-users?search=r17.s4&per_page=50` }, dialect, { p50: 20 });
      await measure('GET /api/analises (rede de 20 000)', token, { url: `${address}/api/analises` }, dialect, { p50: 50 });
      const answer = async (path: string) => (await fetch(`${address}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
      compareSerializers([
        { name: 'dashboard', title: 'GET /api/dash-reseller', answer: await answer('/api/dash-reseller'), figure: dashboard },
        { name: 'resellers', title: 'GET /api/reg-users (página 1, 50)', answer: await answer('/api/reg-users?page=1&per_page=50'), figure: firstPage },
      ]);
    },
  );
}
