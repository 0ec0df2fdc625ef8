// The built-in provider answers line logins like an Xtream-Codes server, so a streaming server or any
// player (Smarters, TiviMate, an Xtream client library) can use a line of the panel:
// - /player_api.php: the login (user_info and server_info) and every catalogue action
//   (get_live_categories, get_vod_categories, get_series_categories, get_live_streams, get_vod_streams,
//   get_series, get_vod_info, get_series_info, get_short_epg, get_simple_data_table), read from the
//   catalogue the admin loads (modules/catalogue);
// - /get.php: the playlist (type m3u, m3u_plus or ssiptv; output mpegts/ts or hls/m3u8) the line's
//   links point to;
// - /live|movie|series/USER/PASS/ID.EXT: a stream of the playlist, redirected to where it really is.
// Failed logins are recorded as attempts (ip, username, password, host, time) for the blacklist; an IP
// with too many of them is refused while blocked. A successful login marks the line online.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LINE_LOGIN_MAX_FAILURES, LINE_LOGIN_WINDOW_MS } from '../../../shared/catalogue';
import { LINE_STATUS } from '../../../shared/lines';
import { MSG } from '../../../shared/messages';
import { ipBlocked, limitKey } from '../../core/client-address';
import type { AppContext } from '../../context';
import { now, type DbOrTx } from '../../db';
import type { CatalogueKind } from '../../db/schema';
import { linksDnsOf } from '../settings/dns';
import { TODAY_KIND } from '../catalogue/service';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

const text = (max: number) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(max).default(''));
const loginQuery = z.object({
  username: text(64),
  password: text(64),
  action: text(64),
  category_id: text(20),
  vod_id: text(20),
  series_id: text(20),
  stream_id: text(20),
  type: text(20),
  output: text(20),
});
type LoginQuery = z.infer<typeof loginQuery>;
const EMPTY_QUERY: LoginQuery = { username: '', password: '', action: '', category_id: '', vod_id: '', series_id: '', stream_id: '', type: '', output: '' };

/** A positive id of a query, or null (the Xtream servers read '' and junk as no filter / not found). */
const CATALOGUE_ACTIONS = new Set(['get_live_categories', 'get_vod_categories', 'get_series_categories', 'get_live_streams', 'get_vod_streams', 'get_series', 'get_vod_info', 'get_series_info', 'get_short_epg', 'get_simple_data_table']);
const idOf = (value: string): number | null => (/^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null);
const seconds = (ms: number) => String(Math.floor(ms / 1000));

/**
 * A failed line login: recorded for the blacklist under the client's limit key (an IPv6 client's /64);
 * the 10th within 15 minutes blocks it for 15 minutes.
 */
export async function recordLineFailure(db: DbOrTx, attempt: { ip: string; username: string; password: string; host: string }) {
  const at = now();
  const ip = limitKey(attempt.ip).slice(0, 64);
  await db.insertInto('line_attempts').values({ ip, username: attempt.username.slice(0, 64), password: attempt.password.slice(0, 64), host: attempt.host.slice(0, 255), created_at: at }).execute();
  const { n } = await db
    .selectFrom('line_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', at - LINE_LOGIN_WINDOW_MS)
    .executeTakeFirstOrThrow();
  if (Number(n) >= LINE_LOGIN_MAX_FAILURES) {
    const until = at + LINE_LOGIN_WINDOW_MS;
    await db
      .insertInto('blocked_ips')
      .values({ ip, until, reason: 'Tentativas de login de linha', created_at: at })
      .onConflict((oc) => oc.column('ip').doUpdateSet({ until }))
      .execute();
  }
}

export function playerApiRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db } = ctx;
  // Web players on other origins read these answers too (the credentials travel in the query, never in
  // cookies): open to any origin, as Xtream servers answer.
  const openToPlayers = async (_request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
  };
  const players = { onRequest: openToPlayers };

  /** The line of these credentials (IPTV only, docs/decisions.md), or null after recording the failure. */
  async function login(request: FastifyRequest, username: string, password: string) {
    const line = username
      ? await db.selectFrom('lines').selectAll().where('kind', '=', 'iptv').where('username', '=', username).where('password', '=', password).orderBy('id', 'desc').executeTakeFirst()
      : undefined;
    if (!line) {
      await recordLineFailure(db, { ip: request.ip, username, password, host: request.hostname });
      return null;
    }
    const at = now();
    const status = line.status === LINE_STATUS.disabled ? 'Disabled' : line.exp_at < at ? 'Expired' : 'Active';
    // A successful login of a live line is the built-in provider's online status ('watching' in the IPTV list).
    if (status === 'Active') await db.updateTable('lines').set({ last_seen_at: at, last_seen_ip: request.ip.slice(0, 64) }).where('id', '=', line.id).execute();
    return { line, status } as const;
  }

  const refusedIp = (reply: FastifyReply) => reply.code(403).send({ user_info: { auth: 0 }, message: MSG.loginIpBlocked });

  const categories = async (kind: CatalogueKind) => {
    const kinds: CatalogueKind[] = kind === 'live' ? [TODAY_KIND, 'live'] : [kind];
    const rows = await db.selectFrom('catalogue_categories').select(['id', 'name']).where('kind', 'in', kinds).orderBy('position').orderBy('id').execute();
    return rows.map((r) => ({ category_id: String(r.id), category_name: r.name, parent_id: 0 }));
  };

  /** The items of one kind in the categories' order ('Jogos de Hoje' first among the live ones). */
  const items = async (kind: CatalogueKind, categoryId: number | null) => {
    let q = db
      .selectFrom('catalogue_items as i')
      .innerJoin('catalogue_categories as c', 'c.id', 'i.category_id')
      .select(['i.id', 'i.name', 'i.logo', 'i.epg_id', 'i.ext', 'i.added_at', 'i.category_id'])
      .where('i.kind', '=', kind)
      .orderBy('c.position')
      .orderBy('i.id');
    if (categoryId !== null) q = q.where('i.category_id', '=', categoryId);
    return q.execute();
  };

  async function action(q: LoginQuery): Promise<unknown> {
    const categoryId = q.category_id === '' ? null : (idOf(q.category_id) ?? -1);
    switch (q.action) {
      case 'get_live_categories':
        return categories('live');
      case 'get_vod_categories':
        return categories('movie');
      case 'get_series_categories':
        return categories('series');
      case 'get_live_streams':
        return (await items('live', categoryId)).map((r, i) => ({
          num: i + 1,
          name: r.name,
          stream_type: 'live',
          stream_id: Number(r.id),
          stream_icon: r.logo,
          epg_channel_id: r.epg_id || null,
          added: seconds(r.added_at),
          is_adult: '0',
          category_id: String(r.category_id),
          category_ids: [Number(r.category_id)],
          custom_sid: '',
          tv_archive: 0,
          direct_source: '',
          tv_archive_duration: 0,
        }));
      case 'get_vod_streams':
        return (await items('movie', categoryId)).map((r, i) => ({
          num: i + 1,
          name: r.name,
          title: r.name,
          stream_type: 'movie',
          stream_id: Number(r.id),
          stream_icon: r.logo,
          rating: '0',
          rating_5based: 0,
          added: seconds(r.added_at),
          is_adult: '0',
          category_id: String(r.category_id),
          category_ids: [Number(r.category_id)],
          container_extension: r.ext || 'mp4',
          custom_sid: '',
          direct_source: '',
        }));
      case 'get_series':
        return (await items('series', categoryId)).map((r, i) => ({
          num: i + 1,
          name: r.name,
          title: r.name,
          stream_type: 'series',
          series_id: Number(r.id),
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
          category_id: String(r.category_id),
          category_ids: [Number(r.category_id)],
        }));
      case 'get_vod_info': {
        const id = idOf(q.vod_id);
        const movie = id === null ? undefined : await db.selectFrom('catalogue_items').selectAll().where('kind', '=', 'movie').where('id', '=', id).executeTakeFirst();
        // An unknown movie: the Xtream servers' empty info.
        if (!movie) return { info: [], movie_data: [] };
        return {
          info: { name: movie.name, o_name: movie.name, movie_image: movie.logo, cover_big: movie.logo, backdrop_path: [], tmdb_id: '', youtube_trailer: '', genre: '', plot: '', description: '', cast: '', actors: '', director: '', country: '', releasedate: '', rating: '0', duration_secs: 0, duration: '00:00:00' },
          movie_data: { stream_id: Number(movie.id), name: movie.name, title: movie.name, added: seconds(movie.added_at), category_id: String(movie.category_id), category_ids: [Number(movie.category_id)], container_extension: movie.ext || 'mp4', custom_sid: '', direct_source: '' },
        };
      }
      case 'get_series_info': {
        const id = idOf(q.series_id);
        const series = id === null ? undefined : await db.selectFrom('catalogue_items').selectAll().where('kind', '=', 'series').where('id', '=', id).executeTakeFirst();
        if (!series) return { seasons: [], info: { name: null }, episodes: {} };
        const episodes = await db.selectFrom('catalogue_episodes').selectAll().where('series_id', '=', series.id).orderBy('season').orderBy('episode').orderBy('id').execute();
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
        const seasons = Object.keys(bySeason).map((season) => ({ id: Number(season), season_number: Number(season), name: `Temporada ${season}`, episode_count: bySeason[season].length, overview: '', air_date: '', cover: series.logo, cover_big: series.logo, vote_average: 0 }));
        return {
          seasons,
          info: { name: series.name, title: series.name, cover: series.logo, plot: '', cast: '', director: '', genre: '', releaseDate: '', release_date: '', last_modified: seconds(series.added_at), rating: '0', rating_5based: 0, backdrop_path: [], youtube_trailer: '', episode_run_time: '0', category_id: String(series.category_id), category_ids: [Number(series.category_id)] },
          episodes: bySeason,
        };
      }
      // The catalogue carries no programme guide: the listings are empty, in the Xtream shape.
      case 'get_short_epg':
      case 'get_simple_data_table':
        return { epg_listings: [] };
      default:
        return undefined;
    }
  }

  route(
    CALLS.playerApi,
    async ({ request, reply }) => {
      const parsed = loginQuery.safeParse(request.query ?? {});
      const q = parsed.success ? parsed.data : EMPTY_QUERY;
      if (await ipBlocked(db, request.ip)) return refusedIp(reply);
      const found = await login(request, q.username, q.password);
      if (!found) return { user_info: { auth: 0 } };
      const { line, status } = found;
      const at = now();
      const data = status === 'Active' ? await action(q) : undefined;
      if (data !== undefined) return data;
      // An expired or disabled line is refused every catalogue action: the Xtream answer, 403 with its status.
      if (status !== 'Active' && CATALOGUE_ACTIONS.has(q.action)) return reply.code(403).send({ user_info: { auth: 0, status } });
      return {
        user_info: {
          username: line.username,
          password: line.password,
          message: '',
          auth: 1,
          status,
          exp_date: seconds(line.exp_at),
          is_trial: line.status === LINE_STATUS.test ? '1' : '0',
          active_cons: '0',
          created_at: seconds(line.created_at),
          max_connections: '1',
          allowed_output_formats: ['m3u8', 'ts'],
        },
        server_info: {
          url: request.hostname,
          port: String(request.port ?? ''),
          https_port: '',
          server_protocol: request.protocol,
          rtmp_port: '',
          timezone: 'America/Sao_Paulo',
          timestamp_now: Math.floor(at / 1000),
          time_now: new Date(at).toISOString().replace('T', ' ').slice(0, 19),
        },
      };
    },
    players,
  );

  /** The address the line's links use (`linksDnsOf`). */
  async function baseOf(accountId: number): Promise<string | null> {
    const owner = await db.selectFrom('accounts').select(['id', 'id_franchise']).where('id', '=', accountId).executeTakeFirstOrThrow();
    const dns = await linksDnsOf(db, owner, ctx.config.publicUrl);
    return dns ? dns.replace(/\/+$/, '') : null;
  }

  route(
    CALLS.playlist,
    async ({ request, reply }) => {
      const parsed = loginQuery.safeParse(request.query ?? {});
      const q = parsed.success ? parsed.data : EMPTY_QUERY;
      if (await ipBlocked(db, request.ip)) return reply.code(403).type('text/plain; charset=utf-8').send(MSG.loginIpBlocked);
      const found = await login(request, q.username, q.password);
      // Xtream servers answer a playlist only to a live line; anything else gets an empty refusal.
      if (!found || found.status !== 'Active') return reply.code(found ? 403 : 401).type('text/plain; charset=utf-8').send('');
      const type = q.type || 'm3u_plus';
      if (!['m3u', 'm3u_plus', 'ssiptv'].includes(type)) return reply.code(400).type('text/plain; charset=utf-8').send(MSG.invalidInput);
      const liveExt = q.output === 'hls' || q.output === 'm3u8' ? 'm3u8' : 'ts';
      const base = await baseOf(found.line.account_id);
      if (!base) return reply.code(422).type('text/plain; charset=utf-8').send(MSG.linksUnconfigured);
      const credentials = `${encodeURIComponent(found.line.username)}/${encodeURIComponent(found.line.password)}`;
      const attr = (value: string) => value.replace(/["\r\n]/g, ' ');
      const plain = (value: string) => value.replace(/[\r\n]/g, ' ');
      const out: string[] = ['#EXTM3U'];
      const entry = (e: { name: string; epg: string; logo: string; group: string; url: string }) => {
        out.push(type === 'm3u' ? `#EXTINF:-1,${plain(e.name)}` : `#EXTINF:-1 tvg-id="${attr(e.epg)}" tvg-name="${attr(e.name)}" tvg-logo="${attr(e.logo)}" group-title="${attr(e.group)}",${plain(e.name)}`);
        out.push(e.url);
      };
      const rows = await db
        .selectFrom('catalogue_items as i')
        .innerJoin('catalogue_categories as c', 'c.id', 'i.category_id')
        .select(['i.id', 'i.kind', 'i.name', 'i.logo', 'i.epg_id', 'i.ext', 'c.name as group'])
        .where('i.kind', 'in', ['live', 'movie'])
        .orderBy('i.kind')
        .orderBy('c.position')
        .orderBy('i.id')
        .execute();
      for (const r of rows.filter((r) => r.kind === 'live')) entry({ name: r.name, epg: r.epg_id, logo: r.logo, group: r.group, url: `${base}/live/${credentials}/${r.id}.${liveExt}` });
      for (const r of rows.filter((r) => r.kind === 'movie')) entry({ name: r.name, epg: '', logo: r.logo, group: r.group, url: `${base}/movie/${credentials}/${r.id}.${r.ext || 'mp4'}` });
      const episodes = await db
        .selectFrom('catalogue_episodes as e')
        .innerJoin('catalogue_items as s', 's.id', 'e.series_id')
        .innerJoin('catalogue_categories as c', 'c.id', 's.category_id')
        .select(['e.id', 'e.title', 'e.ext', 's.logo', 'c.name as group'])
        .orderBy('c.position')
        .orderBy('s.id')
        .orderBy('e.season')
        .orderBy('e.episode')
        .execute();
      for (const e of episodes) entry({ name: e.title, epg: '', logo: e.logo, group: e.group, url: `${base}/series/${credentials}/${e.id}.${e.ext || 'mp4'}` });
      const file = `tv_channels_${found.line.username.replace(/[^\w.-]/g, '_')}${type === 'm3u_plus' ? '_plus' : ''}.m3u`;
      return reply.type('audio/x-mpegurl; charset=utf-8').header('content-disposition', `attachment; filename="${file}"`).send(`${out.join('\n')}\n`);
    },
    players,
  );

  // A stream of the playlist: the line must be live; the answer is a redirect to the stream itself.
  const streamParams = z.object({ username: z.string().max(64), password: z.string().max(64), file: z.string().regex(/^\d{1,12}(\.[A-Za-z0-9]{1,5})?$/) });
  const streams = { live: CALLS.liveStream, movie: CALLS.movieStream, series: CALLS.seriesStream };
  for (const kind of ['live', 'movie', 'series'] as const) {
    route(
      streams[kind],
      async ({ request, reply }) => {
        const p = streamParams.safeParse(request.params);
        if (!p.success) return reply.code(404).send({ message: MSG.notFound });
        if (await ipBlocked(db, request.ip)) return reply.code(403).send({ message: MSG.loginIpBlocked });
        const found = await login(request, p.data.username, p.data.password);
        if (!found || found.status !== 'Active') return reply.code(403).send({ message: MSG.forbidden });
        const id = Number(p.data.file.split('.')[0]);
        const row =
          kind === 'series'
            ? await db.selectFrom('catalogue_episodes').select('source').where('id', '=', id).executeTakeFirst()
            : await db.selectFrom('catalogue_items').select('source').where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
        if (!row?.source) return reply.code(404).send({ message: MSG.notFound });
        return reply.redirect(row.source, 302);
      },
      players,
    );
  }
}
