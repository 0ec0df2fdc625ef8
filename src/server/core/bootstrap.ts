// The first start: the admin (account id 1, profile admin, franchise 1) with the given or a random password.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { insertAccount } from './accounts';

/** Creates the admin when the database has no account yet; returns the password it was given. */
export async function ensureAdmin(db: Db, username: string, password?: string): Promise<{ created: boolean; password?: string }> {
  const any = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  if (any) return { created: false };
  const chosen = password ?? randomBytes(9).toString('base64url');
  await db.transaction().execute((tx) => insertAccount(tx, { username, password: chosen, ownerId: null, profile: 'admin', franchise: 1 }));
  return { created: true, password: chosen };
}
