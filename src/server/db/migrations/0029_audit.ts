// 'Alterações' (issue 30): every change of a line, reseller, setting, package or API token, with who
// made it (and from where, and through which token) and its fields before and after, written in the
// transaction of the change (core/audit.ts). `owner_id` is the account whose subtree the item is in:
// an account reads the changes of its own subtree, through the closure table.
import type { Kysely } from 'kysely';
import { emptyText, int, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('owner_id', int, (c) => c.notNull())
    .addColumn('actor_id', int)
    .addColumn('actor_name', 'varchar(64)', emptyText)
    .addColumn('ip', 'varchar(64)', emptyText)
    .addColumn('via', 'varchar(80)', emptyText)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('item_label', 'varchar(200)', emptyText)
    .addColumn('action', 'varchar(200)', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_owner').on('audit_log').columns(['owner_id', 'id']).execute();
  await db.schema.createIndex('audit_log_item').on('audit_log').columns(['kind', 'item_id', 'id']).execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
