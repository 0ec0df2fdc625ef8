// GET /api/dash-reseller: every dashboard figure over the caller's subtree;
// GET /api/totalUsersBonus: the new-users part of it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { dashboardService } from './service';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const dashboard = dashboardService(ctx);

  route(CALLS.dashboard, async ({ request }) => dashboard.dashboardOf(request.account));
  route(CALLS.usersBonus, async ({ request }) => dashboard.usersBonusOf(request.account));
}
