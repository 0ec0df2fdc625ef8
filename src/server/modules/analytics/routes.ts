// 'Análises' (issue 31): renewal, tests that became customers, what comes in ahead and the network as a
// tree, for the caller's whole subtree. Every figure is read from the summaries that the lines' own
// writes keep (record.ts), a few dozen rows whatever the size of the network, never from the lines.
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../../shared/calls';
import type { AppContext } from '../../context';
import { router } from '../../route';
import { analyticsService } from './service';

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const analytics = analyticsService(ctx);

  route(CALLS.analytics, async ({ caller }) => analytics.analyticsOf(caller.account));
  route(CALLS.analyticsTree, async ({ caller, params }) => analytics.treeOf(caller.account, params.id));
}
