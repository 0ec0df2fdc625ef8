// 'Lixeira' de revendas (issue 30): a deleted reseller, network or tree is kept here, whole, for the
// line trash's period instead of being erased. `rows` holds every row of every table that went with the
// accounts (modules/trash/accounts.ts names those tables once), `nulled` the rows of others whose
// reference to them was set to null (the ledger), `refunds` the credits each account gave back to
// `heir_id` (the owner, or the reseller itself for a network). `account_trash_names` keeps the logins
// and line usernames of an entry reserved while it waits (unique with their kind, as in `accounts` and
// `lines`); they go with the entry. An account sees the entries whose heir is in its subtree.
import type { Kysely } from 'kysely';
import { emptyText, int, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('account_trash'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('top_id', int, (c) => c.notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('heir_id', int, (c) => c.notNull())
    .addColumn('accounts', int, (c) => c.notNull())
    .addColumn('lines', int, (c) => c.notNull())
    .addColumn('refunded_cents', int, (c) => c.notNull())
    .addColumn('refunds', 'text', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('nulled', 'text', (c) => c.notNull())
    .addColumn('deleted_at', int, (c) => c.notNull())
    .addColumn('deleted_by', 'varchar(64)', emptyText)
    .execute();
  await db.schema.createIndex('account_trash_heir').on('account_trash').columns(['heir_id', 'deleted_at']).execute();
  await db.schema.createIndex('account_trash_deleted').on('account_trash').columns(['deleted_at']).execute();
  await db.schema
    .createTable('account_trash_names')
    .addColumn('trash_id', int, (c) => c.notNull().references('account_trash.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addUniqueConstraint('account_trash_names_kind_username', ['kind', 'username'])
    .execute();
  await db.schema.createIndex('account_trash_names_trash').on('account_trash_names').columns(['trash_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_trash_names').execute();
  await db.schema.dropTable('account_trash').execute();
}
