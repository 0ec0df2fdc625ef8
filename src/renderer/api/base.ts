// RTK Query over the Platform port: every call goes through the adapter (which adds the token), and
// answers come back as { data } or { error } — never thrown. A feature adds its calls in its own
// features/<screen>/api.ts, each request built from its entry of the table of calls (no path here), and
// each answer type taken from that entry (`Answers['iptvLines']`, not written again):
//   const linesApi = api.enhanceEndpoints({ addTagTypes: ['Lines'] }).injectEndpoints({ endpoints: (build) => ({
//     lines: build.query<Answers['iptvLines'], LinesArg>({ query: (q) => requestOf(CALLS.iptvLines, { query: q }), providesTags: ['Lines'] }),
//     extend: build.mutation<Answers['iptvAction'], ExtendArg>({ query: ({ id, ...body }) => requestOf(CALLS.iptvAction, { params: { id }, body }), ...invalidatesEverywhere('Lines', 'Dashboard') }),
//   }) });
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '../../shared/answers';
import { pathOf, type ParamsOf } from '../../shared/calls';
import type { Call } from '../../shared/rules';
import type { ApiRequest } from '../../shared/platform';
import { getPlatform } from '../platform';

type RequestOptions = Omit<ApiRequest, 'method' | 'path'>;
/** `requestOf`'s options: `params` required when the call's path has parameters, refused when it has none. */
type OptionsOf<C extends Call> = [ParamsOf<C>] extends [never]
  ? [options?: RequestOptions & { params?: never }]
  : string extends C['path']
    ? [options?: RequestOptions & { params?: ParamsOf<C> }]
    : [options: RequestOptions & { params: ParamsOf<C> }];

/** The request of one entry of the table of calls (shared/calls.ts): its method, and its path with `params` filled in. */
export function requestOf<C extends Call>(call: C, ...[options]: OptionsOf<C>): ApiRequest {
  const { params, ...rest }: RequestOptions & { params?: Record<string, string | number> } = options ?? {};
  return { method: call.method, path: pathOf(call, params), ...rest };
}

/** A call whose path has an `:id`. */
type IdCall = Call & { path: `${string}:id${string}` };

/** A `query` for a call whose argument is the `:id` of its path: `query: byId(CALLS.deleteThing)`. */
export const byId =
  (call: IdCall) =>
  (id: number): ApiRequest => ({ method: call.method, path: pathOf(call, { id }) });

/** A `query` for a call whose argument is the `:id` of its path and, besides it, its body: `query: byIdWithBody(CALLS.updateThing)`. */
export const byIdWithBody =
  (call: IdCall) =>
  ({ id, ...body }: { id: number }): ApiRequest => ({ method: call.method, path: pathOf(call, { id }), body });

/** A `query` for a call whose argument is the `:id` of its path, sent with an empty body (a POST asking for an action): `query: byIdEmptyBody(CALLS.restoreThing)`. */
export const byIdEmptyBody =
  (call: IdCall) =>
  (id: number): ApiRequest => ({ method: call.method, path: pathOf(call, { id }), body: {} });

/** A `query` for a call without path parameters whose argument is its whole body: `query: withBody(CALLS.createThing)`. */
export const withBody =
  (call: Call) =>
  (body: unknown): ApiRequest => ({ method: call.method, path: pathOf(call), body });

export interface QueryError {
  status: number;
  data: ApiError;
}

/** A call that got no answer at all (the server away, or the network): status 0 from both adapters. */
export const unanswered = (error: unknown): boolean => (error as Partial<QueryError> | undefined)?.status === 0;

const platformBaseQuery: BaseQueryFn<ApiRequest, unknown, QueryError> = async (req) => {
  const res = await getPlatform().request(req);
  if (res.status >= 200 && res.status < 300) return { data: res.data };
  const data = (res.data && typeof res.data === 'object' ? res.data : { message: String(res.data ?? '') }) as ApiError;
  return { error: { status: res.status, data } };
};

const TAGS = ['Profile', 'Dashboard', 'Settings', 'TwoFactor', 'Telegram'] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: platformBaseQuery,
  tagTypes: [...TAGS] as string[],
  endpoints: () => ({}),
});

/**
 * For a mutation: invalidate these tags here and in every other window of the app, so all windows
 * show the same data after a change.
 */
export function invalidatesEverywhere(...tags: string[]) {
  return invalidatesEverywhereFor(() => tags);
}

/** The same, with the tags chosen from the mutation's argument (one line action: only its own list). */
export function invalidatesEverywhereFor<A>(tagsOf: (arg: A) => string[]) {
  return {
    invalidatesTags: (_result: unknown, error: unknown, arg: A) => (error ? [] : tagsOf(arg)),
    async onQueryStarted(arg: A, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) {
      try {
        await queryFulfilled;
        const tags = tagsOf(arg);
        if (tags.length > 0) getPlatform().broadcastInvalidate(tags);
      } catch {
        /* a failed mutation changed nothing */
      }
    },
  };
}

/**
 * The mutations of a list's items, each refreshing the list (`tag`) here and in the other windows:
 * `create` sends its body, `update` the item's `:id` and its body, `remove` the `:id`.
 */
export const listEdits = (tag: string, calls: { create: Call; update: IdCall; remove: IdCall }) => ({
  create: { query: withBody(calls.create), ...invalidatesEverywhere(tag) },
  update: { query: byIdWithBody(calls.update), ...invalidatesEverywhere(tag) },
  remove: { query: byId(calls.remove), ...invalidatesEverywhere(tag) },
});

/**
 * The two fallbacks spec section 8 gives some calls: the call's own text, when it came back without one,
 * and the screen's, when the failure was no answer at all (the desktop app refused to forward the call).
 * Declare them once, outside the component: a load error dialog shows again when its fallback changes.
 */
export interface Fallbacks {
  answered: string;
  unanswered: string;
}

/** The server's pt-BR message of an RTK Query error, or the given fallback. */
export function errorMessage(error: unknown, fallback: string | Fallbacks): string {
  const { status, data } = (error ?? {}) as Partial<QueryError>;
  if (typeof data?.message === 'string' && data.message) return data.message;
  if (typeof fallback === 'string') return fallback;
  return typeof status === 'number' ? fallback.answered : fallback.unanswered;
}

/** The field messages of a 422 (`errors`), in order and without repeats; empty for any other error. */
export function fieldErrors(error: unknown): string[] {
  const { status, data } = (error ?? {}) as Partial<QueryError>;
  if (status !== 422 || !data?.errors) return [];
  return [...new Set(Object.values(data.errors).flat())];
}

/** The first message of each refused field of a 422, by field name (to mark the fields); empty otherwise. */
export function fieldErrorsByName(error: unknown): Record<string, string> {
  const { status, data } = (error ?? {}) as Partial<QueryError>;
  if (status !== 422 || !data?.errors) return {};
  return Object.fromEntries(Object.entries(data.errors).map(([name, messages]) => [name, messages[0]]));
}
