// Short-lived access tokens (HS256 JWT) with a jti for the deny list and the issue instant in ms, so
// revoking "every token issued before now" (block, password change) is exact.
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AUTH_401 } from '../../shared/messages';
import { HttpError } from '../errors';

export interface TokenClaims {
  sub: number;
  jti: string;
  iat_ms: number;
  exp: number;
}

/** A refused token: answered 401 with one of the spec's texts. */
export class AuthError extends HttpError {
  constructor(message: string) {
    super(401, message);
  }
}

/** How many tokens' claims are kept once checked: every session of a busy panel. */
const CHECKED_TOKENS = 10_000;

export function tokenService(secret: string, ttlSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'] });
  // Each screen sends the same token on every call: its signature is checked once and its claims kept,
  // keyed by the token itself, for the last CHECKED_TOKENS tokens and never past the token's exp;
  // revocation is read every call (plugin.ts). fast-jwt's own cache keys each token by its SHA-256, which
  // cost every call more than the rest of the check (issue 28); the token itself is an exact key.
  const checked = new Map<string, TokenClaims>();
  return {
    issue(accountId: number): { token: string; claims: TokenClaims } {
      const token = sign({ sub: accountId, jti: randomUUID(), iat_ms: Date.now() });
      return { token, claims: verify(token) as TokenClaims };
    },
    /** The claims, or an AuthError whose message is one of the spec's 401 texts. */
    check(token: string): TokenClaims {
      const known = checked.get(token);
      if (known && Date.now() < known.exp * 1000) return known;
      try {
        const claims = verify(token) as TokenClaims;
        if (!Number.isInteger(claims.sub) || typeof claims.jti !== 'string') throw new AuthError(AUTH_401.badSignature);
        // The oldest token seen goes first (a Map keeps the order of insertion).
        if (checked.size >= CHECKED_TOKENS) checked.delete(checked.keys().next().value as string);
        checked.set(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof AuthError) throw error;
        if (error instanceof TokenError && error.code === TokenError.codes.expired) throw new AuthError(AUTH_401.expired);
        throw new AuthError(AUTH_401.badSignature);
      }
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;
