// WhatsApp Cloud API reminders (issue 22), optional and per account. In /me an account sets its own
// number (Meta's phone number id and access token, checked with Meta before it is kept, the token
// encrypted at rest), its approved template and the automatic reminder's days. 'Vencimentos' queues
// reminders for lines of the caller's own subtree; the sender (worker.ts) delivers them. Meta's webhook
// tells each message's delivery by its id (wamid). Without a configuration, the wa.me links serve alone.
import type { FastifyInstance } from 'fastify';
import { WHATSAPP_FIELDS } from '../../../shared/whatsapp/texts';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { removeWhatsappConfig, saveWhatsappConfig, whatsappConfig } from './config';
import { queueManualReminders, whatsappMessages } from './messages';
import { receiveWebhook, webhookChallenge } from './webhook';

export function whatsappRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);

  route(CALLS.whatsappConfig, async ({ request }) => whatsappConfig(ctx, request.account));
  route(CALLS.saveWhatsappConfig, async ({ request, body }) => saveWhatsappConfig(ctx, request.account, request.ip, body), { labels: WHATSAPP_FIELDS });
  route(CALLS.removeWhatsappConfig, async ({ request }) => removeWhatsappConfig(ctx, request.account, request.ip));
  route(CALLS.whatsappReminders, async ({ request, body: { lines } }) => queueManualReminders(ctx, request.account, lines), { labels: { lines: 'Linhas' } });
  route(CALLS.whatsappMessages, async ({ request, query }) => whatsappMessages(ctx, request.account, query));

  // Meta's webhook, in a scope of its own: its body is kept as the text that came, because the
  // signature (X-Hub-Signature-256) is over those exact bytes.
  void app.register(async (scope) => {
    const routeIn = router(scope, ctx);
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    routeIn(CALLS.whatsappWebhookVerify, async ({ request, reply }) => {
      const challenge = webhookChallenge(ctx.config, request.query as Record<string, unknown>);
      return reply.type('text/plain; charset=utf-8').send(challenge);
    });
    routeIn(CALLS.whatsappWebhook, async ({ request }) => receiveWebhook(ctx.db, ctx.config, request.body, request.headers['x-hub-signature-256']));
  });
}
