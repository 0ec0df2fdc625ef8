// The signed account's own profile and password change.
import type { ProfileResponse } from '../../../shared/account/schemas';
import { fromCents } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { passwordProblem } from '../../../shared/password';
import type { AppContext } from '../../context';
import { now, type Db } from '../../db';
import { permissionsOf, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { flagColumns, flagsOf, type FlagColumns } from '../../core/settings';
import type { AccountExtras } from '../../auth/plugin';
import type { TokenClaims } from '../../auth/tokens';
import { unprocessable } from '../../errors';
import { hashPassword } from '../../security';
import { endSessions, markAllEnded } from '../../auth/sessions';

/**
 * The profile is read on every screen: its sub-resellers and the flags come in the token check's own
 * statement (these columns), so the call is one read.
 */
export const profileColumns =
  (db: Db): AccountExtras =>
  (eb) => [
    eb
      .selectFrom('accounts as child')
      .select((c) => c.fn.countAll<number>().as('n'))
      .whereRef('child.owner_id', '=', 'accounts.id')
      .as('children'),
    ...flagColumns(db),
  ];

/** The profile of an account read with `profileColumns`. */
export function profileOf(account: CallerAccount): ProfileResponse {
  const a = account as CallerAccount & { children: number } & FlagColumns;
  return {
    id: a.id,
    username: a.username,
    profile: a.profile,
    is_master: a.is_master ? 1 : 0,
    sub_resellers: Number(a.children),
    id_franchise: a.id_franchise,
    owner_id: a.owner_id,
    credits: fromCents(a.credits),
    permissions: permissionsOf(a),
    has2fa: a.twofa_enabled === 1,
    settings: flagsOf(a),
  };
}

/** Ends the session of these claims (logout). */
export async function logout(ctx: AppContext, account: CallerAccount, claims: TokenClaims) {
  await endSessions(ctx, account.id, [{ jti: claims.jti, expires_at: claims.exp * 1000 }]);
  return { message: 'Sessão encerrada.' };
}

export async function changePassword(
  ctx: AppContext,
  account: CallerAccount,
  claims: TokenClaims,
  ip: string,
  body: { password: string; password_confirmation: string },
) {
  const problem = passwordProblem(body.password);
  if (problem) throw unprocessable(problem, { password: [problem] });
  if (body.password !== body.password_confirmation) throw unprocessable(MSG.passwordMismatch, { password_confirmation: [MSG.passwordMismatch] });
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction().execute(async (tx) => {
    // Every token issued before now stops working, this one included: the user logs in again.
    // (decisions.md, 'Sessões e dispositivos': the spec's decisions put this token on the deny list too.)
    await tx.updateTable('accounts').set({ password_hash: passwordHash, tokens_valid_after: now() }).where('id', '=', account.id).execute();
    await markAllEnded(tx, account.id);
    await logActivity(tx, { accountId: account.id, actorId: account.id, type: 'Conta', action: 'Senha alterada', ip });
  });
  await endSessions(ctx, account.id, [{ jti: claims.jti, expires_at: claims.exp * 1000 }]);
  return { message: MSG.passwordChanged };
}
