// Accounts: creation keeps the closure table and the dashboard counters in the same transaction.
import type { Permission, Profile } from '../../shared/domain';
import { SERVER_MSG } from '../messages';
import { now, type DbOrTx, type Tx } from '../db';
import { unprocessable } from '../errors';
import { sql, type SqlBool } from 'kysely';
import type { Account } from '../db/schema';
import { storedList } from '../db/stored';
import { hashPassword } from '../security';
import type { RequestKey } from '../validation';

/**
 * What a call knows of its caller, read with every token check: the account without its secrets
 * (password hash, 2FA, integration key) and contact data, which the few calls that need them read.
 */
export const CALLER_COLUMNS = [
  'id',
  'username',
  'owner_id',
  'profile',
  'is_master',
  'id_franchise',
  'permissions',
  'status',
  'credits',
  'tokens_valid_after',
  'twofa_enabled',
] as const;
export type CallerAccount = Pick<Account, (typeof CALLER_COLUMNS)[number]>;

export interface AccountInput {
  username: string;
  password: string;
  ownerId: number | null;
  profile: Profile;
  franchise?: number;
  permissions?: Permission[];
  email?: string;
  emailContact?: string;
}

export async function insertAccount(tx: Tx, input: AccountInput): Promise<Account> {
  const owner = input.ownerId === null ? undefined : await tx.selectFrom('accounts').selectAll().where('id', '=', input.ownerId).executeTakeFirstOrThrow();
  const account = await tx
    .insertInto('accounts')
    .values({
      username: input.username,
      password_hash: await hashPassword(input.password),
      owner_id: input.ownerId,
      profile: input.profile,
      is_master: input.profile === 'master' ? 1 : 0,
      id_franchise: input.franchise ?? owner?.id_franchise ?? 1,
      permissions: JSON.stringify(input.permissions ?? []),
      email: input.email ?? '',
      email_contact: input.emailContact ?? '',
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx.insertInto('account_closure').values({ ancestor_id: account.id, descendant_id: account.id, depth: 0 }).execute();
  if (input.ownerId !== null)
    await tx
      .insertInto('account_closure')
      .columns(['ancestor_id', 'descendant_id', 'depth'])
      .expression((eb) =>
        eb
          .selectFrom('account_closure')
          .select(['ancestor_id', eb.val(account.id).as('descendant_id'), eb(eb.ref('depth'), '+', 1).as('depth')])
          .where('descendant_id', '=', input.ownerId!),
      )
      .execute();
  await tx.insertInto('reseller_counters').values({ account_id: account.id }).execute();
  return account;
}

export const findAccountByUsername = (db: DbOrTx, username: string) =>
  db.selectFrom('accounts').selectAll().where('username', '=', username).executeTakeFirst();

/** Whether a login ('conta') or a line username (its kind) is kept by a reseller waiting in the trash (issue 30). */
export const keptByResellerTrash = async (db: DbOrTx, kind: string, username: string) =>
  Boolean(await db.selectFrom('account_trash_names').select('trash_id').where('kind', '=', kind).where('username', '=', username).executeTakeFirst());

/** A `username` equal to this one ignoring case: two logins a person reads as one ('REVENDA.SP' and 'revenda.sp') are one. */
const sameLogin = (username: string) => sql<SqlBool>`lower(username) = lower(${username})`;

/**
 * Refuses a login another account has (`exceptId`: the account being renamed), or that a reseller in the
 * trash keeps, whatever its case (logins are typed as they are, but read as one by people).
 */
export async function assertLoginFree(db: DbOrTx, username: string, exceptId?: number): Promise<void> {
  const taken = await db
    .selectFrom('accounts')
    .select('id')
    .where(sameLogin(username))
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  if (taken) throw unprocessable(SERVER_MSG.resellerUsernameTaken, { username: [SERVER_MSG.resellerUsernameTaken] });
  const kept = await db.selectFrom('account_trash_names').select('trash_id').where('kind', '=', 'conta').where(sameLogin(username)).executeTakeFirst();
  if (kept) throw unprocessable(SERVER_MSG.resellerUsernameInTrash, { username: [SERVER_MSG.resellerUsernameInTrash] });
}

export const permissionsOf = (account: Pick<Account, 'permissions'>): Permission[] => storedList(account.permissions) as Permission[];

export const isAdmin = (account: Pick<Account, 'profile'>) => account.profile === 'admin';

/**
 * Who makes a call, as every service receives it: the account, the address it came from (for the logs)
 * and, on a credit operation, its Idempotency-Key bound to what was asked (validation.ts).
 */
export interface Caller {
  account: CallerAccount;
  ip: string;
  requestKey?: RequestKey;
}
