// 2FA (TOTP, RFC 6238): the panel draws the QR code itself so the secret never leaves it; secrets are
// encrypted at rest. Managing one's own 2FA needs the manage_2fa permission (the admin always may).
// Turning it on makes ten recovery codes, shown once (issue 30); any account with 2FA may make new ones
// with a code of its app; the admin may reset another account's 2FA.
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { Secret } from 'otpauth';
import type { Enable2faResponse, Verify2faResponse } from '../../../shared/api';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { logActivity } from '../../core/activity';
import { accountInScope } from '../../core/scope';
import { conflict, notFound, unprocessable } from '../../errors';
import { decrypt, encrypt } from '../../security';
import { totpFor } from '../auth/service';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { dropRecoveryCodes, remainingRecoveryCodes, renewRecoveryCodes } from '../../auth/recovery-codes';
import { RECOVERY_CODES, SESSION_MSG } from '../../../shared/sessions-base';
import { escapeHtml } from '../../security';
import { auditedAccount } from '../../core/audit';

const qrDataUrl = (secret: string, label: string) => QRCode.toDataURL(totpFor(secret, label).toString(), { width: 200, margin: 1 });

export function twofaRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db, config } = ctx;

  route(CALLS.verify2fa, async ({ request }): Promise<Verify2faResponse> => ({ has2fa: request.account.twofa_enabled === 1 }));

  route(CALLS.enable2fa, async ({ request }): Promise<Enable2faResponse> => {
    const account = request.account;
    if (account.twofa_enabled) throw conflict(SERVER_MSG.twofaAlreadyConfigured);
    const secret = new Secret({ size: 20 }).base32;
    await db
      .updateTable('accounts')
      .set({ twofa_pending_enc: encrypt(config.secretKey, secret) })
      .where('id', '=', account.id)
      .execute();
    return { qr_code_url: await qrDataUrl(secret, account.username), secret };
  });

  route(CALLS.confirm2fa, async ({ request, body }) => {
    const account = request.account;
    if (account.twofa_enabled) throw conflict(SERVER_MSG.twofaAlreadyConfigured);
    const { twofa_pending_enc } = await db.selectFrom('accounts').select('twofa_pending_enc').where('id', '=', account.id).executeTakeFirstOrThrow();
    const pending = twofa_pending_enc ? decrypt(config.secretKey, twofa_pending_enc) : null;
    if (pending !== body.secret || totpFor(pending).validate({ token: body.code, window: 1 }) === null)
      throw unprocessable(SERVER_MSG.loginCodeInvalid, { code: [SERVER_MSG.loginCodeInvalid] });
    const codes = await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('accounts')
        .set({ twofa_secret_enc: twofa_pending_enc, twofa_pending_enc: null, twofa_enabled: 1 })
        .where('id', '=', account.id)
        .execute();
      await logActivity(tx, { accountId: account.id, actorId: account.id, type: 'Conta', action: '2FA configurado', ip: request.ip });
      return renewRecoveryCodes(tx, account.id);
    });
    return { message: MSG.twofaConfirmed, has2fa: true, recovery_codes: codes };
  });

  route(CALLS.recoveryCodes, async ({ request }) => {
    const has2fa = request.account.twofa_enabled === 1;
    return { has2fa, remaining: has2fa ? await remainingRecoveryCodes(db, request.account.id) : 0, total: RECOVERY_CODES };
  });

  // The table's step-up asks a code of the app (`code_2fa`): a recovery code does not make new ones.
  route(CALLS.renewRecoveryCodes, async ({ request, stepUp }) => {
    await stepUp();
    const codes = await db.transaction().execute(async (tx) => {
      await logActivity(tx, {
        accountId: request.account.id,
        actorId: request.account.id,
        type: 'Conta',
        action: 'Novos códigos de recuperação do 2FA',
        ip: request.ip,
      });
      return renewRecoveryCodes(tx, request.account.id);
    });
    return { message: SESSION_MSG.recoveryCodesMade, recovery_codes: codes };
  });

  route(CALLS.resetReseller2fa, async ({ request, params }) => {
    const target = await accountInScope(db, request.account, params.id);
    if (target.id === request.account.id) throw unprocessable(SESSION_MSG.ownAccount);
    if (!target.twofa_enabled && !target.twofa_pending_enc) throw conflict(SESSION_MSG.twofaResetNone);
    await db.transaction().execute(async (tx) => {
      // In 'Alterações' too (issue 30): '2FA: Sim → Não', by whom.
      await auditedAccount(tx, target.id, 'Redefiniu o 2FA', () =>
        tx
          .updateTable('accounts')
          .set({ twofa_enabled: 0, twofa_secret_enc: null, twofa_pending_enc: null, twofa_last_step: null, twofa_last_request: null })
          .where('id', '=', target.id)
          .execute(),
      );
      await dropRecoveryCodes(tx, target.id);
      await logActivity(tx, {
        accountId: target.id,
        actorId: request.account.id,
        type: 'Conta',
        action: `2FA de <b>${escapeHtml(target.username)}</b> redefinido pelo administrador`,
        ip: request.ip,
      });
    });
    return { message: SESSION_MSG.twofaReset };
  });

  route(CALLS.reseller2faQr, async ({ request, params }) => {
    const target = await accountInScope(db, request.account, params.id);
    if (!target.twofa_enabled || !target.twofa_secret_enc) throw notFound(MSG.twofaNotConfigured);
    const secret = decrypt(config.secretKey, target.twofa_secret_enc);
    return { qr_code_url: await qrDataUrl(secret, target.username) };
  });
}
