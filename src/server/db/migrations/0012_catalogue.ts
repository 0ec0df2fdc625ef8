// The built-in provider's catalogue (issue 11): categories, live channels, movies and series (with
// their episodes) loaded by the admin from an M3U playlist; the temporary channels of "Jogos de Hoje";
// and the smart app users (a device MAC tied to one IPTV line).
import type { Kysely } from 'kysely';
import { emptyText, int, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('catalogue_categories'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('position', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalogue_categories_kind').on('catalogue_categories').columns(['kind', 'position']).execute();

  // A live channel, a movie or a series; `search_name` is the name without accents, in lower case.
  await withId(db, db.schema.createTable('catalogue_items'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('category_id', int, (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('search_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('logo', 'varchar(1000)', emptyText)
    .addColumn('epg_id', 'varchar(200)', emptyText)
    .addColumn('source', 'varchar(2000)', emptyText)
    .addColumn('ext', 'varchar(16)', emptyText)
    .addColumn('added_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalogue_items_kind').on('catalogue_items').columns(['kind', 'category_id']).execute();
  await db.schema.createIndex('catalogue_items_search').on('catalogue_items').columns(['kind', 'search_name']).execute();

  await withId(db, db.schema.createTable('catalogue_episodes'))
    .addColumn('series_id', int, (c) => c.notNull())
    .addColumn('season', int, (c) => c.notNull())
    .addColumn('episode', int, (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('source', 'varchar(2000)', (c) => c.notNull())
    .addColumn('ext', 'varchar(16)', emptyText)
    .addColumn('added_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalogue_episodes_series').on('catalogue_episodes').columns(['series_id', 'season', 'episode']).execute();

  // "Jogos de Hoje": a live channel of the catalogue shown again under a name of the day.
  await withId(db, db.schema.createTable('temp_channels'))
    .addColumn('stream_id', int, (c) => c.notNull())
    .addColumn('origim_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('account_id', int, (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('smart_app_users'))
    .addColumn('account_id', int, (c) => c.notNull())
    .addColumn('line_id', int, (c) => c.notNull())
    .addColumn('mac', 'varchar(17)', (c) => c.notNull().unique())
    .addColumn('id_device', 'varchar(64)', (c) => c.notNull())
    .addColumn('app', int, (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('smart_app_users_account').on('smart_app_users').column('account_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['smart_app_users', 'temp_channels', 'catalogue_episodes', 'catalogue_items', 'catalogue_categories']) await db.schema.dropTable(t).execute();
}
