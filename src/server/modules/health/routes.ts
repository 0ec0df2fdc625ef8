// Health for load balancers and systemd (issue 32), public and cheap. live: the process answers.
// ready: the database answers within a second; otherwise 503, so a balancer sends the traffic elsewhere.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

export const READY_TIMEOUT_MS = 1_000;

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  route(CALLS.healthLive, async () => ({ status: 'ok' as const }));

  route(CALLS.healthReady, async ({ reply }) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
    const answered = sql`select 1`.execute(ctx.db).then(
      () => true,
      () => false,
    );
    const ready = await Promise.race([answered, late]);
    clearTimeout(timer);
    if (ready) return { status: 'ok' as const, database: ctx.dialect };
    return reply.code(503).header('retry-after', '5').send({ status: 'unavailable', message: SERVER_MSG.databaseUnavailable });
  });
}
