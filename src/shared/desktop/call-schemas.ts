// The zod schemas of the calls of the desktop app's downloads (issue 33) and the API's own document and
// page: each entry's query, body and answer, by its name in calls.ts beside this file (../call-schemas.ts
// assembles every domain's).
import { apiDocumentAnswer, desktopReleaseAnswer } from './schemas';
import { NOT_JSON } from '../answers';
import type { SchemaLines } from '../call-schemas';
import type { DESKTOP_CALLS } from './calls';

export const DESKTOP_CALL_SCHEMAS = {
  desktopRelease: { answer: desktopReleaseAnswer },
  desktopFile: { answer: NOT_JSON.file, also: [206, 304, 412, 416] },
  apiDocument: { answer: apiDocumentAnswer },
  apiDocs: { answer: NOT_JSON.html },
  apiDocsAsset: { answer: NOT_JSON.javascript },
} satisfies SchemaLines<typeof DESKTOP_CALLS>;
