// Settings: the six flags (admin), the Telegram link (per franchise, per master network), and branding by host.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrandingResponse } from '../../../shared/account/schemas';
import type { AppContext } from '../../context';
import { getFlags } from '../../core/settings';
import { brandingFor } from './branding';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { saveTelegramLink, settingsAction, telegramLink } from './service';

export function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db } = ctx;

  route(CALLS.settings, async () => getFlags(db));

  route(CALLS.settingsAction, async ({ caller, body: { action } }) => settingsAction(ctx, caller, action));
  route(CALLS.telegram, async ({ request, query: { id_franchise } }) => telegramLink(ctx, request.account, id_franchise));
  route(CALLS.saveTelegram, async ({ request, body }) => saveTelegramLink(ctx, request.account, request.ip, body));

  const brandingOf = (request: FastifyRequest, query: { host?: string }) => brandingFor(db, query.host ?? request.hostname.slice(0, 255));

  route(CALLS.branding, async ({ request, query }): Promise<BrandingResponse> => brandingOf(request, query));
  route(CALLS.logo, async ({ request, query }) => ({ logo: (await brandingOf(request, query)).logo }));
  route(CALLS.background, async ({ request, query }) => ({ background: (await brandingOf(request, query)).background }));
}
