// The login bot check: a self-hosted ALTCHA proof of work by default (no outside service), Cloudflare
// Turnstile when configured, or off by explicit configuration.
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { BotCheck } from '../config';
import { now, type Db } from '../db';
import { hmac } from '../security';

const CHALLENGE_TTL_MS = 10 * 60_000;

export function botCheckService(db: Db, config: BotCheck, secret: string) {
  const hmacKey = hmac(secret, 'altcha');
  return {
    info(): { kind: 'pow'; challengeUrl: string } | { kind: 'turnstile'; siteKey: string } | { kind: 'off' } {
      if (config.kind === 'pow') return { kind: 'pow', challengeUrl: '/api/botcheck/challenge' };
      if (config.kind === 'turnstile') return { kind: 'turnstile', siteKey: config.siteKey };
      return { kind: 'off' };
    },

    challenge: () => createChallenge({ hmacKey, maxNumber: 50_000, expires: new Date(Date.now() + CHALLENGE_TTL_MS) }),

    /** True when the answer proves work that was not used yet (or Turnstile agrees). */
    async verify(answer: string | undefined, ip: string): Promise<boolean> {
      if (config.kind === 'off') return true;
      if (!answer) return false;
      if (config.kind === 'turnstile') return verifyTurnstile(config.secret, answer, ip);
      const signature = signatureOf(answer);
      if (!signature || !(await verifySolution(answer, hmacKey, true).catch(() => false))) return false;
      const used = await db.selectFrom('used_challenges').select('signature').where('signature', '=', signature).executeTakeFirst();
      return used === undefined;
    },

    /** Marks a proof of work used, so it cannot be replayed for another attempt. */
    async consume(answer: string | undefined): Promise<void> {
      const signature = config.kind === 'pow' && answer ? signatureOf(answer) : null;
      if (!signature) return;
      await db.deleteFrom('used_challenges').where('expires_at', '<', now()).execute();
      const expires = Number(extractParams(answer!).expires ?? 0) * 1000 || now() + CHALLENGE_TTL_MS;
      await db.insertInto('used_challenges').values({ signature, expires_at: expires }).onConflict((oc) => oc.doNothing()).execute();
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

async function verifyTurnstile(secret: string, token: string, ip: string): Promise<boolean> {
  try {
    const res = await fetch('https://challenges.cloudflare.com/turnstile/v0/siteverify', {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip: ip }),
    });
    return ((await res.json()) as { success?: boolean }).success === true;
  } catch {
    return false;
  }
}
