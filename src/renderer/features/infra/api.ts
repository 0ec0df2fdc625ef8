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
import { api, invalidatesEverywhere } from '../../api/base';

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
      balancers: build.query<Paged<Balancer>, ListArgs>({ query: (args) => ({ method: 'GET', path: '/api/balancers', query: query(args) }), providesTags: ['Balancers'] }),
      saveBalancer: build.mutation<Answer, NamedHostBody & { id?: number }>({
        query: ({ id, name, host }) => ({ method: id ? 'PUT' : 'POST', path: id ? `/api/balancers/${id}` : '/api/balancers', body: { name, ip: host } }),
        ...invalidatesEverywhere('Balancers'),
      }),
      deleteBalancer: build.mutation<Answer, number>({ query: (id) => ({ method: 'DELETE', path: `/api/balancers/${id}` }), ...invalidatesEverywhere('Balancers') }),

      dnsEntries: build.query<Paged<DnsEntry>, ListArgs>({ query: (args) => ({ method: 'GET', path: '/api/dns', query: query(args) }), providesTags: ['DnsEntries'] }),
      saveDnsEntry: build.mutation<Answer, NamedHostBody & { id?: number }>({
        query: ({ id, name, host }) => ({ method: id ? 'PUT' : 'POST', path: id ? `/api/dns/${id}` : '/api/dns', body: { name, dns: host } }),
        ...invalidatesEverywhere('DnsEntries'),
      }),
      deleteDnsEntry: build.mutation<Answer, number>({ query: (id) => ({ method: 'DELETE', path: `/api/dns/${id}` }), ...invalidatesEverywhere('DnsEntries') }),

      activators: build.query<{ data: DnsActivator[] }, void>({ query: () => ({ method: 'GET', path: '/api/dns-activators' }), providesTags: ['DnsActivators'] }),
      addActivator: build.mutation<Answer, { ativador: string; dns: string }>({
        query: (body) => ({ method: 'POST', path: '/api/dns-activators', body }),
        ...invalidatesEverywhere('DnsActivators'),
      }),
      updateActivator: build.mutation<Answer, { id: number; dns: string }>({
        query: ({ id, dns }) => ({ method: 'PUT', path: `/api/dns-activators/${id}`, body: { dns } }),
        ...invalidatesEverywhere('DnsActivators'),
      }),
      deleteActivator: build.mutation<Answer, number>({ query: (id) => ({ method: 'DELETE', path: `/api/dns-activators/${id}` }), ...invalidatesEverywhere('DnsActivators') }),

      premiumDns: build.query<{ data: DnsItem[] }, void>({ query: () => ({ method: 'GET', path: '/api/list-dns' }), providesTags: ['PremiumDns'] }),
      removedDns: build.query<{ data: RemovedDns[] }, void>({ query: () => ({ method: 'GET', path: '/api/list-dns-removed' }), providesTags: ['PremiumDns'] }),
      sharedDns: build.query<{ data: SharedDns[] }, void>({ query: () => ({ method: 'GET', path: '/api/list-dns-shared' }), providesTags: ['PremiumDns'] }),
      dnsLogs: build.query<{ data: DnsLog[] }, void>({ query: () => ({ method: 'GET', path: '/api/list-logs-dns' }), providesTags: ['DnsLogs'] }),
      verifyDns: build.mutation<VerifyDnsResponse, string[]>({ query: (domains) => ({ method: 'POST', path: '/api/verify-dns', body: { domains } }) }),
      buyDns: build.mutation<Answer, AvailableDns & { code_2fa: string; requestId: string }>({
        query: ({ requestId, ...body }) => ({ method: 'POST', path: '/api/create-dns', body, requestId }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs', 'Profile', 'Dashboard', 'Movements', 'Logs'),
      }),
      addManualDns: build.mutation<Answer, { domain: string; code_2fa: string }>({
        query: (body) => ({ method: 'POST', path: '/api/create-dns', body: { ...body, manual: true } }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      renewDns: build.mutation<Answer, { domain: string; code_2fa: string; requestId: string }>({
        query: ({ requestId, ...body }) => ({ method: 'POST', path: '/api/renew-dns/', body, requestId }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs', 'Profile', 'Dashboard', 'Movements', 'Logs'),
      }),
      autoRenew: build.mutation<Answer, { id: number; on: boolean }>({
        query: ({ id, on }) => ({ method: 'GET', path: `/api/${on ? 'enable' : 'disable'}-autorenew-dns/${id}` }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      shareDns: build.mutation<Answer, { id: number; size: number }>({
        query: (body) => ({ method: 'POST', path: '/api/share-dns', body }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      removeActiveDns: build.mutation<Answer, { id: number; code_2fa?: string }>({
        query: ({ id, code_2fa }) => ({ method: 'PUT', path: `/api/remove-active-dns/${id}`, body: code_2fa ? { code_2fa } : {} }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      rotateDns: build.mutation<Answer, number>({ query: (id) => ({ method: 'GET', path: `/api/rotate-dns/${id}` }), ...invalidatesEverywhere('PremiumDns', 'DnsLogs') }),
      configureDns: build.mutation<Answer, number>({ query: (id) => ({ method: 'PUT', path: `/api/configure-dns/${id}` }), ...invalidatesEverywhere('PremiumDns', 'DnsLogs') }),
      removeSharedDns: build.mutation<Answer, string>({
        query: (dns) => ({ method: 'GET', path: `/api/remove-shared-dns/${encodeURIComponent(dns)}` }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),

      collector: build.query<{ data: CollectorItem[] }, void>({ query: () => ({ method: 'GET', path: '/api/dns-collector' }), providesTags: ['Collector'] }),
      addCollector: build.mutation<Answer, { host: string; franquia: string; onde: string }[]>({
        query: (body) => ({ method: 'POST', path: '/api/dns-collector', body }),
        ...invalidatesEverywhere('Collector'),
      }),
      deleteCollector: build.mutation<Answer, number>({ query: (id) => ({ method: 'DELETE', path: `/api/dns-collector/${id}` }), ...invalidatesEverywhere('Collector') }),

      duplicates: build.query<DuplicatePanel[], void>({ query: () => ({ method: 'GET', path: '/api/verify-duplicate' }), providesTags: ['Duplicates'] }),
      treeDuplicates: build.query<{ username: string; chain: Tracking['chain'] }[], string>({ query: (revs) => ({ method: 'POST', path: '/api/get-tree-duplicates', body: { revs } }) }),
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
