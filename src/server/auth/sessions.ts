// Sessions and devices (issue 30): each login's row (by its token's jti), its last use written at most
// once a minute, and the one way a session ends before its token expires: its jti goes to the shared
// deny list, its row is marked ended, and the account's open event streams check their token at once
// (a 'session' event, events/routes.ts), so the stream of the ended session closes.
import type { TokenClaims } from './tokens';
import type { AppContext } from '../context';
import { now, type Db, type DbOrTx } from '../db';
import { deviceOf } from './device';

/** A session's last use is written at most this often. */
export const TOUCH_EVERY_MS = 60_000;
/** Ended and expired rows are kept this long (the list shows only the open ones), then dropped at a login. */
const KEEP_MS = 30 * 24 * 3600_000;

/** The row of a new session, written in the login's transaction. */
export async function recordSession(db: DbOrTx, accountId: number, claims: TokenClaims, at: { ip: string; userAgent?: string }): Promise<void> {
  const t = now();
  await db
    .deleteFrom('sessions')
    .where('account_id', '=', accountId)
    .where('expires_at', '<', t - KEEP_MS)
    .execute();
  await db
    .insertInto('sessions')
    .values({
      jti: claims.jti,
      account_id: accountId,
      device: deviceOf(at.userAgent).slice(0, 120),
      ip: at.ip.slice(0, 64),
      created_at: claims.iat_ms,
      last_used_at: claims.iat_ms,
      expires_at: claims.exp * 1000,
    })
    .execute();
}

/**
 * Marks a session used by a call: at most once a minute per session and instance (a map in memory,
 * so a call in between reads nothing, writes nothing and waits for nothing: no promise is made), and the
 * update is conditional, so several instances write it once a minute between them too.
 */
export function sessionToucher(db: Db) {
  const written = new Map<string, number>();
  const write = async (jti: string, ip: string, t: number) => {
    try {
      await db
        .updateTable('sessions')
        .set({ last_used_at: t, ip: ip.slice(0, 64) })
        .where('jti', '=', jti)
        .where('last_used_at', '<=', t - TOUCH_EVERY_MS)
        .execute();
    } catch {
      // A session's last use is a hint: a failed write never fails the call.
    }
  };
  return function touch(jti: string, ip: string): Promise<void> | undefined {
    const t = now();
    if (t - (written.get(jti) ?? 0) < TOUCH_EVERY_MS) return undefined;
    if (written.size > 50_000) written.clear();
    written.set(jti, t);
    return write(jti, ip, t);
  };
}

export interface SessionToEnd {
  jti: string;
  expires_at: number;
}

/**
 * Ends sessions of one account at once: their tokens on the deny list, their rows ended, and the
 * account's open streams told (each checks its own token: only the ended ones close).
 */
export async function endSessions(ctx: AppContext, accountId: number, sessions: SessionToEnd[]): Promise<void> {
  if (!sessions.length) return;
  const t = now();
  await ctx.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('token_denylist').where('expires_at', '<', t).execute();
    await tx
      .insertInto('token_denylist')
      .values(sessions.map((s) => ({ jti: s.jti, expires_at: Math.max(s.expires_at, t) })))
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
    await tx
      .updateTable('sessions')
      .set({ ended_at: t })
      .where(
        'jti',
        'in',
        sessions.map((s) => s.jti),
      )
      .where('ended_at', 'is', null)
      .execute();
  });
  await ctx.events.publish([accountId], { type: 'session' });
}

/** Marks every session of the account ended (their tokens were revoked otherwise: tokens_valid_after). */
export async function markAllEnded(db: DbOrTx, accountId: number): Promise<void> {
  await db.updateTable('sessions').set({ ended_at: now() }).where('account_id', '=', accountId).where('ended_at', 'is', null).execute();
}

/** The account's open sessions: not ended, not expired, begun after its last revocation of every token. */
export function openSessions(db: DbOrTx, accountId: number, tokensValidAfter: number) {
  return db
    .selectFrom('sessions')
    .where('account_id', '=', accountId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now())
    .where('created_at', '>=', tokensValidAfter);
}
