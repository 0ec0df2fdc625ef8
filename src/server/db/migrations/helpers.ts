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
