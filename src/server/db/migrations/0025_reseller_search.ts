// The reseller list's search by index (issue 28): a piece of the username, WhatsApp or contact e-mail,
// in any case, is found through an index of trigrams instead of a LIKE over every account below the
// caller. The search keeps its LIKE (ILIKE on PostgreSQL), so it answers the same rows; the index only
// narrows where it looks.
// SQLite: an FTS5 table with the trigram tokenizer over those columns of `accounts` (external content:
// it keeps only the index), kept by triggers in the transaction of every write; the search asks it
// (MATCH) for the rows holding the pattern's pieces, as FTS5 does for a LIKE on one of its columns.
// PostgreSQL: GIN indexes of pg_trgm, kept by PostgreSQL itself; the planner uses them for the ILIKE.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

const SEARCHED = ['username', 'email', 'email_contact'] as const;

/**
 * The extension the indexes need, in public (the tests' schemas come and go). A backup of one schema
 * does not carry it: the restore runs this before pg_restore (backups/restore.ts).
 */
export const PG_TRGM = 'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public';
const columns = (row: 'NEW' | 'OLD') => `${row}.id, ${SEARCHED.map((c) => `${row}.${c}`).join(', ')}`;
const INDEX = `INSERT INTO accounts_search (rowid, ${SEARCHED.join(', ')}) VALUES (${columns('NEW')})`;
// An external-content FTS5 table forgets a row by being told the values it indexed.
const FORGET = `INSERT INTO accounts_search (accounts_search, rowid, ${SEARCHED.join(', ')}) VALUES ('delete', ${columns('OLD')})`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // Installed once per database, in public (the tests' schemas come and go); if it already was,
    // wherever that was: its operator class is named with its schema, as search_path may not hold it.
    await sql.raw(PG_TRGM).execute(db);
    const { rows } = await sql<{ schema: string }>`SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
    // Without fastupdate a write goes into the index at once: with it, new rows wait in a pending list
    // that every search reads whole until a vacuum, and the planner rightly prefers the table scan.
    for (const c of SEARCHED) {
      await sql.raw(`CREATE INDEX accounts_search_${c} ON accounts USING gin (${c} ${rows[0].schema}.gin_trgm_ops) WITH (fastupdate = off)`).execute(db);
    }
    return;
  }
  await sql
    .raw(
      `CREATE VIRTUAL TABLE accounts_search USING fts5(${SEARCHED.join(', ')}, content='accounts', content_rowid='id', tokenize='trigram case_sensitive 0 remove_diacritics 0')`,
    )
    .execute(db);
  await sql.raw(`INSERT INTO accounts_search (accounts_search) VALUES ('rebuild')`).execute(db);
  await sql.raw(`CREATE TRIGGER accounts_search_insert AFTER INSERT ON accounts BEGIN ${INDEX}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER accounts_search_delete AFTER DELETE ON accounts BEGIN ${FORGET}; END`).execute(db);
  // Only a write to a searched column touches the index (not the credits, the status or a login's 2FA step).
  await sql.raw(`CREATE TRIGGER accounts_search_update AFTER UPDATE OF ${SEARCHED.join(', ')} ON accounts BEGIN ${FORGET}; ${INDEX}; END`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // The extension stays: other schemas' indexes, or the DBA's, may use it.
    for (const c of SEARCHED) await sql.raw(`DROP INDEX accounts_search_${c}`).execute(db);
    return;
  }
  for (const t of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER accounts_search_${t}`).execute(db);
  await sql.raw('DROP TABLE accounts_search').execute(db);
}
