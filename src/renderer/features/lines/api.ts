// Calls of the line screens (spec section 7: IPTV, P2P, new P2P).
import type { CopyableLine } from '../../../shared/copy-messages';
import { api, invalidatesEverywhere } from '../../api/base';

export type LineKind = 'iptv' | 'p2p' | 'new-p2p';
export const LINE_PATHS: Record<LineKind, string> = { iptv: '/api/users-iptv', p2p: '/api/users-p2p', 'new-p2p': '/api/new-users-p2p' };
export const LINE_TAGS: Record<LineKind, string> = { iptv: 'LinesIptv', p2p: 'LinesP2p', 'new-p2p': 'LinesNewP2p' };

export type LineResult = CopyableLine & { message?: string };
/** A package or plan option (spec section 3). */
export interface PackageOption {
  id: number | string;
  name: string;
}

export const linesApi = api.enhanceEndpoints({ addTagTypes: Object.values(LINE_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    /** Creates a line; `requestId` makes a retried official creation charge once. */
    createLine: build.mutation<LineResult, { kind: LineKind; body: Record<string, unknown>; requestId?: string }>({
      query: ({ kind, body, requestId }) => ({ method: 'POST', path: LINE_PATHS[kind], body, requestId }),
      // A new line changes its list, the dashboard counters and, when official, the balance.
      ...invalidatesEverywhere(...Object.values(LINE_TAGS), 'Dashboard', 'Profile'),
    }),
    /** IPTV ready packages (`ready`) or bouquets for a custom package; the reg password proves the session. */
    iptvPackages: build.query<PackageOption[], { ready: boolean; reg_password: string }>({
      query: ({ ready, reg_password }) => ({ method: 'POST', path: '/api/get-iptv-packages', body: { reg_password, package: ready ? 1 : 0 } }),
    }),
    newP2pPackages: build.query<PackageOption[], void>({ query: () => ({ method: 'GET', path: '/api/get-new-p2p-packages' }) }),
  }),
});

export const { useCreateLineMutation, useIptvPackagesQuery, useNewP2pPackagesQuery } = linesApi;
