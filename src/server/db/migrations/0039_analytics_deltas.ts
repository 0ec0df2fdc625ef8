// 'Análises' off the write path (issue 45): a line's write added to the sums of its reseller and of every
// account above it in its own transaction, so every write of the network locked the admin's rows, in
// changing order (PostgreSQL's deadlocks, and the pool held by the queue behind them). The writes now
// append deltas, one per account of the chain, resolved when written (a branch moved later keeps its
// past where it was); `foldDeltas` (modules/analytics/record.ts) adds them to the sums, one folding at
// a time, every few seconds and before the screen reads.
import type { Kysely } from 'kysely';
import { int, withId, zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('analytics_month_deltas'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('due', int, zero)
    .addColumn('on_time', int, zero)
    .addColumn('late', int, zero)
    .addColumn('tests', int, zero)
    .addColumn('converted', int, zero)
    .addColumn('sales_cents', int, zero)
    .execute();
  await withId(db, db.schema.createTable('analytics_day_deltas'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('lines', int, zero)
    .addColumn('credits_cents', int, zero)
    .addColumn('sales_cents', int, zero)
    .execute();
  // The cascade of a removed account finds its rows.
  await db.schema.createIndex('analytics_month_deltas_account').on('analytics_month_deltas').column('account_id').execute();
  await db.schema.createIndex('analytics_day_deltas_account').on('analytics_day_deltas').column('account_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['analytics_day_deltas', 'analytics_month_deltas']) await db.schema.dropTable(table).execute();
}
