// The catalogue actions of /player_api.php, each answered in the Xtream-Codes shape from the catalogue
// the admin loads (modules/catalogue).
import type { DbOrTx } from '../../db';
import type { CatalogueKind } from '../../db/schema';
import { TODAY_KIND } from '../catalogue/temp-channels';
import { seconds, type PlayerQuery } from './player-login';

/** A positive id of a query, or null (the Xtream servers read '' and junk as no filter / not found). */
const idOf = (value: string): number | null => (/^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null);
/** The category a list is filtered by: none when not given, one that matches nothing when it is junk. */
const categoryFilterOf = (q: PlayerQuery) => (q.category_id === '' ? null : (idOf(q.category_id) ?? -1));

async function categories(db: DbOrTx, kind: CatalogueKind) {
  const kinds: CatalogueKind[] = kind === 'live' ? [TODAY_KIND, 'live'] : [kind];
  const rows = await db.selectFrom('catalogue_categories').select(['id', 'name']).where('kind', 'in', kinds).orderBy('position').orderBy('id').execute();
  return rows.map((r) => ({ category_id: String(r.id), category_name: r.name, parent_id: 0 }));
}

/** The items of one kind in the categories' order ('Jogos de Hoje' first among the live ones). */
function items(db: DbOrTx, kind: CatalogueKind, categoryId: number | null) {
  let q = db
    .selectFrom('catalogue_items as i')
    .innerJoin('catalogue_categories as c', 'c.id', 'i.category_id')
    .select(['i.id', 'i.name', 'i.logo', 'i.epg_id', 'i.ext', 'i.added_at', 'i.category_id'])
    .where('i.kind', '=', kind)
    .orderBy('c.position')
    .orderBy('i.id');
  if (categoryId !== null) q = q.where('i.category_id', '=', categoryId);
  return q.execute();
}

/** The category fields of every entry. */
const inCategory = (r: { category_id: number }) => ({ category_id: String(r.category_id), category_ids: [Number(r.category_id)] });
/** How a movie's entry ends, in the list and in its info. */
const movieFile = (r: { category_id: number; ext: string }) => ({ ...inCategory(r), container_extension: r.ext || 'mp4', custom_sid: '', direct_source: '' });
/** A series' fields after its name, title, type and id, in the list and in its info (the catalogue has no plot, cast…). */
const seriesDetails = (r: { logo: string; added_at: number; category_id: number }) => ({
  cover: r.logo,
  plot: '',
  cast: '',
  director: '',
  genre: '',
  releaseDate: '',
  release_date: '',
  last_modified: seconds(r.added_at),
  rating: '0',
  rating_5based: 0,
  backdrop_path: [],
  youtube_trailer: '',
  episode_run_time: '0',
  ...inCategory(r),
});

/** The item of a kind a query's id names; undefined when there is none. */
async function itemOf(db: DbOrTx, kind: CatalogueKind, queryId: string) {
  const id = idOf(queryId);
  return id === null ? undefined : db.selectFrom('catalogue_items').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
}

type ListedItem = Awaited<ReturnType<typeof items>>[number];
/** A list action: the items of `kind` in the query's category, numbered from 1, each named and then described by `entry`. */
const listOf =
  <E extends object>(kind: CatalogueKind, entry: (r: ListedItem) => E) =>
  async (db: DbOrTx, q: PlayerQuery) =>
    (await items(db, kind, categoryFilterOf(q))).map((r, i) => ({ num: i + 1, name: r.name, ...entry(r) }));

const liveStreams = listOf('live', (r) => ({
  stream_type: 'live',
  stream_id: Number(r.id),
  stream_icon: r.logo,
  epg_channel_id: r.epg_id || null,
  added: seconds(r.added_at),
  is_adult: '0',
  ...inCategory(r),
  custom_sid: '',
  tv_archive: 0,
  direct_source: '',
  tv_archive_duration: 0,
}));

const vodStreams = listOf('movie', (r) => ({
  title: r.name,
  stream_type: 'movie',
  stream_id: Number(r.id),
  stream_icon: r.logo,
  rating: '0',
  rating_5based: 0,
  added: seconds(r.added_at),
  is_adult: '0',
  ...movieFile(r),
}));

const seriesList = listOf('series', (r) => ({ title: r.name, stream_type: 'series', series_id: Number(r.id), ...seriesDetails(r) }));

async function vodInfo(db: DbOrTx, q: PlayerQuery) {
  const movie = await itemOf(db, 'movie', q.vod_id);
  // An unknown movie: the Xtream servers' empty info.
  if (!movie) return { info: [], movie_data: [] };
  return {
    info: {
      name: movie.name,
      o_name: movie.name,
      movie_image: movie.logo,
      cover_big: movie.logo,
      backdrop_path: [],
      tmdb_id: '',
      youtube_trailer: '',
      genre: '',
      plot: '',
      description: '',
      cast: '',
      actors: '',
      director: '',
      country: '',
      releasedate: '',
      rating: '0',
      duration_secs: 0,
      duration: '00:00:00',
    },
    movie_data: {
      stream_id: Number(movie.id),
      name: movie.name,
      title: movie.name,
      added: seconds(movie.added_at),
      ...movieFile(movie),
    },
  };
}

async function seriesInfo(db: DbOrTx, q: PlayerQuery) {
  const series = await itemOf(db, 'series', q.series_id);
  if (!series) return { seasons: [], info: { name: null }, episodes: {} };
  const episodes = await db
    .selectFrom('catalogue_episodes')
    .selectAll()
    .where('series_id', '=', series.id)
    .orderBy('season')
    .orderBy('episode')
    .orderBy('id')
    .execute();
  const bySeason: Record<string, unknown[]> = {};
  for (const e of episodes) {
    (bySeason[String(e.season)] ??= []).push({
      id: String(e.id),
      episode_num: e.episode,
      title: e.title,
      container_extension: e.ext || 'mp4',
      info: { movie_image: series.logo, plot: '', duration_secs: 0, duration: '00:00:00', rating: 0 },
      custom_sid: '',
      added: seconds(e.added_at),
      season: e.season,
      direct_source: '',
    });
  }
  const seasons = Object.keys(bySeason).map((season) => ({
    id: Number(season),
    season_number: Number(season),
    name: `Temporada ${season}`,
    episode_count: bySeason[season].length,
    overview: '',
    air_date: '',
    cover: series.logo,
    cover_big: series.logo,
    vote_average: 0,
  }));
  return {
    seasons,
    info: {
      name: series.name,
      title: series.name,
      ...seriesDetails(series),
    },
    episodes: bySeason,
  };
}

// The catalogue carries no programme guide: the listings are empty, in the Xtream shape.
const noGuide = async () => ({ epg_listings: [] });

/** An Xtream answer: an object, or a list of them (the shape `playerApiAnswer` of shared/catalogue/schemas.ts publishes). */
type CatalogueAnswer = (db: DbOrTx, q: PlayerQuery) => Promise<Record<string, unknown> | Record<string, unknown>[]>;
const CATALOGUE_ACTIONS = new Map<string, CatalogueAnswer>([
  ['get_live_categories', (db) => categories(db, 'live')],
  ['get_vod_categories', (db) => categories(db, 'movie')],
  ['get_series_categories', (db) => categories(db, 'series')],
  ['get_live_streams', liveStreams],
  ['get_vod_streams', vodStreams],
  ['get_series', seriesList],
  ['get_vod_info', vodInfo],
  ['get_series_info', seriesInfo],
  ['get_short_epg', noGuide],
  ['get_simple_data_table', noGuide],
]);

/** The answer of a catalogue action, or undefined when `action` is none (the player then gets the login). */
export const catalogueAction = (action: string) => CATALOGUE_ACTIONS.get(action);
