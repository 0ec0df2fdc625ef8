// Auth and general: login, logout, login info (IP and bot check), profile, password change.
import type { FastifyInstance } from 'fastify';
import type { LoginInfo, ProfileResponse } from '../../../shared/api';
import { fromCents } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { passwordProblem } from '../../../shared/password';
import type { AppContext } from '../../context';
import { now } from '../../db';
import { permissionsOf } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { flagColumns, flagsOf, type FlagColumns } from '../../core/settings';
import type { AccountExtras } from '../../auth/plugin';
import { unprocessable } from '../../errors';
import { hashPassword } from '../../security';
import { botCheckService } from '../../auth/botcheck';
import { loginService } from './service';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { endSessions, markAllEnded } from '../../auth/sessions';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db } = ctx;
  const botCheck = botCheckService(db, ctx.config.botCheck, ctx.config.jwtSecret);
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

  route(CALLS.logout, async ({ request }) => {
    await endSessions(ctx, request.account.id, [{ jti: request.claims.jti, expires_at: request.claims.exp * 1000 }]);
    return { message: 'Sessão encerrada.' };
  });

  // The profile is read on every screen: its sub-resellers and the flags come in the token check's own
  // statement, so the call is one read.
  const figures: AccountExtras = (eb) => [
    eb
      .selectFrom('accounts as child')
      .select((c) => c.fn.countAll<number>().as('n'))
      .whereRef('child.owner_id', '=', 'accounts.id')
      .as('children'),
    ...flagColumns(db),
  ];
  route(
    CALLS.profile,
    async ({ request }): Promise<ProfileResponse> => {
      const a = request.account as typeof request.account & { children: number } & FlagColumns;
      return {
        id: a.id,
        username: a.username,
        profile: a.profile,
        is_master: a.is_master ? 1 : 0,
        sub_resellers: Number(a.children),
        id_franchise: a.id_franchise,
        owner_id: a.owner_id,
        credits: fromCents(a.credits),
        permissions: permissionsOf(a),
        has2fa: a.twofa_enabled === 1,
        settings: flagsOf(a),
      };
    },
    { config: { accountExtras: figures } },
  );

  route(CALLS.changePassword, async ({ request, body }) => {
    const problem = passwordProblem(body.password);
    if (problem) throw unprocessable(problem, { password: [problem] });
    if (body.password !== body.password_confirmation) throw unprocessable(MSG.passwordMismatch, { password_confirmation: [MSG.passwordMismatch] });
    const passwordHash = await hashPassword(body.password);
    await db.transaction().execute(async (tx) => {
      // Every token issued before now stops working, this one included: the user logs in again.
      // (decisions.md, 'Sessões e dispositivos': the spec's decisions put this token on the deny list too.)
      await tx.updateTable('accounts').set({ password_hash: passwordHash, tokens_valid_after: now() }).where('id', '=', request.account.id).execute();
      await markAllEnded(tx, request.account.id);
      await logActivity(tx, { accountId: request.account.id, actorId: request.account.id, type: 'Conta', action: 'Senha alterada', ip: request.ip });
    });
    await endSessions(ctx, request.account.id, [{ jti: request.claims.jti, expires_at: request.claims.exp * 1000 }]);
    return { message: MSG.passwordChanged };
  });
}
