// What the line provider interface needs on each line: the provider's own id of it, the device code
// a new P2P app line was generated from, and the last successful login (online status of the
// built-in provider).
import type { Kysely } from 'kysely';
import { int } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lines').addColumn('provider_ref', 'varchar(64)').execute();
  await db.schema.alterTable('lines').addColumn('device_code', 'varchar(16)').execute();
  await db.schema.alterTable('lines').addColumn('last_seen_at', int).execute();
  await db.schema.alterTable('lines').addColumn('last_seen_ip', 'varchar(64)').execute();
  await db.schema.createIndex('lines_device_code').on('lines').columns(['kind', 'device_code']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lines_device_code').execute();
  for (const column of ['last_seen_ip', 'last_seen_at', 'device_code', 'provider_ref']) await db.schema.alterTable('lines').dropColumn(column).execute();
}
