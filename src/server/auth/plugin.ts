// Authentication for every /api call but the public ones: bearer token -> account, with the spec's
// 401 texts, the shared deny list and per-account revocation.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_401 } from '../../shared/messages';
import { ACCOUNT_BLOCKED } from '../../shared/domain';
import { compiledOnce, type Db } from '../db';
import type { Account } from '../db/schema';
import { forbidden } from '../errors';
import { isAdmin } from '../core/accounts';
import { AuthError, type TokenClaims, type TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    account: Account;
    claims: TokenClaims;
  }
  interface FastifyInstance {
    /** The account and claims of an Authorization header, or an AuthError with the spec's 401 text. */
    authenticate: (header: string | undefined) => Promise<{ account: Account; claims: TokenClaims }>;
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The account of a token and whether the token was revoked, in one query: this runs before every call. */
const accountOfTokenQuery = (db: Db) =>
  compiledOnce(db, 2, (accountId: number, jti: string) =>
    db
      .selectFrom('accounts')
      .selectAll()
      .select((eb) => eb.exists(eb.selectFrom('token_denylist').select('jti').where('jti', '=', jti)).as('revoked'))
      .where('id', '=', accountId),
  );

function authenticator(db: Db, tokens: TokenService) {
  const accountOfToken = accountOfTokenQuery(db);
  return async function authenticate(header: string | undefined): Promise<{ account: Account; claims: TokenClaims }> {
    const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
    if (!token) throw new AuthError(AUTH_401.missing);
    const claims = tokens.check(token);
    const [found] = await accountOfToken(claims.sub, claims.jti);
    if (found && Number(found.revoked)) throw new AuthError(AUTH_401.denied);
    if (!found) {
      if (await db.selectFrom('token_denylist').select('jti').where('jti', '=', claims.jti).executeTakeFirst()) throw new AuthError(AUTH_401.denied);
      throw new AuthError(AUTH_401.userNotFound);
    }
    const { revoked: _revoked, ...account } = found;
    // Blocking and password changes revoke every token issued before them.
    if (account.status === ACCOUNT_BLOCKED || claims.iat_ms < account.tokens_valid_after) throw new AuthError(AUTH_401.denied);
    return { account, claims };
  };
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('account', null as unknown as Account);
  app.decorateRequest('claims', null as unknown as TokenClaims);
  const authenticate = authenticator(opts.db, opts.tokens);
  app.decorate('authenticate', authenticate);
  app.decorate('requireAuth', async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const { account, claims } = await authenticate(request.headers.authorization);
      request.account = account;
      request.claims = claims;
    } catch (error) {
      if (error instanceof AuthError) return reply.code(401).send({ message: error.message });
      throw error;
    }
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!isAdmin(request.account)) throw forbidden();
  });
});
