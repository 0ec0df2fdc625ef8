// Credits that flow down the tree through the ledger: adding to or removing from a reseller below the
// caller (once per Idempotency-Key), and one account's movements.
import { fromCents, toCents } from '../../../shared/domain';
import { formatDateTime } from '../../../shared/dates';
import { formatCredits } from '../../../shared/format';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import type { MovementLog } from '../../../shared/network/schemas';
import type { AppContext } from '../../context';
import type { Account } from '../../db/schema';
import { isAdmin, type Caller, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { applyMovement, giverName, movementsOf, takerName, withCredits } from '../../core/ledger';
import { accountInScope, readersOfAccount } from '../../core/scope';
import { escapeHtml } from '../../security';
import { giveCredits, nameHtml } from './common';
import { queueWebhookEvent } from '../automation/events';
import { auditedAccount } from '../../core/audit';

/** `credits` > 0 adds them to `target`, < 0 removes them. */
export async function moveCredits(ctx: AppContext, caller: Caller, target: Account, credits: number, sale: number, reason: string) {
  const me = caller.account;
  const cents = toCents(Math.abs(credits));
  const requestId = caller.requestKey ? `reg-users:${me.id}:${caller.requestKey.key}` : undefined;
  const requestHash = caller.requestKey?.hash;
  await withCredits(
    ctx.db,
    async (tx) => {
      const { replayed } = await auditedAccount(tx, target.id, credits > 0 ? 'Adicionou créditos' : 'Removeu créditos', async () =>
        credits > 0
          ? await giveCredits(tx, me, target, cents, toCents(sale), reason, { requestId, requestHash })
          : // Removing moves the credits back to the giver (the admin's simply leave circulation).
            await applyMovement(tx, {
              from: target.id,
              to: isAdmin(me) ? null : me.id,
              amountCents: cents,
              saleCents: toCents(sale),
              reason,
              kind: 'refund',
              requestId,
              requestHash,
              actorId: me.id,
            }),
      );
      if (!replayed && credits > 0)
        await queueWebhookEvent(tx, {
          accountId: target.id,
          readers: readersOfAccount(tx, target.id),
          type: 'creditos.recebidos',
          data: { credits, from: me.username, reason },
        });
      if (!replayed)
        await logActivity(tx, {
          accountId: me.id,
          actorId: me.id,
          type: 'Credits',
          action: `${credits > 0 ? 'Adicionou' : 'Removeu'} <b>${formatCredits(Math.abs(credits))}</b> ${credits > 0 ? 'para' : 'de'} ${nameHtml(target)}${reason ? `: ${escapeHtml(reason)}` : ''}`,
          target: String(target.id),
          ip: caller.ip,
        });
    },
    requestId,
  );
  return { message: SERVER_MSG.creditsMoved };
}

/** The credit movements into and out of an account of the caller's subtree, newest first. */
export async function movements(ctx: AppContext, caller: CallerAccount, id: number): Promise<MovementLog[]> {
  const { db } = ctx;
  await accountInScope(db, caller, id, MSG.resellerNotFound);
  const rows = await movementsOf(db, id).orderBy('l.id', 'desc').limit(1000).execute();
  return rows.map((r) => ({
    id: r.id,
    amount: fromCents(r.to_account_id === id ? r.amount_cents : -r.amount_cents),
    reason: r.reason,
    sale: fromCents(r.sale_cents),
    from_to: `${giverName(r)} → ${takerName(r)}`,
    registered: formatDateTime(r.created_at),
  }));
}
