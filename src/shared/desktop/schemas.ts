// The answers of the 'App desktop e API' calls as zod schemas (issue 47): the desktop app's downloads
// (GET /api/desktop-release) and the API's own document. Apart from texts.ts, which the desktop's main
// process reads and which must not load zod: the main process imports these types type-only.
import { z } from 'zod';
import { DESKTOP_OSES } from './texts';

export const desktopDownloadAnswer = z.object({
  os: z.enum(DESKTOP_OSES),
  /** 'Windows', 'macOS', 'Linux'. */
  label: z.string(),
  /** The version of the installer, from its update feed (latest.yml, latest-mac.yml, latest-linux.yml). */
  version: z.string(),
  /** /desktop/<file>, served by the panel. */
  url: z.string(),
});
export type DesktopDownload = z.infer<typeof desktopDownloadAnswer>;

/** One download per system with an installer in the folder; none on a server without the folder. */
export const desktopReleaseAnswer = z.object({ downloads: z.array(desktopDownloadAnswer) });
export type DesktopRelease = z.infer<typeof desktopReleaseAnswer>;

/** GET /api/openapi.json: the OpenAPI 3.1 document itself (its own standard gives its shape). */
export const apiDocumentAnswer = z
  .looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) })
  .meta({ description: 'O documento OpenAPI 3.1 (https://spec.openapis.org/oas/v3.1.0).' });
