// A customer's checkout on the portal: the payment preference with the reseller's keys, then its
// pending recharge; and the schedule's job that records the checkouts left unpaid.
import { CALLS, pathOf } from '../../../shared/calls';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { toCents } from '../../../shared/domain';
import { RECHARGE_MSG } from '../../../shared/ops/texts';
import type { portalPaymentBody } from '../../../shared/ops/schemas';
import { now, type DbOrTx } from '../../db';
import { limitKey } from '../../core/client-address';
import { HttpError, unprocessable } from '../../errors';
import { decrypt } from '../../security';
import { CHECKOUT_TTL_MS, GatewayError } from '../../providers/payments';
import { portalRow, type Payments } from './common';

/**
 * Unpaid checkouts one line, and one payer address, may have at a time: a customer needs one or two;
 * the public checkout must not let anyone pile up rows.
 */
const PENDING_PER_LINE = 3;
const PENDING_PER_PAYER = 10;

/** Records the expired checkouts (the recharge schedule runs it; reads never write). */
export async function expireCheckouts(db: DbOrTx, at: number = now()): Promise<number> {
  const expired = await db
    .updateTable('portal_recharges')
    .set({ status: 'expired', updated_at: at })
    .where('status', '=', 'pending')
    .where('created_at', '<', at - CHECKOUT_TTL_MS)
    .executeTakeFirst();
  return Number(expired.numUpdatedRows);
}

/**
 * Whatever the portal cannot serve (no keys, no value, no such line, too few portal credits) gets one
 * refusal: an anonymous caller learns nothing of a reseller's customers or balance. No row is kept
 * until the gateway has accepted the preference, and the preference expires with the row.
 */
export async function createPayment({ ctx, gateway }: Payments, body: z.infer<typeof portalPaymentBody>, notificationBase: string | null, payerIp: string) {
  const { db, config } = ctx;
  if (config.payments.kind === 'off') throw new HttpError(503, RECHARGE_MSG.paymentsOff);
  const row = await portalRow(db, body.id_res);
  const found = await db
    .selectFrom('lines')
    .select('id')
    .where('account_id', '=', body.id_res)
    .where('username', '=', body.username)
    .$if(body.kind !== undefined, (q) => q.where('kind', '=', body.kind!))
    .execute();
  if (!row?.mp_access_token_enc || !row.credit_value_cents || row.credits < toCents(body.qtd_creditos) || found.length !== 1)
    throw unprocessable(RECHARGE_MSG.checkoutRefused);
  const at = now();
  const payer = limitKey(payerIp);
  const pending = (column: 'line_id' | 'payer_ip', value: number | string) =>
    db
      .selectFrom('portal_recharges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('status', '=', 'pending')
      .where('created_at', '>=', at - CHECKOUT_TTL_MS)
      .executeTakeFirstOrThrow();
  if (Number((await pending('line_id', found[0]!.id)).n) >= PENDING_PER_LINE || Number((await pending('payer_ip', payer)).n) >= PENDING_PER_PAYER)
    throw new HttpError(429, RECHARGE_MSG.checkoutsPending);
  const reference = randomUUID();
  const pref = await gateway
    .createPreference(decrypt(config.secretKey, row.mp_access_token_enc), {
      external_reference: reference,
      title: `Recarga ${body.username}`,
      quantity: body.qtd_creditos,
      unit_price: row.credit_value_cents / 100,
      expires_at: at + CHECKOUT_TTL_MS,
      ...(notificationBase ? { notification_url: `${notificationBase}${pathOf(CALLS.paymentWebhook, { id: body.id_res })}` } : {}),
    })
    .catch((error: unknown) => {
      throw error instanceof GatewayError ? new HttpError(502, RECHARGE_MSG.gatewayUnavailable) : error;
    });
  const recharge = await db
    .insertInto('portal_recharges')
    .values({
      account_id: body.id_res,
      username: body.username,
      line_id: found[0]!.id,
      credits: toCents(body.qtd_creditos),
      amount_cents: row.credit_value_cents * body.qtd_creditos,
      preference_id: pref.id,
      reference,
      payer_ip: payer,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(recharge.id), preference_id: pref.id, init_point: pref.init_point };
}
