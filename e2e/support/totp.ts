// TOTP codes (RFC 6238: SHA-1, 30 s, 6 digits) from the secret the /me page shows.
import * as OTPAuth from 'otpauth';

export function totp(secret: string, timestamp = Date.now()): string {
  const clean = secret.replace(/\s+/g, '').toUpperCase();
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(clean),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp });
}

/** The time step each secret's account used last in this run (a login or a step-up). */
const lastStep = new Map<string, number>();
const STEP_MS = 30_000;

/**
 * A code of a time step this account has not used yet, as a person types the next code shown: the
 * server takes each step once (RFC 6238 5.2), the current one or the next. When both are used, waits
 * for the clock to reach the next step.
 */
export async function freshTotp(secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(current, (lastStep.get(secret) ?? -Infinity) + 1);
    if (step <= current + 1) {
      lastStep.set(secret, step);
      return totp(secret, step * STEP_MS);
    }
    await new Promise((r) => setTimeout(r, (current + 1) * STEP_MS - Date.now() + 50));
  }
}
