// /me's 'Tokens de API' (issue 29): an account's tokens for its own bots. A token is given only scopes
// whose calls the account itself may make, its secret is answered once and kept as its hash, and
// revoking is one update that the next call reads (auth/api-tokens.ts).
import { CALLS, type CallName } from '../../../shared/calls';
import { allows } from '../../../shared/rules';
import { API_TOKENS_PER_ACCOUNT, AUTOMATION_MSG, TOKEN_SCOPES } from '../../../shared/automation/texts';
import type { ApiTokenItem, ApiTokensAnswer, createApiTokenBody } from '../../../shared/automation/schemas';
import { accountInScope } from '../../core/scope';
import type { z } from 'zod';
import { endOfDayOf } from '../../../shared/dates';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { getFlags } from '../../core/settings';
import { logActivity } from '../../core/activity';
import { now, type DbOrTx } from '../../db';
import type { Account, ApiTokensTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { badRequest, notFound } from '../../errors';
import { escapeHtml } from '../../security';
import { newSecret } from '../../auth/api-tokens';
import { isoOf, storedList } from '../../db/stored';
import { ruleCaller } from '../../auth/guard';
import { recordChange } from '../../core/audit';

function item(row: Selectable<ApiTokensTable>): ApiTokenItem {
  return {
    id: Number(row.id),
    name: row.name,
    prefix: row.prefix,
    scopes: storedList(row.scopes),
    allowed_ips: storedList(row.allowed_ips),
    per_minute: Number(row.per_minute),
    expires_at: isoOf(row.expires_at),
    created_at: isoOf(row.created_at),
    last_used_at: isoOf(row.last_used_at),
    last_used_ip: row.last_used_ip,
  };
}

const recordToken = (tx: DbOrTx, account: Pick<Account, 'id'>, action: string, before?: Selectable<ApiTokensTable>, after?: Selectable<ApiTokensTable>) =>
  recordChange(tx, { kind: 'token', itemId: (after ?? before)!.id, itemLabel: (after ?? before)!.name, ownerId: account.id, action, before, after });
const logToken = (db: DbOrTx, account: CallerAccount, ip: string, action: string) =>
  logActivity(db, { accountId: account.id, actorId: account.id, type: 'Conta', action, ip });

/**
 * Ends every live token of these accounts (a restore, a parent's new password, the admin's 'Encerrar
 * sessões' with the tokens): the next call with one is refused as revoked. How many ended.
 */
export async function revokeTokensOf(tx: DbOrTx, accountIds: number[]): Promise<number> {
  if (accountIds.length === 0) return 0;
  const ended = await tx
    .updateTable('api_tokens')
    .set({ revoked_at: now() })
    .where('account_id', 'in', accountIds)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

export function apiTokensService(ctx: AppContext) {
  const { db } = ctx;

  /** The scopes this account may give: each with a call the account may make (the rule of the table, as the guard reads it). */
  async function offeredScopes(account: CallerAccount) {
    const [flags, children] = await Promise.all([
      getFlags(db),
      db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', account.id)
        .executeTakeFirstOrThrow(),
    ]);
    const caller = ruleCaller(account, flags, Number(children.n));
    return TOKEN_SCOPES.filter((scope) =>
      scope.calls.some((c) => allows(CALLS[c.name as CallName], caller, 'actions' in c && c.actions ? { action: c.actions[0] } : undefined)),
    ).map(({ id, label }) => ({ id, label }));
  }

  const live = (q: DbOrTx, accountId: number) => q.selectFrom('api_tokens').where('account_id', '=', accountId).where('revoked_at', 'is', null);

  /** An account strictly below the caller (its own tokens are in /me): outside its subtree, a 404. */
  async function below(caller: CallerAccount, accountId: number) {
    const owner = await accountInScope(db, caller, accountId, AUTOMATION_MSG.tokenNotFound);
    if (owner.id === caller.id) throw notFound(AUTOMATION_MSG.tokenNotFound);
    return owner;
  }

  /** Revokes `owner`'s token `id` by `actor`, recorded in the owner's log and 'Alterações'. */
  async function revokeOne(owner: Pick<Account, 'id'>, actor: CallerAccount, ip: string, id: number, logText: (name: string) => string) {
    const row = await live(db, owner.id).select('name').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(AUTOMATION_MSG.tokenNotFound);
    await db.transaction().execute(async (tx) => {
      const revoked = await tx
        .updateTable('api_tokens')
        .set({ revoked_at: now() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (revoked) await recordToken(tx, owner, 'Revogou o token', { ...revoked, revoked_at: null }, revoked);
      await logActivity(tx, { accountId: owner.id, actorId: actor.id, type: 'Conta', action: logText(escapeHtml(row.name)), ip });
    });
    return { message: AUTOMATION_MSG.tokenRevoked };
  }

  return {
    async list(account: CallerAccount): Promise<ApiTokensAnswer> {
      const [rows, scopes] = await Promise.all([live(db, account.id).selectAll().orderBy('id', 'desc').execute(), offeredScopes(account)]);
      return { tokens: rows.map(item), scopes };
    },

    async create(account: CallerAccount, ip: string, body: z.output<typeof createApiTokenBody>) {
      const offered = new Set((await offeredScopes(account)).map((s) => s.id));
      if (body.scopes.some((scope) => !offered.has(scope))) throw badRequest(AUTOMATION_MSG.scopeNotAllowed);
      const expiresAt = body.expires_on ? endOfDayOf(body.expires_on) : null;
      const { secret, prefix, hash } = newSecret();
      const row = await db.transaction().execute(async (tx) => {
        const { n } = await live(tx, account.id)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        if (Number(n) >= API_TOKENS_PER_ACCOUNT) throw badRequest(AUTOMATION_MSG.tokenLimit);
        const created = await tx
          .insertInto('api_tokens')
          .values({
            account_id: account.id,
            name: body.name,
            prefix,
            secret_hash: hash,
            scopes: JSON.stringify([...new Set(body.scopes)]),
            allowed_ips: JSON.stringify(body.allowed_ips),
            per_minute: body.per_minute,
            expires_at: expiresAt,
            created_at: now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await logToken(tx, account, ip, `Criou o token de API <b>${escapeHtml(body.name)}</b>`);
        await recordToken(tx, account, 'Criou o token', undefined, created);
        return created;
      });
      return { message: AUTOMATION_MSG.tokenCreated, token: item(row), secret };
    },

    revoke(account: CallerAccount, ip: string, id: number) {
      return revokeOne(account, account, ip, id, (name) => `Revogou o token de API <b>${name}</b>`);
    },

    /** The tokens of an account below the caller (the admin and the accounts above it), never the secret. */
    async ofAccountBelow(caller: CallerAccount, accountId: number): Promise<{ tokens: ApiTokenItem[] }> {
      const owner = await below(caller, accountId);
      return { tokens: (await live(db, owner.id).selectAll().orderBy('id', 'desc').execute()).map(item) };
    },

    /** Revokes a token of an account below the caller; the account's log says who. */
    async revokeBelow(caller: CallerAccount, ip: string, tokenId: number) {
      const row = await db.selectFrom('api_tokens').select('account_id').where('id', '=', tokenId).where('revoked_at', 'is', null).executeTakeFirst();
      if (!row) throw notFound(AUTOMATION_MSG.tokenNotFound);
      const owner = await below(caller, row.account_id);
      return revokeOne(owner, caller, ip, tokenId, (name) => `Token de API <b>${name}</b> revogado por <b>${escapeHtml(caller.username)}</b>`);
    },
  };
}
