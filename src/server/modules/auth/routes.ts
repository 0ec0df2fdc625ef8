// Auth and general: login, logout, login info (IP and bot check), profile, password change.
import type { FastifyInstance } from 'fastify';
import type { LoginInfo } from '../../../shared/account/schemas';
import type { AppContext } from '../../context';
import { botCheckService } from '../../auth/botcheck';
import { loginService } from './service';
import { changePassword, logout, profileColumns, profileOf } from './account';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const botCheck = botCheckService(ctx.db, ctx.config.botCheck, ctx.config.jwtSecret);
  const logins = loginService(ctx, botCheck);

  route(CALLS.myIp, async ({ request }) => ({ ip: request.ip }));

  route(CALLS.loginInfo, async ({ request }): Promise<LoginInfo> => ({ ip: request.ip, botcheck: botCheck.info() }));

  route(CALLS.botcheckChallenge, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return botCheck.challenge();
  });

  route(CALLS.login, async ({ request, body }) =>
    logins.login(body, { ip: request.ip, host: String(request.headers.host ?? ''), userAgent: request.headers['user-agent'] }),
  );

  route(CALLS.logout, async ({ request }) => logout(ctx, request.account, request.claims));
  route(CALLS.profile, async ({ request }) => profileOf(request.account), { config: { accountExtras: profileColumns(ctx.db) } });
  route(CALLS.changePassword, async ({ request, body }) => changePassword(ctx, request.account, request.claims, request.ip, body));
}
