// Issue 11: the catalogue the admin loads (POST /api/upload-catalogue, an M3U playlist in the multipart
// field 'file'), the movies and series of /list-movies (GET /api/get-available-movies) and today's
// games (temporary channels, permission `todays_games`): xcode-channels (the live channels to pick),
// xcode-channels-list, xcode-insert-channel, xcode-remove-channel, xcode-remove-all-channels and
// job-temp-cn (the cache job).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  CATALOGUE_MAX_BYTES,
  CATALOGUE_MAX_ENTRIES,
  CATALOGUE_MAX_MB,
  CATALOGUE_MSG,
  hasPlaylistExtension,
  type AvailableMovies,
  type ChannelOption,
  type TempChannel,
} from '../../../shared/catalogue';
import type { AppContext } from '../../context';
import { now } from '../../db';
import { logActivity } from '../../core/activity';
import { conflict, HttpError, notFound, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { LINE_STATUS } from '../../../shared/lines';
import { playerApiBase, readXtreamCatalogue } from '../../providers/lines/xtream-catalogue';
import { isPlaylist, readPlaylist, type PlaylistEntry } from './m3u';
import { beginLoad, endLoad, publishTempChannel, refreshTempChannels, storeCatalogue, type CatalogueLoad, type LoadSummary } from './service';
import { blacklistRoutes } from './blacklist';
import { smartAppRoutes } from './smart-app';
import { CALLS } from '../../../shared/calls';
import { multipartRoutes, router } from '../../route';

const LABELS = { stream_id: 'Canal', origim_name: 'Nome de origem', name: 'Nome do canal' };

export function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db } = ctx;

  /** Runs `work` holding the one catalogue load (409 while another runs); its staged rows are dropped after. */
  async function withLoad<T>(accountId: number, log: FastifyBaseLogger, work: (load: CatalogueLoad) => Promise<T>): Promise<T> {
    const load = await beginLoad(db, accountId, now());
    if (!load) throw conflict(CATALOGUE_MSG.loadBusy);
    try {
      return await work(load);
    } finally {
      // A cleanup that fails leaves the slot to go stale and the rows to the next load's own cleanup.
      await endLoad(db, load).catch((error: unknown) => log.warn({ err: error }, 'catalogue load cleanup failed'));
    }
  }

  /** Stages and swaps in the new catalogue; a failure midway keeps the old one and answers so in pt-BR. */
  async function store(
    load: CatalogueLoad,
    entries: PlaylistEntry[],
    log: FastifyBaseLogger,
    onSwap: Parameters<typeof storeCatalogue>[4],
  ): Promise<LoadSummary> {
    try {
      return await storeCatalogue(db, load, entries, now(), onSwap);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      log.error({ err: error }, 'catalogue load failed');
      throw new HttpError(500, CATALOGUE_MSG.loadFailed);
    }
  }

  route(CALLS.availableMovies, async (): Promise<AvailableMovies> => {
    const rows = await db
      .selectFrom('catalogue_items')
      .select(['kind', 'name', 'logo'])
      .where('kind', 'in', ['movie', 'series'])
      .orderBy('name')
      .orderBy('id')
      .execute();
    const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => ({ name: r.name, thumb: r.logo }));
    return { movies: of('movie'), series: of('series'), provider: ctx.config.lineProvider.kind };
  });

  // LINE_PROVIDER=xtream: the catalogue is read from the Xtream server, through a live line that lives there.
  route(CALLS.syncCatalogue, async ({ request }) => {
    const provider = ctx.config.lineProvider;
    if (provider.kind !== 'xtream') throw unprocessable(CATALOGUE_MSG.syncNotXtream);
    const line = await db
      .selectFrom('lines')
      .select(['username', 'password'])
      .where('kind', '=', 'iptv')
      .where('provider_ref', 'is not', null)
      .where('status', '!=', LINE_STATUS.disabled)
      .where('exp_at', '>', now())
      .orderBy('status', 'desc')
      .orderBy('exp_at', 'desc')
      .executeTakeFirst();
    if (!line) throw unprocessable(CATALOGUE_MSG.syncNoLine);
    const entries = await readXtreamCatalogue(playerApiBase(provider.url), line.username, line.password);
    if (entries.length === 0) throw unprocessable(CATALOGUE_MSG.syncEmpty);
    if (entries.length > CATALOGUE_MAX_ENTRIES) throw unprocessable(CATALOGUE_MSG.tooManyEntries(CATALOGUE_MAX_ENTRIES));
    const summary = await withLoad(request.account.id, request.log, (load) =>
      store(load, entries, request.log, (tx, loaded) =>
        logActivity(tx, {
          accountId: request.account.id,
          actorId: request.account.id,
          type: 'Configurações',
          action: `Catálogo sincronizado com o servidor Xtream: ${loaded.live} canais, ${loaded.movies} filmes, ${loaded.series} séries`,
          ip: request.ip,
        }),
      ),
    );
    return { message: CATALOGUE_MSG.synced, ...summary };
  });

  multipartRoutes(app, ctx, { fileSize: CATALOGUE_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 }, (routeIn) => {
    routeIn(CALLS.uploadCatalogue, async ({ request }) => {
      if (!request.isMultipart()) throw unprocessable(CATALOGUE_MSG.noFile, { file: [CATALOGUE_MSG.noFile] });
      let upload: { name: string; bytes: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || upload) {
            part.file.resume();
            continue;
          }
          upload = { name: part.filename, bytes: await part.toBuffer() };
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, CATALOGUE_MSG.tooLarge(CATALOGUE_MAX_MB));
        if (code?.startsWith('FST_')) throw unprocessable(CATALOGUE_MSG.noFile);
        throw error;
      }
      if (!upload || upload.bytes.length === 0) throw unprocessable(CATALOGUE_MSG.noFile, { file: [CATALOGUE_MSG.noFile] });
      if (!hasPlaylistExtension(upload.name)) throw unprocessable(CATALOGUE_MSG.badType, { file: [CATALOGUE_MSG.badType] });
      const text = upload.bytes.toString('utf8');
      if (!isPlaylist(text)) throw unprocessable(CATALOGUE_MSG.notPlaylist, { file: [CATALOGUE_MSG.notPlaylist] });
      // The slot first: a second upload is refused before it reads its list.
      const summary = await withLoad(request.account.id, request.log, async (load) => {
        const read = await readPlaylist(text, { maxEntries: CATALOGUE_MAX_ENTRIES });
        if (read.tooMany)
          throw unprocessable(CATALOGUE_MSG.tooManyEntries(CATALOGUE_MAX_ENTRIES), { file: [CATALOGUE_MSG.tooManyEntries(CATALOGUE_MAX_ENTRIES)] });
        if (read.entries.length === 0) throw unprocessable(CATALOGUE_MSG.empty, { file: [CATALOGUE_MSG.empty] });
        return store(load, read.entries, request.log, (tx, loaded) =>
          logActivity(tx, {
            accountId: request.account.id,
            actorId: request.account.id,
            type: 'Configurações',
            action: `Catálogo carregado: ${loaded.live} canais, ${loaded.movies} filmes, ${loaded.series} séries (${loaded.episodes} episódios)`,
            ip: request.ip,
          }),
        );
      });
      return { message: CATALOGUE_MSG.uploadDone, ...summary };
    });
  });

  // Today's games.
  route(CALLS.channels, async (): Promise<ChannelOption[]> => {
    const rows = await db
      .selectFrom('catalogue_items as i')
      .innerJoin('catalogue_categories as c', 'c.id', 'i.category_id')
      .select(['i.id', 'i.name', 'c.name as category'])
      .where('i.kind', '=', 'live')
      .where('c.kind', '=', 'live')
      .orderBy('c.position')
      .orderBy('i.id')
      .execute();
    return rows.map((r) => ({ stream_id: Number(r.id), name: r.name, category: r.category }));
  });

  const tempList = async (): Promise<TempChannel[]> =>
    (await db.selectFrom('temp_channels').select(['id', 'stream_id', 'origim_name', 'name']).orderBy('id').execute()).map((r) => ({
      ...r,
      id: Number(r.id),
      stream_id: Number(r.stream_id),
    }));
  route(CALLS.tempChannels, tempList);

  route(
    CALLS.insertChannel,
    async ({ request, body }) => {
      return db.transaction().execute(async (tx) => {
        const origin = await tx
          .selectFrom('catalogue_items as i')
          .innerJoin('catalogue_categories as c', 'c.id', 'i.category_id')
          .select(['i.id', 'i.name', 'i.source', 'i.logo', 'i.epg_id', 'i.ext'])
          .where('i.kind', '=', 'live')
          .where('c.kind', '=', 'live')
          .where('i.id', '=', body.stream_id)
          .executeTakeFirst();
        if (!origin) throw notFound(CATALOGUE_MSG.channelNotFound);
        // The custom name is optional: without it the channel keeps its origin's name.
        const name = body.name || origin.name;
        if (await tx.selectFrom('temp_channels').select('id').where('name', '=', name).executeTakeFirst()) throw conflict(CATALOGUE_MSG.channelNameTaken);
        const at = now();
        await tx
          .insertInto('temp_channels')
          .values({ stream_id: Number(origin.id), origim_name: origin.name, name, account_id: request.account.id, created_at: at })
          .execute();
        await publishTempChannel(tx, { ...origin, id: Number(origin.id) }, name, at);
        await logActivity(tx, {
          accountId: request.account.id,
          actorId: request.account.id,
          type: 'Configurações',
          action: `Canal temporário ${escapeHtml(name)} (${escapeHtml(origin.name)}) inserido`,
          ip: request.ip,
        });
        return { message: CATALOGUE_MSG.channelInserted };
      });
    },
    { labels: LABELS },
  );

  route(
    CALLS.removeChannel,
    async ({ request, body: { name } }) => {
      return db.transaction().execute(async (tx) => {
        const removed = await tx.deleteFrom('temp_channels').where('name', '=', name).returning('id').executeTakeFirst();
        if (!removed) throw notFound(CATALOGUE_MSG.tempNotFound);
        await refreshTempChannels(tx, now());
        await logActivity(tx, {
          accountId: request.account.id,
          actorId: request.account.id,
          type: 'Configurações',
          action: `Canal temporário ${escapeHtml(name)} excluído`,
          ip: request.ip,
        });
        return { message: CATALOGUE_MSG.channelRemoved };
      });
    },
    { labels: LABELS },
  );

  route(CALLS.removeAllChannels, async ({ request }) =>
    db.transaction().execute(async (tx) => {
      await tx.deleteFrom('temp_channels').execute();
      await refreshTempChannels(tx, now());
      await logActivity(tx, {
        accountId: request.account.id,
        actorId: request.account.id,
        type: 'Configurações',
        action: 'Todos os canais temporários excluídos',
        ip: request.ip,
      });
      return { message: CATALOGUE_MSG.channelsRemoved };
    }),
  );

  route(CALLS.channelsJob, async () =>
    db.transaction().execute(async (tx) => {
      const served = await refreshTempChannels(tx, now());
      return { message: CATALOGUE_MSG.cacheDone(served) };
    }),
  );

  blacklistRoutes(app, ctx);
  smartAppRoutes(app, ctx);
}
