// Which of a reseller's lines changed since a version of its lists (issue 28): a screen that holds a
// list asks only for what changed since the version it holds, instead of the whole list again. Every
// write to a line records the line under the version it bumped (migration 0014), in the same trigger,
// so no write path can forget it; a deleted line, or one moved to another reseller or kind, keeps its
// record, which tells the screens to drop it.
import { sql, type Kysely } from 'kysely';
import { int, isPostgres } from './helpers';

const BUMP = (account: string) =>
  `INSERT INTO line_versions (account_id, version) VALUES (${account}, 1) ON CONFLICT (account_id) DO UPDATE SET version = line_versions.version + 1`;
const RECORD = (row: 'NEW' | 'OLD') =>
  `INSERT INTO line_changes (account_id, line_id, version) VALUES (${row}.account_id, ${row}.id, (SELECT version FROM line_versions WHERE account_id = ${row}.account_id))
   ON CONFLICT (account_id, line_id) DO UPDATE SET version = excluded.version`;

/** The triggers of migration 0014, with or without recording each line's change. */
async function lineTriggers(db: Kysely<any>, record: boolean) {
  const and = (row: 'NEW' | 'OLD') => (record ? ` ${RECORD(row)};` : '');
  if (isPostgres(db)) {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION bump_line_version() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF TG_OP <> 'INSERT' THEN ${BUMP('OLD.account_id')};${and('OLD')} END IF;
           IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.account_id <> OLD.account_id) THEN ${BUMP('NEW.account_id')}; END IF;
           IF TG_OP <> 'DELETE' THEN${and('NEW') || ' NULL;'} END IF;
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    return;
  }
  for (const t of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER lines_version_${t}`).execute(db);
  await sql.raw(`CREATE TRIGGER lines_version_insert AFTER INSERT ON lines BEGIN ${BUMP('NEW.account_id')};${and('NEW')} END`).execute(db);
  await sql.raw(`CREATE TRIGGER lines_version_delete AFTER DELETE ON lines BEGIN ${BUMP('OLD.account_id')};${and('OLD')} END`).execute(db);
  await sql
    .raw(`CREATE TRIGGER lines_version_update AFTER UPDATE ON lines BEGIN ${BUMP('OLD.account_id')}; ${BUMP('NEW.account_id')};${and('OLD')}${and('NEW')} END`)
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('line_changes')
    .addColumn('account_id', int, (c) => c.notNull())
    .addColumn('line_id', int, (c) => c.notNull())
    .addColumn('version', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('line_changes_pk', ['account_id', 'line_id'])
    .execute();
  await db.schema.createIndex('line_changes_version').on('line_changes').columns(['account_id', 'version']).execute();
  // The lines whose online mark went off since a screen's cursor, found by range (lists/changes).
  await db.schema.createIndex('lines_seen').on('lines').columns(['account_id', 'last_seen_at']).execute();
  await lineTriggers(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await lineTriggers(db, false);
  await db.schema.dropIndex('lines_seen').execute();
  await db.schema.dropTable('line_changes').execute();
}
