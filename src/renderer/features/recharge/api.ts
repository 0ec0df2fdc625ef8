// Calls of /recharge-portal: Mercado Pago keys and credit value (both changed with a 2FA code), the
// credits moved to and from the portal balance (with a request id: a retry moves them once) and the
// 'Recargas Efetuadas' list.
import { CALLS, type Answers } from '../../../shared/calls';
import { api, invalidatesEverywhere, requestOf, withBody } from '../../api/base';

export interface RechargeListQuery {
  page: number;
  per_page: number;
  filters: { status?: string; username?: string };
}

const rechargeApi = api.enhanceEndpoints({ addTagTypes: ['PortalKeys', 'PortalValue', 'PortalCredits', 'Recharges', 'Movements', 'Logs'] }).injectEndpoints({
  endpoints: (build) => ({
    mpInfos: build.query<Answers['mpInfos'], void>({ query: () => requestOf(CALLS.mpInfos), providesTags: ['PortalKeys'] }),
    saveMpInfos: build.mutation<Answers['saveMpInfos'], { mercado_pago_public_key: string; mercado_pago_access_token: string; code_2fa: string }>({
      query: withBody(CALLS.saveMpInfos),
      ...invalidatesEverywhere('PortalKeys', 'Logs'),
    }),
    creditValue: build.query<Answers['mpCreditValue'], void>({ query: () => requestOf(CALLS.mpCreditValue), providesTags: ['PortalValue'] }),
    saveCreditValue: build.mutation<Answers['saveMpCreditValue'], { creditPortal: number; code_2fa: string }>({
      query: withBody(CALLS.saveMpCreditValue),
      ...invalidatesEverywhere('PortalValue', 'Logs'),
    }),
    portalCredits: build.query<Answers['portalCredits'], void>({ query: () => requestOf(CALLS.portalCredits), providesTags: ['PortalCredits'] }),
    /** `toPortal`: 'Creditar para Portal' (criar); otherwise 'Devolver Créditos' (devolver). */
    movePortalCredits: build.mutation<
      Answers['portalTransfer' | 'portalReturn'],
      { toPortal: boolean; id_res: number; qtd_creditos: number; requestId: string }
    >({
      query: ({ toPortal, requestId, ...body }) => requestOf(toPortal ? CALLS.portalTransfer : CALLS.portalReturn, { body, requestId }),
      ...invalidatesEverywhere('PortalCredits', 'Profile', 'Dashboard', 'Movements', 'Logs'),
    }),
    recharges: build.query<Answers['recharges'], RechargeListQuery>({ query: withBody(CALLS.recharges), providesTags: ['Recharges'] }),
  }),
});

export const {
  useMpInfosQuery,
  useSaveMpInfosMutation,
  useCreditValueQuery,
  useSaveCreditValueMutation,
  usePortalCreditsQuery,
  useMovePortalCreditsMutation,
  useRechargesQuery,
} = rechargeApi;
