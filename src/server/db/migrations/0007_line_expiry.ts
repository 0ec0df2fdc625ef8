// Expired lines are counted apart: `expired_counted` marks an active (paid) line already moved from the
// actives counter to the expired counter of its reseller, so that the dashboard and the totals follow
// the expiry. The first settling (core/line-counters.ts) moves the lines that expired before this column.
import type { Kysely } from 'kysely';
import { zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lines').addColumn('expired_counted', 'integer', zero).execute();
  await db.schema.createIndex('lines_expiry_due').on('lines').columns(['expired_counted', 'status', 'exp_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lines_expiry_due').execute();
  await db.schema.alterTable('lines').dropColumn('expired_counted').execute();
}
