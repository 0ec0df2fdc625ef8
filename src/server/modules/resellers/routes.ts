// Section 7 "Resellers": create, list, the PUT actions, admin block, movement and access logs,
// find by username and tree totals.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { blockReasonBody, findUserBody, permissionsBody, treeDuplicatesBody, regUserAction, regUserBody, regUsersQuery } from '../../../shared/network';
import type { AppContext } from '../../context';
import { idempotencyKey, idParam, parse } from '../../validation';
import { resellerService, type Caller } from './service';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

const caller = (request: FastifyRequest): Caller => ({ account: request.account, ip: request.ip, requestKey: idempotencyKey(request) });
/** The most rows one export answers. */
const EXPORT_LIMIT = 100_000;
const exportLogsBody = z.object({ id: z.coerce.number().int().positive() });

export function resellerRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const resellers = resellerService(ctx);

  route(CALLS.createReseller, async ({ request }) => resellers.create(caller(request), parse(regUserBody, request.body)));
  route(CALLS.resellers, async ({ request }) => resellers.list(request.account, parse(regUsersQuery, request.query)));
  route(CALLS.resellerAction, async ({ request, params }) => resellers.act(caller(request), idParam(params.id), parse(regUserAction, request.body)));
  route(CALLS.resellerPermissions, async ({ request, params }) => resellers.permissions(request.account, idParam(params.id)));
  route(CALLS.setResellerPermissions, async ({ request, params }) => resellers.setPermissions(caller(request), idParam(params.id), parse(permissionsBody, request.body).permissions));
  route(CALLS.adminBlockReseller, async ({ request, params }) =>
    resellers.toggleAdminBlock(caller(request), idParam(params.id), parse(blockReasonBody, request.body ?? {}).reason ?? ''),
  );
  // Exports answer the rows as JSON; the clients write the Excel file (exceljs), as for the lines.
  route(CALLS.exportResellers, async ({ request }) => (await resellers.list(request.account, { page: 1, per_page: EXPORT_LIMIT })).data);
  route(CALLS.exportMovements, async ({ request }) => resellers.movements(request.account, parse(exportLogsBody, request.body).id));
  route(CALLS.resellerMovements, async ({ request, params }) => resellers.movements(request.account, idParam(params.id)));
  route(CALLS.resellerAccessLogs, async ({ request, params }) => resellers.accessLogs(request.account, idParam(params.id)));
  route(CALLS.findReseller, async ({ request }) => resellers.find(request.account, parse(findUserBody, request.body).username));
  route(CALLS.treeTotals, async ({ request, params }) => resellers.treeTotals(request.account, idParam(params.id)));
  route(CALLS.tracking, async ({ request, params }) => resellers.tracking(request.account, idParam(params.id)));
  route(CALLS.duplicates, async () => resellers.duplicates());
  route(CALLS.treeDuplicates, async ({ request }) => resellers.treesOf(request.account, parse(treeDuplicatesBody, request.body).revs));
  route(CALLS.externalKey, async ({ request, params }) => resellers.externalKey(request.account, idParam(params.id)));
}
