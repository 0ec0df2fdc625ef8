// Section 7 "Payments and recharge": keys, credit value, transfers to and from the portal, the list;
// plus the customers' checkout and Mercado Pago's webhook (no login: the signature and a read-back of
// the payment decide).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { paymentGateway } from '../../providers/payments';
import { offlineCheckoutRoutes } from './offline-checkout';
import { every } from '../../core/every';
import { expireCheckouts, rechargeService } from './service';
import { CALLS } from '../../../shared/calls';
import { router, type CallOptions } from '../../route';

const LABELED: CallOptions = {
  labels: {
    mercado_pago_public_key: 'Chave pública',
    mercado_pago_access_token: 'Chave privada',
    code_2fa: 'Código 2FA',
    creditPortal: 'Valor do crédito',
    qtd_creditos: 'Créditos para Recarga',
    id_res: 'Revenda',
    username: 'Usuário',
    page: 'Página',
    per_page: 'Por página',
  },
};

const gateways = new WeakMap<AppContext, ReturnType<typeof paymentGateway>>();
/** The app's payment gateway (tests reach the offline one to pay). */
export const gatewayOf = (ctx: AppContext) => {
  let gateway = gateways.get(ctx);
  if (!gateway) gateways.set(ctx, (gateway = paymentGateway(ctx.config.payments, ctx.config.publicUrl)));
  return gateway;
};

export function rechargeRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const recharge = rechargeService(ctx, gatewayOf(ctx));

  route(CALLS.mpInfos, async ({ request }) => recharge.getKeys(request.account));
  route(CALLS.saveMpInfos, async ({ caller, body, stepUp }) => recharge.saveKeys(caller, body, stepUp), LABELED);
  route(CALLS.mpCreditValue, async ({ request }) => recharge.getValue(request.account));
  route(CALLS.saveMpCreditValue, async ({ caller, body, stepUp }) => recharge.saveValue(caller, body, stepUp), LABELED);
  route(CALLS.portalCredits, async ({ request }) => recharge.credits(request.account));
  route(CALLS.portalTransfer, async ({ caller, body }) => recharge.transfer(caller, true, body, caller.requestKey), LABELED);
  route(CALLS.portalReturn, async ({ caller, body }) => recharge.transfer(caller, false, body, caller.requestKey), LABELED);
  route(CALLS.recharges, async ({ request, body }) => recharge.list(request.account, body), LABELED);

  // The portal's checkout and Mercado Pago's notifications.
  route(CALLS.portalPayment, async ({ request, body }) => recharge.createPayment(body, ctx.config.publicUrl, request.ip), LABELED);
  route(CALLS.paymentWebhook, async ({ request, params }) => {
    const query = request.query as Record<string, string | undefined>;
    const body = (request.body ?? {}) as { data?: { id?: unknown } };
    const dataId = String(query['data.id'] ?? body.data?.id ?? '');
    if (!/^[\w-]{1,64}$/.test(dataId)) return { received: true };
    const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined);
    return recharge.webhook(params.id, { signature: header('x-signature'), requestId: header('x-request-id') }, dataId);
  });

  // PAYMENTS=offline: the payer's checkout page, where the payment is confirmed.
  if (ctx.config.payments.kind === 'offline') void app.register(async (scope) => offlineCheckoutRoutes(scope, ctx, recharge));
}

/** Every 5 minutes the unpaid checkouts past their time are recorded as expired (the lists show it already). */
const EXPIRE_EVERY_MS = 5 * 60_000;

export function startRechargeSchedule(ctx: AppContext, log: (error: unknown) => void): () => Promise<void> {
  return every(EXPIRE_EVERY_MS, () => expireCheckouts(ctx.db), log);
}
