// Foundation: accounts (tree with closure table), credit ledger, settings, tokens, login security, logs.
import { sql, type Kysely } from 'kysely';
import { emptyText, int, withId, zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('accounts'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('owner_id', int, (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('profile', 'varchar(16)', (c) => c.notNull())
    .addColumn('is_master', 'integer', zero)
    .addColumn('id_franchise', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('block_admin', 'integer', zero)
    .addColumn('block_reason', 'text')
    .addColumn('email', 'varchar(32)', emptyText)
    .addColumn('email_contact', 'varchar(254)', emptyText)
    .addColumn('twofa_secret_enc', 'text')
    .addColumn('twofa_pending_enc', 'text')
    .addColumn('twofa_enabled', 'integer', zero)
    .addColumn('credits', int, (c) => c.notNull().defaultTo(0).check(sql`credits >= 0`))
    .addColumn('last_topup_at', int)
    .addColumn('tokens_valid_after', int, zero)
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_owner').on('accounts').column('owner_id').execute();

  await db.schema
    .createTable('account_closure')
    .addColumn('ancestor_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('descendant_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_closure_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  await db.schema.createIndex('account_closure_descendant').on('account_closure').columns(['descendant_id', 'depth']).execute();

  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('from_account_id', int, (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('to_account_id', int, (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('amount_cents', int, (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('sale_cents', int, zero)
    .addColumn('reason', 'text', emptyText)
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('request_id', 'varchar(128)', (c) => c.unique())
    .addColumn('actor_id', int, (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_from').on('ledger_entries').columns(['from_account_id', 'created_at']).execute();
  await db.schema.createIndex('ledger_to').on('ledger_entries').columns(['to_account_id', 'created_at']).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('token_denylist')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', int, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('username', 'varchar(128)', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('host', 'varchar(255)', emptyText)
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_ip').on('login_attempts').columns(['ip', 'created_at']).execute();
  await db.schema.createIndex('login_attempts_username').on('login_attempts').columns(['username', 'created_at']).execute();

  await db.schema
    .createTable('blocked_ips')
    .addColumn('ip', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('until', int, (c) => c.notNull())
    .addColumn('reason', 'text', emptyText)
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('used_challenges')
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', int, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('activity_log'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('actor_id', int)
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'varchar(255)', emptyText)
    .addColumn('ip', 'varchar(64)', emptyText)
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_log_account').on('activity_log').columns(['account_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('access_log'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_log_account').on('access_log').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('reseller_counters')
    .addColumn('account_id', int, (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('iptv_actives', 'integer', zero)
    .addColumn('p2p_actives', 'integer', zero)
    .addColumn('iptv_expired', 'integer', zero)
    .addColumn('p2p_expired', 'integer', zero)
    .addColumn('tests_iptv', 'integer', zero)
    .addColumn('tests_p2p', 'integer', zero)
    .addColumn('created_users', 'integer', zero)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'reseller_counters',
    'access_log',
    'activity_log',
    'used_challenges',
    'blocked_ips',
    'login_attempts',
    'token_denylist',
    'settings',
    'ledger_entries',
    'account_closure',
    'accounts',
  ])
    await db.schema.dropTable(t).execute();
}
