// Authentication for every /api call but the public ones: bearer token -> account, with the spec's
// 401 texts, the shared deny list and per-account revocation.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_401 } from '../../shared/messages';
import { ACCOUNT_BLOCKED } from '../../shared/domain';
import type { Db } from '../db';
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
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export async function authenticate(db: Db, tokens: TokenService, header: string | undefined): Promise<{ account: Account; claims: TokenClaims }> {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) throw new AuthError(AUTH_401.missing);
  const claims = tokens.check(token);
  // The account and whether this token was revoked, in one query: this runs before every call.
  const found = await db
    .selectFrom('accounts')
    .selectAll()
    .select((eb) => eb.exists(eb.selectFrom('token_denylist').select('jti').where('jti', '=', claims.jti)).as('revoked'))
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (found && Number(found.revoked)) throw new AuthError(AUTH_401.denied);
  if (!found) {
    if (await db.selectFrom('token_denylist').select('jti').where('jti', '=', claims.jti).executeTakeFirst()) throw new AuthError(AUTH_401.denied);
    throw new AuthError(AUTH_401.userNotFound);
  }
  const { revoked: _revoked, ...account } = found;
  // Blocking and password changes revoke every token issued before them.
  if (account.status === ACCOUNT_BLOCKED || claims.iat_ms < account.tokens_valid_after) throw new AuthError(AUTH_401.denied);
  return { account, claims };
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('account', null as unknown as Account);
  app.decorateRequest('claims', null as unknown as TokenClaims);
  app.decorate('requireAuth', async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const { account, claims } = await authenticate(opts.db, opts.tokens, request.headers.authorization);
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
