// A new catalogue is loaded in short batches (issue 19): its rows first go into staging tables, each
// batch in a transaction of its own, and replace the live catalogue in one short transaction at the
// end, so readers see the whole old catalogue or the whole new one and the one SQLite connection is
// never held for the seconds a big list takes. `catalogue_load` holds the one load under way (one row
// at most, kept fresh by every batch), so a second load is refused and a load whose process died is
// taken over once its row goes stale. Staged ids are numbered 1..n by the load itself and become
// live ids past the tables' sequences at the swap.
import type { Kysely } from 'kysely';
import { emptyText, int } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_load')
    .addColumn('slot', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('load_id', int, (c) => c.notNull())
    .addColumn('account_id', int, (c) => c.notNull())
    .addColumn('started_at', int, (c) => c.notNull())
    .addColumn('touched_at', int, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('catalogue_staged_categories')
    .addColumn('load_id', int, (c) => c.notNull())
    .addColumn('id', int, (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('position', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_staged_categories_pk', ['load_id', 'id'])
    .execute();

  await db.schema
    .createTable('catalogue_staged_items')
    .addColumn('load_id', int, (c) => c.notNull())
    .addColumn('id', int, (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('category_id', int, (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('search_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('logo', 'varchar(1000)', emptyText)
    .addColumn('epg_id', 'varchar(200)', emptyText)
    .addColumn('source', 'varchar(2000)', emptyText)
    .addColumn('ext', 'varchar(16)', emptyText)
    .addColumn('added_at', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_staged_items_pk', ['load_id', 'id'])
    .execute();

  await db.schema
    .createTable('catalogue_staged_episodes')
    .addColumn('load_id', int, (c) => c.notNull())
    .addColumn('id', int, (c) => c.notNull())
    .addColumn('series_id', int, (c) => c.notNull())
    .addColumn('season', int, (c) => c.notNull())
    .addColumn('episode', int, (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('source', 'varchar(2000)', (c) => c.notNull())
    .addColumn('ext', 'varchar(16)', emptyText)
    .addColumn('added_at', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_staged_episodes_pk', ['load_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['catalogue_staged_episodes', 'catalogue_staged_items', 'catalogue_staged_categories', 'catalogue_load'])
    await db.schema.dropTable(t).execute();
}
