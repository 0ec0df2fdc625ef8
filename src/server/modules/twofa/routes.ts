// 2FA (TOTP, RFC 6238): the panel draws the QR code itself so the secret never leaves it; secrets are
// encrypted at rest. Managing one's own 2FA needs the manage_2fa permission (the admin always may).
// Turning it on makes ten recovery codes, shown once (issue 30); any account with 2FA may make new ones
// with a code of its app; the admin may reset another account's 2FA.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { confirmTwofa, newRecoveryCodes, recoveryCodesLeft, resellerTwofaQr, resetResellerTwofa, startTwofa, twofaStatus } from './service';

export function twofaRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);

  route(CALLS.verify2fa, async ({ request }) => twofaStatus(request.account));
  route(CALLS.enable2fa, async ({ request }) => startTwofa(ctx, request.account));
  route(CALLS.confirm2fa, async ({ request, body }) => confirmTwofa(ctx, request.account, request.ip, body));
  route(CALLS.recoveryCodes, async ({ request }) => recoveryCodesLeft(ctx, request.account));
  route(CALLS.renewRecoveryCodes, async ({ request, stepUp }) => newRecoveryCodes(ctx, request.account, request.ip, stepUp));
  route(CALLS.resetReseller2fa, async ({ request, params }) => resetResellerTwofa(ctx, request.account, request.ip, params.id));
  route(CALLS.reseller2faQr, async ({ request, params }) => resellerTwofaQr(ctx, request.account, params.id));
}
