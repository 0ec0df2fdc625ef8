// The blacklist (spec sections 2, 3 and 7, admin only): IPs blocked for too many failed logins (line
// logins at player_api.php / get.php and panel logins alike share the `blocked_ips` table), the total of
// their failed attempts, the attempts themselves, and unblocking (which also forgets the attempts, so
// the IP starts again from zero).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { blockedIps, failedAttempts, unblockIp } from './blocked-ips';

const LABELS = { ip: 'IP' };

export function blacklistRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);

  route(CALLS.blacklist, async () => blockedIps(ctx.db));
  route(CALLS.blacklistAttempts, async ({ body: { ip } }) => failedAttempts(ctx.db, ip), { labels: LABELS });
  route(CALLS.unblockIp, async ({ request, body: { ip } }) => unblockIp(ctx.db, request.account, request.ip, ip), { labels: LABELS });
}
