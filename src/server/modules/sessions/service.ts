// Sessions and devices (issue 30): the account's open sessions, ending one or all the others, and the
// admin ending every session of an account of its tree (auth/sessions.ts refuses an ended token).
import type { SessionItem } from '../../../shared/sessions/schemas';
import { SESSION_MSG } from '../../../shared/sessions/texts';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { now } from '../../db';
import { logActivity } from '../../core/activity';
import { accountInScope } from '../../core/scope';
import { notFound, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { endSessions, markAllEnded, openSessions } from '../../auth/sessions';
import { revokeTokensOf } from '../automation/tokens';
import { isoOf } from '../../db/stored';

/** The account's open sessions, the one of `currentJti` first. */
export async function listSessions(ctx: AppContext, account: CallerAccount, currentJti: string) {
  const rows = await openSessions(ctx.db, account.id, account.tokens_valid_after)
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
    current: r.jti === currentJti,
  }));
  // The session that asks first.
  sessions.sort((a, b) => Number(b.current) - Number(a.current));
  return { sessions };
}

export async function endSession(ctx: AppContext, account: CallerAccount, ip: string, id: number) {
  // Only the account's own open sessions: another account's id, or one already ended, is not found.
  const session = await openSessions(ctx.db, account.id, account.tokens_valid_after)
    .select(['jti', 'expires_at', 'device'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!session) throw notFound(SESSION_MSG.sessionNotFound);
  await endSessions(ctx, account.id, [{ jti: session.jti, expires_at: Number(session.expires_at) }]);
  await logActivity(ctx.db, { accountId: account.id, actorId: account.id, type: 'Conta', action: `Sessão encerrada: ${escapeHtml(session.device)}`, ip });
  return { message: SESSION_MSG.sessionEnded };
}

/** Every open session of the account but `currentJti`. */
export async function endOtherSessions(ctx: AppContext, account: CallerAccount, ip: string, currentJti: string) {
  const others = await openSessions(ctx.db, account.id, account.tokens_valid_after).select(['jti', 'expires_at']).where('jti', '!=', currentJti).execute();
  if (!others.length) return { message: SESSION_MSG.noOthers, ended: 0 };
  await endSessions(
    ctx,
    account.id,
    others.map((s) => ({ jti: s.jti, expires_at: Number(s.expires_at) })),
  );
  await logActivity(ctx.db, { accountId: account.id, actorId: account.id, type: 'Conta', action: `Outras sessões encerradas (${others.length})`, ip });
  return { message: SESSION_MSG.othersEnded(others.length), ended: others.length };
}

/**
 * Every session of the account stops at once (as a block does), the ones without a row too; with
 * `tokens`, its API tokens as well (issue 42).
 */
export async function endResellerSessions(ctx: AppContext, account: CallerAccount, ip: string, id: number, tokensToo: boolean | undefined) {
  const target = await accountInScope(ctx.db, account, id);
  if (target.id === account.id) throw unprocessable(SESSION_MSG.ownAccount);
  const ended = await ctx.db.transaction().execute(async (tx) => {
    const open = await openSessions(tx, target.id, target.tokens_valid_after)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await tx.updateTable('accounts').set({ tokens_valid_after: now() }).where('id', '=', target.id).execute();
    await markAllEnded(tx, target.id);
    const tokens = tokensToo ? await revokeTokensOf(tx, [target.id]) : 0;
    await logActivity(tx, {
      accountId: target.id,
      actorId: account.id,
      type: 'Conta',
      action: `${tokens ? `Sessões e ${tokens} token(s) de API` : 'Sessões'} de <b>${escapeHtml(target.username)}</b> ${tokens ? 'encerrados' : 'encerradas'} pelo administrador`,
      ip,
    });
    return { sessions: Number(open.n), tokens };
  });
  await ctx.events.publish([target.id], { type: 'session' });
  return {
    message: ended.tokens ? SESSION_MSG.accountSessionsAndTokensEnded : SESSION_MSG.accountSessionsEnded,
    ended: ended.sessions,
    tokens: ended.tokens,
  };
}
