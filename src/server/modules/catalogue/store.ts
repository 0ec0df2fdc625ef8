// A new catalogue, loaded in steps that let the other requests through (issue 19: a 19 MB list held every
// request for 8 s, and on SQLite the one connection with them). Its rows go into the staging tables in
// batches of CATALOGUE_LOAD_BATCH, each batch a transaction of its own followed by a yield to the event
// loop; one transaction then swaps them in for the live rows, so readers see the whole old catalogue or
// the whole new one (the live tables keep their shape: player_api.php reads them as before). The swap is
// a copy inside the database, the one step that takes time with the list's size (on SQLite some 0.3 s
// for 150 000 entries, against the seconds of the whole load). The temporary channels are pointed again
// at the channels of every new list.
import { setImmediate } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db, Tx } from '../../db';
import { isPostgres } from '../../db/migrations/helpers';
import type { PlaylistEntry } from './m3u';
import { saveImageOrigins } from '../../core/image-origins';
import { touch, type CatalogueLoad } from './slot';
import { plan, staging, type LoadSummary } from './staging';
import { refreshTempChannels } from './temp-channels';

/**
 * The highest id a live table has handed out (SQLite: its AUTOINCREMENT counter, which ids given by
 * hand move on; PostgreSQL: a value taken from its sequence, moved past the new rows by `moveSequence`).
 */
async function idBase(tx: Tx, table: string): Promise<number> {
  if (isPostgres(tx)) return Number((await sql<{ v: number }>`select nextval(pg_get_serial_sequence(${table}, 'id')) as v`.execute(tx)).rows[0].v);
  const row = (await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(tx)).rows[0];
  return Number(row?.seq ?? 0);
}
async function moveSequence(tx: Tx, table: string, last: number): Promise<void> {
  if (isPostgres(tx)) await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${last})`.execute(tx);
}
const plus = (base: number) => sql<number>`cast(${base} as bigint)`;

/**
 * Loads `entries` as the new catalogue: staged in batches, then swapped in. `onSwap` runs inside the
 * swap's transaction (the activity log goes with the new catalogue or not at all). On failure the live
 * catalogue is untouched; the caller runs endLoad either way.
 */
export async function storeCatalogue(
  db: Db,
  load: CatalogueLoad,
  entries: PlaylistEntry[],
  at: number,
  onSwap?: (tx: Tx, summary: LoadSummary) => Promise<void>,
): Promise<LoadSummary> {
  const { batches, summary } = await plan(load, entries, at);
  for (const batch of batches()) {
    await db.transaction().execute(async (tx) => {
      await touch(tx, load, Date.now());
      await staging.writeBatch(tx, batch);
    });
    await setImmediate();
  }

  await db.transaction().execute(async (tx) => {
    // PostgreSQL: no other writer of these tables until the swap commits (readers go on with the old
    // rows); temp_channels first, as the routes of today's games take it before the catalogue's tables.
    if (isPostgres(tx)) await sql`lock table temp_channels, catalogue_categories, catalogue_items, catalogue_episodes in exclusive mode`.execute(tx);
    await touch(tx, load, Date.now());
    await tx.deleteFrom('catalogue_episodes').execute();
    await tx.deleteFrom('catalogue_items').execute();
    await tx.deleteFrom('catalogue_categories').execute();
    const categories = await idBase(tx, 'catalogue_categories');
    const items = await idBase(tx, 'catalogue_items');
    const episodes = await idBase(tx, 'catalogue_episodes');
    await tx
      .insertInto('catalogue_categories')
      .columns(['id', 'kind', 'name', 'position'])
      .expression(
        tx
          .selectFrom('catalogue_staged_categories')
          .select([sql<number>`id + ${plus(categories)}`.as('id'), 'kind', 'name', 'position'])
          .where('load_id', '=', load.id),
      )
      .execute();
    await tx
      .insertInto('catalogue_items')
      .columns(['id', 'kind', 'category_id', 'name', 'search_name', 'logo', 'epg_id', 'source', 'ext', 'added_at'])
      .expression(
        tx
          .selectFrom('catalogue_staged_items')
          .select([
            sql<number>`id + ${plus(items)}`.as('id'),
            'kind',
            sql<number>`category_id + ${plus(categories)}`.as('category_id'),
            'name',
            'search_name',
            'logo',
            'epg_id',
            'source',
            'ext',
            'added_at',
          ])
          .where('load_id', '=', load.id),
      )
      .execute();
    await tx
      .insertInto('catalogue_episodes')
      .columns(['id', 'series_id', 'season', 'episode', 'title', 'source', 'ext', 'added_at'])
      .expression(
        tx
          .selectFrom('catalogue_staged_episodes')
          .select([
            sql<number>`id + ${plus(episodes)}`.as('id'),
            sql<number>`series_id + ${plus(items)}`.as('series_id'),
            'season',
            'episode',
            'title',
            'source',
            'ext',
            'added_at',
          ])
          .where('load_id', '=', load.id),
      )
      .execute();
    await moveSequence(tx, 'catalogue_categories', categories + load.staged.categories);
    await moveSequence(tx, 'catalogue_items', items + load.staged.items);
    await moveSequence(tx, 'catalogue_episodes', episodes + load.staged.episodes);
    await refreshTempChannels(tx, at);
    await saveImageOrigins(
      tx,
      entries.map((e) => e.logo),
    );
    await onSwap?.(tx, summary);
  });
  return summary;
}
