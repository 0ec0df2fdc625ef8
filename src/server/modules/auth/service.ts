// Login: bot check, throttling per IP and per username, IP blocking, 2FA, and the session token.
import { TOTP } from 'otpauth';
import { ACCOUNT_BLOCKED } from '../../../shared/domain';
import { SERVER_MSG } from '../../messages';
import type { LoginBody, LoginResponse } from '../../../shared/account/schemas';
import { now, type Db, type DbOrTx } from '../../db';
import type { Account } from '../../db/schema';
import type { AppContext } from '../../context';
import { findAccountByUsername, isAdmin } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { getFlags } from '../../core/settings';
import { HttpError, forbidden, unprocessable } from '../../errors';
import { ipBlocked, limitKey } from '../../core/client-address';
import { decrypt, escapeHtml, hmac, verifyLoginPassword } from '../../security';
import type { BotCheckService } from '../../auth/botcheck';
import { recordSession } from '../../auth/sessions';
import { remainingRecoveryCodes, spendRecoveryCode } from '../../auth/recovery-codes';
import { isTotpCode } from '../../../shared/sessions/texts';

/** decisions.md: after 10 failures in 15 minutes the IP is blocked for 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES = 10;
/**
 * An account is never locked (anyone could lock its owner out): after 5 failures with a valid bot
 * check in the window, it takes one attempt per delay that doubles with each failure (1 s, 2 s, 4 s,
 * ... up to 60 s). Attempts that fail the bot check count for their IP only.
 */
export const ACCOUNT_SLOWDOWN_AFTER = 5;
export const ACCOUNT_MAX_DELAY_MS = 60_000;
export const accountDelay = (failures: number) =>
  failures < ACCOUNT_SLOWDOWN_AFTER ? 0 : Math.min(1000 * 2 ** (failures - ACCOUNT_SLOWDOWN_AFTER), ACCOUNT_MAX_DELAY_MS);
/** Header values are the client's: stored bounded, never as sent. */
const HOST_MAX = 255;

export interface LoginContext {
  ip: string;
  host: string;
  /** The client's User-Agent: the session's device in /me. */
  userAgent?: string;
}

export function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: 'Painel Revenda', label, algorithm: 'SHA1', digits: 6, period: 30, secret });
}

/** A 2FA code: six digits (anything else is simply wrong, never an error). */
const TOTP_CODE = /^\d{6}$/;

/**
 * The time step of `code` if it is a code of this secret now (a step before or after allowed for a
 * clock that drifts), else null.
 */
function totpStep(secret: string, code: string): number | null {
  const delta = TOTP_CODE.test(code) ? totpFor(secret).validate({ token: code, window: 1 }) : null;
  return delta === null ? null : Math.floor(now() / 30_000) + delta;
}

/**
 * Uses a 2FA code's time step once (RFC 6238 5.2): a conditional update, so a replayed code (even in
 * parallel) fails. A retry of the same request (`requestId`, from its idempotency key) may use it again:
 * the ledger answers that retry with the first answer.
 */
async function claimTotpStep(db: DbOrTx, accountId: number, step: number, requestId?: string): Promise<boolean> {
  const claimed = await db
    .updateTable('accounts')
    .set({ twofa_last_step: step, twofa_last_request: requestId ?? null })
    .where('id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb('twofa_last_step', 'is', null),
        eb('twofa_last_step', '<', step),
        ...(requestId ? [eb.and([eb('twofa_last_step', '=', step), eb('twofa_last_request', '=', requestId)])] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Wrong step-up codes an account may type in the window before it waits (then 429). */
export const STEPUP_MAX_FAILURES = 5;
export const STEPUP_WINDOW_MS = 15 * 60_000;

/**
 * Refuses an action unless `code` is the current 2FA code of the account (DNS purchase and removal, the
 * recharge portal's keys and value): no code, no 2FA configured, or a wrong code, each with its text.
 * Each code serves one action, as at login, and after 5 wrong codes in 15 minutes the account waits
 * (429, logged). The attempt is counted before the code is checked, so parallel guesses count too. The
 * secret is read here, when a code is checked, never with the caller's account.
 */
export async function requireTwofaCode(
  db: Db,
  secretKey: Buffer,
  who: { id: number; ip: string },
  code: string | undefined,
  texts: { missing: string; notConfigured: string },
  requestId?: string,
): Promise<void> {
  if (!code) throw unprocessable(texts.missing, { code_2fa: [texts.missing] });
  const { twofa_enabled, twofa_secret_enc } = await db
    .selectFrom('accounts')
    .select(['twofa_enabled', 'twofa_secret_enc'])
    .where('id', '=', who.id)
    .executeTakeFirstOrThrow();
  if (!twofa_enabled || !twofa_secret_enc) throw unprocessable(texts.notConfigured);
  const attempt = await db.insertInto('twofa_failures').values({ account_id: who.id, created_at: now() }).returning('id').executeTakeFirstOrThrow();
  const { n } = await db
    .selectFrom('twofa_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', who.id)
    .where('created_at', '>', now() - STEPUP_WINDOW_MS)
    .executeTakeFirstOrThrow();
  if (Number(n) > STEPUP_MAX_FAILURES) {
    await db.deleteFrom('twofa_failures').where('id', '=', attempt.id).execute();
    throw new HttpError(429, SERVER_MSG.twofaTooManyAttempts);
  }
  const step = totpStep(decrypt(secretKey, twofa_secret_enc), code);
  if (step === null || !(await claimTotpStep(db, who.id, step, requestId))) {
    if (Number(n) === STEPUP_MAX_FAILURES)
      await logActivity(db, {
        accountId: who.id,
        actorId: who.id,
        type: 'Conta',
        action: `Código 2FA errado ${STEPUP_MAX_FAILURES} vezes: confirmações por 2FA suspensas por 15 minutos`,
        ip: who.ip,
      });
    throw unprocessable(SERVER_MSG.loginCodeInvalid, { code_2fa: [SERVER_MSG.loginCodeInvalid] });
  }
  await db.deleteFrom('twofa_failures').where('id', '=', attempt.id).execute();
}

export function loginService(ctx: AppContext, botCheck: BotCheckService) {
  const { db } = ctx;

  async function failuresSince(column: 'ip' | 'username', value: string): Promise<number> {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('success', '=', 0)
      .where('created_at', '>', now() - LOGIN_WINDOW_MS)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * A failed attempt: counted for the client's limit key (an IPv6 client's /64); for the account too
   * unless `username` is '' (no valid bot check).
   */
  async function recordFailure(username: string, at: LoginContext): Promise<void> {
    const ip = limitKey(at.ip);
    await db
      .insertInto('login_attempts')
      .values({ ip, username, success: 0, host: at.host.slice(0, HOST_MAX), created_at: now() })
      .execute();
    if ((await failuresSince('ip', ip)) >= LOGIN_MAX_FAILURES) {
      const until = now() + LOGIN_WINDOW_MS;
      await db
        .insertInto('blocked_ips')
        .values({ ip, until, reason: 'Tentativas de login', created_at: now() })
        .onConflict((oc) => oc.column('ip').doUpdateSet({ until }))
        .execute();
    }
  }

  async function refuse(username: string, at: LoginContext, status: number, message: string): Promise<never> {
    await recordFailure(username, at);
    throw new HttpError(status, message);
  }

  /**
   * Claims this account's next attempt: 0 when it may go on, or the seconds to wait. The claim is
   * one conditional update, so parallel requests (or instances) get one attempt per delay between them.
   */
  async function claimAccountAttempt(username: string): Promise<number> {
    const delay = accountDelay(await failuresSince('username', username));
    if (delay === 0) return 0;
    const t = now();
    await db
      .insertInto('login_throttle')
      .values({ username, not_before: 0 })
      .onConflict((oc) => oc.column('username').doNothing())
      .execute();
    const claimed = await db
      .updateTable('login_throttle')
      .set({ not_before: t + delay })
      .where('username', '=', username)
      .where('not_before', '<=', t)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return 0;
    const row = await db.selectFrom('login_throttle').select('not_before').where('username', '=', username).executeTakeFirstOrThrow();
    return Math.max(1, Math.ceil((row.not_before - t) / 1000));
  }

  return {
    async login(body: LoginBody, at: LoginContext): Promise<LoginResponse> {
      if (await ipBlocked(db, at.ip)) throw new HttpError(429, SERVER_MSG.loginIpBlocked);
      if (!(await botCheck.claim(body.botcheck, at.ip, body.username))) await refuse('', at, 422, SERVER_MSG.loginBotCheckFailed);
      const wait = await claimAccountAttempt(body.username);
      if (wait > 0) throw new HttpError(429, SERVER_MSG.loginAccountSlowed(wait));
      const account = await findAccountByUsername(db, body.username);
      const passwordOk = (await verifyLoginPassword(account?.password_hash, body.password)) && account !== undefined;
      const twofa = passwordOk && account.twofa_enabled === 1 && account.twofa_secret_enc !== null;
      if (account?.status === ACCOUNT_BLOCKED) {
        // The same answer whatever the password: a blocked account never tells whether it was right.
        if (!passwordOk) await recordFailure(body.username, at);
        throw forbidden(SERVER_MSG.loginBlockedAccount);
      }
      if (!account || !passwordOk) return refuse(body.username, at, 401, SERVER_MSG.loginInvalid);
      if (!isAdmin(account) && (await getFlags(db)).login === 0) throw forbidden(SERVER_MSG.loginDisabled);

      let recoveryLeft: number | undefined;
      if (twofa) {
        if (!body.code) {
          // One proof of work per attempt; only the 2FA prompt lets the same one finish the login.
          await botCheck.holdFor2fa(body.botcheck, account.username);
          return { twofa: true };
        }
        if (isTotpCode(body.code)) {
          const step = totpStep(decrypt(ctx.config.secretKey, account.twofa_secret_enc!), body.code);
          if (step === null || !(await claimTotpStep(db, account.id, step))) return refuse(body.username, at, 401, SERVER_MSG.loginCodeInvalid);
        } else {
          // A recovery code instead of the app's: spent by this login, never again (issue 30).
          if (!(await spendRecoveryCode(db, account.id, body.code))) return refuse(body.username, at, 401, SERVER_MSG.loginCodeInvalid);
          recoveryLeft = await remainingRecoveryCodes(db, account.id);
          await logActivity(db, {
            accountId: account.id,
            actorId: account.id,
            type: 'Conta',
            action: `Login com código de recuperação do 2FA (restam ${recoveryLeft})`,
            ip: at.ip,
          });
        }
      }
      const session = await startSession(account, at);
      // The login screen says how many recovery codes are left after one was spent.
      return recoveryLeft === undefined ? session : { ...session, recovery_codes_left: recoveryLeft };
    },
  };

  async function startSession(account: Account, at: LoginContext): Promise<LoginResponse> {
    const { token, claims } = ctx.tokens.issue(account.id);
    await db.transaction().execute(async (tx) => {
      await recordSession(tx, account.id, claims, at);
      await tx
        .insertInto('login_attempts')
        .values({ ip: at.ip, username: account.username, success: 1, host: at.host.slice(0, HOST_MAX), created_at: now() })
        .execute();
      await tx.insertInto('access_log').values({ account_id: account.id, ip: at.ip, created_at: now() }).execute();
      await logActivity(tx, {
        accountId: account.id,
        actorId: account.id,
        type: 'Login',
        action: `Login de <b>${escapeHtml(account.username)}</b>`,
        ip: at.ip,
      });
    });
    return {
      access_token: token,
      id: account.id,
      username: account.username,
      crypt_pass: cryptPass(ctx.config.jwtSecret, account.id),
      twofa: account.twofa_enabled === 1,
    };
  }
}

/** The spec's "registration password" kept by the client: an opaque per-account reference, never the password. */
export const cryptPass = (secret: string, accountId: number) => hmac(secret, `crypt_pass:${accountId}`).slice(0, 32);
