// The zod schemas of every call's query, body and answer, by the names of the table of calls (calls.ts):
// what the contract says a request carries and its call answers. Each domain keeps its lines beside its
// entries, in `<domain>/call-schemas.ts`; this file assembles them, as calls.ts assembles the entries.
// server/route.ts parses each request with its entry's schemas before the handler runs, and the API
// document (server/openapi/document.ts) publishes them. Every entry of the table has its line (`{}`: it
// takes no query and no body), so an entry without one does not compile. They are kept apart from the
// table because the renderer reads the table (method, path, rule) in its first load and has no use for
// zod there: the login page loads neither (issue 21). Calls that speak another party's format keep it in
// their handler: the gateways' and Meta's webhooks (signed raw bodies), the Xtream player API and
// streams (answered in the players' own way), and the multipart uploads.
import type { z } from 'zod';
import type { AnswerSpec, OtherStatus } from './answers';
import type { CALLS } from './calls';
import type { HttpMethod } from './platform';
import { ACCOUNT_CALL_SCHEMAS } from './account/call-schemas';
import { SESSIONS_CALL_SCHEMAS } from './sessions/call-schemas';
import { NETWORK_CALL_SCHEMAS } from './network/call-schemas';
import { AUDIT_CALL_SCHEMAS } from './audit/call-schemas';
import { TRASH_CALL_SCHEMAS } from './trash/call-schemas';
import { ANALYTICS_CALL_SCHEMAS } from './analytics/call-schemas';
import { LINES_CALL_SCHEMAS } from './lines/call-schemas';
import { EXPIRIES_CALL_SCHEMAS } from './expiries/call-schemas';
import { TELEGRAM_CALL_SCHEMAS } from './telegram/call-schemas';
import { WHATSAPP_CALL_SCHEMAS } from './whatsapp/call-schemas';
import { AUTOMATION_CALL_SCHEMAS } from './automation/call-schemas';
import { TRIAL_PAGE_CALL_SCHEMAS } from './trial-page/call-schemas';
import { TICKETS_CALL_SCHEMAS } from './tickets/call-schemas';
import { COMMUNICATION_CALL_SCHEMAS } from './communication/call-schemas';
import { OPS_CALL_SCHEMAS } from './ops/call-schemas';
import { CATALOGUE_CALL_SCHEMAS } from './catalogue/call-schemas';
import { INFRA_CALL_SCHEMAS } from './infra/call-schemas';
import { DESKTOP_CALL_SCHEMAS } from './desktop/call-schemas';

/** What an entry may declare: a GET only a query, a PUT or DELETE only a body, a POST both; each its answer. */
type SchemasOf<M> = (M extends 'GET' ? { query?: z.ZodType } : M extends 'POST' ? { query?: z.ZodType; body?: z.ZodType } : { body?: z.ZodType }) & {
  answer: AnswerSpec;
  also?: readonly OtherStatus[];
};

/** The lines of some entries: one for each, as its method allows (a domain's entries, or the whole table). */
export type SchemaLines<Calls extends Record<string, { method: HttpMethod }>> = { [K in keyof Calls]: SchemasOf<Calls[K]['method']> };

export const CALL_SCHEMAS = {
  ...ACCOUNT_CALL_SCHEMAS,
  ...SESSIONS_CALL_SCHEMAS,
  ...NETWORK_CALL_SCHEMAS,
  ...AUDIT_CALL_SCHEMAS,
  ...TRASH_CALL_SCHEMAS,
  ...ANALYTICS_CALL_SCHEMAS,
  ...LINES_CALL_SCHEMAS,
  ...EXPIRIES_CALL_SCHEMAS,
  ...TELEGRAM_CALL_SCHEMAS,
  ...WHATSAPP_CALL_SCHEMAS,
  ...AUTOMATION_CALL_SCHEMAS,
  ...TRIAL_PAGE_CALL_SCHEMAS,
  ...TICKETS_CALL_SCHEMAS,
  ...COMMUNICATION_CALL_SCHEMAS,
  ...OPS_CALL_SCHEMAS,
  ...CATALOGUE_CALL_SCHEMAS,
  ...INFRA_CALL_SCHEMAS,
  ...DESKTOP_CALL_SCHEMAS,
} satisfies SchemaLines<typeof CALLS>;

export type CallSchemas = typeof CALL_SCHEMAS;
