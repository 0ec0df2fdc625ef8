// Deleting resellers: `delete` one reseller (refused while it has sub-resellers), `deleteNetwork` its
// whole network below it, `deleteTree` the reseller and its network. Whatever credits the deleted
// accounts held go back up the tree; the accounts then wait in the trash (issue 30), whole, for the
// line trash's period (modules/trash/accounts.ts).
import { fromCents } from '../../../shared/domain';
import { formatCredits } from '../../../shared/format';
import { SERVER_MSG } from '../../messages';
import { RESELLER_ACTION } from '../../../shared/network/texts';
import type { DeleteResult } from '../../../shared/network/schemas';
import type { ResellerTrashKind } from '../../../shared/trash/texts';
import type { AppContext } from '../../context';
import type { Account } from '../../db/schema';
import type { Caller } from '../../core/accounts';
import { applyMovement } from '../../core/ledger';
import { keptDays } from '../../core/retention';
import { conflict } from '../../errors';
import { lineProviders } from '../../providers/lines';
import { trashAccounts, type Refund } from '../trash/accounts';
import { TRASH_RETENTION } from '../trash/retention';
import { nameHtml, sessionsChanged, logAccountChange } from './common';

const TRASH_KIND: Record<(typeof RESELLER_ACTION)['delete' | 'deleteNetwork' | 'deleteTree'], ResellerTrashKind> = {
  [RESELLER_ACTION.delete]: 'conta',
  [RESELLER_ACTION.deleteNetwork]: 'rede',
  [RESELLER_ACTION.deleteTree]: 'arvore',
};

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
      .select(['a.id', 'a.username', 'a.credits', 'c.depth'])
      .where('c.ancestor_id', '=', target.id)
      .where('c.depth', network ? '>' : '>=', 0)
      .execute();
    if (code === RESELLER_ACTION.delete && doomed.length > 1) throw conflict(SERVER_MSG.resellerHasChildren);
    const heir = network ? target.id : target.owner_id!;
    const refunds: Refund[] = [];
    for (const account of doomed.filter((a) => a.credits > 0)) {
      await applyMovement(tx, {
        from: account.id,
        to: heir,
        amountCents: account.credits,
        reason: 'Créditos devolvidos na exclusão',
        kind: 'refund',
        actorId: me.id,
      });
      refunds.push({ account_id: account.id, username: account.username, cents: account.credits });
    }
    const refunded = refunds.reduce((sum, r) => sum + r.cents, 0);
    // Kept whole in the trash, then deleted: the top accounts' deletion cascades to everything below them.
    await trashAccounts(tx, {
      kind: TRASH_KIND[code],
      target,
      heirId: heir,
      doomed,
      refunds,
      deletedBy: me.username,
      providerFor: lineProviders(ctx.config.lineProvider),
    });
    const message = code === RESELLER_ACTION.delete ? SERVER_MSG.resellerDeleted : network ? SERVER_MSG.networkDeleted : SERVER_MSG.treeDeleted;
    await logAccountChange(
      tx,
      caller,
      target,
      `${message}: ${nameHtml(target)} (${doomed.length} conta(s), ${formatCredits(fromCents(refunded))} devolvido(s), na lixeira)`,
    );
    return {
      doomed: doomed.map((a) => a.id),
      result: { message, deleted_accounts: doomed.length, refunded_credits: fromCents(refunded), trash_days: await keptDays(tx, TRASH_RETENTION) },
    };
  });
  await sessionsChanged(ctx, done.doomed);
  return done.result;
}
