// Settings and communication: announcements, messages to resellers (read until dismissed), login
// backgrounds, exempt DNS of the IPTV migrator and the franchises' rotation DNS. Telegram links move
// to the scoped keys (`telegram.f{franchise}` by the admin, `telegram.a{id}` by a master).
import { sql, type Kysely } from 'kysely';
import { int, withId, zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('announcements'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('updated_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('announcements_type').on('announcements').columns(['type', 'created_at']).execute();

  await withId(db, db.schema.createTable('messages'))
    .addColumn('from_account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('to_account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('read_at', int)
    .execute();
  await db.schema.createIndex('messages_to').on('messages').columns(['to_account_id', 'read_at']).execute();

  await withId(db, db.schema.createTable('backgrounds'))
    .addColumn('franchise', 'integer', (c) => c.notNull())
    .addColumn('file', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(32)', (c) => c.notNull())
    .addColumn('size', int, zero)
    .addColumn('account_id', int, (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('backgrounds_franchise').on('backgrounds').columns(['franchise', 'created_at']).execute();

  await withId(db, db.schema.createTable('migration_dns'))
    .addColumn('url', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('limit_days', 'integer', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('rotation_dns'))
    .addColumn('dns', 'varchar(255)', (c) => c.notNull())
    .addColumn('franchise', 'integer', (c) => c.notNull())
    .addColumn('account_id', int, (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('current', 'integer', zero)
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .addUniqueConstraint('rotation_dns_unique', ['franchise', 'dns'])
    .execute();

  // The old per-franchise Telegram link ('telegram.1') becomes the franchise default ('telegram.f1').
  await sql`update settings set key = 'telegram.f' || substr(key, 10) where key in ('telegram.1', 'telegram.3', 'telegram.4')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update settings set key = 'telegram.' || substr(key, 11) where key in ('telegram.f1', 'telegram.f3', 'telegram.f4')`.execute(db);
  for (const t of ['rotation_dns', 'migration_dns', 'backgrounds', 'messages', 'announcements']) await db.schema.dropTable(t).execute();
}
