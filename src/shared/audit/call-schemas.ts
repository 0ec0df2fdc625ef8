// The zod schemas of the calls of 'Alterações' (issue 30): each entry's query, body and answer, by its
// name in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import { auditAnswer, auditQuery, auditRetentionBody } from './schemas';
import { messageAnswer } from '../answers';
import type { SchemaLines } from '../call-schemas';
import type { AUDIT_CALLS } from './calls';

export const AUDIT_CALL_SCHEMAS = {
  audit: { query: auditQuery, answer: auditAnswer },
  auditRetention: { body: auditRetentionBody, answer: messageAnswer },
} satisfies SchemaLines<typeof AUDIT_CALLS>;
