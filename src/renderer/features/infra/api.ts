// Calls of the infrastructure screens: /balancer, /dns, /dns-activator, /dns-settings, /dns-collector
// and /view-duplicates (spec section 7).
import type { AvailableDns } from '../../../shared/infra';
import { CALLS, type Answers } from '../../../shared/calls';
import { api, invalidatesEverywhere, requestOf } from '../../api/base';

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
      balancers: build.query<Answers['balancers'], ListArgs>({
        query: (args) => requestOf(CALLS.balancers, { query: query(args) }),
        providesTags: ['Balancers'],
      }),
      saveBalancer: build.mutation<Answers['createBalancer' | 'updateBalancer'], NamedHostBody & { id?: number }>({
        query: ({ id, name, host }) =>
          id ? requestOf(CALLS.updateBalancer, { params: { id }, body: { name, ip: host } }) : requestOf(CALLS.createBalancer, { body: { name, ip: host } }),
        ...invalidatesEverywhere('Balancers'),
      }),
      deleteBalancer: build.mutation<Answers['deleteBalancer'], number>({
        query: (id) => requestOf(CALLS.deleteBalancer, { params: { id } }),
        ...invalidatesEverywhere('Balancers'),
      }),

      dnsEntries: build.query<Answers['dnsList'], ListArgs>({
        query: (args) => requestOf(CALLS.dnsList, { query: query(args) }),
        providesTags: ['DnsEntries'],
      }),
      saveDnsEntry: build.mutation<Answers['createDnsEntry' | 'updateDnsEntry'], NamedHostBody & { id?: number }>({
        query: ({ id, name, host }) =>
          id ? requestOf(CALLS.updateDnsEntry, { params: { id }, body: { name, dns: host } }) : requestOf(CALLS.createDnsEntry, { body: { name, dns: host } }),
        ...invalidatesEverywhere('DnsEntries'),
      }),
      deleteDnsEntry: build.mutation<Answers['deleteDnsEntry'], number>({
        query: (id) => requestOf(CALLS.deleteDnsEntry, { params: { id } }),
        ...invalidatesEverywhere('DnsEntries'),
      }),

      activators: build.query<Answers['activators'], void>({ query: () => requestOf(CALLS.activators), providesTags: ['DnsActivators'] }),
      addActivator: build.mutation<Answers['createActivator'], { ativador: string; dns: string }>({
        query: (body) => requestOf(CALLS.createActivator, { body }),
        ...invalidatesEverywhere('DnsActivators'),
      }),
      updateActivator: build.mutation<Answers['updateActivator'], { id: number; dns: string }>({
        query: ({ id, dns }) => requestOf(CALLS.updateActivator, { params: { id }, body: { dns } }),
        ...invalidatesEverywhere('DnsActivators'),
      }),
      deleteActivator: build.mutation<Answers['deleteActivator'], number>({
        query: (id) => requestOf(CALLS.deleteActivator, { params: { id } }),
        ...invalidatesEverywhere('DnsActivators'),
      }),

      premiumDns: build.query<Answers['ownDns'], void>({ query: () => requestOf(CALLS.ownDns), providesTags: ['PremiumDns'] }),
      removedDns: build.query<Answers['removedDns'], void>({ query: () => requestOf(CALLS.removedDns), providesTags: ['PremiumDns'] }),
      sharedDns: build.query<Answers['sharedDns'], void>({ query: () => requestOf(CALLS.sharedDns), providesTags: ['PremiumDns'] }),
      dnsLogs: build.query<Answers['dnsLogs'], void>({ query: () => requestOf(CALLS.dnsLogs), providesTags: ['DnsLogs'] }),
      verifyDns: build.mutation<Answers['verifyDns'], string[]>({ query: (domains) => requestOf(CALLS.verifyDns, { body: { domains } }) }),
      buyDns: build.mutation<Answers['createDns'], AvailableDns & { code_2fa: string; requestId: string }>({
        query: ({ requestId, ...body }) => requestOf(CALLS.createDns, { body, requestId }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs', 'Profile', 'Dashboard', 'Movements', 'Logs'),
      }),
      addManualDns: build.mutation<Answers['createDns'], { domain: string; code_2fa: string }>({
        query: (body) => requestOf(CALLS.createDns, { body: { ...body, manual: true } }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      renewDns: build.mutation<Answers['renewDnsSlash'], { domain: string; code_2fa: string; requestId: string }>({
        query: ({ requestId, ...body }) => requestOf(CALLS.renewDnsSlash, { body, requestId }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs', 'Profile', 'Dashboard', 'Movements', 'Logs'),
      }),
      autoRenew: build.mutation<Answers['enableAutorenew' | 'disableAutorenew'], { id: number; on: boolean }>({
        query: ({ id, on }) => requestOf(on ? CALLS.enableAutorenew : CALLS.disableAutorenew, { params: { id } }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      shareDns: build.mutation<Answers['shareDns'], { id: number; size: number }>({
        query: (body) => requestOf(CALLS.shareDns, { body }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      removeActiveDns: build.mutation<Answers['removeActiveDns'], { id: number; code_2fa?: string }>({
        query: ({ id, code_2fa }) => requestOf(CALLS.removeActiveDns, { params: { id }, body: code_2fa ? { code_2fa } : {} }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      rotateDns: build.mutation<Answers['rotateOwnDns'], number>({
        query: (id) => requestOf(CALLS.rotateOwnDns, { params: { id } }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      configureDns: build.mutation<Answers['configureDns'], number>({
        query: (id) => requestOf(CALLS.configureDns, { params: { id } }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      removeSharedDns: build.mutation<Answers['removeSharedDns'], string>({
        query: (dns) => requestOf(CALLS.removeSharedDns, { params: { dns } }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),

      collector: build.query<Answers['collector'], void>({ query: () => requestOf(CALLS.collector), providesTags: ['Collector'] }),
      addCollector: build.mutation<Answers['addCollector'], { host: string; franquia: string; onde: string }[]>({
        query: (body) => requestOf(CALLS.addCollector, { body }),
        ...invalidatesEverywhere('Collector'),
      }),
      deleteCollector: build.mutation<Answers['deleteCollector'], number>({
        query: (id) => requestOf(CALLS.deleteCollector, { params: { id } }),
        ...invalidatesEverywhere('Collector'),
      }),

      duplicates: build.query<Answers['duplicates'], void>({ query: () => requestOf(CALLS.duplicates), providesTags: ['Duplicates'] }),
      treeDuplicates: build.query<Answers['treeDuplicates'], string>({ query: (revs) => requestOf(CALLS.treeDuplicates, { body: { revs } }) }),
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
