// The rows a catalogue load stages (issue 19): the list's entries as rows of the staging tables, in
// batches of CATALOGUE_LOAD_BATCH, each written in a transaction of its own (store.ts).
import { setImmediate } from 'node:timers/promises';
import type { Insertable } from 'kysely';
import { searchKey } from '../../../shared/catalogue/texts';
import type { Tx } from '../../db';
import type { CatalogueKind } from '../../db/schema';
import type { CatalogueStagedCategoriesTable, CatalogueStagedEpisodesTable, CatalogueStagedItemsTable } from '../../db/schema-catalogue';
import type { PlaylistEntry } from './m3u';
import type { CatalogueLoad } from './slot';

/**
 * Rows written per staging transaction. On SQLite a batch holds the one connection: 1 000 rows take
 * under 10 ms, so a request waits at most that long, while the load pays one commit and one yield per
 * 1 000 rows (200 000 entries: some 200 batches) instead of per row.
 */
export const CATALOGUE_LOAD_BATCH = 1000;
/** Rows per INSERT statement within a batch: 250 rows of 11 columns stay far below either database's parameter limit. */
const STATEMENT_ROWS = 250;

export interface LoadSummary {
  live: number;
  movies: number;
  series: number;
  episodes: number;
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
export async function plan(load: CatalogueLoad, entries: PlaylistEntry[], at: number) {
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
