// One Kysely instance over SQLite (embedded default, WAL) or PostgreSQL; the same migrations serve both.
import SQLite from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Compilable, type SqliteDatabase, type Transaction } from 'kysely';
import { OWNER_ONLY, type DatabaseConfig } from '../config';
import type { Database } from './schema';
import { migrations } from './migrations';
import { faultLogger } from './faults';
import { holdWritesUntilStepUp } from '../core/call-context';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
export type DbOrTx = Db | Tx;

/** Runs `work` in the caller's transaction when it is one, else in a new one. */
const inTransaction = <T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> => (db.isTransaction ? work(db as Tx) : (db as Db).transaction().execute(work));

const SETTLE_BATCH = 5000;

/**
 * Settles what time made due (`due`: the ids, oldest work first), a batch at a time, each batch by
 * `settle` in one transaction (the caller's, when it is one); the number settled. `settle` must be
 * conditional, so that a settling running beside it (another server) never counts a row twice.
 */
export async function settleInBatches(
  db: DbOrTx,
  due: (limit: number) => Promise<number[]>,
  settle: (tx: Tx, ids: number[]) => Promise<number>,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const ids = await due(SETTLE_BATCH);
    if (ids.length === 0) return settled;
    settled += await inTransaction(db, (tx) => settle(tx, ids));
    if (ids.length < SETTLE_BATCH) return settled;
  }
}

// COUNT(*) and bigint columns come back from pg as strings; every value here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface DbHandle {
  db: Db;
  dialect: DatabaseConfig['dialect'];
}

/** How long a request waits for a PostgreSQL connection, and how long one statement may run. */
export const PG_CONNECT_TIMEOUT_MS = 3_000;
export const PG_STATEMENT_TIMEOUT_MS = 30_000;

/**
 * `onIdleError`: an idle PostgreSQL connection that failed (the server restarted, the network cut it).
 * The pool drops that connection and opens another when needed; without a listener Node would end the
 * process on it.
 */
export function openDatabase(config: DatabaseConfig, options: { schema?: string; onIdleError?: (error: unknown) => void } = {}): DbHandle {
  if (config.dialect === 'sqlite') {
    // A new database file is the service user's only (SQLite gives its -wal and -shm the same mode).
    if (config.file !== ':memory:') closeSync(openSync(config.file, 'a', OWNER_ONLY));
    const database = new SQLite(config.file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }), plugins: [holdWritesUntilStepUp] });
    sqliteOf.set(db, database);
    return { db, dialect: 'sqlite' };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // Never a hang while the database is away: a connection is waited for a few seconds, a statement
    // runs at most PG_STATEMENT_TIMEOUT_MS (cut by the server, and by the client if the server is gone).
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    query_timeout: PG_STATEMENT_TIMEOUT_MS + 5_000,
    keepAlive: true,
    options: [`-c statement_timeout=${PG_STATEMENT_TIMEOUT_MS}`, ...(options.schema ? [`-c search_path=${options.schema}`] : [])].join(' '),
  });
  const onIdleError = options.onIdleError ?? faultLogger((line) => console.warn(line));
  pool.on('error', (error) => onIdleError(error));
  // A connection lost while a request holds it (between the statements of a transaction) errs with no
  // one listening: the statement in flight, or the next, fails with it (answered 503), and the pool
  // drops the connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [holdWritesUntilStepUp] });
  pgPoolOf.set(db, pool);
  return { db, dialect: 'postgres' };
}

const ALREADY_ROLLED_BACK = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }), all: () => [] } as unknown as SQLite.Statement;

/**
 * better-sqlite3 keeping its prepared statements by SQL text: Kysely prepares every query anew, and
 * preparing cost more than running a short query. Statements run synchronously (Kysely never streams
 * here), so one statement is never used twice at once; SQLite prepares again by itself after a schema change.
 */
function withStatementCache(database: SQLite.Database, limit = 1000): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      // SQLite rolls a transaction back by itself on some failures (a full disk, an I/O error): Kysely's
      // own rollback then finds none, and its error would hide the one that matters.
      if (sql === 'rollback' && !database.inTransaction) return ALREADY_ROLLED_BACK;
      let statement = statements.get(sql);
      if (!statement) {
        // A transaction takes the write lock when it begins: begun deferred, one that read first and then
        // wrote failed at once (SQLITE_BUSY, answered 503) if another connection had written in between
        // (the statistics' worker, db/statistics.ts); begun immediate, it waits its turn (busy_timeout).
        statement = database.prepare(sql === 'begin' ? 'begin immediate' : sql);
        statements.set(sql, statement);
        if (statements.size > limit) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}

/** The SQLite connection under a Kysely instance (`compiledOnce` reads through it directly). */
const sqliteOf = new WeakMap<Db, SQLite.Database>();

/** The SQLite connection under `db` (undefined on PostgreSQL). */
export const sqliteConnection = (db: Db): SQLite.Database | undefined => sqliteOf.get(db);

/** The PostgreSQL pool under a Kysely instance (`compiledOnce` prepares its statements on it). */
const pgPoolOf = new WeakMap<Db, pg.Pool>();

/** Stands for the i-th value of a query compiled once. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query of fixed shape, built and compiled to SQL once: each call only binds its values. Building
 * and compiling cost Kysely more than running a short query does; the hot reads (the token check, the
 * profile, the dashboard) are made this way. `build` receives stand-ins and must use each as a plain
 * value: one it branched on or left out would be wrong at every call, so that is refused at once.
 *
 * On SQLite a read runs at once on the one connection, without waiting its turn in Kysely's queue (a
 * statement runs synchronously, so it cannot interleave with another), except while a transaction is
 * open there: the read would see that transaction's uncommitted writes, so it waits its turn.
 *
 * On PostgreSQL it is a named (prepared) statement: each connection of the pool plans it once. Sent
 * unnamed, as Kysely sends every query, the token check with the profile's figures was planned again on
 * every call, and planning cost the server more than running it (issue 28: get-profile at a third of a
 * bare read).
 */
export function compiledOnce<A extends unknown[], R>(db: Db, arity: A['length'], build: (...values: A) => Compilable<R>) {
  const compiled = build(...(Array.from({ length: arity }, (_, i) => new Slot(i)) as A)).compile();
  const bound = new Set(compiled.parameters.flatMap((p) => (p instanceof Slot ? [p.index] : [])));
  if (bound.size !== arity) throw new Error(`compiledOnce: ${arity - bound.size} value(s) not bound as parameters in ${compiled.sql}`);
  const sqlite = sqliteOf.get(db);
  const pool = pgPoolOf.get(db);
  const name = `once_${createHash('sha256').update(compiled.sql).digest('hex').slice(0, 32)}`;
  let statement: SQLite.Statement | undefined;
  return async (...values: A): Promise<R[]> => {
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? values[p.index] : p));
    if (sqlite && !sqlite.inTransaction) {
      statement ??= sqlite.prepare(compiled.sql);
      if (statement.reader) return statement.all(parameters) as R[];
    }
    if (pool) return (await pool.query({ name, text: compiled.sql, values: parameters })).rows as R[];
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}

/** `schema`: a PostgreSQL schema of its own (tests), so Kysely's bookkeeping tables live beside the data. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Falha na migração ${failed?.migrationName ?? ''}: ${String(error)}`);
}

export const now = (): number => Date.now();

/** Whether a database error is a unique constraint's (SQLite or PostgreSQL). */
export const isUniqueViolation = (e: unknown) => /UNIQUE|unique|23505/.test(`${(e as { code?: string }).code ?? ''} ${(e as Error).message ?? ''}`);
