// Calls of the infrastructure screens: /balancer, /dns, /dns-activator, /dns-settings, /dns-collector
// and /view-duplicates (spec section 7).
import type { AvailableDns } from '../../../shared/infra/schemas';
import { CALLS, type Answers } from '../../../shared/calls';
import type { Call } from '../../../shared/rules';
import { api, byId, invalidatesEverywhere, listEdits, requestOf, withBody } from '../../api/base';

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

/** The requests of a named host screen (balancers, DNS): a page of its list, a save (create, or update with an id) sending the host as `hostField`, a delete. */
function namedHostRequests(calls: { list: Call; create: Call; update: Call; remove: Call & { path: `${string}:id${string}` } }, hostField: 'ip' | 'dns') {
  return {
    list: (args: ListArgs) => requestOf(calls.list, { query: query(args) }),
    save: ({ id, name, host }: NamedHostBody & { id?: number }) => {
      const body = { name, [hostField]: host };
      return id ? requestOf(calls.update, { params: { id }, body }) : requestOf(calls.create, { body });
    },
    remove: byId(calls.remove),
  };
}
const BALANCERS = namedHostRequests({ list: CALLS.balancers, create: CALLS.createBalancer, update: CALLS.updateBalancer, remove: CALLS.deleteBalancer }, 'ip');
const DNS_ENTRIES = namedHostRequests({ list: CALLS.dnsList, create: CALLS.createDnsEntry, update: CALLS.updateDnsEntry, remove: CALLS.deleteDnsEntry }, 'dns');

const ACTIVATORS = listEdits('DnsActivators', { create: CALLS.createActivator, update: CALLS.updateActivator, remove: CALLS.deleteActivator });

const infraApi = api
  .enhanceEndpoints({ addTagTypes: ['Balancers', 'DnsEntries', 'DnsActivators', 'PremiumDns', 'DnsLogs', 'Collector', 'Duplicates'] })
  .injectEndpoints({
    endpoints: (build) => ({
      balancers: build.query<Answers['balancers'], ListArgs>({ query: BALANCERS.list, providesTags: ['Balancers'] }),
      saveBalancer: build.mutation<Answers['createBalancer' | 'updateBalancer'], NamedHostBody & { id?: number }>({
        query: BALANCERS.save,
        ...invalidatesEverywhere('Balancers'),
      }),
      deleteBalancer: build.mutation<Answers['deleteBalancer'], number>({ query: BALANCERS.remove, ...invalidatesEverywhere('Balancers') }),

      dnsEntries: build.query<Answers['dnsList'], ListArgs>({ query: DNS_ENTRIES.list, providesTags: ['DnsEntries'] }),
      saveDnsEntry: build.mutation<Answers['createDnsEntry' | 'updateDnsEntry'], NamedHostBody & { id?: number }>({
        query: DNS_ENTRIES.save,
        ...invalidatesEverywhere('DnsEntries'),
      }),
      deleteDnsEntry: build.mutation<Answers['deleteDnsEntry'], number>({ query: DNS_ENTRIES.remove, ...invalidatesEverywhere('DnsEntries') }),

      activators: build.query<Answers['activators'], void>({ query: () => requestOf(CALLS.activators), providesTags: ['DnsActivators'] }),
      addActivator: build.mutation<Answers['createActivator'], { ativador: string; dns: string }>(ACTIVATORS.create),
      updateActivator: build.mutation<Answers['updateActivator'], { id: number; dns: string }>(ACTIVATORS.update),
      deleteActivator: build.mutation<Answers['deleteActivator'], number>(ACTIVATORS.remove),

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
      renewDns: build.mutation<Answers['renewDns'], { domain: string; code_2fa: string; requestId: string }>({
        query: ({ requestId, ...body }) => requestOf(CALLS.renewDns, { body, requestId }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs', 'Profile', 'Dashboard', 'Movements', 'Logs'),
      }),
      autoRenew: build.mutation<Answers['enableAutorenew' | 'disableAutorenew'], { id: number; on: boolean }>({
        query: ({ id, on }) => requestOf(on ? CALLS.enableAutorenew : CALLS.disableAutorenew, { params: { id } }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      shareDns: build.mutation<Answers['shareDns'], { id: number; size: number }>({
        query: withBody(CALLS.shareDns),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      removeActiveDns: build.mutation<Answers['removeActiveDns'], { id: number; code_2fa?: string }>({
        query: ({ id, code_2fa }) => requestOf(CALLS.removeActiveDns, { params: { id }, body: code_2fa ? { code_2fa } : {} }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),
      rotateDns: build.mutation<Answers['rotateOwnDns'], number>({ query: byId(CALLS.rotateOwnDns), ...invalidatesEverywhere('PremiumDns', 'DnsLogs') }),
      configureDns: build.mutation<Answers['configureDns'], number>({ query: byId(CALLS.configureDns), ...invalidatesEverywhere('PremiumDns', 'DnsLogs') }),
      removeSharedDns: build.mutation<Answers['removeSharedDns'], string>({
        query: (dns) => requestOf(CALLS.removeSharedDns, { params: { dns } }),
        ...invalidatesEverywhere('PremiumDns', 'DnsLogs'),
      }),

      collector: build.query<Answers['collector'], void>({ query: () => requestOf(CALLS.collector), providesTags: ['Collector'] }),
      addCollector: build.mutation<Answers['addCollector'], { host: string; franquia: string; onde: string }[]>({
        query: withBody(CALLS.addCollector),
        ...invalidatesEverywhere('Collector'),
      }),
      deleteCollector: build.mutation<Answers['deleteCollector'], number>({ query: byId(CALLS.deleteCollector), ...invalidatesEverywhere('Collector') }),

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
