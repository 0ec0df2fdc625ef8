// 'Vencimentos' (issue 22): GET /api/vencimentos lists the official lines of the caller's subtree (its
// tests too with 'Incluir testes') by expiry day (today, in 3 days, in 7 days, expired in the last 30
// days), of the kinds the caller may renew; POST /api/vencimentos/lembrete records that a reminder went
// out. Renewing goes through each line's own 'Estender' (one ledger movement and idempotency key per
// line), never a call of its own. The dashboard's 'vencendo em 7 dias' is counted here too.
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../../shared/calls';
import type { AppContext } from '../../context';
import { router } from '../../route';
import { expiriesPage, recordReminders } from './service';

export function expiryRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);

  route(CALLS.expiries, async ({ request, query }) => expiriesPage(ctx, request.account, query));
  route(CALLS.expiryReminders, async ({ request, body: { ids } }) => recordReminders(ctx.db, request.account, ids));
}
