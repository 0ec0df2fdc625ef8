// The desktop app's installers and update feeds (issue 33). The admin drops what `npm run dist` made
// (the installers, their .blockmap and the latest*.yml feeds) into DESKTOP_UPDATES_DIR; the panel serves
// each file at /desktop/<file>, public, with its content type and caching, ranges for the updater's
// partial downloads, and never a listing of the folder. The web shell offers one download per system,
// with the version its feed names; without the folder, none.
import { lstatSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { load } from 'js-yaml';
import { z } from 'zod';
import { CALLS } from '../../../shared/calls';
import type { DesktopDownload } from '../../../shared/desktop/schemas';
import type { DesktopOs } from '../../../shared/desktop/texts';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { router } from '../../route';

/** The files served, by extension (lower case), with their content types; any other file is not found. */
const TYPES: Record<string, string> = {
  '.yml': 'text/yaml; charset=utf-8',
  '.exe': 'application/vnd.microsoft.portable-executable',
  '.dmg': 'application/x-apple-diskimage',
  '.zip': 'application/zip',
  '.appimage': 'application/vnd.appimage',
  '.deb': 'application/vnd.debian.binary-package',
  '.rpm': 'application/x-rpm',
  '.blockmap': 'application/octet-stream',
};

/** A plain file name: no folder, no dot-file. */
const FILE_NAME = /^[^/\\.][^/\\]*$/;

/** A regular file of the folder itself: never a link (out of the folder, or anywhere), a folder or a device. */
const isReleaseFile = (dir: string, name: string) => lstatSync(join(dir, name), { throwIfNoEntry: false })?.isFile() === true;

/** A feed changes with each release: checked again on each use. An installer is named by its version: a day. */
const cacheControl = (extension: string) => (extension === '.yml' ? 'public, no-cache' : 'public, max-age=86400');

/** Statuses of `send` passed on as they are; any other (a folder, a dot-file, an error) is not found. */
const PASSED = new Set([200, 206, 304, 412, 416]);

/** Each system's feed (electron-builder's names) and its installers, in order of preference. */
const SYSTEMS: { os: DesktopOs; label: string; feed: string; installers: string[] }[] = [
  { os: 'windows', label: 'Windows', feed: 'latest.yml', installers: ['.exe'] },
  { os: 'mac', label: 'macOS', feed: 'latest-mac.yml', installers: ['.dmg', '.zip'] },
  { os: 'linux', label: 'Linux', feed: 'latest-linux.yml', installers: ['.appimage', '.deb'] },
];

const feedSchema = z.object({ version: z.string().min(1).max(50), files: z.array(z.object({ url: z.string().regex(FILE_NAME) })) });

/** A system's download: its feed's version and preferred installer, when both are in the folder. */
async function downloadOf(dir: string, system: (typeof SYSTEMS)[number]): Promise<DesktopDownload | null> {
  const text = await readFile(join(dir, system.feed), 'utf8').catch(() => null);
  let feed: z.infer<typeof feedSchema>;
  try {
    feed = feedSchema.parse(load(text ?? ''));
  } catch {
    return null;
  }
  const file = system.installers.map((ext) => feed.files.find((f) => f.url.toLowerCase().endsWith(ext))).find((f) => f && isReleaseFile(dir, f.url));
  return file ? { os: system.os, label: system.label, version: feed.version, url: `/desktop/${encodeURIComponent(file.url)}` } : null;
}

export function desktopRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const dir = ctx.config.desktopUpdatesDir;

  route(CALLS.desktopRelease, async () => ({
    downloads: dir ? (await Promise.all(SYSTEMS.map((system) => downloadOf(dir, system)))).filter((d) => d !== null) : [],
  }));

  route(
    CALLS.desktopFile,
    async ({ request, reply }) => {
      const name = (request.params as { '*': string })['*'];
      const extension = extname(name).toLowerCase();
      if (!dir || !FILE_NAME.test(name) || !TYPES[extension] || !isReleaseFile(dir, name)) throw notFound(SERVER_MSG.routeNotFound);
      // The name is already decoded: encoded again so that send does not decode it a second time.
      const { statusCode, headers, stream } = await send(request.raw, encodeURIComponent(name), {
        root: dir,
        dotfiles: 'deny',
        index: false,
        cacheControl: false,
      });
      if (!PASSED.has(statusCode)) throw notFound(SERVER_MSG.routeNotFound);
      // A refused precondition or range keeps send's own answer (with its Content-Range).
      const file = statusCode < 400 ? { 'content-type': TYPES[extension], 'cache-control': cacheControl(extension) } : {};
      return reply
        .code(statusCode)
        .headers({ ...headers, ...file })
        .send(stream);
    },
    // Installers are compressed already, and ranges must stay byte-exact.
    { compress: false },
  );
}
