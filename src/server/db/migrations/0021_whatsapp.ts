// Reminders by the WhatsApp Cloud API (issue 22): each account's own number (its token encrypted at
// rest, its approved template, the automatic reminder's days) and every message sent through it, with
// its delivery status from Meta's webhook. The messages table is an outbox: written by the request or
// the daily job, sent by whichever server instance claims the row. `dedupe_key` makes a reminder that a
// double click or two instances would write one row; `wamid` is Meta's id, how the webhook finds it.
import type { Kysely } from 'kysely';
import { emptyText, int, withId, withQueueColumns, zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('whatsapp_accounts')
    .addColumn('account_id', int, (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('phone_number_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('token_enc', 'text', (c) => c.notNull())
    .addColumn('template_name', 'varchar(512)', (c) => c.notNull())
    .addColumn('template_language', 'varchar(16)', (c) => c.notNull().defaultTo('pt_BR'))
    .addColumn('auto_days', int, zero)
    .addColumn('display_phone_number', 'varchar(32)', emptyText)
    .addColumn('portal_url', 'varchar(300)', emptyText)
    .addColumn('verified_at', int, (c) => c.notNull())
    .execute();
  await withQueueColumns(
    withId(db, db.schema.createTable('whatsapp_messages'))
      .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      // A deleted line keeps its history (the username is in `params`).
      .addColumn('line_id', int, (c) => c.references('lines.id').onDelete('set null'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('to', 'varchar(32)', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('wamid', 'varchar(200)', (c) => c.unique()),
  ).execute();
  await db.schema.createIndex('whatsapp_messages_due').on('whatsapp_messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('whatsapp_messages_account').on('whatsapp_messages').columns(['account_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('whatsapp_messages').execute();
  await db.schema.dropTable('whatsapp_accounts').execute();
}
