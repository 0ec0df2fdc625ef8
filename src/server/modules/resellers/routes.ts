// Section 7 "Resellers": create, list, the PUT actions, admin block, movement and access logs,
// find by username and tree totals.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { blockReasonBody, findUserBody, treeDuplicatesBody, regUserAction, regUserBody, regUsersQuery } from '../../../shared/network';
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
  const auth = { preHandler: app.requireAuth };
  const admin = { preHandler: [app.requireAuth, app.requireAdmin] };

  app.post('/api/reg-users', auth, async (request) => resellers.create(caller(request), parse(regUserBody, request.body)));
  app.get('/api/reg-users', auth, async (request) => resellers.list(request.account, parse(regUsersQuery, request.query)));
  app.put('/api/reg-users/:id', auth, async (request) => resellers.act(caller(request), id(request), parse(regUserAction, request.body)));
  app.put('/api/block-adm-reseller/:id', admin, async (request) =>
    resellers.toggleAdminBlock(caller(request), id(request), parse(blockReasonBody, request.body ?? {}).reason ?? ''),
  );
  // Exports answer the rows as JSON; the clients write the Excel file (exceljs), as for the lines.
  app.post('/api/export-reseller', auth, async (request) => (await resellers.list(request.account, { page: 1, per_page: EXPORT_LIMIT })).data);
  app.post('/api/export-logs', auth, async (request) => resellers.movements(request.account, parse(exportLogsBody, request.body).id));
  app.get('/api/logs-reseller/:id', auth, async (request) => resellers.movements(request.account, id(request)));
  app.get('/api/access-logs-reseller/:id', auth, async (request) => resellers.accessLogs(request.account, id(request)));
  app.post('/api/find-user', admin, async (request) => resellers.find(request.account, parse(findUserBody, request.body).username));
  app.get('/api/get-total-tree/:id', admin, async (request) => resellers.treeTotals(request.account, id(request)));
  app.get('/api/get-rastreio/:id', admin, async (request) => resellers.tracking(request.account, id(request)));
  app.get('/api/verify-duplicate', admin, async () => resellers.duplicates());
  app.post('/api/get-tree-duplicates', admin, async (request) => resellers.treesOf(request.account, parse(treeDuplicatesBody, request.body).revs));
  app.get('/api/get-external-key/:id', admin, async (request) => resellers.externalKey(request.account, id(request)));
}
