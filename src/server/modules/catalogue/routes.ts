// Issue 11: the catalogue the admin loads (POST /api/upload-catalogue, an M3U playlist in the multipart
// field 'file'), the movies and series of /list-movies (GET /api/get-available-movies) and today's
// games (temporary channels, permission `todays_games`): xcode-channels (the live channels to pick),
// xcode-channels-list, xcode-insert-channel, xcode-remove-channel, xcode-remove-all-channels and
// job-temp-cn (the cache job).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOGUE_MAX_BYTES, CATALOGUE_MAX_MB, CATALOGUE_MSG } from '../../../shared/catalogue/texts';
import type { AppContext } from '../../context';
import { HttpError, unprocessable } from '../../errors';
import { availableMovies, syncCatalogue, uploadCatalogue } from './load';
import { insertTempChannel, liveChannels, refreshTempChannelsJob, removeAllTempChannels, removeTempChannel, tempChannels } from './temp-channels';
import { blacklistRoutes } from './blacklist';
import { smartAppRoutes } from './smart-app';
import { CALLS } from '../../../shared/calls';
import { multipartRoutes, router } from '../../route';

const LABELS = { stream_id: 'Canal', origim_name: 'Nome de origem', name: 'Nome do canal' };

/** The multipart body's first file of the field 'file' (the others are read past). */
async function uploadedFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer } | undefined> {
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
  return upload;
}

export function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);

  route(CALLS.availableMovies, async () => availableMovies(ctx));
  route(CALLS.syncCatalogue, async ({ request }) => syncCatalogue(ctx, request.account, request.ip, request.log));
  multipartRoutes(app, ctx, { fileSize: CATALOGUE_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 }, (routeIn) => {
    routeIn(CALLS.uploadCatalogue, async ({ request }) => uploadCatalogue(ctx, request.account, request.ip, request.log, await uploadedFile(request)));
  });

  // Today's games.
  route(CALLS.channels, async () => liveChannels(ctx));
  route(CALLS.tempChannels, async () => tempChannels(ctx));
  route(CALLS.insertChannel, async ({ request, body }) => insertTempChannel(ctx, request.account, request.ip, body), { labels: LABELS });
  route(CALLS.removeChannel, async ({ request, body: { name } }) => removeTempChannel(ctx, request.account, request.ip, name), { labels: LABELS });
  route(CALLS.removeAllChannels, async ({ request }) => removeAllTempChannels(ctx, request.account, request.ip));
  route(CALLS.channelsJob, async () => refreshTempChannelsJob(ctx));

  blacklistRoutes(app, ctx);
  smartAppRoutes(app, ctx);
}
