// The answer a login widget sends to the ALTCHA bot check, for tests and the e2e run that log in
// through the API. altcha-lib's solveChallenge awaits one WebCrypto digest per number (about 0.9 s
// of CPU a login here); Node's synchronous hash finds the same number in about 40 ms.
import { createHash } from 'node:crypto';

/** A challenge as `GET /api/botcheck/challenge` answers it. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
  maxNumber?: number;
}

/** The base64 payload of the solved challenge, as the `botcheck` field carries it. */
export function solveProofOfWork(ch: AltchaChallenge): string {
  const algorithm = ch.algorithm.replace('-', '').toLowerCase();
  const max = ch.maxnumber ?? ch.maxNumber ?? 1_000_000;
  for (let number = 0; number <= max; number++) {
    if (
      createHash(algorithm)
        .update(ch.salt + number)
        .digest('hex') === ch.challenge
    ) {
      const { algorithm, challenge, salt, signature } = ch;
      return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64');
    }
  }
  throw new Error('ALTCHA challenge not solved');
}
