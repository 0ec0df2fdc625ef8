// What the reseller use cases share: the account below the caller that a call acts on, how the logs
// name an account, the end of accounts' sessions, and credits given down the tree.
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { now, type Tx } from '../../db';
import type { Account } from '../../db/schema';
import { isAdmin, type Caller, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { applyMovement, type LedgerRequest } from '../../core/ledger';
import { accountInScope } from '../../core/scope';
import { forbidden } from '../../errors';
import { escapeHtml } from '../../security';

/** An account's name as the activity log shows it. */
export const nameHtml = (a: Pick<Account, 'username'>) => `<b>${escapeHtml(a.username)}</b>`;

/** The caller's 'Conta' line in the activity log about an account it acted on. */
export const logAccountChange = (tx: Tx, caller: Caller, target: Pick<Account, 'id'>, action: string) =>
  logActivity(tx, { accountId: caller.account.id, actorId: caller.account.id, type: 'Conta', action, target: String(target.id), ip: caller.ip });

/** The accounts' sessions may have ended (blocked, deleted, new password): their open streams check at once. */
export const sessionsChanged = (ctx: AppContext, ids: number[]) => (ids.length ? ctx.events.publish(ids, { type: 'session' }) : Promise.resolve());

/** A reseller below the caller (never the caller itself), or 404. */
export async function below(ctx: AppContext, caller: CallerAccount, id: number): Promise<Account> {
  if (id === caller.id) throw forbidden(SERVER_MSG.resellerSelf);
  return accountInScope(ctx.db, caller, id, MSG.resellerNotFound);
}

/** Gives credits inside a transaction: the admin mints, everyone else passes its own down. */
export async function giveCredits(tx: Tx, giver: CallerAccount, receiver: Account, cents: number, saleCents: number, reason: string, request?: LedgerRequest) {
  const result = await applyMovement(tx, {
    from: isAdmin(giver) ? null : giver.id,
    to: receiver.id,
    amountCents: cents,
    saleCents,
    reason,
    kind: isAdmin(giver) ? 'mint' : 'transfer',
    ...request,
    actorId: giver.id,
  });
  if (!result.replayed) await tx.updateTable('accounts').set({ last_topup_at: now() }).where('id', '=', receiver.id).execute();
  return result;
}
