// DNS purchase and management (/dns-settings, permission dns_premium; spec sections 2, 4, 5, 6, 7):
// search (verify-dns), purchase paid in credits through the ledger once per request id, or manual add;
// renewal, auto-renewal, sharing down the tree, removal and re-activation, the current DNS of the
// rotation, configuration at the registrar, and the DNS log. Every id is the caller's own DNS or one
// shared with it from above; anything else is 404. Each use case is a file of ./dns that takes the app's
// context first; this file binds them for the routes.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router, type CallOptions } from '../../route';
import { LABELS } from './dns/common';
import { configureDns } from './dns/configure';
import { createDns } from './dns/create';
import { dnsLogs, listDns } from './dns/list';
import { removedList, removeOrActivate } from './dns/remove';
import { renewDns, setAutoRenew } from './dns/renew';
import { rotate } from './dns/rotation';
import { removeShared, sharedList, shareDns } from './dns/share';
import { verifyDns } from './dns/verify';

export { dnsProof } from './dns/manual';
export { runDnsJobs } from './dns/jobs';
export { rotationDnsOf } from './dns/rotation';

export function premiumService(ctx: AppContext) {
  return {
    verify: verifyDns.bind(null, ctx),
    create: createDns.bind(null, ctx),
    renew: renewDns.bind(null, ctx),
    autoRenew: setAutoRenew.bind(null, ctx),
    share: shareDns.bind(null, ctx),
    list: listDns.bind(null, ctx),
    removedList: removedList.bind(null, ctx),
    sharedList: sharedList.bind(null, ctx),
    removeOrActivate: removeOrActivate.bind(null, ctx),
    removeShared: removeShared.bind(null, ctx),
    rotate: rotate.bind(null, ctx),
    configure: configureDns.bind(null, ctx),
    logs: dnsLogs.bind(null, ctx),
  };
}

export function premiumRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const dns = premiumService(ctx);
  const labeled: CallOptions = { labels: LABELS };

  route(CALLS.verifyDns, async ({ body }) => dns.verify(body.domains), labeled);
  route(CALLS.createDns, async ({ caller, body, stepUp }) => dns.create(caller, body, stepUp), labeled);
  route(CALLS.renewDns, async ({ caller, body, stepUp }) => dns.renew(caller, body, stepUp), labeled);
  route(CALLS.enableAutorenew, async ({ caller, params }) => dns.autoRenew(caller, params.id, true));
  route(CALLS.disableAutorenew, async ({ caller, params }) => dns.autoRenew(caller, params.id, false));
  route(CALLS.shareDns, async ({ caller, body }) => dns.share(caller, body), labeled);
  route(CALLS.ownDns, async ({ request }) => dns.list(request.account));
  route(CALLS.removedDns, async ({ request }) => dns.removedList(request.account));
  route(CALLS.sharedDns, async ({ request }) => dns.sharedList(request.account));
  route(CALLS.removeActiveDns, async ({ caller, params, stepUp }) => dns.removeOrActivate(caller, params.id, stepUp), labeled);
  route(CALLS.rotateOwnDns, async ({ caller, params }) => dns.rotate(caller, params.id));
  route(CALLS.configureDns, async ({ caller, params }) => dns.configure(caller, params.id));
  route(CALLS.dnsLogs, async ({ request }) => dns.logs(request.account));
  route(CALLS.removeSharedDns, async ({ caller, params }) => dns.removeShared(caller, params.dns.slice(0, 253)));
}
