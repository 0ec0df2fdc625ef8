// API tokens (issue 29): a bot's bearer token, `pr_live_…`, found by the SHA-256 of its secret. It acts
// as its account, narrowed to its scopes (shared/automation/texts.ts): the guard (auth/guard.ts) checks
// the scope, the token's own rate limit and then the call's rule as for any session, so a token never
// has more than its account. Revoking, expiring or blocking the account stops it at the next call: the
// token is read with every call, never cached.
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_BLOCKED } from '../../shared/domain';
import { API_TOKEN_PREFIX, AUTOMATION_MSG } from '../../shared/automation/texts';
import { AUTH_401 } from '../../shared/messages';
import { compiledOnce, now, type Db } from '../db';
import { forbidden } from '../errors';
import { CALLER_COLUMNS, type CallerAccount } from '../core/accounts';
import { storedList } from '../db/stored';
import type { AccountExtras } from './plugin';
import { AuthError } from './tokens';

/** What a call made with a token knows of it (request.apiToken). */
export interface ApiTokenUse {
  id: number;
  name: string;
  scopes: string[];
  perMinute: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the call came with an API token instead of a session. */
    apiToken?: ApiTokenUse;
  }
}

const SECRET_PATTERN = new RegExp(`^Bearer\\s+(${API_TOKEN_PREFIX}[A-Za-z0-9_-]{20,100})$`, 'i');

/** Whether an Authorization header carries an API token (else it is a session's, or none). */
export const isApiTokenHeader = (header: string | undefined) => /^Bearer\s+pr_live_/i.test(header ?? '');

export const secretHash = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** A new secret: the prefix and 32 random bytes; `prefix` is what the list shows of it. */
export function newSecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: `${secret.slice(0, API_TOKEN_PREFIX.length + 6)}…`, hash: secretHash(secret) };
}

/** The account and token of an API token header, with the route's `extras` read in the same statement, or a refusal in pt-BR. */
export function apiTokenAuthenticator<E extends object = object>(db: Db, extras: AccountExtras = () => []) {
  const accountOfSecret = compiledOnce(db, 1, (hash: string) =>
    db
      .selectFrom('api_tokens')
      .innerJoin('accounts', 'accounts.id', 'api_tokens.account_id')
      .select(CALLER_COLUMNS.map((column) => `accounts.${column}` as const))
      .select([
        'api_tokens.id as token_id',
        'api_tokens.name as token_name',
        'api_tokens.scopes as token_scopes',
        'api_tokens.allowed_ips as token_ips',
        'api_tokens.per_minute as token_per_minute',
        'api_tokens.expires_at as token_expires_at',
        'api_tokens.revoked_at as token_revoked_at',
      ])
      .select((eb) => extras(eb as never))
      .where('api_tokens.secret_hash', '=', hash),
  );
  return async function authenticateApiToken(header: string | undefined, ip: string): Promise<{ account: CallerAccount & E; token: ApiTokenUse }> {
    const secret = SECRET_PATTERN.exec(header ?? '')?.[1];
    const [found] = secret ? ((await accountOfSecret(secretHash(secret))) as unknown as Record<string, unknown>[]) : [];
    if (!found) throw new AuthError(AUTOMATION_MSG.tokenUnknown);
    const { token_id, token_name, token_scopes, token_ips, token_per_minute, token_expires_at, token_revoked_at, ...account } = found;
    if (token_revoked_at !== null) throw new AuthError(AUTOMATION_MSG.tokenRevokedCall);
    if (token_expires_at !== null && Number(token_expires_at) < now()) throw new AuthError(AUTOMATION_MSG.tokenExpired);
    if (account.status === ACCOUNT_BLOCKED) throw new AuthError(AUTH_401.denied);
    const ips = storedList(token_ips);
    if (ips.length && !ips.includes(ip)) throw forbidden(AUTOMATION_MSG.tokenWrongIp);
    return {
      account: account as unknown as CallerAccount & E,
      token: { id: Number(token_id), name: String(token_name), scopes: storedList(token_scopes), perMinute: Number(token_per_minute) },
    };
  };
}
