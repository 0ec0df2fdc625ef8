// One Idempotency-Key, one operation (issue 43): the calls that create without spending (tests, tickets,
// the admin's bulk actions) claim their request id here, in the operation's transaction, with the hash of
// the call and the first answer (core/requests.ts); the paid ones keep theirs on the ledger row.
import type { Kysely } from 'kysely';
import { int } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_claims')
    .addColumn('request_id', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('request_claims').execute();
}
