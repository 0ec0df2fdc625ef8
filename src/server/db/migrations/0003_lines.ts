// Customer lines (IPTV, P2P, new P2P) kept by the built-in provider, their packages, and the link shortener.
import type { Kysely } from 'kysely';
import { emptyText, int, withId, zero } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('lines'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('account_id', int, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('password', 'varchar(64)', (c) => c.notNull())
    .addColumn('whatsapp', 'varchar(16)', (c) => c.notNull().defaultTo('0'))
    .addColumn('note', 'varchar(500)', emptyText)
    .addColumn('package_id', int)
    .addColumn('bouquets', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('exp_at', int, (c) => c.notNull())
    .addColumn('trust_used', 'integer', zero)
    .addColumn('mac', 'varchar(17)')
    .addColumn('origin', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .addUniqueConstraint('lines_kind_username', ['kind', 'username'])
    .execute();
  await db.schema.createIndex('lines_account').on('lines').columns(['account_id', 'kind', 'exp_at']).execute();
  await db.schema.createIndex('lines_created').on('lines').columns(['account_id', 'created_at']).execute();

  // The line a purchase paid for, so a retried request answers with the same line.
  await db.schema.alterTable('ledger_entries').addColumn('line_id', int).execute();

  await withId(db, db.schema.createTable('line_packages'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();
  const packages = [
    ['iptv_package', 'COMPLETO'],
    ['iptv_package', 'COMPLETO SEM ADULTOS'],
    ['iptv_package', 'BÁSICO'],
    ['iptv_bouquet', 'CANAIS ABERTOS'],
    ['iptv_bouquet', 'ESPORTES'],
    ['iptv_bouquet', 'FILMES E SÉRIES'],
    ['iptv_bouquet', 'INFANTIL'],
    ['iptv_bouquet', 'ADULTOS'],
    ['p2p_product', 'PLANO COMPLETO'],
    ['p2p_product', 'PLANO COMPLETO SEM ADULTOS'],
  ];
  await db
    .insertInto('line_packages')
    .values(packages.map(([kind, name]) => ({ kind, name })))
    .execute();

  // Failed line logins at player_api.php, for the blacklist screen.
  await withId(db, db.schema.createTable('line_attempts'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('username', 'varchar(64)', emptyText)
    .addColumn('password', 'varchar(64)', emptyText)
    .addColumn('host', 'varchar(255)', emptyText)
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('line_attempts_ip').on('line_attempts').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('short_links')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['short_links', 'line_attempts', 'line_packages', 'lines']) await db.schema.dropTable(t).execute();
  await db.schema.alterTable('ledger_entries').dropColumn('line_id').execute();
}
