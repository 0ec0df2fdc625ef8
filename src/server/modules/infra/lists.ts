// The admin's plain lists (spec sections 2, 5 and 7): balancers (/api/balancers) and DNS
// (/api/dns), each paged with a search, created, updated and deleted; and the DNS activators of an
// account with the permission `dns_activators` (/api/dns-activators).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router, type CallOptions } from '../../route';
import { activatorsOf, createActivator, deleteActivator, updateActivator } from './activators';
import { BALANCERS, DNS_ENTRIES, namedHostList, type NamedHostList } from './named-hosts';

const LABELS = { name: 'Nome', ip: 'IP', dns: 'DNS', ativador: 'Ativador', page: 'Página', per_page: 'Por página', search: 'Pesquisa' };
const LABELED: CallOptions = { labels: LABELS };

type Route = ReturnType<typeof router>;

/** The list, create, update and delete calls of a list of a name and a host. */
interface NamedHostCalls {
  list: typeof CALLS.balancers | typeof CALLS.dnsList;
  create: typeof CALLS.createBalancer | typeof CALLS.createDnsEntry;
  update: typeof CALLS.updateBalancer | typeof CALLS.updateDnsEntry;
  remove: typeof CALLS.deleteBalancer | typeof CALLS.deleteDnsEntry;
}

// ---- Balancers and DNS (/dns): the same list of a name and a host ----
function namedHostRoutes(route: Route, ctx: AppContext, calls: NamedHostCalls, list: NamedHostList) {
  const hosts = namedHostList(ctx, list, LABELS[list.column]);
  route(calls.list, async ({ query }) => hosts.list(query), LABELED);
  route(calls.create, async ({ request, body }) => hosts.create(request, body), LABELED);
  route(calls.update, async ({ request, params, body }) => hosts.update(request, params.id, body), LABELED);
  route(calls.remove, async ({ request, params }) => hosts.remove(request, params.id));
}

// ---- DNS activators: each account's own (permission dns_activators) ----
function activatorRoutes(route: Route, ctx: AppContext) {
  route(CALLS.activators, async ({ request }) => activatorsOf(ctx, request.account));
  route(CALLS.createActivator, async ({ request, body }) => createActivator(ctx, request, body), LABELED);
  route(CALLS.updateActivator, async ({ request, params, body }) => updateActivator(ctx, request, params.id, body), LABELED);
  route(CALLS.deleteActivator, async ({ request, params }) => deleteActivator(ctx, request, params.id));
}

export function infraListRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  namedHostRoutes(route, ctx, { list: CALLS.balancers, create: CALLS.createBalancer, update: CALLS.updateBalancer, remove: CALLS.deleteBalancer }, BALANCERS);
  namedHostRoutes(route, ctx, { list: CALLS.dnsList, create: CALLS.createDnsEntry, update: CALLS.updateDnsEntry, remove: CALLS.deleteDnsEntry }, DNS_ENTRIES);
  activatorRoutes(route, ctx);
}
