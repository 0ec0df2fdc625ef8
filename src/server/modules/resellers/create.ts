// Creating a reseller below the caller, with its first credits when asked (the admin may choose its
// franchise).
import { toCents, FRANCHISE_IDS } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import type { RegUserBody } from '../../../shared/network/schemas';
import type { AppContext } from '../../context';
import { assertLoginFree, insertAccount, isAdmin, type Caller } from '../../core/accounts';
import { withCredits } from '../../core/ledger';
import { unprocessable } from '../../errors';
import { giveCredits, nameHtml, logAccountChange } from './common';

export async function createReseller(ctx: AppContext, caller: Caller, body: RegUserBody): Promise<{ message: string; id: number; username: string }> {
  const { db } = ctx;
  const owner = caller.account;
  if (body.id_franchise !== undefined && (!isAdmin(owner) || !FRANCHISE_IDS.includes(body.id_franchise)))
    throw unprocessable(MSG.franchiseInvalid, { id_franchise: [MSG.franchiseInvalid] });
  await assertLoginFree(db, body.username);
  const cents = toCents(body.credits ?? 0);
  const created = await withCredits(db, async (tx) => {
    const account = await insertAccount(tx, {
      username: body.username,
      password: body.password,
      ownerId: owner.id,
      profile: 'reseller',
      franchise: body.id_franchise,
      email: body.email,
      emailContact: body.email_contact,
    });
    if (cents > 0) await giveCredits(tx, owner, account, cents, toCents(body.sale ?? 0), 'Créditos iniciais');
    await logAccountChange(tx, caller, account, `Revenda ${nameHtml(account)} cadastrada`);
    return account;
  });
  return { message: MSG.resellerCreated, id: created.id, username: created.username };
}
