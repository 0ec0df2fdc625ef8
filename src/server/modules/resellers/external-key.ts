// The integration key of an account of the caller's subtree: made once, kept encrypted, shown decrypted.
import { randomBytes } from 'node:crypto';
import { MSG } from '../../../shared/messages';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { accountInScope } from '../../core/scope';
import { decrypt, encrypt } from '../../security';

export async function externalKey(ctx: AppContext, caller: CallerAccount, id: number): Promise<{ key: string }> {
  const { db } = ctx;
  const target = await accountInScope(db, caller, id, MSG.resellerNotFound);
  if (target.external_key_enc) return { key: decrypt(ctx.config.secretKey, target.external_key_enc) };
  const key = randomBytes(24).toString('base64url');
  // Two first calls at once: the key written first is the one both answer.
  await db
    .updateTable('accounts')
    .set({ external_key_enc: encrypt(ctx.config.secretKey, key) })
    .where('id', '=', id)
    .where('external_key_enc', 'is', null)
    .execute();
  const stored = await db.selectFrom('accounts').select('external_key_enc').where('id', '=', id).executeTakeFirstOrThrow();
  return { key: decrypt(ctx.config.secretKey, stored.external_key_enc!) };
}
