// The portal's public checkout keeps how many payments are pending per line and per payer address
// (issue 26): each accepted checkout adds a row, so both are capped.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('portal_recharges').addColumn('payer_ip', 'varchar(64)').execute();
  await db.schema.createIndex('portal_recharges_line_pending').on('portal_recharges').columns(['line_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('portal_recharges_payer_pending').on('portal_recharges').columns(['payer_ip', 'status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('portal_recharges_payer_pending').execute();
  await db.schema.dropIndex('portal_recharges_line_pending').execute();
  await db.schema.alterTable('portal_recharges').dropColumn('payer_ip').execute();
}
