// The recharge portal: each reseller's Mercado Pago keys (encrypted), credit value and portal balance,
// and the recharges its customers pay (one row per payment preference).
import { sql, type Kysely } from 'kysely';
import { emptyText, int, withId, zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('portal_accounts')
    .addColumn('account_id', int, (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('mp_public_key_enc', 'text')
    .addColumn('mp_access_token_enc', 'text')
    .addColumn('credit_value_cents', int, zero)
    .addColumn('credits', int, zero)
    .addColumn('updated_at', int, zero)
    .addCheckConstraint('portal_credits_not_negative', sql`credits >= 0`)
    .execute();
  await withId(db, db.schema.createTable('portal_recharges'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('username', 'text', emptyText)
    .addColumn('credits', int, zero)
    .addColumn('amount_cents', int, zero)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('preference_id', 'text', emptyText)
    .addColumn('payment_id', 'text')
    .addColumn('approved_at', int)
    .addColumn('created_at', int, zero)
    .addColumn('updated_at', int, zero)
    .execute();
  await db.schema.createIndex('portal_recharges_account').on('portal_recharges').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('portal_recharges_payment').on('portal_recharges').column('payment_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('portal_recharges').execute();
  await db.schema.dropTable('portal_accounts').execute();
}
