// The built-in provider's catalogue: what the admin's M3U playlist holds (categories, live channels,
// movies, series and their episodes) plus the temporary channels of "Jogos de Hoje", which are live
// channels of a category of their own ('today'). A new playlist replaces the whole catalogue in one
// transaction; the temporary channels are then pointed again at the channels of the new list.
import { searchKey } from '../../../shared/catalogue';
import type { DbOrTx } from '../../db';
import type { CatalogueKind } from '../../db/schema';
import type { PlaylistEntry } from './m3u';

/** The category that holds the temporary channels (served first among the live ones). */
export const TODAY_KIND = 'today' as CatalogueKind;
export const TODAY_CATEGORY = 'Jogos de Hoje';

const CHUNK = 100;
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export interface LoadSummary {
  live: number;
  movies: number;
  series: number;
  episodes: number;
}

export async function loadCatalogue(tx: DbOrTx, entries: PlaylistEntry[], at: number): Promise<LoadSummary> {
  await tx.deleteFrom('catalogue_episodes').execute();
  await tx.deleteFrom('catalogue_items').execute();
  await tx.deleteFrom('catalogue_categories').execute();

  // Categories in the order they first appear, per kind (an episode belongs to a series category).
  const categoryIds = new Map<string, number>();
  let position = 0;
  for (const entry of entries) {
    const kind: CatalogueKind = entry.kind === 'episode' ? 'series' : entry.kind;
    const key = `${kind}\n${entry.group}`;
    if (categoryIds.has(key)) continue;
    const row = await tx.insertInto('catalogue_categories').values({ kind, name: entry.group, position: position++ }).returning('id').executeTakeFirstOrThrow();
    categoryIds.set(key, Number(row.id));
  }
  const categoryOf = (kind: CatalogueKind, group: string) => categoryIds.get(`${kind}\n${group}`)!;

  const items = entries.filter((e) => e.kind !== 'episode');
  await insertChunks(items, (chunk) =>
    tx
      .insertInto('catalogue_items')
      .values(chunk.map((e) => ({ kind: e.kind as CatalogueKind, category_id: categoryOf(e.kind as CatalogueKind, e.group), name: e.name, search_name: searchKey(e.name).slice(0, 300), logo: e.logo, epg_id: e.epgId, source: e.url, ext: e.ext, added_at: at })))
      .execute(),
  );

  // One series per (category, name); its poster is the first episode's logo.
  const episodes = entries.filter((e) => e.kind === 'episode');
  const seriesIds = new Map<string, number>();
  for (const e of episodes) {
    const key = `${e.group}\n${e.series!.name}`;
    if (seriesIds.has(key)) continue;
    const row = await tx
      .insertInto('catalogue_items')
      .values({ kind: 'series', category_id: categoryOf('series', e.group), name: e.series!.name.slice(0, 300), search_name: searchKey(e.series!.name).slice(0, 300), logo: e.logo, added_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    seriesIds.set(key, Number(row.id));
  }
  await insertChunks(episodes, (chunk) =>
    tx
      .insertInto('catalogue_episodes')
      .values(chunk.map((e) => ({ series_id: seriesIds.get(`${e.group}\n${e.series!.name}`)!, season: e.series!.season, episode: e.series!.episode, title: e.name, source: e.url, ext: e.ext, added_at: at })))
      .execute(),
  );
  await refreshTempChannels(tx, at);
  return { live: items.filter((e) => e.kind === 'live').length, movies: items.filter((e) => e.kind === 'movie').length, series: seriesIds.size + items.filter((e) => e.kind === 'series').length, episodes: episodes.length };
}

/** The 'Jogos de Hoje' category, made when first needed. */
async function todayCategory(tx: DbOrTx): Promise<number> {
  const found = await tx.selectFrom('catalogue_categories').select('id').where('kind', '=', TODAY_KIND).executeTakeFirst();
  if (found) return Number(found.id);
  const row = await tx.insertInto('catalogue_categories').values({ kind: TODAY_KIND, name: TODAY_CATEGORY, position: -1 }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Serves one temporary channel: a live item in 'Jogos de Hoje' with the origin's stream. */
export async function publishTempChannel(tx: DbOrTx, origin: { id: number; source: string; logo: string; epg_id: string; ext: string }, name: string, at: number): Promise<number> {
  const category_id = await todayCategory(tx);
  const row = await tx
    .insertInto('catalogue_items')
    .values({ kind: 'live', category_id, name, search_name: searchKey(name).slice(0, 300), logo: origin.logo, epg_id: origin.epg_id, source: origin.source, ext: origin.ext, added_at: at })
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
      (await tx.selectFrom('catalogue_items').select(['id', 'source', 'logo', 'epg_id', 'ext', 'name']).where('kind', '=', 'live').where('id', '=', temp.stream_id).where('name', '=', temp.origim_name).executeTakeFirst()) ??
      (await tx.selectFrom('catalogue_items').select(['id', 'source', 'logo', 'epg_id', 'ext', 'name']).where('kind', '=', 'live').where('name', '=', temp.origim_name).where('category_id', 'not in', tx.selectFrom('catalogue_categories').select('id').where('kind', '=', TODAY_KIND)).orderBy('id').executeTakeFirst());
    if (!origin) {
      await tx.deleteFrom('temp_channels').where('id', '=', temp.id).execute();
      continue;
    }
    if (Number(origin.id) !== temp.stream_id) await tx.updateTable('temp_channels').set({ stream_id: Number(origin.id) }).where('id', '=', temp.id).execute();
    await publishTempChannel(tx, { ...origin, id: Number(origin.id) }, temp.name, at);
    served++;
  }
  return served;
}
