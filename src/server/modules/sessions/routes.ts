// Sessions and devices (issue 30): /me lists the account's open sessions ('Esta sessão' marked) and
// ends one or all the others at once; the admin ends every session of an account of its tree. An
// ended session's token is refused at its next call and its open event stream closes (auth/sessions.ts).
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../../shared/calls';
import type { AppContext } from '../../context';
import { router } from '../../route';
import { endOtherSessions, endResellerSessions, endSession, listSessions } from './service';

export function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);

  route(CALLS.sessions, async ({ request }) => listSessions(ctx, request.account, request.claims.jti));
  route(CALLS.endSession, async ({ request, params }) => endSession(ctx, request.account, request.ip, params.id));
  route(CALLS.endOtherSessions, async ({ request }) => endOtherSessions(ctx, request.account, request.ip, request.claims.jti));
  route(CALLS.endResellerSessions, async ({ request, params, body }) => endResellerSessions(ctx, request.account, request.ip, params.id, body.tokens));
}
