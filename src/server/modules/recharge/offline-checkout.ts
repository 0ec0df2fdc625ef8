// The offline payment gateway's checkout (PAYMENTS=offline, the default): the page the offline
// preference's init_point opens. It shows what is being paid; 'Confirmar pagamento' records the payment
// in the offline gateway and approves it through the webhook's own approval path — once, however often
// it is confirmed. A plain HTML form: it works in any browser, without the panel's app, in the panel's
// look (its card, colour, logo and the host's favicon, so the browser asks for no missing icon).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandingResponse } from '../../../shared/account/schemas';
import { formatBRL, formatCredits } from '../../../shared/format';
import { fromCents } from '../../../shared/domain';
import { RECHARGE_MSG, RECHARGE_STATUS_LABELS } from '../../../shared/ops/texts';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { escapeHtml } from '../../security';
import { brandingFor } from '../settings/branding';
import type { RechargeService } from './service';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

/** The panel's look: its default colour, or the host's branded one (only a plain hex colour reaches the CSS). */
const PANEL_PRIMARY = '#1677ff';
const cssColor = (color: string | undefined) => (color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : PANEL_PRIMARY);

/** A self-contained page in the panel's card look, with the host's icon, logo and title. */
function page(reply: FastifyReply, brand: BrandingResponse, status: number, body: string) {
  const primary = cssColor(brand.primaryColor);
  const style =
    `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;` +
    `font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:15px;color:rgba(0,0,0,.88);background:#f5f5f5}` +
    `main{width:100%;max-width:440px;background:#fff;border-radius:8px;box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12);padding:32px 24px;text-align:center}` +
    `img{max-width:180px;max-height:64px;margin-bottom:16px}h1{font-size:20px;font-weight:600;margin:0 0 16px}p{margin:8px 0}` +
    `.total{font-weight:600;font-size:18px}.ok{color:#389e0d}.note{color:rgba(0,0,0,.45);font-size:13px}` +
    `button{margin-top:16px;width:100%;font:inherit;font-weight:500;color:#fff;background:${primary};border:0;border-radius:6px;padding:10px 16px;cursor:pointer}button:hover{opacity:.85}`;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${RECHARGE_MSG.offlineTitle} - ${escapeHtml(brand.title)}</title><link rel="icon" href="${escapeHtml(brand.favicon)}"><style>${style}</style></head>` +
        `<body><main><img src="${escapeHtml(brand.logo)}" alt="${escapeHtml(brand.title)}"><h1>${RECHARGE_MSG.offlineTitle}</h1>${body}</main></body></html>`,
    );
}

const paragraph = (text: string, className = '') => `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`;

export function offlineCheckoutRoutes(app: FastifyInstance, ctx: AppContext, recharge: RechargeService) {
  const route = router(app, ctx);
  const { db } = ctx;
  const brandOf = (request: FastifyRequest) => brandingFor(db, request.hostname);

  // The confirmation is a form post with no fields.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  route(CALLS.offlineCheckout, async ({ request, params, reply }) => {
    const { preference } = params;
    const checkout = await recharge.offlineCheckout(preference);
    const brand = await brandOf(request);
    if (!checkout) return page(reply, brand, 404, paragraph(RECHARGE_MSG.offlineUnknown));
    const r = checkout.recharge;
    const details =
      paragraph(`Usuário: ${r.username}`) +
      paragraph(`Recarga: ${formatCredits(fromCents(r.credits))}`) +
      paragraph(`Total: ${formatBRL(r.amount_cents / 100)}`, 'total');
    if (r.status === 'approved') return page(reply, brand, 200, details + paragraph(RECHARGE_MSG.offlineAlready, 'ok'));
    if (r.status !== 'pending') return page(reply, brand, 200, details + paragraph(`Situação: ${RECHARGE_STATUS_LABELS[r.status] ?? r.status}`));
    return page(
      reply,
      brand,
      200,
      `${details + paragraph(RECHARGE_MSG.offlineNotice, 'note')}<form method="post"><button type="submit">${RECHARGE_MSG.offlineConfirm}</button></form>`,
    );
  });

  route(CALLS.offlineCheckoutConfirm, async ({ request, params, reply }) => {
    const { preference } = params;
    const brand = await brandOf(request);
    try {
      await recharge.payOffline(preference);
      return page(reply, brand, 200, paragraph(RECHARGE_MSG.offlineApproved, 'ok'));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return page(reply, brand, error.status, paragraph(error.message));
    }
  });
}
