// Removing the caller's own DNS and activating it again, with the 2FA code; the same call on a DNS
// shared from above hides or shows it (share.ts) without one (spec section 6).
import { INFRA_MSG } from '../../../../shared/infra/texts';
import type { RemovedDns } from '../../../../shared/infra/schemas';
import type { StepUp } from '../../../auth/step-up';
import type { AppContext } from '../../../context';
import type { Caller, CallerAccount } from '../../../core/accounts';
import { notFound } from '../../../errors';
import { dnsLog, due, sharedOne } from './common';
import { toggleShared } from './share';

/** The caller's own DNS: removed or re-activated with a 2FA code. A DNS shared with it: hidden or shown again, no code. */
export async function removeOrActivate(ctx: AppContext, caller: Caller, id: number, stepUp: StepUp) {
  const { db } = ctx;
  const { account } = caller;
  const mine = await db.selectFrom('dns_domains').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
  if (!mine) {
    const shared = await sharedOne(db, account, { id });
    if (!shared) throw notFound();
    // Spec section 6: a DNS shared from above is hidden or shown again without a code.
    stepUp.waive();
    return toggleShared(ctx, caller, shared);
  }
  await stepUp();
  const removing = mine.removed === 0;
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('dns_domains')
      .set({ removed: removing ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    if (removing) await tx.deleteFrom('dns_current').where('domain_id', '=', id).execute();
    await dnsLog(tx, account.id, account.id, `DNS ${mine.domain} ${removing ? 'removida' : 'ativada'}`, caller.ip);
  });
  return { message: removing ? INFRA_MSG.removed : INFRA_MSG.reactivated };
}

export async function removedList(ctx: AppContext, account: CallerAccount): Promise<{ data: RemovedDns[] }> {
  const rows = await ctx.db
    .selectFrom('dns_domains')
    .select(['id', 'domain', 'due_at'])
    .where('account_id', '=', account.id)
    .where('removed', '=', 1)
    .orderBy('id')
    .execute();
  return { data: rows.map((r) => ({ id: r.id, dns: r.domain, due_date_formatted: due(r.due_at) })) };
}
