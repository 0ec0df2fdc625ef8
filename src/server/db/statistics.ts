// The query planner's statistics (ANALYZE), fresh at the start and every hour. Without them SQLite
// counted a reseller's expiring lines by walking the whole network's week of expiries and probing the
// tree for each line: 64 ms for a reseller with 45 lines among 1 000 000, 0.2 ms with them, because
// SQLite (built with STAT4) then plans each caller's query by the size of its own subtree. PostgreSQL's
// autovacuum keeps them too, but only some time after a bulk write (an import, the bench's network):
// here only what needs it is analyzed, on both.
import { sql } from 'kysely';
import { inSqliteWorker } from './sqlite-worker';
import { sqliteConnection, type Db } from '.';

/**
 * `PRAGMA optimize` analyzes what needs it (every table the first time; then the ones whose size moved
 * a lot), on a connection of its own in a worker: a whole ANALYZE of 1 000 000 lines takes seconds.
 */
const OPTIMIZE = `
const database = new SQLite(workerData.file, { fileMustExist: true });
database.pragma('busy_timeout = 5000');
try {
  database.pragma('optimize = 0x10002');
} finally {
  database.close();
}
`;

export async function refreshStatistics(db: Db): Promise<void> {
  const sqlite = sqliteConnection(db);
  if (!sqlite) {
    // As SQLite's optimize: the tables never analyzed, and those a tenth of whose rows changed since (an
    // ANALYZE of every table at the peak held it up for seconds).
    const tables = await sql<{ name: string }>`select relname as name from pg_stat_user_tables
      where schemaname = current_schema()
        and (coalesce(last_analyze, last_autoanalyze) is null or n_mod_since_analyze > greatest(50, n_live_tup / 10))`.execute(db);
    for (const { name } of tables.rows) await sql`analyze ${sql.id(name)}`.execute(db);
    return;
  }
  if (sqlite.memory) await sql`pragma optimize = 0x10002`.execute(db);
  else await inSqliteWorker(OPTIMIZE, { file: sqlite.name });
  // The panel's connection loads what the worker wrote (its prepared statements plan again by themselves).
  await sql`analyze sqlite_schema`.execute(db);
}
