// 'Alterações' in /log (issue 30): the recorded changes of the caller's subtree, with filters (who, what
// kind, which item, period), one item's 'Histórico', and how long they are kept (the admin's choice;
// a job purges the older ones).
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../../shared/calls';
import type { AppContext } from '../../context';
import { router } from '../../route';
import { auditPage, setAuditRetention } from './service';

export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);

  route(CALLS.audit, async ({ caller, query }) => auditPage(ctx.db, caller.account, query));
  route(CALLS.auditRetention, async ({ body }) => setAuditRetention(ctx.db, body.days));
}
