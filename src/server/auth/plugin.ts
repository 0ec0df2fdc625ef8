// Authentication for every /api call but the public ones: bearer token -> account, with the spec's
// 401 texts, the shared deny list and per-account revocation.
import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder, SelectExpression } from 'kysely';
import fp from 'fastify-plugin';
import { AUTH_401 } from '../../shared/messages';
import { ACCOUNT_BLOCKED } from '../../shared/domain';
import { compiledOnce, type Db } from '../db';
import type { Database } from '../db/schema';
import { CALLER_COLUMNS, type CallerAccount } from '../core/accounts';
import { AuthError, type TokenClaims, type TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    account: CallerAccount;
    claims: TokenClaims;
  }
  interface FastifyInstance {
    /** The account and claims of an Authorization header, or an AuthError with the spec's 401 text. */
    authenticate: (header: string | undefined) => Promise<{ account: CallerAccount; claims: TokenClaims }>;
  }
}

/** Columns a route reads beside the caller's account, in the same statement (they may refer to `accounts.id`). */
export type AccountExtras = (eb: ExpressionBuilder<Database, 'accounts'>) => SelectExpression<Database, 'accounts'>[];

/**
 * The check of a bearer token: the account, whether the token was revoked and the route's `extras`, in
 * one statement compiled once (this runs before every call; a light call then needs no other read).
 */
export function authenticator<E extends object = object>(db: Db, tokens: TokenService, extras: AccountExtras = () => []) {
  const accountOfToken = compiledOnce(db, 2, (accountId: number, jti: string) =>
    db
      .selectFrom('accounts')
      .select(CALLER_COLUMNS)
      .select((eb) => [eb.exists(eb.selectFrom('token_denylist').select('jti').where('jti', '=', jti)).as('revoked'), ...extras(eb)])
      .where('id', '=', accountId),
  );
  return async function authenticate(header: string | undefined): Promise<{ account: CallerAccount & E; claims: TokenClaims }> {
    const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
    if (!token) throw new AuthError(AUTH_401.missing);
    const claims = tokens.check(token);
    const [found] = (await accountOfToken(claims.sub, claims.jti)) as unknown as (CallerAccount & E & { revoked: unknown })[];
    if (found && Number(found.revoked)) throw new AuthError(AUTH_401.denied);
    if (!found) {
      if (await db.selectFrom('token_denylist').select('jti').where('jti', '=', claims.jti).executeTakeFirst()) throw new AuthError(AUTH_401.denied);
      throw new AuthError(AUTH_401.userNotFound);
    }
    // Blocking and password changes revoke every token issued before them.
    if (found.status === ACCOUNT_BLOCKED || claims.iat_ms < found.tokens_valid_after) throw new AuthError(AUTH_401.denied);
    // The row is the account as it is (its `revoked` column, always 0 here, goes along): copying it
    // without that column cost every call a copy of some twenty columns.
    return { account: found, claims };
  };
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('account', null as unknown as CallerAccount);
  app.decorateRequest('claims', null as unknown as TokenClaims);
  app.decorate('authenticate', authenticator(opts.db, opts.tokens));
});
