// Section 7 "Resellers": create, list, the PUT actions, admin block, movement and access logs,
// find by username and tree totals.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { resellerService } from './service';
import { listColumns } from './list';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

/** The most rows one export answers. */
const EXPORT_LIMIT = 100_000;

export function resellerRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const resellers = resellerService(ctx);

  route(CALLS.createReseller, async ({ caller, body }) => resellers.create(caller, body));
  // The list reads the tree's version in the token check's own statement: a page is then one more read.
  const withVersion = { config: { accountExtras: listColumns(ctx.db) } };
  const closureVersion = (request: FastifyRequest) => (request.account as typeof request.account & { closure_version: unknown }).closure_version;
  route(CALLS.resellers, async ({ request, query }) => resellers.list(request.account, query, closureVersion(request)), withVersion);
  route(CALLS.resellerAction, async ({ caller, params, body }) => resellers.act(caller, params.id, body));
  route(CALLS.resellerPermissions, async ({ request, params }) => resellers.permissions(request.account, params.id));
  route(CALLS.setResellerPermissions, async ({ caller, params, body }) => resellers.setPermissions(caller, params.id, body.permissions));
  route(CALLS.adminBlockReseller, async ({ caller, params, body }) => resellers.toggleAdminBlock(caller, params.id, body.reason ?? ''));
  // Exports answer the rows as JSON; the clients write the Excel file (exceljs), as for the lines.
  route(
    CALLS.exportResellers,
    async ({ request }) => (await resellers.list(request.account, { page: 1, per_page: EXPORT_LIMIT }, closureVersion(request))).data,
    withVersion,
  );
  route(CALLS.exportMovements, async ({ request, body }) => resellers.movements(request.account, body.id));
  route(CALLS.resellerMovements, async ({ request, params }) => resellers.movements(request.account, params.id));
  route(CALLS.resellerAccessLogs, async ({ request, params }) => resellers.accessLogs(request.account, params.id));
  route(CALLS.findReseller, async ({ request, body }) => resellers.find(request.account, body.username));
  route(CALLS.treeTotals, async ({ request, params }) => resellers.treeTotals(request.account, params.id));
  route(CALLS.tracking, async ({ request, params }) => resellers.tracking(request.account, params.id));
  route(CALLS.duplicates, async () => resellers.duplicates());
  route(CALLS.treeDuplicates, async ({ request, body }) => resellers.treesOf(request.account, body.revs));
  route(CALLS.externalKey, async ({ request, params }) => resellers.externalKey(request.account, params.id));
}
