// A ledger row remembers a hash of the call that made it (route, ids, body), so an Idempotency-Key
// reused for a different request is refused instead of answering the first one.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('request_hash', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ledger_entries').dropColumn('request_hash').execute();
}
