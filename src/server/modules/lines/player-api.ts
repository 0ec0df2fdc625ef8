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
// Here the routes; the login is player-login.ts, the catalogue actions player-catalogue.ts, the playlist
// player-playlist.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LINE_STATUS } from '../../../shared/lines/texts';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { ipBlocked } from '../../core/client-address';
import type { AppContext } from '../../context';
import { now, type DbOrTx } from '../../db';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { catalogueAction } from './player-catalogue';
import { lineLogin, playerQueryOf, seconds, type PlayerLogin } from './player-login';
import { isPlaylistType, linksBaseOf, playlistFileName, playlistOf } from './player-playlist';

/** The login answer: the line's user_info and this server's server_info. */
function loginAnswer(request: FastifyRequest, { line, status }: PlayerLogin) {
  const at = now();
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
}

const STREAM_KINDS = ['live', 'movie', 'series'] as const;
type StreamKind = (typeof STREAM_KINDS)[number];
const streamParams = z.object({ username: z.string().max(64), password: z.string().max(64), file: z.string().regex(/^\d{1,12}(\.[A-Za-z0-9]{1,5})?$/) });

/** Where a stream of the playlist really is (its source in the catalogue), if anywhere. */
async function streamSourceOf(db: DbOrTx, kind: StreamKind, id: number) {
  const row =
    kind === 'series'
      ? await db.selectFrom('catalogue_episodes').select('source').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('catalogue_items').select('source').where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return row?.source || null;
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

  route(
    CALLS.playerApi,
    async ({ request, reply }) => {
      const q = playerQueryOf(request.query);
      if (await ipBlocked(db, request.ip)) return reply.code(403).send({ user_info: { auth: 0 }, message: SERVER_MSG.loginIpBlocked });
      const found = await lineLogin(db, request, q.username, q.password);
      if (!found) return { user_info: { auth: 0 } };
      const answer = catalogueAction(q.action);
      if (!answer) return loginAnswer(request, found);
      // An expired or disabled line is refused every catalogue action: the Xtream answer, 403 with its status.
      return found.status === 'Active' ? answer(db, q) : reply.code(403).send({ user_info: { auth: 0, status: found.status } });
    },
    players,
  );

  route(
    CALLS.playlist,
    async ({ request, reply }) => {
      const q = playerQueryOf(request.query);
      const plainText = (code: number, text: string) => reply.code(code).type('text/plain; charset=utf-8').send(text);
      if (await ipBlocked(db, request.ip)) return plainText(403, SERVER_MSG.loginIpBlocked);
      const found = await lineLogin(db, request, q.username, q.password);
      // Xtream servers answer a playlist only to a live line; anything else gets an empty refusal.
      if (found?.status !== 'Active') return plainText(found ? 403 : 401, '');
      const type = q.type || 'm3u_plus';
      if (!isPlaylistType(type)) return plainText(400, SERVER_MSG.invalidInput);
      const liveExt = q.output === 'hls' || q.output === 'm3u8' ? 'm3u8' : 'ts';
      const base = await linksBaseOf(ctx, found.line.account_id);
      if (!base) return plainText(422, SERVER_MSG.linksUnconfigured);
      const playlist = await playlistOf(db, { base, line: found.line, type, liveExt });
      return reply
        .type('audio/x-mpegurl; charset=utf-8')
        .header('content-disposition', `attachment; filename="${playlistFileName(found.line.username, type)}"`)
        .send(playlist);
    },
    players,
  );

  // A stream of the playlist: the line must be live; the answer is a redirect to the stream itself.
  const streams = { live: CALLS.liveStream, movie: CALLS.movieStream, series: CALLS.seriesStream };
  for (const kind of STREAM_KINDS) {
    route(
      streams[kind],
      async ({ request, reply }) => {
        const p = streamParams.safeParse(request.params);
        if (!p.success) return reply.code(404).send({ message: SERVER_MSG.notFound });
        if (await ipBlocked(db, request.ip)) return reply.code(403).send({ message: SERVER_MSG.loginIpBlocked });
        const found = await lineLogin(db, request, p.data.username, p.data.password);
        if (found?.status !== 'Active') return reply.code(403).send({ message: MSG.forbidden });
        const source = await streamSourceOf(db, kind, Number(p.data.file.split('.')[0]));
        if (!source) return reply.code(404).send({ message: SERVER_MSG.notFound });
        return reply.redirect(source, 302);
      },
      players,
    );
  }
}
