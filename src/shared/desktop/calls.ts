// The entries of the desktop app's downloads (issue 33) and the API's own document and page in the table
// of calls (../calls.ts): name, method, path and rule, without zod, for the renderer's first load; their
// schemas are in call-schemas.ts beside this file.
import { type Entries, get, PUBLIC } from '../rules';

export const DESKTOP_CALLS = {
  // ---- The desktop app: its installers and update feeds, from DESKTOP_UPDATES_DIR (issue 33) ----
  desktopRelease: get('/api/desktop-release', PUBLIC),
  desktopFile: get('/desktop/*', PUBLIC),

  // ---- The API's own description (OpenAPI 3.1) and its page ----
  apiDocument: get('/api/openapi.json', PUBLIC),
  apiDocs: get('/api/docs', PUBLIC),
  apiDocsAsset: get('/api/docs/:file', PUBLIC),
} satisfies Entries;
