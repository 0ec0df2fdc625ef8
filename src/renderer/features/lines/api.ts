// Calls of the line screens (spec section 7: IPTV, P2P, new P2P).
import type { LineActionAnswer, LineAnswer, IptvLine, P2pLine } from '../../../shared/lines/schemas';
import type { LineKind } from '../../../shared/lines/texts';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { applyListChanges, LINE_ACTION, type ListChanges } from '../../../shared/lines/texts';
import { CALLS, type Answers } from '../../../shared/calls';
import type { Call } from '../../../shared/rules';
import { api, invalidatesEverywhere, invalidatesEverywhereFor, requestOf, type QueryError, withBody } from '../../api/base';

export type { LineKind };
/** The calls of each kind of line: create, list, the PUT actions and Recriar Linha; Sincronizar exists for the P2P kinds only (spec section 7). */
export const LINE_CALLS = {
  iptv: { create: CALLS.createIptv, list: CALLS.iptvLineChanges, action: CALLS.iptvAction, recreate: CALLS.recreateIptv },
  p2p: { create: CALLS.createP2p, list: CALLS.p2pLineChanges, action: CALLS.p2pAction, recreate: CALLS.recreateP2p, sync: CALLS.syncP2p },
  new_p2p: { create: CALLS.createNewP2p, list: CALLS.newP2pLineChanges, action: CALLS.newP2pAction, recreate: CALLS.recreateNewP2p, sync: CALLS.syncNewP2p },
} satisfies Record<LineKind, { create: Call; list: Call; action: Call; recreate: Call; sync?: Call }>;
export const LINE_TAGS: Record<LineKind, string> = { iptv: 'LinesIptv', p2p: 'LinesP2p', new_p2p: 'LinesNewP2p' };

/** A creation or action answer: the copy texts read these fields; actions answer a part of them. */
export type LineResult = LineAnswer;
export type { LineActionAnswer };

const MIGRATION_TARGET: Partial<Record<number, LineKind>> = {
  [LINE_ACTION.migrateToIptv]: 'iptv',
  [LINE_ACTION.migrateToP2p]: 'p2p',
  [LINE_ACTION.migrateToNewP2p]: 'new_p2p',
};

/**
 * What one line action changes, so every window refetches only that: its own list (and the target's on
 * a migration), the dashboard counters, and the balance when it spends credits. Links change nothing.
 */
export function lineActionTags(kind: LineKind, body: Record<string, unknown>): string[] {
  const action = Number(body.action);
  if (action === LINE_ACTION.links) return [];
  const target = MIGRATION_TARGET[action];
  return [LINE_TAGS[kind], ...(target ? [LINE_TAGS[target]] : []), 'Dashboard', ...(action === LINE_ACTION.extend ? ['Profile'] : [])];
}

/** A line list as a screen keeps it: its rows and the cursor of the answer they are of. */
export interface HeldList<Row> {
  rows: Row[];
  cursor: string;
}

type Fetch = (request: ReturnType<typeof requestOf>) => { data?: unknown; error?: unknown } | PromiseLike<{ data?: unknown; error?: unknown }>;

/**
 * A list from its changes (issue 28): the first time the whole list; then, each time a change is told
 * (its tag invalidated, here or by the event stream), only what changed since the cursor held, applied
 * to the rows held, so one new line costs the size of one line, not of 50 000.
 */
async function heldList<Row extends IptvLine | P2pLine>(call: Call, query: Record<string, string | number>, state: BaseQueryApi, fetch: Fetch) {
  const queries = (state.getState() as { api: { queries: Record<string, { data?: unknown } | undefined> } }).api.queries;
  const held = queries[state.queryCacheKey ?? '']?.data as HeldList<Row> | undefined;
  const res = await fetch(requestOf(call, { query: { ...query, ...(held ? { cursor: held.cursor } : {}) } }));
  if (res.error) return { error: res.error as QueryError };
  const changes = res.data as ListChanges<Row>;
  return { data: { rows: applyListChanges(held?.rows, changes), cursor: changes.cursor } };
}

export const linesApi = api.enhanceEndpoints({ addTagTypes: [...Object.values(LINE_TAGS), 'LinePackages'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Creates a line; `requestId` makes a retried official creation charge once. */
    createLine: build.mutation<Answers['createIptv' | 'createP2p' | 'createNewP2p'], { kind: LineKind; body: Record<string, unknown>; requestId?: string }>({
      query: ({ kind, body, requestId }) => requestOf(LINE_CALLS[kind].create, { body, requestId }),
      // A new line changes its list, the dashboard counters and, when official, the balance.
      ...invalidatesEverywhereFor(({ kind }: { kind: LineKind }) => [LINE_TAGS[kind], 'Dashboard', 'Profile']),
    }),
    /** IPTV ready packages (`ready`) or bouquets for a custom package; the reg password proves the session. */
    iptvPackages: build.query<Answers['iptvPackages'], { ready: boolean; reg_password: string }>({
      query: ({ ready, reg_password }) => requestOf(CALLS.iptvPackages, { body: { reg_password, package: ready ? 1 : 0 } }),
      // The admin's packages screen changes them.
      providesTags: ['LinePackages'],
    }),
    iptvUsers: build.query<HeldList<IptvLine>, { reseller_id: number; reg_password: string }>({
      queryFn: (q, state, _extra, fetch) => heldList<IptvLine>(CALLS.iptvLineChanges, q, state, fetch),
      providesTags: [LINE_TAGS.iptv],
    }),
    p2pLines: build.query<HeldList<P2pLine>, { kind: 'p2p' | 'new_p2p'; reseller_id: number }>({
      queryFn: ({ kind, reseller_id }, state, _extra, fetch) => heldList<P2pLine>(LINE_CALLS[kind].list, { reseller_id }, state, fetch),
      providesTags: (_r, _e, { kind }) => [LINE_TAGS[kind]],
    }),
    /** A PUT action on a line; `requestId` for the credit-spending ones (extend, +30 days). */
    lineAction: build.mutation<
      Answers['iptvAction' | 'p2pAction' | 'newP2pAction'],
      { kind: LineKind; id: number; body: Record<string, unknown>; requestId?: string }
    >({
      query: ({ kind, id, body, requestId }) => requestOf(LINE_CALLS[kind].action, { params: { id }, body, requestId }),
      ...invalidatesEverywhereFor(({ kind, body }: { kind: LineKind; body: Record<string, unknown> }) => lineActionTags(kind, body)),
    }),
    cleanTrials: build.mutation<Answers['cleanTrials'], 1 | 2 | 3>({
      query: (range) => requestOf(CALLS.cleanTrials, { body: { range } }),
      ...invalidatesEverywhere(LINE_TAGS.iptv, 'Dashboard'),
    }),
    newP2pPackages: build.query<Answers['newP2pPackages'], void>({ query: () => requestOf(CALLS.newP2pPackages), providesTags: ['LinePackages'] }),
    /** Recriar Linha / Sincronizar: the provider's line made again, or made to match, from the panel's record. */
    reprovisionLine: build.mutation<Answers['recreateIptv' | 'recreateP2p' | 'recreateNewP2p' | 'syncP2p' | 'syncNewP2p'], { call: Call; id: number }>({
      query: ({ call, id }) => requestOf(call, { params: { id }, body: {} }),
      ...invalidatesEverywhere(...Object.values(LINE_TAGS)),
    }),
    /** Ativar Prime: ties a device MAC to an IPTV line. */
    activatePrime: build.mutation<Answers['activatePrime'], { username: string; password: string; mac: string }>({
      query: withBody(CALLS.activatePrime),
    }),
    /** 'Cria Usuário P2P': a new P2P test line from the code the customer's app shows. */
    createFromCode: build.mutation<Answers['newP2pFromCode'], string>({
      query: (code) => requestOf(CALLS.newP2pFromCode, { body: { code } }),
      ...invalidatesEverywhere(LINE_TAGS.new_p2p, 'Dashboard'),
    }),
  }),
});

export const {
  useCreateLineMutation,
  useIptvPackagesQuery,
  useNewP2pPackagesQuery,
  useIptvUsersQuery,
  useP2pLinesQuery,
  useLineActionMutation,
  useCleanTrialsMutation,
  useReprovisionLineMutation,
  useActivatePrimeMutation,
  useCreateFromCodeMutation,
} = linesApi;
