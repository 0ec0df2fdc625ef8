// Calls of the reseller network screens.
import type { RegUserAction, RegUserBody } from '../../../shared/network/schemas';
import { CALLS, type Answers } from '../../../shared/calls';
import type { Permission } from '../../../shared/domain';
import { api, byId, byIdWithBody, invalidatesEverywhere, requestOf, withBody } from '../../api/base';

export interface ResellerListArgs {
  page: number;
  per_page: number;
  search?: string;
  searchID?: number;
}

const resellerApi = api.enhanceEndpoints({ addTagTypes: ['Resellers', 'Movements', 'Permissions', 'ResellerTokens'] }).injectEndpoints({
  endpoints: (build) => ({
    resellers: build.query<Answers['resellers'], ResellerListArgs>({
      query: (q) => requestOf(CALLS.resellers, { query: { ...q } }),
      providesTags: ['Resellers'],
    }),
    createReseller: build.mutation<Answers['createReseller'], Partial<RegUserBody>>({
      query: withBody(CALLS.createReseller),
      ...invalidatesEverywhere('Resellers', 'Dashboard', 'Profile', 'Movements'),
    }),
    resellerAction: build.mutation<Answers['resellerAction'], { id: number; action: RegUserAction; requestId?: string }>({
      query: ({ id, action, requestId }) => requestOf(CALLS.resellerAction, { params: { id }, body: action, requestId }),
      ...invalidatesEverywhere('Resellers', 'Dashboard', 'Profile', 'Movements'),
    }),
    adminBlock: build.mutation<Answers['adminBlockReseller'], { id: number; reason?: string }>({
      query: byIdWithBody(CALLS.adminBlockReseller),
      ...invalidatesEverywhere('Resellers'),
    }),
    movements: build.query<Answers['resellerMovements'], number>({ query: byId(CALLS.resellerMovements), providesTags: ['Movements'] }),
    accessLogs: build.query<Answers['resellerAccessLogs'], number>({ query: byId(CALLS.resellerAccessLogs) }),
    findUser: build.mutation<Answers['findReseller'], string>({ query: (username) => requestOf(CALLS.findReseller, { body: { username } }) }),
    treeTotals: build.query<Answers['treeTotals'], number>({ query: byId(CALLS.treeTotals) }),
    tracking: build.query<Answers['tracking'], number>({ query: byId(CALLS.tracking) }),
    externalKey: build.query<Answers['externalKey'], number>({ query: byId(CALLS.externalKey) }),
    /** Admin: the QR code of a reseller's 2FA (drawn by the panel). */
    resellerQr: build.query<Answers['reseller2faQr'], number>({ query: byId(CALLS.reseller2faQr) }),
    /** Admin: the permissions of a reseller (the 'Permissões' modal). */
    resellerPermissions: build.query<Answers['resellerPermissions'], number>({
      query: byId(CALLS.resellerPermissions),
      providesTags: (_r, _e, id) => [{ type: 'Permissions', id }],
    }),
    // The helpers take string tags: 'Permissions' refetches every reseller's permissions, here and in the other windows.
    setResellerPermissions: build.mutation<Answers['setResellerPermissions'], { id: number; permissions: Permission[] }>({
      query: byIdWithBody(CALLS.setResellerPermissions),
      ...invalidatesEverywhere('Permissions'),
    }),
    /** Admin (issue 30): ends every session of a reseller; resets its 2FA (and its recovery codes). */
    /** With `tokens`, its API tokens end too (issue 42). */
    endResellerSessions: build.mutation<Answers['endResellerSessions'], { id: number; tokens: boolean }>({
      query: byIdWithBody(CALLS.endResellerSessions),
      ...invalidatesEverywhere('ResellerTokens'),
    }),
    /** The admin and the accounts above: a reseller's API tokens, and revoking one (by the token's id). */
    resellerApiTokens: build.query<Answers['resellerApiTokens'], number>({ query: byId(CALLS.resellerApiTokens), providesTags: ['ResellerTokens'] }),
    revokeResellerApiToken: build.mutation<Answers['revokeResellerApiToken'], number>({
      query: byId(CALLS.revokeResellerApiToken),
      ...invalidatesEverywhere('ResellerTokens'),
    }),
    resetReseller2fa: build.mutation<Answers['resetReseller2fa'], number>({ query: byId(CALLS.resetReseller2fa), ...invalidatesEverywhere('Resellers') }),
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
  useResellerPermissionsQuery,
  useSetResellerPermissionsMutation,
  useEndResellerSessionsMutation,
  useResellerApiTokensQuery,
  useRevokeResellerApiTokenMutation,
  useResetReseller2faMutation,
} = resellerApi;
