// A recharge remembers the customer's line it pays for (a username can name one line of each kind),
// so that its approval renews exactly that line.
import type { Kysely } from 'kysely';
import { int } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('portal_recharges').addColumn('line_id', int).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('portal_recharges').dropColumn('line_id').execute();
}
