// Notices by Telegram (issue 22): each account's link to a chat (with the notices it wants), the
// one-time codes that make a link, and the outbox every notice goes through: written with what
// caused it, sent by whichever server instance claims it first, retried with backoff. `dedupe_key`
// makes a notice that several instances would write (the 09:00 summary) one row.
import type { Kysely } from 'kysely';
import { emptyText, int, withId, zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('telegram_links')
    .addColumn('account_id', int, (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('chat_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('tg_username', 'varchar(64)')
    .addColumn('prefs', 'text', emptyText)
    .addColumn('low_credits', int, zero)
    .addColumn('low_notified', int, zero)
    .addColumn('linked_at', int, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('telegram_link_codes')
    .addColumn('code_hash', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('expires_at', int, (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('outbox'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('chat_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', int, zero)
    .addColumn('next_attempt_at', int, zero)
    .addColumn('claimed_until', int, zero)
    .addColumn('last_error', 'text')
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('sent_at', int)
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_account').on('outbox').columns(['account_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('telegram_link_codes').execute();
  await db.schema.dropTable('telegram_links').execute();
}
