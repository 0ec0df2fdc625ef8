// The admin keeps the offer the creation screens list: IPTV ready packages, IPTV bouquets (custom
// packages) and the P2P plans (table line_packages). A package some line still uses is not deleted.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { packageService } from './package-admin';

export function packageRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const packages = packageService(ctx);

  route(CALLS.linePackages, async () => packages.list());
  route(CALLS.createLinePackage, async ({ request, body }) => packages.create(request.account, request.ip, body));
  route(CALLS.updateLinePackage, async ({ request, params, body: { name } }) => packages.rename(request.account, request.ip, params.id, name));
  route(CALLS.deleteLinePackage, async ({ request, params }) => packages.remove(request.account, request.ip, params.id));
}
