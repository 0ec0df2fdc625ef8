// Blocking and unblocking: one reseller below the caller (a block by the admin only the admin lifts),
// or, by the admin, a reseller and everyone below it. A block needs its reason and ends the sessions.
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { BLOCK_REASON_MIN } from '../../../shared/network/texts';
import type { AppContext } from '../../context';
import { now } from '../../db';
import type { Account } from '../../db/schema';
import { isAdmin, type Caller } from '../../core/accounts';
import { forbidden, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { below, nameHtml, sessionsChanged, logAccountChange } from './common';
import { auditedAccount } from '../../core/audit';

export async function toggleBlock(ctx: AppContext, caller: Caller, target: Account, reason: string, byAdmin: boolean) {
  const me = caller.account;
  if (!byAdmin && target.block_admin === 1 && !isAdmin(me)) throw forbidden(SERVER_MSG.resellerBlockedByAdmin);
  const blocking = target.status === 1;
  if (blocking && reason.trim().length < BLOCK_REASON_MIN) throw unprocessable(MSG.blockReasonShort, { reason: [MSG.blockReasonShort] });
  await ctx.db.transaction().execute(async (tx) => {
    await auditedAccount(tx, target.id, blocking ? 'Bloqueou a revenda' : 'Desbloqueou a revenda', () =>
      tx
        .updateTable('accounts')
        .set(
          blocking
            ? { status: 0, block_admin: byAdmin ? 1 : 0, block_reason: reason.trim(), tokens_valid_after: now() }
            : { status: 1, block_admin: 0, block_reason: null },
        )
        .where('id', '=', target.id)
        .execute(),
    );
    await logAccountChange(tx, caller, target, `Revenda ${nameHtml(target)} ${blocking ? `bloqueada: ${escapeHtml(reason.trim())}` : 'desbloqueada'}`);
  });
  if (blocking) await sessionsChanged(ctx, [target.id]);
  return { message: blocking ? SERVER_MSG.resellerBlocked : SERVER_MSG.resellerUnblocked };
}

/** The admin's block of one reseller, which only the admin lifts. */
export const toggleAdminBlock = (ctx: AppContext, caller: Caller, id: number, reason: string) =>
  below(ctx, caller.account, id).then((t) => toggleBlock(ctx, caller, t, reason, true));

/** Admin: blocks the reseller and everyone below it (by the admin, tokens dropped), or unblocks them all. */
export async function toggleNetworkBlock(ctx: AppContext, caller: Caller, target: Account, reason: string) {
  const blocking = target.status === 1;
  if (blocking && reason.trim().length < BLOCK_REASON_MIN) throw unprocessable(MSG.blockReasonShort, { reason: [MSG.blockReasonShort] });
  const done = await ctx.db.transaction().execute(async (tx) => {
    const network = tx.selectFrom('account_closure').select('descendant_id').where('ancestor_id', '=', target.id);
    const changed = await tx
      .updateTable('accounts')
      .set(blocking ? { status: 0, block_admin: 1, block_reason: reason.trim(), tokens_valid_after: now() } : { status: 1, block_admin: 0, block_reason: null })
      .where('id', 'in', network)
      .where('status', '=', blocking ? 1 : 0)
      .returning('id')
      .execute();
    await logAccountChange(
      tx,
      caller,
      target,
      `Rede de ${nameHtml(target)} ${blocking ? `bloqueada (${changed.length} conta(s)): ${escapeHtml(reason.trim())}` : `desbloqueada (${changed.length} conta(s))`}`,
    );
    return { changed: changed.map((c) => c.id), message: blocking ? SERVER_MSG.networkBlocked(changed.length) : SERVER_MSG.networkUnblocked(changed.length) };
  });
  await sessionsChanged(ctx, done.changed);
  return { message: done.message };
}
