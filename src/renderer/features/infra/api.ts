// Calls of the infrastructure screens: /balancer, /dns, /dns-activator, /dns-settings, /dns-collector
// and /view-duplicates (spec section 7).
import type {
  AvailableDns,
  Balancer,
  CollectorItem,
  DnsActivator,
  DnsEntry,
  DnsItem,
  DnsLog,
  Paged,
  RemovedDns,
  SharedDns,
  VerifyDnsResponse,
} from '../../../shared/infra';
import type { DuplicatePanel, Tracking } from '../../../shared/network';
import { CALLS } from '../../../shared/calls';
import { api, invalidatesEverywhere, requestOf } from '../../api/base';

type Answer = { message: string };
export interface ListArgs {
  page: number;
  per_page: number;
  search?: string;
}
export interface NamedHostBody {
  name: string;
  host: string;
}

const query = (args: ListArgs) => ({ page: String(args.page), per_page: String(args.per_page), ...(args.search ? { search: args.search } : {}) });

const infraApi = api
  .enhanceEndpoints({ addTagTypes: ['Balancers', 'DnsEntries', 'DnsActivators', 'PremiumDns', 'DnsLogs', 'Collector', 'Duplicates'] })
  .injectEndpoints({
    endpoints: (build) => ({
      balancers: build.query<Paged<Balancer>, ListArgs>({ query: (args) => requestOf(CALLS.balancers, { query: query(args) }), providesTags: ['Balancers'] }),
      saveBalancer: build.mutation<Answer, NamedHostBody & { id?: number }>({
        query: ({ id, name, host }) => (id ? requestOf(CALLS.updateBalancer, { params: { id }, body: { name, ip: host } }) : requestOf(CALLS.createBalancer, { body: { name, ip: host } })),
        ...invalidatesEverywhere('Balancers'),
      }),
      deleteBalancer: build.mutation<Answer, number>({ query: (id) => requestOf(CALLS.deleteBalancer, { params: { id } }), ...invalidatesEverywhere('Balancers') }),

      dnsEntries: build.query<Paged<DnsEntry>, ListArgs>({ query: (args) => requestOf(CALLS.dnsList, { query: query(args) }), providesTags: ['DnsEntries'] }),
      saveDnsEntry: build.mutation<Answer, NamedHostBody & { id?: number }>({
        query: ({ id, name, host }) => (id ? requestOf(CALLS.updateDnsEntry, { params: { id }, body: { name, dns: host } }) : requestOf(CALLS.createDnsEntry, { body: { name, dns: host } })),
        ...invalidatesEverywhere('DnsEntries'),
      }),
      deleteDnsEntry: build.mutation<Answer, number>({ query: (id) => requestOf(CALLS.deleteDnsEntry, { params: { id } }), ...invalidatesEverywhere('DnsEntries') }),

      activators: build.query<{ data: DnsActivator[] }, void>({ query: () => requestOf(CALLS.activators), providesTags: ['DnsActivators'] }),
      addActivator: build.mutation<Answer, { ativador: string; dns: string }>({
        query: (body) => requestOf(CALLS.createActivator, { body }),
        ...invalidatesEverywhere('DnsActivators'),
      }),
      updateActivator: build.mutation<Answer, { id: number; dns: string }>({
        query: ({ id, dns }) => requestOf(CALLS.updateActivator, { params: { id }, body: { dns } }),
        ...invalidatesEverywhere('DnsActivators'),
      }),
      deleteActivator: build.mutation<Answer, number>({ query: (id) => requestOf(CALLS.deleteActivator, { params: { id } }), ...invalidatesEverywhere('DnsActivators') }),

      premiumDns: build.query<{ data: DnsItem[] }, void>({ query: () => requestOf(CALLS.ownDns), providesTags: ['PremiumDns'] }),
      removedDns: build.query<{ data: RemovedDns[] }, void>({ query: () => requestOf(CALLS.removedDns), providesTags: ['PremiumDns'] }),
      sharedDns: build.query<{ data: SharedDns[] }, void>({ query: () => requestOf(CALLS.sharedDns), providesTags: ['PremiumDns'] }),
      dnsLogs: build.query<{ data: DnsLog[] }, void>({ query: () => requestOf(CALLS.dnsLogs), providesTags: ['DnsLogs'] }),
      verifyDns: build.mutation<VerifyDnsResponse, string[]>({ query: (domains) => requestOf(CALLS.verifyDns, { body: { domains } }) }),
      buyDns: build.mutation<Answer, AvailableDns & { code_2fa: string; requestId: string }>({
        query: ({ requestId, ...body }) => requestOf(CALLS.createDns, { body, requestId }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs', 'Profile', 'Dashboard', 'Movements', 'Logs'),
      }),
      addManualDns: build.mutation<Answer, { domain: string; code_2fa: string }>({
        query: (body) => requestOf(CALLS.createDns, { body: { ...body, manual: true } }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      renewDns: build.mutation<Answer, { domain: string; code_2fa: string; requestId: string }>({
        query: ({ requestId, ...body }) => requestOf(CALLS.renewDnsSlash, { body, requestId }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs', 'Profile', 'Dashboard', 'Movements', 'Logs'),
      }),
      autoRenew: build.mutation<Answer, { id: number; on: boolean }>({
        query: ({ id, on }) => requestOf(on ? CALLS.enableAutorenew : CALLS.disableAutorenew, { params: { id } }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      shareDns: build.mutation<Answer, { id: number; size: number }>({
        query: (body) => requestOf(CALLS.shareDns, { body }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      removeActiveDns: build.mutation<Answer, { id: number; code_2fa?: string }>({
        query: ({ id, code_2fa }) => requestOf(CALLS.removeActiveDns, { params: { id }, body: code_2fa ? { code_2fa } : {} }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      rotateDns: build.mutation<Answer, number>({ query: (id) => requestOf(CALLS.rotateOwnDns, { params: { id } }), ...invalidatesEverywhere('PremiumDns', 'DnsLogs') }),
      configureDns: build.mutation<Answer, number>({ query: (id) => requestOf(CALLS.configureDns, { params: { id } }), ...invalidatesEverywhere('PremiumDns', 'DnsLogs') }),
      removeSharedDns: build.mutation<Answer, string>({
        query: (dns) => requestOf(CALLS.removeSharedDns, { params: { dns } }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),

      collector: build.query<{ data: CollectorItem[] }, void>({ query: () => requestOf(CALLS.collector), providesTags: ['Collector'] }),
      addCollector: build.mutation<Answer, { host: string; franquia: string; onde: string }[]>({
        query: (body) => requestOf(CALLS.addCollector, { body }),
        ...invalidatesEverywhere('Collector'),
      }),
      deleteCollector: build.mutation<Answer, number>({ query: (id) => requestOf(CALLS.deleteCollector, { params: { id } }), ...invalidatesEverywhere('Collector') }),

      duplicates: build.query<DuplicatePanel[], void>({ query: () => requestOf(CALLS.duplicates), providesTags: ['Duplicates'] }),
      treeDuplicates: build.query<{ username: string; chain: Tracking['chain'] }[], string>({ query: (revs) => requestOf(CALLS.treeDuplicates, { body: { revs } }) }),
    }),
  });

export const {
  useBalancersQuery,
  useSaveBalancerMutation,
  useDeleteBalancerMutation,
  useDnsEntriesQuery,
  useSaveDnsEntryMutation,
  useDeleteDnsEntryMutation,
  useActivatorsQuery,
  useAddActivatorMutation,
  useUpdateActivatorMutation,
  useDeleteActivatorMutation,
  usePremiumDnsQuery,
  useRemovedDnsQuery,
  useSharedDnsQuery,
  useDnsLogsQuery,
  useVerifyDnsMutation,
  useBuyDnsMutation,
  useAddManualDnsMutation,
  useRenewDnsMutation,
  useAutoRenewMutation,
  useShareDnsMutation,
  useRemoveActiveDnsMutation,
  useRotateDnsMutation,
  useConfigureDnsMutation,
  useRemoveSharedDnsMutation,
  useCollectorQuery,
  useAddCollectorMutation,
  useDeleteCollectorMutation,
  useDuplicatesQuery,
  useTreeDuplicatesQuery,
} = infraApi;
