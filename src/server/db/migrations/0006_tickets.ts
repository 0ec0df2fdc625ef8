// Tickets of both systems (panel and portal), their chat and who read them up to when.
import type { Kysely } from 'kysely';
import { emptyText, int, withId, zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('tickets'))
    .addColumn('system', 'integer', (c) => c.notNull())
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('status', 'integer', zero)
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('technology', 'integer')
    .addColumn('resolution', 'varchar(16)', emptyText)
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('channels', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('channel_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('line_id', int, (c) => c.references('lines.id').onDelete('set null'))
    .addColumn('line_username', 'varchar(64)', emptyText)
    .addColumn('franchise', 'integer', (c) => c.notNull())
    .addColumn('blocked', 'integer', zero)
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('updated_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tickets_system_status').on('tickets').columns(['system', 'status', 'created_at']).execute();
  await db.schema.createIndex('tickets_account').on('tickets').columns(['account_id', 'system', 'status']).execute();

  await withId(db, db.schema.createTable('ticket_messages'))
    .addColumn('ticket_id', int, (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_messages_ticket').on('ticket_messages').columns(['ticket_id', 'created_at']).execute();

  await db.schema
    .createTable('ticket_reads')
    .addColumn('ticket_id', int, (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('read_at', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('ticket_reads_pk', ['ticket_id', 'account_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['ticket_reads', 'ticket_messages', 'tickets']) await db.schema.dropTable(t).execute();
}
