// Sessions and devices, and the 2FA recovery codes (issue 30). `sessions` has one row per login, keyed
// by its access token's jti: the device read from the User-Agent, the address, when it began and was
// last used (written at most once a minute), when its token expires and when it was ended (logout,
// 'Encerrar', a password change, the admin). A session counts as open while it is not ended, not
// expired and began after the account's `tokens_valid_after` (a block or password change ends them
// all at once without touching the rows). `twofa_recovery_codes` keeps the SHA-256 of each one-time
// code; `used_at` is set by one conditional update, so a code logs in once.
import type { Kysely } from 'kysely';
import { int, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('sessions'))
    .addColumn('jti', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('device', 'varchar(120)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('last_used_at', int, (c) => c.notNull())
    .addColumn('expires_at', int, (c) => c.notNull())
    .addColumn('ended_at', int)
    .execute();
  await db.schema.createIndex('sessions_account').on('sessions').columns(['account_id', 'expires_at']).execute();
  await withId(db, db.schema.createTable('twofa_recovery_codes'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('used_at', int)
    .execute();
  await db.schema.createIndex('twofa_recovery_codes_account').on('twofa_recovery_codes').columns(['account_id', 'code_hash']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('twofa_recovery_codes').execute();
  await db.schema.dropTable('sessions').execute();
}
