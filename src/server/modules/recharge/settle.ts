// A customer's payment turned into an approved recharge exactly once: Mercado Pago's notification (its
// signature checked) and the offline checkout's confirmation both go through `settle`.
import { fromCents } from '../../../shared/domain';
import { RECHARGE_MSG } from '../../../shared/ops/texts';
import type { AppContext } from '../../context';
import { now } from '../../db';
import { logActivity } from '../../core/activity';
import { withCredits } from '../../core/ledger';
import { HttpError, notFound, unprocessable } from '../../errors';
import { decrypt, escapeHtml } from '../../security';
import { validSignature } from '../../providers/payments';
import { extendPaid } from '../lines/renew';
import { portalRow, shownStatus, type Payments } from './common';

/**
 * Mercado Pago's notification: the signature is checked, the payment is read back from the gateway
 * with the reseller's token (the notification itself is never trusted), and an approved payment
 * approves its recharge once — a conditional update — however often or in parallel it repeats.
 */
export async function webhook(p: Payments, resellerId: number, headers: { signature?: string; requestId?: string }, dataId: string) {
  if (!validSignature(p.ctx.config.payments.webhookSecret, headers.signature, headers.requestId, dataId)) throw new HttpError(401, RECHARGE_MSG.badSignature);
  return settle(p, resellerId, dataId);
}

/** The offline checkout page: what the payer is about to pay (null when no such pending payment). */
export async function offlineCheckout(ctx: AppContext, preferenceId: string) {
  const recharge = await ctx.db.selectFrom('portal_recharges').selectAll().where('preference_id', '=', preferenceId).executeTakeFirst();
  if (!recharge || !preferenceId) return null;
  return { recharge: { ...recharge, status: shownStatus(recharge, now()) }, reseller: recharge.account_id };
}

/**
 * The payer confirms on the offline checkout: the offline gateway records the payment (one per
 * preference) and it goes through the webhook's own approval path.
 */
export async function payOffline(p: Payments, preferenceId: string) {
  const checkout = await offlineCheckout(p.ctx, preferenceId);
  if (!checkout || !p.gateway.pay) throw notFound(RECHARGE_MSG.offlineUnknown);
  let payment: ReturnType<NonNullable<typeof p.gateway.pay>>;
  try {
    payment = p.gateway.pay(preferenceId);
  } catch {
    throw notFound(RECHARGE_MSG.offlineUnknown);
  }
  return settle(p, checkout.reseller, payment.id);
}

/**
 * The one approval path (the webhook's and the offline checkout's): the payment is read back from the
 * gateway with the reseller's token, and an approved one approves its recharge once — a conditional
 * update — debits the portal balance and renews the customer's line, in one transaction.
 */
async function settle({ ctx, gateway, lines }: Payments, resellerId: number, dataId: string) {
  const { db, config } = ctx;
  const row = await portalRow(db, resellerId);
  if (!row?.mp_access_token_enc) throw notFound();
  const payment = await gateway.getPayment(decrypt(config.secretKey, row.mp_access_token_enc), dataId).catch(() => {
    throw new HttpError(502, RECHARGE_MSG.gatewayUnavailable);
  });
  if (!payment) throw notFound();
  return withCredits(db, async (tx) => {
    const recharge = await tx
      .selectFrom('portal_recharges')
      .selectAll()
      .where('reference', '=', String(payment.external_reference))
      .where('account_id', '=', resellerId)
      .executeTakeFirst();
    if (!recharge) throw notFound();
    const rechargeId = recharge.id;
    if (recharge.status === 'approved') return { status: 'approved', changed: false };
    if (payment.status !== 'approved') {
      await tx
        .updateTable('portal_recharges')
        .set({ status: payment.status, payment_id: payment.id, updated_at: now() })
        .where('id', '=', rechargeId)
        .where('status', '<>', 'approved')
        .execute();
      return { status: payment.status, changed: true };
    }
    const at = now();
    const approved = await tx
      .updateTable('portal_recharges')
      .set({ status: 'approved', payment_id: payment.id, approved_at: at, updated_at: at })
      .where('id', '=', rechargeId)
      .where('status', '<>', 'approved')
      .executeTakeFirst();
    if (Number(approved.numUpdatedRows) !== 1) return { status: 'approved', changed: false };
    // The customer's credits leave the reseller's portal balance (they were moved there already).
    const debited = await tx
      .updateTable('portal_accounts')
      .set((eb) => ({ credits: eb('credits', '-', recharge.credits), updated_at: at }))
      .where('account_id', '=', resellerId)
      .where('credits', '>=', recharge.credits)
      .executeTakeFirst();
    // Returned meanwhile: refused (nothing changes) so Mercado Pago notifies again later.
    if (Number(debited.numUpdatedRows) !== 1) throw unprocessable(RECHARGE_MSG.portalShort);
    // The line chosen at checkout, still this reseller's and still that username (older recharges:
    // the reseller's line of that username).
    const line = await tx
      .selectFrom('lines')
      .select('id')
      .where('account_id', '=', resellerId)
      .where('username', '=', recharge.username)
      .$if(recharge.line_id !== null, (q) => q.where('id', '=', recharge.line_id!))
      .orderBy('id')
      .executeTakeFirst();
    const renewed = line ? await extendPaid(lines, tx, line.id, fromCents(recharge.credits), `Recarga #${rechargeId} do portal`) : null;
    await logActivity(tx, {
      accountId: resellerId,
      actorId: null,
      type: 'Credits',
      action: `Recarga #${rechargeId} aprovada (${escapeHtml(recharge.username)})${renewed ? '' : ': a linha não existe mais, nada foi renovado'}`,
      ip: '',
    });
    return { status: 'approved', changed: true };
  });
}
