// The built-in provider's catalogue: what the admin's M3U playlist holds (categories, live channels,
// movies, series and their episodes) plus the temporary channels of "Jogos de Hoje", which are live
// channels of a category of their own ('today'); the temporary channels are pointed again at the
// channels of every new list.
//
// A new list is loaded in steps that let the other requests through (issue 19: a 19 MB list held every
// request for 8 s, and on SQLite the one connection with them). One load at a time takes the
// `catalogue_load` row (beginLoad); its rows go into the staging tables in batches of
// CATALOGUE_LOAD_BATCH, each batch a transaction of its own followed by a yield to the event loop; one
// transaction then swaps them in for the live rows, so readers see the whole old catalogue or the whole
// new one (the live tables keep their shape: player_api.php reads them as before). The swap is a copy
// inside the database, the one step that takes time with the list's size (on SQLite some 0.3 s for
// 150 000 entries, against the seconds of the whole load). endLoad then drops the staged rows and frees
// the slot, whether the load ended or failed.
import { randomInt } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { sql, type Insertable } from 'kysely';
import { searchKey } from '../../../shared/catalogue';
import type { Db, DbOrTx, Tx } from '../../db';
import { isPostgres } from '../../db/migrations/helpers';
import type { CatalogueKind } from '../../db/schema';
import type { CatalogueStagedCategoriesTable, CatalogueStagedEpisodesTable, CatalogueStagedItemsTable } from '../../db/schema-catalogue';
import type { PlaylistEntry } from './m3u';
import { saveImageOrigins } from '../../core/image-origins';

/** The category that holds the temporary channels (served first among the live ones). */
export const TODAY_KIND = 'today' as CatalogueKind;
export const TODAY_CATEGORY = 'Jogos de Hoje';

/**
 * Rows written per staging transaction. On SQLite a batch holds the one connection: 1 000 rows take
 * under 10 ms, so a request waits at most that long, while the load pays one commit and one yield per
 * 1 000 rows (200 000 entries: some 200 batches) instead of per row.
 */
export const CATALOGUE_LOAD_BATCH = 1000;
/** Rows per INSERT statement within a batch: 250 rows of 11 columns stay far below either database's parameter limit. */
const STATEMENT_ROWS = 250;
/** A load whose row no batch renewed for this long died with its process: the next load takes over. */
export const CATALOGUE_LOAD_STALE_MS = 2 * 60_000;
const SLOT = 'catalogue';
const STAGED = ['catalogue_staged_episodes', 'catalogue_staged_items', 'catalogue_staged_categories'] as const;
/** Staged rows dropped per statement when a load ends. */
const DROP_ROWS = 5000;

export interface LoadSummary {
  live: number;
  movies: number;
  series: number;
  episodes: number;
}

/** A load under way: its id (the staged rows' load_id) and how many rows of each table it stages. */
export interface CatalogueLoad {
  id: number;
  staged: { categories: number; items: number; episodes: number };
}

/** The load's slot, or null while another load holds it (and renewed it within CATALOGUE_LOAD_STALE_MS). */
export async function beginLoad(db: Db, accountId: number, at: number): Promise<CatalogueLoad | null> {
  const id = randomInt(1, 2 ** 47);
  const row = { load_id: id, account_id: accountId, started_at: at, touched_at: at };
  const taken = await db
    .insertInto('catalogue_load')
    .values({ slot: SLOT, ...row })
    .onConflict((oc) => oc.column('slot').doNothing())
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows ?? 0) !== 1) {
    const over = await db
      .updateTable('catalogue_load')
      .set(row)
      .where('slot', '=', SLOT)
      .where('touched_at', '<', at - CATALOGUE_LOAD_STALE_MS)
      .executeTakeFirst();
    if (Number(over.numUpdatedRows) !== 1) return null;
  }
  // Rows a load that died left behind (the slot is ours now: no live load owns them).
  for (const table of STAGED) await db.deleteFrom(table).where('load_id', '!=', id).execute();
  return { id, staged: { categories: 0, items: 0, episodes: 0 } };
}

/** Drops the load's staged rows, a few thousand at a time, and frees the slot (if the load still holds it). */
export async function endLoad(db: Db, load: CatalogueLoad): Promise<void> {
  const counts = {
    catalogue_staged_categories: load.staged.categories,
    catalogue_staged_items: load.staged.items,
    catalogue_staged_episodes: load.staged.episodes,
  };
  for (const table of STAGED) {
    for (let from = 0; from < counts[table]; from += DROP_ROWS) {
      await db
        .deleteFrom(table)
        .where('load_id', '=', load.id)
        .where('id', '>', from)
        .where('id', '<=', from + DROP_ROWS)
        .execute();
      await setImmediate();
    }
  }
  await db.deleteFrom('catalogue_load').where('slot', '=', SLOT).where('load_id', '=', load.id).execute();
}

/** Renews the load's slot; a load that lost it (taken over as stale) stops here. */
async function touch(tx: Tx, load: CatalogueLoad, at: number): Promise<void> {
  const renewed = await tx.updateTable('catalogue_load').set({ touched_at: at }).where('slot', '=', SLOT).where('load_id', '=', load.id).executeTakeFirst();
  if (Number(renewed.numUpdatedRows) !== 1) throw new Error(`catalogue load ${load.id} lost its slot`);
}

export type StagedBatch =
  | { table: 'catalogue_staged_categories'; rows: Insertable<CatalogueStagedCategoriesTable>[] }
  | { table: 'catalogue_staged_items'; rows: Insertable<CatalogueStagedItemsTable>[] }
  | { table: 'catalogue_staged_episodes'; rows: Insertable<CatalogueStagedEpisodesTable>[] };

/** Writes one batch of staged rows (an object, so a test can make one batch fail). */
export const staging = {
  async writeBatch(tx: Tx, batch: StagedBatch): Promise<void> {
    for (let i = 0; i < batch.rows.length; i += STATEMENT_ROWS) {
      const rows = batch.rows.slice(i, i + STATEMENT_ROWS);
      if (batch.table === 'catalogue_staged_categories')
        await tx
          .insertInto(batch.table)
          .values(rows as typeof batch.rows)
          .execute();
      else if (batch.table === 'catalogue_staged_items')
        await tx
          .insertInto(batch.table)
          .values(rows as typeof batch.rows)
          .execute();
      else
        await tx
          .insertInto(batch.table)
          .values(rows as typeof batch.rows)
          .execute();
    }
  },
};

interface SeriesRow {
  id: number;
  categoryId: number;
  name: string;
  logo: string;
}

type StagedRow<K extends StagedBatch['table']> = Extract<StagedBatch, { table: K }>['rows'][number];

/** `list` as batches of rows of `table`, CATALOGUE_LOAD_BATCH at a time: `toRow` makes each entry's row, given its place in `list`. */
function* batchesOf<K extends StagedBatch['table'], T>(table: K, list: T[], toRow: (entry: T, index: number) => StagedRow<K>): Generator<StagedBatch> {
  for (let i = 0; i < list.length; i += CATALOGUE_LOAD_BATCH)
    yield { table, rows: list.slice(i, i + CATALOGUE_LOAD_BATCH).map((entry, j) => toRow(entry, i + j)) } as StagedBatch;
}

/**
 * The staged ids of the entries, in the order the live ids had when the list was written row by row:
 * categories as they first appear (an episode belongs to a series category); the items (live
 * channels, movies, series of an Xtream list), then one series per (category, name) of the episodes,
 * with the first episode's logo as its poster; then the episodes.
 */
async function plan(load: CatalogueLoad, entries: PlaylistEntry[], at: number) {
  const categories: Insertable<CatalogueStagedCategoriesTable>[] = [];
  const categoryIds = new Map<string, number>();
  const items: PlaylistEntry[] = [];
  const episodes: PlaylistEntry[] = [];
  const seriesIds = new Map<string, SeriesRow>();
  const categoryOf = (kind: CatalogueKind, group: string) => {
    const key = `${kind}\n${group}`;
    let id = categoryIds.get(key);
    if (id === undefined) {
      id = categories.length + 1;
      categoryIds.set(key, id);
      categories.push({ load_id: load.id, id, kind, name: group, position: id - 1 });
    }
    return id;
  };
  const itemCategory: number[] = [];
  const episodeSeries: SeriesRow[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e.kind === 'episode') {
      episodes.push(e);
      const categoryId = categoryOf('series', e.group);
      const key = `${e.group}\n${e.series!.name}`;
      let series = seriesIds.get(key);
      if (!series) {
        series = { id: seriesIds.size + 1, categoryId, name: e.series!.name.slice(0, 300), logo: e.logo };
        seriesIds.set(key, series);
      }
      episodeSeries.push(series);
    } else {
      items.push(e);
      itemCategory.push(categoryOf(e.kind, e.group));
    }
    if (i % CATALOGUE_LOAD_BATCH === CATALOGUE_LOAD_BATCH - 1) await setImmediate();
  }
  const series = [...seriesIds.values()];
  load.staged = { categories: categories.length, items: items.length + series.length, episodes: episodes.length };

  // The batches, each made when its turn comes (the search keys are worked out a batch at a time).
  function* batches(): Generator<StagedBatch> {
    yield* batchesOf('catalogue_staged_categories', categories, (c) => c);
    yield* batchesOf('catalogue_staged_items', items, (e, i) => ({
      load_id: load.id,
      id: i + 1,
      kind: e.kind as CatalogueKind,
      category_id: itemCategory[i],
      name: e.name,
      search_name: searchKey(e.name).slice(0, 300),
      logo: e.logo,
      epg_id: e.epgId,
      source: e.url,
      ext: e.ext,
      added_at: at,
    }));
    yield* batchesOf('catalogue_staged_items', series, (s) => ({
      load_id: load.id,
      id: items.length + s.id,
      kind: 'series' as const,
      category_id: s.categoryId,
      name: s.name,
      search_name: searchKey(s.name).slice(0, 300),
      logo: s.logo,
      added_at: at,
    }));
    yield* batchesOf('catalogue_staged_episodes', episodes, (e, i) => ({
      load_id: load.id,
      id: i + 1,
      series_id: items.length + episodeSeries[i].id,
      season: e.series!.season,
      episode: e.series!.episode,
      title: e.name,
      source: e.url,
      ext: e.ext,
      added_at: at,
    }));
  }
  const count = (kind: string) => items.filter((e) => e.kind === kind).length;
  const summary: LoadSummary = { live: count('live'), movies: count('movie'), series: series.length + count('series'), episodes: episodes.length };
  return { batches, summary };
}

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

/** The 'Jogos de Hoje' category, made when first needed. */
async function todayCategory(tx: DbOrTx): Promise<number> {
  const found = await tx.selectFrom('catalogue_categories').select('id').where('kind', '=', TODAY_KIND).executeTakeFirst();
  if (found) return Number(found.id);
  const row = await tx
    .insertInto('catalogue_categories')
    .values({ kind: TODAY_KIND, name: TODAY_CATEGORY, position: -1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Serves one temporary channel: a live item in 'Jogos de Hoje' with the origin's stream. */
export async function publishTempChannel(
  tx: DbOrTx,
  origin: { id: number; source: string; logo: string; epg_id: string; ext: string },
  name: string,
  at: number,
): Promise<number> {
  const category_id = await todayCategory(tx);
  const row = await tx
    .insertInto('catalogue_items')
    .values({
      kind: 'live',
      category_id,
      name,
      search_name: searchKey(name).slice(0, 300),
      logo: origin.logo,
      epg_id: origin.epg_id,
      source: origin.source,
      ext: origin.ext,
      added_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * The cache job (GET /api/job-temp-cn, and after every new playlist): the 'Jogos de Hoje' category is
 * built again from the temporary channels, each pointed at the live channel of its origin name
 * (the stream ids change when a new list is loaded). A channel whose origin left the list is removed.
 */
export async function refreshTempChannels(tx: DbOrTx, at: number): Promise<number> {
  const today = await tx.selectFrom('catalogue_categories').select('id').where('kind', '=', TODAY_KIND).executeTakeFirst();
  if (today) {
    await tx.deleteFrom('catalogue_items').where('category_id', '=', today.id).execute();
    await tx.deleteFrom('catalogue_categories').where('id', '=', today.id).execute();
  }
  const temps = await tx.selectFrom('temp_channels').selectAll().orderBy('id').execute();
  let served = 0;
  for (const temp of temps) {
    const origin =
      (await tx
        .selectFrom('catalogue_items')
        .select(['id', 'source', 'logo', 'epg_id', 'ext', 'name'])
        .where('kind', '=', 'live')
        .where('id', '=', temp.stream_id)
        .where('name', '=', temp.origim_name)
        .executeTakeFirst()) ??
      (await tx
        .selectFrom('catalogue_items')
        .select(['id', 'source', 'logo', 'epg_id', 'ext', 'name'])
        .where('kind', '=', 'live')
        .where('name', '=', temp.origim_name)
        .where('category_id', 'not in', tx.selectFrom('catalogue_categories').select('id').where('kind', '=', TODAY_KIND))
        .orderBy('id')
        .executeTakeFirst());
    if (!origin) {
      await tx.deleteFrom('temp_channels').where('id', '=', temp.id).execute();
      continue;
    }
    if (Number(origin.id) !== temp.stream_id)
      await tx
        .updateTable('temp_channels')
        .set({ stream_id: Number(origin.id) })
        .where('id', '=', temp.id)
        .execute();
    await publishTempChannel(tx, { ...origin, id: Number(origin.id) }, temp.name, at);
    served++;
  }
  return served;
}
