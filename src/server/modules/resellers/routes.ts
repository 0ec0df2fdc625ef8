// Section 7 "Resellers": create, list, the PUT actions, admin block, movement and access logs,
// find by username and tree totals.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { blockReasonBody, findUserBody, permissionsBody, treeDuplicatesBody, regUserAction, regUserBody, regUsersQuery } from '../../../shared/network';
import type { AppContext } from '../../context';
import { idempotencyKey, idParam, parse } from '../../validation';
import { resellerService, type Caller } from './service';

const caller = (request: FastifyRequest): Caller => ({ account: request.account, ip: request.ip, requestKey: idempotencyKey(request) });
/** The most rows one export answers. */
const EXPORT_LIMIT = 100_000;
const exportLogsBody = z.object({ id: z.coerce.number().int().positive() });
const id = (request: FastifyRequest) => idParam((request.params as { id: string }).id);

export function resellerRoutes(app: FastifyInstance, ctx: AppContext) {
  const resellers = resellerService(ctx);

  app.post('/api/reg-users', async (request) => resellers.create(caller(request), parse(regUserBody, request.body)));
  app.get('/api/reg-users', async (request) => resellers.list(request.account, parse(regUsersQuery, request.query)));
  app.put('/api/reg-users/:id', async (request) => resellers.act(caller(request), id(request), parse(regUserAction, request.body)));
  app.get('/api/reg-users/:id/permissions', async (request) => resellers.permissions(request.account, id(request)));
  app.put('/api/reg-users/:id/permissions', async (request) => resellers.setPermissions(caller(request), id(request), parse(permissionsBody, request.body).permissions));
  app.put('/api/block-adm-reseller/:id', async (request) =>
    resellers.toggleAdminBlock(caller(request), id(request), parse(blockReasonBody, request.body ?? {}).reason ?? ''),
  );
  // Exports answer the rows as JSON; the clients write the Excel file (exceljs), as for the lines.
  app.post('/api/export-reseller', async (request) => (await resellers.list(request.account, { page: 1, per_page: EXPORT_LIMIT })).data);
  app.post('/api/export-logs', async (request) => resellers.movements(request.account, parse(exportLogsBody, request.body).id));
  app.get('/api/logs-reseller/:id', async (request) => resellers.movements(request.account, id(request)));
  app.get('/api/access-logs-reseller/:id', async (request) => resellers.accessLogs(request.account, id(request)));
  app.post('/api/find-user', async (request) => resellers.find(request.account, parse(findUserBody, request.body).username));
  app.get('/api/get-total-tree/:id', async (request) => resellers.treeTotals(request.account, id(request)));
  app.get('/api/get-rastreio/:id', async (request) => resellers.tracking(request.account, id(request)));
  app.get('/api/verify-duplicate', async () => resellers.duplicates());
  app.post('/api/get-tree-duplicates', async (request) => resellers.treesOf(request.account, parse(treeDuplicatesBody, request.body).revs));
  app.get('/api/get-external-key/:id', async (request) => resellers.externalKey(request.account, id(request)));
}
