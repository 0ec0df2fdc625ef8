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

export function tokenService(secret: string, ttlSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  // Each screen sends the same token on every call: its signature is checked once and the result kept
  // (fast-jwt's cache, 10 000 tokens, never past the token's exp); revocation is read every call (plugin.ts).
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 10_000 });
  return {
    issue(accountId: number): { token: string; claims: TokenClaims } {
      const token = sign({ sub: accountId, jti: randomUUID(), iat_ms: Date.now() });
      return { token, claims: verify(token) as TokenClaims };
    },
    /** The claims, or an AuthError whose message is one of the spec's 401 texts. */
    check(token: string): TokenClaims {
      try {
        const claims = verify(token) as TokenClaims;
        if (!Number.isInteger(claims.sub) || typeof claims.jti !== 'string') throw new AuthError(AUTH_401.badSignature);
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
