// What the recharge use cases share: the account's portal row (keys, credit value, portal balance),
// what the customers' payments reach (the gateway, the lines a payment renews), and a checkout's status
// as it is shown.
import type { AppContext } from '../../context';
import { now, type DbOrTx } from '../../db';
import { CHECKOUT_TTL_MS, type OfflineGateway, type PaymentGateway } from '../../providers/payments';
import type { LineTools } from '../lines/common';

/** The customers' payments: the app, its payment gateway (the offline one also takes payments), the lines they renew. */
export interface Payments {
  ctx: AppContext;
  gateway: PaymentGateway & Partial<Pick<OfflineGateway, 'pay'>>;
  lines: LineTools;
}

export const portalRow = (db: DbOrTx, id: number) => db.selectFrom('portal_accounts').selectAll().where('account_id', '=', id).executeTakeFirst();

export async function upsertPortal(tx: DbOrTx, id: number, values: { mp_public_key_enc?: string; mp_access_token_enc?: string; credit_value_cents?: number }) {
  await tx
    .insertInto('portal_accounts')
    .values({ account_id: id, mp_public_key_enc: null, mp_access_token_enc: null, ...values, updated_at: now() })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...values, updated_at: now() }))
    .execute();
}

/**
 * A checkout left unpaid past CHECKOUT_TTL_MS shows as expired at once (the gateway's preference expired
 * with it); expireCheckouts records it later. A payment that still arrives for one is approved all the
 * same: money paid is never lost.
 */
export const shownStatus = (r: { status: string; created_at: number }, at: number) =>
  r.status === 'pending' && Number(r.created_at) < at - CHECKOUT_TTL_MS ? 'expired' : r.status;
