// Deleting resellers: `delete` one reseller (refused while it has sub-resellers), `deleteNetwork` its
// whole network below it, `deleteTree` the reseller and its network. Whatever credits the deleted
// accounts held go back up the tree.
import { fromCents } from '../../../shared/domain';
import { formatCredits } from '../../../shared/format';
import { MSG } from '../../../shared/messages';
import { RESELLER_ACTION, type DeleteResult } from '../../../shared/network';
import type { AppContext } from '../../context';
import type { Account } from '../../db/schema';
import type { Caller } from '../../core/accounts';
import { applyMovement } from '../../core/ledger';
import { conflict } from '../../errors';
import { nameHtml, sessionsChanged, logAccountChange } from './common';

export async function remove(
  ctx: AppContext,
  caller: Caller,
  target: Account,
  code: (typeof RESELLER_ACTION)['delete' | 'deleteNetwork' | 'deleteTree'],
): Promise<DeleteResult> {
  const network = code === RESELLER_ACTION.deleteNetwork;
  const me = caller.account;
  const done = await ctx.db.transaction().execute(async (tx) => {
    const doomed = await tx
      .selectFrom('account_closure as c')
      .innerJoin('accounts as a', 'a.id', 'c.descendant_id')
      .select(['a.id', 'a.credits', 'c.depth'])
      .where('c.ancestor_id', '=', target.id)
      .where('c.depth', network ? '>' : '>=', 0)
      .execute();
    if (code === RESELLER_ACTION.delete && doomed.length > 1) throw conflict(MSG.resellerHasChildren);
    const heir = network ? target.id : target.owner_id!;
    let refunded = 0;
    for (const account of doomed.filter((a) => a.credits > 0)) {
      await applyMovement(tx, {
        from: account.id,
        to: heir,
        amountCents: account.credits,
        reason: 'Créditos devolvidos na exclusão',
        kind: 'refund',
        actorId: me.id,
      });
      refunded += account.credits;
    }
    // Deleting the top accounts cascades to everything below them (accounts, closure, lines, logs).
    const tops = network ? doomed.filter((a) => a.depth === 1).map((a) => a.id) : [target.id];
    if (tops.length) await tx.deleteFrom('accounts').where('id', 'in', tops).execute();
    const message = code === RESELLER_ACTION.delete ? MSG.resellerDeleted : network ? MSG.networkDeleted : MSG.treeDeleted;
    await logAccountChange(
      tx,
      caller,
      target,
      `${message}: ${nameHtml(target)} (${doomed.length} conta(s), ${formatCredits(fromCents(refunded))} devolvido(s))`,
    );
    return { doomed: doomed.map((a) => a.id), result: { message, deleted_accounts: doomed.length, refunded_credits: fromCents(refunded) } };
  });
  await sessionsChanged(ctx, done.doomed);
  return done.result;
}
