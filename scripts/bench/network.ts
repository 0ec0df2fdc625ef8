// Network benchmark: the dashboard and the reseller list of a master with 20 000 resellers below it
// (two levels) whose counters stand for 1 000 000 customer lines. Bulk-inserted in batches.
import type { Db } from '../../src/server/db';
import { hashPassword } from '../../src/server/security';
import { measure, placeBelowAdmin, withBenchServer } from './support';

const FIRST_LEVEL = 200;
const PER_RESELLER = 99; // 200 + 200 x 99 = 20 000 resellers
const LINES = 1_000_000;

async function plantNetwork(db: Db): Promise<{ username: string; password: string }> {
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
    });
  }
  return { username: 'bench.master', password };
}

/** On SQLite in a temp folder, or on PostgreSQL (a schema of its own) when `pgUrl` is given. */
export async function networkBenchmark(pgUrl?: string): Promise<void> {
  await withBenchServer(
    pgUrl,
    async (db) => ({ ...(await plantNetwork(db)), what: `20 000 revendas e ${LINES.toLocaleString('pt-BR')} linhas nos contadores` }),
    async ({ address, token, dialect }) => {
      await measure('GET /api/dash-reseller (1 conexão)', token, { url: `${address}/api/dash-reseller`, connections: 1 }, dialect);
      await measure('GET /api/dash-reseller', token, { url: `${address}/api/dash-reseller` }, dialect);
      await measure('GET /api/reg-users (página 1, 50)', token, { url: `${address}/api/reg-users?page=1&per_page=50` }, dialect);
      await measure('GET /api/reg-users (página 300, 50)', token, { url: `${address}/api/reg-users?page=300&per_page=50` }, dialect);
      await measure('GET /api/reg-users (busca)', token, { url: `${address}/api/reg-users?search=r17.s4&per_page=50` }, dialect, { p50: 20 });
    },
  );
}
