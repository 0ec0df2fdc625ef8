// 'Teste automático' (issue 29): the reseller's page in /me and the visitor's page at /t/CODIGO.
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../../shared/calls';
import { TRIAL_FIELDS } from '../../../shared/trial-page/texts';
import type { AppContext } from '../../context';
import { botCheckService } from '../../auth/botcheck';
import { router } from '../../route';
import { trialPageService } from './service';

/** The form's names of the fields, for the refusals ('O campo Seu nome é necessário.'). */
const PAGE_LABELS = {
  enabled: TRIAL_FIELDS.enabled,
  kind: TRIAL_FIELDS.kind,
  package_id: TRIAL_FIELDS.package_id,
  test_hours: TRIAL_FIELDS.test_hours,
  days: TRIAL_FIELDS.days,
  daily_cap: TRIAL_FIELDS.daily_cap,
  whatsapp: TRIAL_FIELDS.whatsapp,
};
const VISITOR_LABELS = { name: TRIAL_FIELDS.name, whatsapp: TRIAL_FIELDS.visitor_whatsapp, botcheck: 'Verificação' };

export function trialPageRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  // The login's bot check (ALTCHA by default, Turnstile or off by configuration), with its own challenges.
  const trials = trialPageService(ctx, botCheckService(ctx.db, ctx.config.botCheck, ctx.config.jwtSecret));

  route(CALLS.trialPage, async ({ request }) => trials.answer(request.account));
  route(CALLS.saveTrialPage, async ({ request, body }) => trials.save(request.account, body), { labels: PAGE_LABELS });
  route(CALLS.renewTrialPageCode, async ({ request }) => trials.renewCode(request.account));
  route(CALLS.publicTrialPage, async ({ params }) => trials.show(params.code));
  route(CALLS.requestTrial, async ({ params, body, request }) => trials.request(params.code, body, request.ip), { labels: VISITOR_LABELS });
}
