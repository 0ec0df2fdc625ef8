// Column helpers so one migration text serves SQLite and PostgreSQL.
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/** An auto-increment integer primary key. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, any>): CreateTableBuilder<T, any> {
  return isPostgres(db) ? table.addColumn('id', 'bigserial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Integer columns hold epoch milliseconds and hundredths of credits: 64 bits on both. */
export const int = 'bigint' as const;
export const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
export const emptyText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

/**
 * The columns of a send queue (core/outbox.ts): its status and last failure, the attempts and when the
 * next is due, the claim of the instance sending it, and `dedupe_key`, which makes a row written twice
 * (two instances, a double click) one.
 */
export const withQueueColumns = <T extends string>(table: CreateTableBuilder<T, any>): CreateTableBuilder<T, any> =>
  table
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('last_error', 'text')
    .addColumn('attempts', int, zero)
    .addColumn('next_attempt_at', int, zero)
    .addColumn('claimed_until', int, zero)
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('sent_at', int)
    .addColumn('status_at', int);
