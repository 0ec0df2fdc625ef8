// The zod schemas of the calls of 'Análises' (issue 31): each entry's query, body and answer, by its name
// in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import { analyticsAnswer, analyticsTreeAnswer } from './schemas';
import type { SchemaLines } from '../call-schemas';
import type { ANALYTICS_CALLS } from './calls';

export const ANALYTICS_CALL_SCHEMAS = {
  analytics: { answer: analyticsAnswer },
  analyticsTree: { answer: analyticsTreeAnswer },
} satisfies SchemaLines<typeof ANALYTICS_CALLS>;
