// Two versions of the network, bumped by triggers on every write (from any route, job or server
// instance): 'closure' when the tree's shape changes (a reseller made, moved or removed), 'counters'
// when a reseller's line counters change. The reseller list and the dashboard keep their figures over
// a big subtree in memory while these stay the same.
// On PostgreSQL the bump runs at commit (a deferred constraint trigger): the one row every write
// touches is then locked only while committing, so it neither queues writers nor joins a deadlock.
import { sql, type Kysely } from 'kysely';
import { int, isPostgres } from './helpers';

const WATCHED = { account_closure: 'closure', reseller_counters: 'counters' } as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('network_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('network_versions')
    .values(Object.values(WATCHED).map((name) => ({ name, version: 0 })))
    .execute();
  for (const [table, name] of Object.entries(WATCHED)) {
    const bump = `UPDATE network_versions SET version = version + 1 WHERE name = '${name}'`;
    if (isPostgres(db)) {
      await sql.raw(`CREATE FUNCTION bump_${name}_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bump}; RETURN NULL; END $$`).execute(db);
      await sql
        .raw(
          `CREATE CONSTRAINT TRIGGER ${table}_version AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_${name}_version()`,
        )
        .execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`CREATE TRIGGER ${table}_version_${event} AFTER ${event.toUpperCase()} ON ${table} BEGIN ${bump}; END`).execute(db);
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, name] of Object.entries(WATCHED)) {
    if (isPostgres(db)) {
      await sql.raw(`DROP TRIGGER ${table}_version ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION bump_${name}_version()`).execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER ${table}_version_${event}`).execute(db);
    }
  }
  await db.schema.dropTable('network_versions').execute();
}
