// Health for load balancers and systemd (issue 32), public and cheap. live: the process answers.
// ready: the database answers within a second; otherwise 503, so a balancer sends the traffic elsewhere.
import type { FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { databaseReady } from './service';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  route(CALLS.healthLive, async () => ({ status: 'ok' as const }));

  route(CALLS.healthReady, async ({ reply }) => {
    if (await databaseReady(ctx)) return { status: 'ok' as const, database: ctx.dialect };
    return reply.code(503).header('retry-after', '5').send({ status: 'unavailable', message: SERVER_MSG.databaseUnavailable });
  });
}
