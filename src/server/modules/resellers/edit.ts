// Editing a reseller below the caller: its username, e-mails, password (which ends its sessions) and
// owner (the whole subtree moves under a new master of the caller's network).
import { sql } from 'kysely';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import type { RegUserAction } from '../../../shared/network/schemas';
import type { AppContext } from '../../context';
import { now, type Tx } from '../../db';
import type { Account } from '../../db/schema';
import { assertLoginFree, isAdmin, type Caller, type CallerAccount } from '../../core/accounts';
import { accountInScope, isInSubtree } from '../../core/scope';
import { unprocessable } from '../../errors';
import { hashPassword } from '../../security';
import { nameHtml, sessionsChanged, logAccountChange } from './common';
import { auditedAccount } from '../../core/audit';
import { revokeTokensOf } from '../automation/tokens';

const canCreate = (a: CallerAccount) => isAdmin(a) || a.is_master === 1;

export async function edit(ctx: AppContext, caller: Caller, target: Account, a: Extract<RegUserAction, { action: 1 }>) {
  const { db } = ctx;
  const me = caller.account;
  if (a.username !== target.username) await assertLoginFree(db, a.username, target.id);
  const newOwner = a.newMaster && a.newMaster !== target.owner_id ? await accountInScope(db, me, a.newMaster, MSG.resellerNotFound) : undefined;
  if (newOwner && (!canCreate(newOwner) || (await isInSubtree(db, target.id, newOwner.id)))) throw unprocessable(MSG.fillAllCorrectly);
  const passwordHash = a.password ? await hashPassword(a.password) : undefined;
  await db.transaction().execute(async (tx) => {
    await auditedAccount(tx, target.id, 'Editou a revenda', () =>
      tx
        .updateTable('accounts')
        .set({
          username: a.username,
          ...(a.email !== undefined ? { email: a.email === '' ? '0' : a.email } : {}),
          ...(a.email_contact !== undefined ? { email_contact: a.email_contact } : {}),
          ...(passwordHash ? { password_hash: passwordHash, tokens_valid_after: now() } : {}),
          ...(newOwner ? { owner_id: newOwner.id } : {}),
        })
        .where('id', '=', target.id)
        .execute(),
    );
    // A password set by someone above ends the account's API tokens too (its own change in /me does not).
    if (passwordHash) await revokeTokensOf(tx, [target.id]);
    if (newOwner) await moveSubtree(tx, target.id, newOwner.id);
    await logAccountChange(tx, caller, target, `Revenda ${nameHtml(target)} editada`);
  });
  if (passwordHash) await sessionsChanged(ctx, [target.id]);
  return { message: SERVER_MSG.resellerChanged };
}

/** Re-hangs a subtree under a new owner in the closure table. */
async function moveSubtree(tx: Tx, rootId: number, newOwnerId: number): Promise<void> {
  await sql`DELETE FROM account_closure
    WHERE descendant_id IN (SELECT descendant_id FROM account_closure WHERE ancestor_id = ${rootId})
      AND ancestor_id NOT IN (SELECT descendant_id FROM account_closure WHERE ancestor_id = ${rootId})`.execute(tx);
  await sql`INSERT INTO account_closure (ancestor_id, descendant_id, depth)
    SELECT up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
    FROM account_closure up CROSS JOIN account_closure down
    WHERE up.descendant_id = ${newOwnerId} AND down.ancestor_id = ${rootId}`.execute(tx);
}
