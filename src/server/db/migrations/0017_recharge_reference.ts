// The portal's checkout keeps no row until the gateway has accepted the payment preference (issue 19):
// the preference then carries a random reference instead of the row's id, and the approval finds the
// row by it. Rows kept before keep their id as their reference, so a payment of theirs still lands.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('portal_recharges').addColumn('reference', 'varchar(64)').execute();
  await db.updateTable('portal_recharges').set({ reference: sql`CAST(id AS varchar(64))` }).execute();
  await db.schema.createIndex('portal_recharges_reference').unique().on('portal_recharges').column('reference').execute();
  // The sweep that marks unpaid checkouts expired reads pending rows by age.
  await db.schema.createIndex('portal_recharges_status').on('portal_recharges').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('portal_recharges_status').execute();
  await db.schema.dropIndex('portal_recharges_reference').execute();
  await db.schema.alterTable('portal_recharges').dropColumn('reference').execute();
}
