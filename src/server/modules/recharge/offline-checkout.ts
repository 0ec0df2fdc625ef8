// The offline payment gateway's checkout (PAYMENTS=offline, the default): the page the offline
// preference's init_point opens. It shows what is being paid; 'Confirmar pagamento' records the payment
// in the offline gateway and approves it through the webhook's own approval path — once, however often
// it is confirmed. A plain HTML form: it works in any browser, without the panel's app.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatBRL, formatCredits } from '../../../shared/format';
import { fromCents } from '../../../shared/domain';
import { RECHARGE_MSG, RECHARGE_STATUS_LABELS } from '../../../shared/ops';
import { HttpError } from '../../errors';
import { escapeHtml } from '../../security';
import type { RechargeService } from './service';

const page = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${RECHARGE_MSG.offlineTitle}</title></head>` +
        `<body style="font-family: system-ui, sans-serif; max-width: 480px; margin: 48px auto; padding: 0 16px; color: #222">` +
        `<h1 style="font-size: 22px">${RECHARGE_MSG.offlineTitle}</h1>${body}</body></html>`,
    );

const paragraph = (text: string, style = '') => `<p style="${style}">${escapeHtml(text)}</p>`;

export function offlineCheckoutRoutes(app: FastifyInstance, recharge: RechargeService) {
  // The confirmation is a form post with no fields.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  app.get('/api/recargas/offline/:preference', async (request, reply) => {
    const { preference } = request.params as { preference: string };
    const checkout = await recharge.offlineCheckout(preference);
    if (!checkout) return page(reply, 404, paragraph(RECHARGE_MSG.offlineUnknown));
    const r = checkout.recharge;
    const details =
      paragraph(`Usuário: ${r.username}`) +
      paragraph(`Recarga: ${formatCredits(fromCents(r.credits))}`) +
      paragraph(`Total: ${formatBRL(r.amount_cents / 100)}`, 'font-weight: 600');
    if (r.status === 'approved') return page(reply, 200, details + paragraph(RECHARGE_MSG.offlineAlready, 'color: #237804'));
    if (r.status !== 'pending') return page(reply, 200, details + paragraph(`Situação: ${RECHARGE_STATUS_LABELS[r.status] ?? r.status}`));
    return page(
      reply,
      200,
      details +
        paragraph(RECHARGE_MSG.offlineNotice, 'color: #666; font-size: 14px') +
        `<form method="post"><button type="submit" style="font-size: 16px; padding: 10px 20px; cursor: pointer">${RECHARGE_MSG.offlineConfirm}</button></form>`,
    );
  });

  app.post('/api/recargas/offline/:preference', async (request, reply) => {
    const { preference } = request.params as { preference: string };
    try {
      await recharge.payOffline(preference);
      return page(reply, 200, paragraph(RECHARGE_MSG.offlineApproved, 'color: #237804'));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return page(reply, error.status, paragraph(error.message));
    }
  });
}
