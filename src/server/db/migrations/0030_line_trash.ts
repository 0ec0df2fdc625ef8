// 'Lixeira' (issue 30): a deleted line is kept here, whole, for the admin's period (30 days by default)
// instead of being erased, so 'Restaurar' gives it back as it was. Its username stays reserved
// (unique with its kind, as in `lines`). `account_id` is its reseller: an account sees the trash of
// its own subtree.
import type { Kysely } from 'kysely';
import { emptyText, int } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('line_trash')
    .addColumn('line_id', int, (c) => c.primaryKey())
    .addColumn('account_id', int, (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('deleted_at', int, (c) => c.notNull())
    .addColumn('deleted_by', 'varchar(64)', emptyText)
    .addUniqueConstraint('line_trash_kind_username', ['kind', 'username'])
    .execute();
  await db.schema.createIndex('line_trash_account').on('line_trash').columns(['account_id', 'deleted_at']).execute();
  await db.schema.createIndex('line_trash_deleted').on('line_trash').columns(['deleted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('line_trash').execute();
}
