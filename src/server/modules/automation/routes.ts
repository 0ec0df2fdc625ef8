// /me's 'Tokens de API' and 'Webhooks' (issue 29), and the tokens of an account below for the admin and
// its parents (issue 42). None is in a token scope, so a token never makes or sees another token or webhook.
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../../shared/calls';
import type { AppContext } from '../../context';
import { router } from '../../route';
import { apiTokensService } from './tokens';
import { webhooksService } from './webhooks';

export function automationRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const tokens = apiTokensService(ctx);
  const webhooks = webhooksService(ctx);

  route(CALLS.apiTokens, ({ caller }) => tokens.list(caller.account));
  route(CALLS.createApiToken, ({ caller, body }) => tokens.create(caller.account, caller.ip, body));
  route(CALLS.revokeApiToken, ({ caller, params }) => tokens.revoke(caller.account, caller.ip, params.id));
  route(CALLS.resellerApiTokens, ({ caller, params }) => tokens.ofAccountBelow(caller.account, params.id));
  route(CALLS.revokeResellerApiToken, ({ caller, params }) => tokens.revokeBelow(caller.account, caller.ip, params.id));

  route(CALLS.webhooks, ({ caller }) => webhooks.list(caller.account));
  route(CALLS.createWebhook, ({ caller, body }) => webhooks.create(caller.account, caller.ip, body), { labels: { url: 'Endereço', events: 'Eventos' } });
  route(CALLS.updateWebhook, ({ caller, params, body }) => webhooks.update(caller.account, caller.ip, params.id, body));
  route(CALLS.deleteWebhook, ({ caller, params }) => webhooks.remove(caller.account, caller.ip, params.id));
  route(CALLS.webhookDeliveries, ({ caller, params }) => webhooks.deliveries(caller.account, params.id));
  route(CALLS.testWebhook, ({ caller, params }) => webhooks.test(caller.account, params.id));
  route(CALLS.resendDelivery, ({ caller, params }) => webhooks.resend(caller.account, params.id));
}
