// Sessions and devices (issue 30): /me lists the account's open sessions ('Esta sessão' marked) and
// ends one or all the others at once; the admin ends every session of an account of its tree. An
// ended session's token is refused at its next call and its open event stream closes (auth/sessions.ts).
import type { FastifyInstance } from 'fastify';
import type { SessionItem } from '../../../shared/sessions-base';
import { SESSION_MSG } from '../../../shared/sessions-base';
import { CALLS } from '../../../shared/calls';
import type { AppContext } from '../../context';
import { now } from '../../db';
import { logActivity } from '../../core/activity';
import { accountInScope } from '../../core/scope';
import { notFound, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { endSessions, markAllEnded, openSessions } from '../../auth/sessions';
import { router } from '../../route';
import { revokeTokensOf } from '../automation/tokens';
import { isoOf } from '../../db/stored';

export function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db } = ctx;

  route(CALLS.sessions, async ({ request }) => {
    const rows = await openSessions(db, request.account.id, request.account.tokens_valid_after)
      .select(['id', 'jti', 'device', 'ip', 'created_at', 'last_used_at'])
      .orderBy('last_used_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const sessions: SessionItem[] = rows.map((r) => ({
      id: Number(r.id),
      device: r.device,
      ip: r.ip,
      created_at: isoOf(r.created_at),
      last_used_at: isoOf(r.last_used_at),
      current: r.jti === request.claims.jti,
    }));
    // The session that asks first.
    sessions.sort((a, b) => Number(b.current) - Number(a.current));
    return { sessions };
  });

  route(CALLS.endSession, async ({ request, params }) => {
    // Only the account's own open sessions: another account's id, or one already ended, is not found.
    const session = await openSessions(db, request.account.id, request.account.tokens_valid_after)
      .select(['jti', 'expires_at', 'device'])
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!session) throw notFound(SESSION_MSG.sessionNotFound);
    await endSessions(ctx, request.account.id, [{ jti: session.jti, expires_at: Number(session.expires_at) }]);
    await logActivity(db, {
      accountId: request.account.id,
      actorId: request.account.id,
      type: 'Conta',
      action: `Sessão encerrada: ${escapeHtml(session.device)}`,
      ip: request.ip,
    });
    return { message: SESSION_MSG.sessionEnded };
  });

  route(CALLS.endOtherSessions, async ({ request }) => {
    const others = await openSessions(db, request.account.id, request.account.tokens_valid_after)
      .select(['jti', 'expires_at'])
      .where('jti', '!=', request.claims.jti)
      .execute();
    if (!others.length) return { message: SESSION_MSG.noOthers, ended: 0 };
    await endSessions(
      ctx,
      request.account.id,
      others.map((s) => ({ jti: s.jti, expires_at: Number(s.expires_at) })),
    );
    await logActivity(db, {
      accountId: request.account.id,
      actorId: request.account.id,
      type: 'Conta',
      action: `Outras sessões encerradas (${others.length})`,
      ip: request.ip,
    });
    return { message: SESSION_MSG.othersEnded(others.length), ended: others.length };
  });

  // Every session of the account stops at once (as a block does), the ones without a row too; with
  // `tokens`, its API tokens as well (issue 42).
  route(CALLS.endResellerSessions, async ({ request, params, body }) => {
    const target = await accountInScope(db, request.account, params.id);
    if (target.id === request.account.id) throw unprocessable(SESSION_MSG.ownAccount);
    const ended = await db.transaction().execute(async (tx) => {
      const open = await openSessions(tx, target.id, target.tokens_valid_after)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      await tx.updateTable('accounts').set({ tokens_valid_after: now() }).where('id', '=', target.id).execute();
      await markAllEnded(tx, target.id);
      const tokens = body.tokens ? await revokeTokensOf(tx, [target.id]) : 0;
      await logActivity(tx, {
        accountId: target.id,
        actorId: request.account.id,
        type: 'Conta',
        action: `${tokens ? `Sessões e ${tokens} token(s) de API` : 'Sessões'} de <b>${escapeHtml(target.username)}</b> ${tokens ? 'encerrados' : 'encerradas'} pelo administrador`,
        ip: request.ip,
      });
      return { sessions: Number(open.n), tokens };
    });
    await ctx.events.publish([target.id], { type: 'session' });
    return {
      message: ended.tokens ? SESSION_MSG.accountSessionsAndTokensEnded : SESSION_MSG.accountSessionsEnded,
      ended: ended.sessions,
      tokens: ended.tokens,
    };
  });
}
