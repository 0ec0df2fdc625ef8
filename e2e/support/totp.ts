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

