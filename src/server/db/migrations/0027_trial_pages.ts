// 'Teste automático' (issue 29): each reseller's public test page (/t/CODIGO), the tests it gave, and a
// mark on the lines made through it. `trial_pages` holds the page's settings (one per account, its code
// unique and regenerable); `trial_requests` every test the page gave, with the visitor's number and
// address, which the page's limits count (a line deleted later still counts: its row stays, without
// the line); `lines.via_page` is the 'via página' tag of the reseller's lists.
import type { Kysely } from 'kysely';
import { emptyText, int, withId, zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trial_pages')
    .addColumn('account_id', int, (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('enabled', int, zero)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('package_id', int)
    .addColumn('test_hours', int, (c) => c.notNull())
    .addColumn('days', int, (c) => c.notNull())
    .addColumn('daily_cap', int, (c) => c.notNull())
    .addColumn('whatsapp', 'varchar(20)', emptyText)
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('updated_at', int, (c) => c.notNull())
    // Written first by every test the page gives: on PostgreSQL the row lock makes two visitors of one
    // page take their turns, so the limits are counted one test at a time.
    .addColumn('last_test_at', int)
    .execute();
  await withId(db, db.schema.createTable('trial_requests'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('line_id', int, (c) => c.references('lines.id').onDelete('set null'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('whatsapp', 'varchar(20)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trial_requests_number').on('trial_requests').columns(['account_id', 'whatsapp', 'created_at']).execute();
  await db.schema.createIndex('trial_requests_ip').on('trial_requests').columns(['account_id', 'ip', 'created_at']).execute();
  await db.schema.createIndex('trial_requests_day').on('trial_requests').columns(['account_id', 'created_at']).execute();
  await db.schema.alterTable('lines').addColumn('via_page', int, zero).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lines').dropColumn('via_page').execute();
  await db.schema.dropTable('trial_requests').execute();
  await db.schema.dropTable('trial_pages').execute();
}
