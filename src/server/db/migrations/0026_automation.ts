// The panel opened to its resellers' own automation (issue 29). `api_tokens`: each account's tokens,
// the secret kept only as its SHA-256 (a token is 32 random bytes: no password hash needed to slow a
// guess), found by that hash on every call. `webhook_endpoints`: where an account wants its events
// (the signing secret encrypted at rest, since it must sign with it). `webhook_deliveries`: one row per
// event and endpoint, an outbox like Telegram's (core/outbox.ts): written in the transaction of the
// change, sent by whichever instance claims it; `dedupe_key` makes an event that two instances or two
// rounds of the expiry job would write one row.
import type { Kysely } from 'kysely';
import { emptyText, int, withId, withQueueColumns } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('api_tokens'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(24)', (c) => c.notNull())
    .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('allowed_ips', 'text', emptyText)
    .addColumn('per_minute', int, (c) => c.notNull().defaultTo(60))
    .addColumn('expires_at', int)
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('last_used_at', int)
    .addColumn('last_used_ip', 'varchar(64)', emptyText)
    .addColumn('revoked_at', int)
    .execute();
  await db.schema.createIndex('api_tokens_account').on('api_tokens').columns(['account_id', 'id']).execute();

  await withId(db, db.schema.createTable('webhook_endpoints'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('failing_since', int)
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_account').on('webhook_endpoints').columns(['account_id']).execute();

  await withQueueColumns(
    withId(db, db.schema.createTable('webhook_deliveries'))
      .addColumn('endpoint_id', int, (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
      .addColumn('event_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('event_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('response_status', int),
  ).execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
  await db.schema.dropTable('api_tokens').execute();
}
