// Every write to a reseller's lines (from any route, job or server instance) bumps that reseller's
// version, so a whole list answered once can be answered again from memory until something changes.
// Triggers rather than application code: no write path can forget it.
import { sql, type Kysely } from 'kysely';
import { int, isPostgres } from './helpers';

const BUMP = (account: string) =>
  `INSERT INTO line_versions (account_id, version) VALUES (${account}, 1) ON CONFLICT (account_id) DO UPDATE SET version = line_versions.version + 1`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('line_versions')
    .addColumn('account_id', int, (c) => c.primaryKey())
    .addColumn('version', int, (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await sql
      .raw(
        `CREATE FUNCTION bump_line_version() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF TG_OP <> 'INSERT' THEN ${BUMP('OLD.account_id')}; END IF;
           IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.account_id <> OLD.account_id) THEN ${BUMP('NEW.account_id')}; END IF;
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    await sql.raw('CREATE TRIGGER lines_version AFTER INSERT OR UPDATE OR DELETE ON lines FOR EACH ROW EXECUTE FUNCTION bump_line_version()').execute(db);
    return;
  }
  await sql.raw(`CREATE TRIGGER lines_version_insert AFTER INSERT ON lines BEGIN ${BUMP('NEW.account_id')}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER lines_version_delete AFTER DELETE ON lines BEGIN ${BUMP('OLD.account_id')}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER lines_version_update AFTER UPDATE ON lines BEGIN ${BUMP('OLD.account_id')}; ${BUMP('NEW.account_id')}; END`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('DROP TRIGGER lines_version ON lines').execute(db);
    await sql.raw('DROP FUNCTION bump_line_version()').execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER lines_version_${t}`).execute(db);
  }
  await db.schema.dropTable('line_versions').execute();
}
