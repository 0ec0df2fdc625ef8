// Login throttling per account (issue 14): one attempt per account per growing delay, claimed
// atomically across instances, instead of a lock that anyone could put on the owner; the last
// 2FA time step used per account, so a code serves one login only; and the user a claimed proof of
// work is held for between the password and the 2FA code.
import type { Kysely } from 'kysely';
import { int } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('username', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('not_before', int, (c) => c.notNull())
    .execute();
  await db.schema.alterTable('accounts').addColumn('twofa_last_step', int).execute();
  // A proof of work claimed by a login that stopped at the 2FA prompt: that user may finish with it.
  await db.schema.alterTable('used_challenges').addColumn('held_for', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('used_challenges').dropColumn('held_for').execute();
  await db.schema.alterTable('accounts').dropColumn('twofa_last_step').execute();
  await db.schema.dropTable('login_throttle').execute();
}
