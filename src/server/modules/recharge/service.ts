// The recharge portal (permission recharge_portal), as the routes hold it: Mercado Pago keys and the
// credit value (settings.ts), credits moved between the account and its portal balance (transfer.ts),
// the recharges list, and customers' checkouts (checkout.ts) that a payment turns into an approved
// recharge exactly once (settle.ts). Each use case takes the app's context, or the payments' tools,
// first; the service binds them once per gateway.
import type { AppContext } from '../../context';
import { lineTools } from '../lines/common';
import { createPayment } from './checkout';
import type { Payments } from './common';
import { listRecharges } from './list';
import { getKeys, getValue, saveKeys, saveValue } from './settings';
import { offlineCheckout, payOffline, webhook } from './settle';
import { credits, transfer } from './transfer';

/** The recharge schedule's job (routes.ts). */
export { expireCheckouts } from './checkout';

export function rechargeService(ctx: AppContext, gateway: Payments['gateway']) {
  const payments: Payments = { ctx, gateway, lines: lineTools(ctx) };
  return {
    getKeys: getKeys.bind(null, ctx),
    saveKeys: saveKeys.bind(null, ctx),
    getValue: getValue.bind(null, ctx),
    saveValue: saveValue.bind(null, ctx),
    credits: credits.bind(null, ctx),
    transfer: transfer.bind(null, ctx),
    list: listRecharges.bind(null, ctx),
    createPayment: createPayment.bind(null, payments),
    webhook: webhook.bind(null, payments),
    offlineCheckout: offlineCheckout.bind(null, ctx),
    payOffline: payOffline.bind(null, payments),
  };
}

export type RechargeService = ReturnType<typeof rechargeService>;
