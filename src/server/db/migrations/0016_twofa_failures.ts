// Wrong 2FA codes asked before a DNS purchase, a DNS removal or a change of the Mercado Pago keys or
// value (the step-up): counted per account, so a code cannot be guessed (issue 19). And the request a
// code's time step was used for: a retry of that same request (its idempotency key) may use it again.
import type { Kysely } from 'kysely';
import { int, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('twofa_failures'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('twofa_failures_account').on('twofa_failures').columns(['account_id', 'created_at']).execute();
  await db.schema.alterTable('accounts').addColumn('twofa_last_request', 'varchar(200)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('twofa_last_request').execute();
  await db.schema.dropTable('twofa_failures').execute();
}
