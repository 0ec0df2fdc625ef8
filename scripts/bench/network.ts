// Network benchmark: the dashboard and the reseller list of a master with 20 000 resellers below it
// (two levels) whose counters stand for 1 000 000 customer lines. SQLite by default; PostgreSQL when
// BENCH_DATABASE_URL is set. Bulk-inserted with SQL in batches, then measured with autocannon.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrateToLatest, openDatabase, type Db } from '../../src/server/db';
import { ensureAdmin } from '../../src/server/core/bootstrap';
import { hashPassword } from '../../src/server/security';

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
  await db.insertInto('account_closure').values([{ ancestor_id: master.id, descendant_id: master.id, depth: 0 }, { ancestor_id: 1, descendant_id: master.id, depth: 1 }]).execute();
  await db.insertInto('reseller_counters').values({ account_id: master.id }).execute();
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
        .values(Array.from({ length: PER_RESELLER }, (_, k) => ({ username: `bench.r${i}.s${k}`, password_hash: hash, owner_id: parent.id, profile: 'reseller' as const, id_franchise: 1, created_at: now })))
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

async function measure(url: string, token: string, title: string) {
  // The load comes from a worker thread, so it does not share the server's event loop.
  const result = await autocannon({ url, connections: 10, duration: 10, workers: 1, headers: { authorization: `Bearer ${token}` } });
  const failed = result.non2xx + result.errors;
  console.log(`  ${title.padEnd(38)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${failed ? `   (${failed} falhas)` : ''}`);
}

/** On SQLite in a temp folder, or on PostgreSQL (a schema of its own) when `pgUrl` is given. */
export async function networkBenchmark(pgUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-'));
  const schema = pgUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const config = loadConfig({ DATA_DIR: dataDir, BOT_CHECK: 'off', ADMIN_PASSWORD: 'Bench-admin-1', LOG_LEVEL: 'silent', ...(pgUrl ? { DATABASE_URL: pgUrl } : {}) });
  const { db, dialect } = openDatabase(config.database, { schema });
  try {
    await migrateToLatest(db, schema);
    await ensureAdmin(db, 'admin', 'Bench-admin-1');
    const started = Date.now();
    const login = await plantNetwork(db);
    console.log(`\nRede (${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}): 20 000 revendas e ${LINES.toLocaleString('pt-BR')} linhas nos contadores, criada em ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const { app } = await buildApp({ config, db, dialect, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
    const { access_token: token } = (await res.json()) as { access_token: string };
    await measure(`${address}/api/dash-reseller`, token, 'GET /api/dash-reseller');
    await measure(`${address}/api/reg-users?page=1&per_page=50`, token, 'GET /api/reg-users (página 1, 50)');
    await measure(`${address}/api/reg-users?page=300&per_page=50`, token, 'GET /api/reg-users (página 300, 50)');
    await measure(`${address}/api/reg-users?search=r17.s4&per_page=50`, token, 'GET /api/reg-users (busca)');
    await app.close();
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    }
  }
}
