// 'Vencimentos' (issue 22): when the last reminder of its expiry was sent for a line ('lembrete enviado
// em ...'), and an index to read a network's lines by expiry day across its accounts.
import type { Kysely } from 'kysely';
import { int } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lines').addColumn('reminded_at', int).execute();
  await db.schema.createIndex('lines_status_exp').on('lines').columns(['status', 'exp_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lines_status_exp').execute();
  await db.schema.alterTable('lines').dropColumn('reminded_at').execute();
}
