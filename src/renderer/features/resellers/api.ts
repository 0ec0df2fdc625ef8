// Calls of the reseller network screens.
import type { AccessLog, DeleteResult, MovementLog, Paged, RegUserAction, RegUserBody, Reseller, Tracking, TreeTotals } from '../../../shared/network';
import { api, invalidatesEverywhere } from '../../api/base';

export interface ResellerListArgs {
  page: number;
  per_page: number;
  search?: string;
  searchID?: number;
}

const resellerApi = api.enhanceEndpoints({ addTagTypes: ['Resellers', 'Movements'] }).injectEndpoints({
  endpoints: (build) => ({
    resellers: build.query<Paged<Reseller>, ResellerListArgs>({
      query: (q) => ({ method: 'GET', path: '/api/reg-users', query: { ...q } }),
      providesTags: ['Resellers'],
    }),
    createReseller: build.mutation<{ message: string; id: number; username: string }, Partial<RegUserBody>>({
      query: (body) => ({ method: 'POST', path: '/api/reg-users', body }),
      ...invalidatesEverywhere('Resellers', 'Dashboard', 'Profile', 'Movements'),
    }),
    resellerAction: build.mutation<{ message: string } & Partial<DeleteResult>, { id: number; action: RegUserAction; requestId?: string }>({
      query: ({ id, action, requestId }) => ({ method: 'PUT', path: `/api/reg-users/${id}`, body: action, requestId }),
      ...invalidatesEverywhere('Resellers', 'Dashboard', 'Profile', 'Movements'),
    }),
    adminBlock: build.mutation<{ message: string }, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({ method: 'PUT', path: `/api/block-adm-reseller/${id}`, body: { reason } }),
      ...invalidatesEverywhere('Resellers'),
    }),
    movements: build.query<MovementLog[], number>({ query: (id) => ({ method: 'GET', path: `/api/logs-reseller/${id}` }), providesTags: ['Movements'] }),
    accessLogs: build.query<AccessLog[], number>({ query: (id) => ({ method: 'GET', path: `/api/access-logs-reseller/${id}` }) }),
    findUser: build.mutation<Reseller, string>({ query: (username) => ({ method: 'POST', path: '/api/find-user', body: { username } }) }),
    treeTotals: build.query<TreeTotals, number>({ query: (id) => ({ method: 'GET', path: `/api/get-total-tree/${id}` }) }),
    tracking: build.query<Tracking, number>({ query: (id) => ({ method: 'GET', path: `/api/get-rastreio/${id}` }) }),
    externalKey: build.query<{ key: string }, number>({ query: (id) => ({ method: 'GET', path: `/api/get-external-key/${id}` }) }),
    /** Admin: the QR code of a reseller's 2FA (drawn by the panel). */
    resellerQr: build.query<{ qr_code_url: string }, number>({ query: (id) => ({ method: 'GET', path: `/api/reseller/${id}/2fa/qrcode` }) }),
  }),
});

export const {
  useResellersQuery,
  useCreateResellerMutation,
  useResellerActionMutation,
  useAdminBlockMutation,
  useMovementsQuery,
  useAccessLogsQuery,
  useFindUserMutation,
  useTreeTotalsQuery,
  useTrackingQuery,
  useExternalKeyQuery,
  useResellerQrQuery,
} = resellerApi;
