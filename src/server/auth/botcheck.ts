// The login bot check: a self-hosted ALTCHA proof of work by default (no outside service), Cloudflare
// Turnstile when configured, or off by explicit configuration.
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { CALLS } from '../../shared/calls';
import type { BotCheck } from '../config';
import { callJson } from '../core/http-client';
import { now, type Db } from '../db';
import { HttpError } from '../errors';
import { SERVER_MSG } from '../messages';
import { hmac } from '../security';

const CHALLENGE_TTL_MS = 10 * 60_000;
/** How long a login waits for Turnstile's siteverify. */
const TURNSTILE_TIMEOUT_MS = 5_000;

export function botCheckService(db: Db, config: BotCheck, secret: string) {
  const hmacKey = hmac(secret, 'altcha');
  return {
    info(): { kind: 'pow'; challengeUrl: string } | { kind: 'turnstile'; siteKey: string } | { kind: 'off' } {
      if (config.kind === 'pow') return { kind: 'pow', challengeUrl: CALLS.botcheckChallenge.path };
      if (config.kind === 'turnstile') return { kind: 'turnstile', siteKey: config.siteKey };
      return { kind: 'off' };
    },

    challenge: () => createChallenge({ hmacKey, maxNumber: 50_000, expires: new Date(Date.now() + CHALLENGE_TTL_MS) }),

    /**
     * True when the answer proves work and this attempt claims it (or Turnstile agrees). The claim is
     * one insert, so parallel requests with the same answer get one attempt between them. An answer
     * held for `username`'s 2FA step (see holdFor2fa) is claimed once more, by that user only. A
     * Turnstile that does not answer is a 502, never a login left waiting.
     */
    async claim(answer: string | undefined, ip: string, username: string): Promise<boolean> {
      if (config.kind === 'off') return true;
      if (!answer) return false;
      if (config.kind === 'turnstile') return verifyTurnstile(config, answer, ip);
      const signature = signatureOf(answer);
      if (!signature || !(await verifySolution(answer, hmacKey, true).catch(() => false))) return false;
      await db.deleteFrom('used_challenges').where('expires_at', '<', now()).execute();
      const expires = Number(extractParams(answer).expires ?? 0) * 1000 || now() + CHALLENGE_TTL_MS;
      const fresh = await db
        .insertInto('used_challenges')
        .values({ signature, expires_at: expires })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(fresh.numInsertedOrUpdatedRows ?? 0) === 1) return true;
      const resumed = await db
        .updateTable('used_challenges')
        .set({ held_for: null })
        .where('signature', '=', signature)
        .where('held_for', '=', username)
        .executeTakeFirst();
      return Number(resumed.numUpdatedRows) === 1;
    },

    /** The answer that led to the 2FA prompt may finish the same login in the next step (once). */
    async holdFor2fa(answer: string | undefined, username: string): Promise<void> {
      const signature = config.kind === 'pow' && answer ? signatureOf(answer) : null;
      if (signature) await db.updateTable('used_challenges').set({ held_for: username }).where('signature', '=', signature).execute();
    },
  };
}
export type BotCheckService = ReturnType<typeof botCheckService>;

function signatureOf(answer: string): string | null {
  try {
    const signature = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')).signature;
    return typeof signature === 'string' && signature.length <= 128 ? signature : null;
  } catch {
    return null;
  }
}

/** Turnstile's verdict on a token; the token is spent by the first check, so it is asked once. */
async function verifyTurnstile(config: Extract<BotCheck, { kind: 'turnstile' }>, token: string, ip: string): Promise<boolean> {
  const answer = await callJson(config.verifyUrl, {
    method: 'POST',
    form: new URLSearchParams({ secret: config.secret, response: token, remoteip: ip }),
    timeoutMs: TURNSTILE_TIMEOUT_MS,
    retry: false,
  }).catch(() => {
    throw new HttpError(502, SERVER_MSG.botCheckUnreachable);
  });
  return (answer.data as { success?: unknown } | null)?.success === true;
}
