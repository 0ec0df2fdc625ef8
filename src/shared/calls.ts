// Every call the server answers, declared once: its name, method, path and rule (spec section 6). Each
// domain declares its own entries in its folder, `<domain>/calls.ts` (what an entry is, and the helpers
// they are written with, are in rules.ts), and its schemas beside them in `<domain>/call-schemas.ts`
// under the same names; this file assembles the table from the domains' entries, and call-schemas.ts the
// schemas the same way. The entries and texts are free of zod (a domain's zod schemas are in its
// schemas.ts and call-schemas.ts), so that the renderer, which reads this table in its first load, does
// not load zod and every schema (issue 21); the type of a call's answer, `AnswerOf` and `Answers`, is its
// answer schema's output, read type-only. The server registers its routes from these entries and
// parses each request with the entry's schemas (server/route.ts), so no path is written twice, and checks
// the rule before the handler runs (server/auth/guard.ts); the API document (/api/openapi.json) is made
// from the same entries; the renderer builds its requests from them and shows a menu item, button or
// column exactly when its call would be allowed (`allows`, rules.ts); the desktop's main process forwards
// only calls that match an entry. Subtree scoping (an id outside the caller's branch is 404) stays in the
// handlers: it depends on the id, not on the caller.
import type { AnswerType } from './answers';
import type { CallSchemas } from './call-schemas';
import type { Call } from './rules';
import { ACCOUNT_CALLS } from './account/calls';
import { SESSIONS_CALLS } from './sessions/calls';
import { NETWORK_CALLS } from './network/calls';
import { AUDIT_CALLS } from './audit/calls';
import { TRASH_CALLS } from './trash/calls';
import { ANALYTICS_CALLS } from './analytics/calls';
import { LINES_CALLS } from './lines/calls';
import { EXPIRIES_CALLS } from './expiries/calls';
import { TELEGRAM_CALLS } from './telegram/calls';
import { WHATSAPP_CALLS } from './whatsapp/calls';
import { AUTOMATION_CALLS } from './automation/calls';
import { TRIAL_PAGE_CALLS } from './trial-page/calls';
import { TICKETS_CALLS } from './tickets/calls';
import { COMMUNICATION_CALLS } from './communication/calls';
import { OPS_CALLS } from './ops/calls';
import { CATALOGUE_CALLS } from './catalogue/calls';
import { INFRA_CALLS } from './infra/calls';
import { DESKTOP_CALLS } from './desktop/calls';

// Each name in one domain only (src/shared/calls.test.ts): a name declared twice would keep only the last.
const TABLE = {
  ...ACCOUNT_CALLS,
  ...SESSIONS_CALLS,
  ...NETWORK_CALLS,
  ...AUDIT_CALLS,
  ...TRASH_CALLS,
  ...ANALYTICS_CALLS,
  ...LINES_CALLS,
  ...EXPIRIES_CALLS,
  ...TELEGRAM_CALLS,
  ...WHATSAPP_CALLS,
  ...AUTOMATION_CALLS,
  ...TRIAL_PAGE_CALLS,
  ...TICKETS_CALLS,
  ...COMMUNICATION_CALLS,
  ...OPS_CALLS,
  ...CATALOGUE_CALLS,
  ...INFRA_CALLS,
  ...DESKTOP_CALLS,
};

/** The table, each entry with its own name. */
export const CALLS = Object.fromEntries(Object.entries(TABLE).map(([name, entry]) => [name, { ...entry, name }])) as {
  [K in keyof typeof TABLE]: (typeof TABLE)[K] & { name: K };
};

export type CallName = keyof typeof CALLS;

/**
 * What a call answers (on success): the output of its answer schema (call-schemas.ts), e.g.
 * `AnswerOf<typeof CALLS.logs>`; `unknown` for what is not JSON and for a call only known as `Call`.
 */
export type AnswerOf<C extends Call> = C['name'] extends CallName ? AnswerType<CallSchemas[C['name']]['answer']> : unknown;
/** Every entry's answer by name: `Answers['logs']` is `LogResponse`. */
export type Answers = { [K in CallName]: AnswerOf<(typeof CALLS)[K]> };

/** The names of a path's parameters: '/live/:username/:password/:file' -> 'username' | 'password' | 'file' (any name for a path only known as a string). */
export type ParamNames<P extends string> = string extends P
  ? string
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? Name | ParamNames<Rest>
    : P extends `${string}:${infer Name}`
      ? Name
      : never;
/**
 * The parameters of a call's path: '/api/reg-users/:id' -> { id: string | number }; `never` for a path
 * without any; any names for a call only known as `Call` (its path is just a string).
 */
export type ParamsOf<C extends Pick<Call, 'path'>> = string extends C['path']
  ? Record<string, string | number>
  : [ParamNames<C['path']>] extends [never]
    ? never
    : { [K in ParamNames<C['path']>]: string | number };

/** `/api/x/:id` with { id: 5 } -> `/api/x/5`; a missing parameter is a programming error. */
export function pathOf(call: Pick<Call, 'path'>, params: Record<string, string | number> = {}): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro ${name} ausente em ${call.path}`);
    return encodeURIComponent(String(value));
  });
}

/** A path's pattern: an `:id` is a number, any other parameter one segment, a final `*` the rest of the path. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.]/g, '\\.')
      .replace(/\*$/, '.*')
      .replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '\\d+' : '[^/]+'))}$`,
  );
const patterns = Object.values(CALLS as Record<string, Call>).map((call) => ({ call, pattern: patternOf(call.path) }));

/** The entry a request (method and concrete path) is for, or undefined when the table has none. */
export const callFor = (method: string, path: string): Call | undefined => patterns.find((p) => p.call.method === method && p.pattern.test(path))?.call;
