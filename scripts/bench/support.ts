// What every benchmark shares: a fresh database (SQLite in a temp folder, or a PostgreSQL schema of
// its own when `pgUrl` is given), the server on a free port, a login, and autocannon runs.
import autocannon, { type Options } from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { browserLoad, type LoadResult } from './browser-load';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrateToLatest, openDatabase, type Db } from '../../src/server/db';
import { ensureAdmin } from '../../src/server/core/bootstrap';
import { refreshStatistics } from '../../src/server/db/statistics';

export const BENCH_ADMIN_PASSWORD = 'Bench-admin-1';

/** A planted account right below the admin: its place in the tree and its counters (the lines it holds already). */
export async function placeBelowAdmin(db: Db, id: number, counters: { iptv_actives?: number; p2p_actives?: number } = {}) {
  await db
    .insertInto('account_closure')
    .values([
      { ancestor_id: id, descendant_id: id, depth: 0 },
      { ancestor_id: 1, descendant_id: id, depth: 1 },
    ])
    .execute();
  await db
    .insertInto('reseller_counters')
    .values({ account_id: id, ...counters })
    .execute();
}

export interface BenchServer {
  address: string;
  token: string;
  dialect: 'sqlite' | 'postgres';
  /** Logs another account of the planted data in (for a second user's calls). */
  login: (username: string, password: string) => Promise<string>;
  dataDir: string;
  config: ReturnType<typeof loadConfig>;
  /** The PostgreSQL schema of the run (none on SQLite). */
  schema?: string;
  /** The server's database (for what the server's own jobs do beside the calls). */
  db: Db;
}

async function onPostgres(pgUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** Plants the data, starts the server, logs in as the planted account and runs the measures. */
export async function withBenchServer(
  pgUrl: string | undefined,
  plant: (db: Db) => Promise<{ username: string; password: string; what: string }>,
  run: (server: BenchServer) => Promise<void>,
  /** More of the server's environment (npm run bench:day: behind a proxy, TRUST_PROXY). */
  env: Record<string, string> = {},
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-'));
  const schema = pgUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  if (pgUrl) await onPostgres(pgUrl, `CREATE SCHEMA ${schema}`);
  const config = loadConfig({
    DATA_DIR: dataDir,
    BOT_CHECK: 'off',
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
    ...env,
  });
  const { db, dialect } = openDatabase(config.database, { schema });
  try {
    await migrateToLatest(db, schema);
    await ensureAdmin(db, 'admin', BENCH_ADMIN_PASSWORD);
    const started = Date.now();
    const login = await plant(db);
    // As a server that has run its hourly jobs plans (src/server/db/statistics.ts).
    await refreshStatistics(db);
    console.log(`\n${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${login.what}, criado em ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Silent unless the bench asks for the server's log (npm run bench:day: its warnings and errors, each fault's cause).
    const { app } = await buildApp({ config, db, dialect, logger: config.logLevel !== 'silent' });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const loginAs = async (username: string, password: string) => {
      const res = await fetch(`${address}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      return ((await res.json()) as { access_token: string }).access_token;
    };
    await run({ address, token: await loginAs(login.username, login.password), dialect, login: loginAs, dataDir, config, schema, db });
    await app.close();
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl) await onPostgres(pgUrl, `DROP SCHEMA ${schema} CASCADE`);
  }
}

/** One figure of the run, as `bench-results.json` keeps it. */
export interface Figure {
  name: string;
  database: 'sqlite' | 'postgres' | 'none';
  reqPerSec: number;
  p50: number;
  p99: number;
  failures: number;
}

export const figures: Figure[] = [];

/** What a figure must reach (issue 28's table): printed beside it, and a miss fails the run (index.ts). */
export interface Goal {
  p50?: number;
  p99?: number;
}

/** Every goal missed in the run, as printed. */
export const misses: string[] = [];

/** Records whether a goal was met; the text it prints beside the figure. */
export function goal(title: string, met: boolean, said: string): string {
  if (!met) misses.push(`${title}: ${said}`);
  return `   (meta: ${said})${met ? '' : '   META NÃO ATINGIDA'}`;
}

/** What a browser sends: it takes gzip, so the answers are measured as the screens get them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** An autocannon run as the bench keeps it. */
function loadOf(result: autocannon.Result): LoadResult {
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bytes: result.throughput.total,
    codes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0])),
    errors: result.errors,
  };
}

/**
 * Several calls measured against each other: they alternate in short rounds (ten connections, 3 s)
 * and each keeps its best round, as the speed of a shared machine drifts within a run.
 */
export async function measureAlternating(calls: { title: string; url: string; token: string }[], database: Figure['database'], rounds = 4): Promise<Figure[]> {
  const best = new Map<string, LoadResult>();
  for (let round = 0; round < rounds; round++) {
    for (const call of calls) {
      const result = loadOf(
        await autocannon({
          url: call.url,
          connections: 10,
          duration: 3,
          workers: 1,
          headers: { ...BROWSER_HEADERS, authorization: `Bearer ${call.token}` },
        }),
      );
      const kept = best.get(call.title);
      if (!kept || result.reqPerSec > kept.reqPerSec) best.set(call.title, result);
    }
  }
  return calls.map(({ title }) => record(title, best.get(title)!, database, ` (melhor de ${rounds} rodadas alternadas)`));
}

/** Ten connections for ten seconds; prints req/s, p50, p99, the answer size and any failure, and keeps the figure. */
export async function measure(title: string, token: string, options: Options, database: Figure['database'] = 'none', target?: Goal): Promise<Figure> {
  // The load comes from a worker thread, so it does not share the server's event loop.
  const result = await autocannon({
    connections: 10,
    duration: 10,
    workers: 1,
    ...options,
    headers: { ...BROWSER_HEADERS, authorization: `Bearer ${token}`, ...options.headers },
  });
  return record(title, loadOf(result), database, '', target);
}

/** The same for a big answer (a whole list), read as a browser reads it (browser-load.ts says why). */
export async function measureWhole(
  title: string,
  token: string,
  { url, connections = 10 }: { url: string; connections?: number },
  database: Figure['database'],
  target?: Goal,
): Promise<Figure> {
  const result = await browserLoad({ url, connections, duration: 10, headers: { ...BROWSER_HEADERS, authorization: `Bearer ${token}` } });
  return record(title, result, database, '', target);
}

const targetText = (title: string, result: LoadResult, failures: number, database: Figure['database'], target: Goal) =>
  goal(
    `${title} (${database})`,
    (target.p50 === undefined || result.p50 < target.p50) && (target.p99 === undefined || result.p99 < target.p99) && failures === 0,
    [target.p50 !== undefined && `p50 < ${target.p50} ms`, target.p99 !== undefined && `p99 < ${target.p99} ms`, 'sem falhas'].filter(Boolean).join(', '),
  );

/** Prints a result (req/s, p50, p99, the answer size and any failure) and keeps its figure, with its goal when it has one. */
function record(title: string, result: LoadResult, database: Figure['database'], note = '', target?: Goal): Figure {
  // What failed, by status code (and connection errors, timeouts among them), so a failure can be told apart.
  const failed = Object.entries(result.codes).filter(([code]) => !code.startsWith('2') && code !== '304');
  const failures = [...failed.map(([code, count]) => `${count}x ${code}`), ...(result.errors ? [`${result.errors} erros`] : [])];
  const failureCount = failed.reduce((n, [, count]) => n + count, 0) + result.errors;
  const size = result.requests ? ` ${(result.bytes / result.requests / 1024).toFixed(0).padStart(6)} KiB/resp.` : '';
  console.log(
    `  ${title.padEnd(52)} ${result.reqPerSec.toFixed(1).padStart(7)} req/s   p50 ${String(result.p50).padStart(5)} ms   p99 ${String(result.p99).padStart(5)} ms${size}${failures.length ? `   (falhas: ${failures.join(', ')})` : ''}${note}${target ? targetText(title, result, failureCount, database, target) : ''}`,
  );
  const figure = { name: title, database, reqPerSec: result.reqPerSec, p50: result.p50, p99: result.p99, failures: failureCount };
  figures.push(figure);
  return figure;
}
