// Network infrastructure (issue 10): balancers, the admin's DNS list, DNS activators, the DNS a reseller
// buys or adds (dns_domains, shared down the tree, one current per account), their log, the built-in
// registrar's own records, and the DNS collector.
import type { Kysely } from 'kysely';
import { emptyText, int, withId, zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('balancers'))
    .addColumn('name', 'text', emptyText)
    .addColumn('ip', 'text', emptyText)
    .addColumn('created_at', int, zero)
    .execute();
  await withId(db, db.schema.createTable('dns_entries'))
    .addColumn('name', 'text', emptyText)
    .addColumn('dns', 'text', emptyText)
    .addColumn('created_at', int, zero)
    .execute();
  await withId(db, db.schema.createTable('dns_activators'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', emptyText)
    .addColumn('dns', 'text', emptyText)
    .addColumn('updated_at', int, zero)
    .execute();
  await db.schema.createIndex('dns_activators_account').on('dns_activators').column('account_id').execute();

  await withId(db, db.schema.createTable('dns_domains'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('position', int, zero)
    .addColumn('share_depth', int, zero)
    .addColumn('due_at', int)
    .addColumn('status', int, zero)
    .addColumn('buy_cents', int, zero)
    .addColumn('renew_cents', int, zero)
    .addColumn('auto_renew', int, zero)
    .addColumn('removed', int, zero)
    .addColumn('manual', int, zero)
    .addColumn('renew_refused_due', int)
    .addColumn('created_at', int, zero)
    .execute();
  await db.schema.createIndex('dns_domains_account').on('dns_domains').column('account_id').execute();
  await db.schema
    .createTable('dns_shared_off')
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('domain_id', int, (c) => c.notNull().references('dns_domains.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dns_shared_off_pk', ['account_id', 'domain_id'])
    .execute();
  await db.schema
    .createTable('dns_current')
    .addColumn('account_id', int, (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('domain_id', int, (c) => c.notNull().references('dns_domains.id').onDelete('cascade'))
    .execute();
  await withId(db, db.schema.createTable('dns_logs'))
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('actor_id', int, (c) => c.notNull())
    .addColumn('description', 'text', emptyText)
    .addColumn('ip', 'text', emptyText)
    .addColumn('created_at', int, zero)
    .execute();
  await db.schema.createIndex('dns_logs_account').on('dns_logs').columns(['account_id', 'id']).execute();
  await db.schema
    .createTable('registrar_builtin')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', int, zero)
    .addColumn('target', 'text', emptyText)
    .addColumn('created_at', int, zero)
    .execute();

  await withId(db, db.schema.createTable('dns_collector'))
    .addColumn('host', 'text', (c) => c.notNull().unique())
    .addColumn('franchise', 'text', emptyText)
    .addColumn('local', 'text', emptyText)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('blocked_at', int)
    .addColumn('checked_at', int)
    .addColumn('created_at', int, zero)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'dns_collector',
    'registrar_builtin',
    'dns_logs',
    'dns_current',
    'dns_shared_off',
    'dns_domains',
    'dns_activators',
    'dns_entries',
    'balancers',
  ])
    await db.schema.dropTable(table).execute();
}
