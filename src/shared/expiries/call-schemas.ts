// The zod schemas of the calls of 'Vencimentos' (issue 22): each entry's query, body and answer, by its
// name in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import { expiriesAnswer, expiriesQuery, expiryRemindersAnswer, reminderBody } from './schemas';
import type { SchemaLines } from '../call-schemas';
import type { EXPIRIES_CALLS } from './calls';

export const EXPIRIES_CALL_SCHEMAS = {
  expiries: { query: expiriesQuery, answer: expiriesAnswer },
  expiryReminders: { body: reminderBody, answer: expiryRemindersAnswer },
} satisfies SchemaLines<typeof EXPIRIES_CALLS>;
