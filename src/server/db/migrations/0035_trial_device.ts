// The visitor's device on the 'Teste automático' page (issue 43): the random id the page keeps in the
// browser and sends with each request. The same number from the same device is shown its test again
// (the box closed, the page reloaded) instead of the refusal; the tests given before have none.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trial_requests').addColumn('device', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trial_requests').dropColumn('device').execute();
}
