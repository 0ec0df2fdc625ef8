// 2FA (TOTP, RFC 6238) of one's own account and, for the admin, of an account of its tree.
import QRCode from 'qrcode';
import { Secret } from 'otpauth';
import type { Enable2faResponse, Verify2faResponse } from '../../../shared/account/schemas';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { accountInScope } from '../../core/scope';
import { conflict, notFound, unprocessable } from '../../errors';
import { decrypt, encrypt, escapeHtml } from '../../security';
import { totpFor } from '../auth/service';
import { dropRecoveryCodes, remainingRecoveryCodes, renewRecoveryCodes } from '../../auth/recovery-codes';
import type { StepUp } from '../../auth/step-up';
import { RECOVERY_CODES, SESSION_MSG } from '../../../shared/sessions/texts';
import { auditedAccount } from '../../core/audit';

const qrDataUrl = (secret: string, label: string) => QRCode.toDataURL(totpFor(secret, label).toString(), { width: 200, margin: 1 });

export const twofaStatus = (account: CallerAccount): Verify2faResponse => ({ has2fa: account.twofa_enabled === 1 });

/** A new secret, kept pending until a code of the app confirms it. */
export async function startTwofa({ db, config }: AppContext, account: CallerAccount): Promise<Enable2faResponse> {
  if (account.twofa_enabled) throw conflict(SERVER_MSG.twofaAlreadyConfigured);
  const secret = new Secret({ size: 20 }).base32;
  await db
    .updateTable('accounts')
    .set({ twofa_pending_enc: encrypt(config.secretKey, secret) })
    .where('id', '=', account.id)
    .execute();
  return { qr_code_url: await qrDataUrl(secret, account.username), secret };
}

/** The pending secret turns 2FA on, with ten recovery codes shown once (issue 30). */
export async function confirmTwofa({ db, config }: AppContext, account: CallerAccount, ip: string, body: { secret: string; code: string }) {
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
    await logActivity(tx, { accountId: account.id, actorId: account.id, type: 'Conta', action: '2FA configurado', ip });
    return renewRecoveryCodes(tx, account.id);
  });
  return { message: MSG.twofaConfirmed, has2fa: true, recovery_codes: codes };
}

export async function recoveryCodesLeft({ db }: AppContext, account: CallerAccount) {
  const has2fa = account.twofa_enabled === 1;
  return { has2fa, remaining: has2fa ? await remainingRecoveryCodes(db, account.id) : 0, total: RECOVERY_CODES };
}

/** The table's step-up asks a code of the app (`code_2fa`): a recovery code does not make new ones. */
export async function newRecoveryCodes({ db }: AppContext, account: CallerAccount, ip: string, stepUp: StepUp) {
  await stepUp();
  const codes = await db.transaction().execute(async (tx) => {
    await logActivity(tx, { accountId: account.id, actorId: account.id, type: 'Conta', action: 'Novos códigos de recuperação do 2FA', ip });
    return renewRecoveryCodes(tx, account.id);
  });
  return { message: SESSION_MSG.recoveryCodesMade, recovery_codes: codes };
}

/** The admin turns off the 2FA of an account of its tree. */
export async function resetResellerTwofa({ db }: AppContext, account: CallerAccount, ip: string, id: number) {
  const target = await accountInScope(db, account, id);
  if (target.id === account.id) throw unprocessable(SESSION_MSG.ownAccount);
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
      actorId: account.id,
      type: 'Conta',
      action: `2FA de <b>${escapeHtml(target.username)}</b> redefinido pelo administrador`,
      ip,
    });
  });
  return { message: SESSION_MSG.twofaReset };
}

export async function resellerTwofaQr({ db, config }: AppContext, account: CallerAccount, id: number) {
  const target = await accountInScope(db, account, id);
  if (!target.twofa_enabled || !target.twofa_secret_enc) throw notFound(MSG.twofaNotConfigured);
  const secret = decrypt(config.secretKey, target.twofa_secret_enc);
  return { qr_code_url: await qrDataUrl(secret, target.username) };
}
