// Issue 11: the catalogue the admin loads, from an M3U playlist it uploads or (LINE_PROVIDER=xtream) read
// from the Xtream server, and the movies and series of /list-movies.
import type { FastifyBaseLogger } from 'fastify';
import { CATALOGUE_MAX_ENTRIES, CATALOGUE_MSG, hasPlaylistExtension } from '../../../shared/catalogue/texts';
import type { AvailableMovies } from '../../../shared/catalogue/schemas';
import { LINE_STATUS } from '../../../shared/lines/texts';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { now, type Db } from '../../db';
import { conflict, HttpError, unprocessable } from '../../errors';
import { playerApiBase, readXtreamCatalogue } from '../../providers/lines/xtream-catalogue';
import { isPlaylist, readPlaylist, type PlaylistEntry } from './m3u';
import { beginLoad, endLoad, type CatalogueLoad } from './slot';
import type { LoadSummary } from './staging';
import { storeCatalogue } from './store';

/** Runs `work` holding the one catalogue load (409 while another runs); its staged rows are dropped after. */
async function withLoad<T>(db: Db, accountId: number, log: FastifyBaseLogger, work: (load: CatalogueLoad) => Promise<T>): Promise<T> {
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
  db: Db,
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

export async function availableMovies({ db, config }: AppContext): Promise<AvailableMovies> {
  const rows = await db
    .selectFrom('catalogue_items')
    .select(['kind', 'name', 'logo'])
    .where('kind', 'in', ['movie', 'series'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => ({ name: r.name, thumb: r.logo }));
  return { movies: of('movie'), series: of('series'), provider: config.lineProvider.kind };
}

/** LINE_PROVIDER=xtream: the catalogue is read from the Xtream server, through a live line that lives there. */
export async function syncCatalogue(ctx: AppContext, account: CallerAccount, ip: string, log: FastifyBaseLogger) {
  const { db } = ctx;
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
  const summary = await withLoad(db, account.id, log, (load) =>
    store(db, load, entries, log, (tx, loaded) =>
      logActivity(tx, {
        accountId: account.id,
        actorId: account.id,
        type: 'Configurações',
        action: `Catálogo sincronizado com o servidor Xtream: ${loaded.live} canais, ${loaded.movies} filmes, ${loaded.series} séries`,
        ip,
      }),
    ),
  );
  return { message: CATALOGUE_MSG.synced, ...summary };
}

/** The admin's M3U playlist (the multipart field 'file') as the new catalogue. */
export async function uploadCatalogue(
  { db }: AppContext,
  account: CallerAccount,
  ip: string,
  log: FastifyBaseLogger,
  upload: { name: string; bytes: Buffer } | undefined,
) {
  if (!upload || upload.bytes.length === 0) throw unprocessable(CATALOGUE_MSG.noFile, { file: [CATALOGUE_MSG.noFile] });
  if (!hasPlaylistExtension(upload.name)) throw unprocessable(CATALOGUE_MSG.badType, { file: [CATALOGUE_MSG.badType] });
  const text = upload.bytes.toString('utf8');
  if (!isPlaylist(text)) throw unprocessable(CATALOGUE_MSG.notPlaylist, { file: [CATALOGUE_MSG.notPlaylist] });
  // The slot first: a second upload is refused before it reads its list.
  const summary = await withLoad(db, account.id, log, async (load) => {
    const read = await readPlaylist(text, { maxEntries: CATALOGUE_MAX_ENTRIES });
    if (read.tooMany) throw unprocessable(CATALOGUE_MSG.tooManyEntries(CATALOGUE_MAX_ENTRIES), { file: [CATALOGUE_MSG.tooManyEntries(CATALOGUE_MAX_ENTRIES)] });
    if (read.entries.length === 0) throw unprocessable(CATALOGUE_MSG.empty, { file: [CATALOGUE_MSG.empty] });
    return store(db, load, read.entries, log, (tx, loaded) =>
      logActivity(tx, {
        accountId: account.id,
        actorId: account.id,
        type: 'Configurações',
        action: `Catálogo carregado: ${loaded.live} canais, ${loaded.movies} filmes, ${loaded.series} séries (${loaded.episodes} episódios)`,
        ip,
      }),
    );
  });
  return { message: CATALOGUE_MSG.uploadDone, ...summary };
}
