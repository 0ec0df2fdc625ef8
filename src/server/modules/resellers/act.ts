// The PUT actions on one reseller below the caller (RESELLER_ACTION): each is a use case of its own
// file (credits, edit, block, remove); making a reseller master or not is here.
import { SERVER_MSG } from '../../messages';
import { RESELLER_ACTION } from '../../../shared/network/texts';
import type { DeleteResult, RegUserAction } from '../../../shared/network/schemas';
import type { AppContext } from '../../context';
import type { Account } from '../../db/schema';
import type { Caller } from '../../core/accounts';
import { toggleBlock, toggleNetworkBlock } from './block';
import { below, nameHtml, logAccountChange } from './common';
import { moveCredits } from './credits';
import { edit } from './edit';
import { remove } from './remove';
import { auditedAccount } from '../../core/audit';

export async function actOnReseller(ctx: AppContext, caller: Caller, id: number, action: RegUserAction): Promise<{ message: string } & Partial<DeleteResult>> {
  const target = await below(ctx, caller.account, id);
  switch (action.action) {
    case RESELLER_ACTION.credits:
      return moveCredits(ctx, caller, target, action.credits, action.sale ?? 0, action.reason ?? '');
    case RESELLER_ACTION.edit:
      return edit(ctx, caller, target, action);
    case RESELLER_ACTION.master:
      return setMaster(ctx, caller, target, action.isMaster);
    case RESELLER_ACTION.block:
      return toggleBlock(ctx, caller, target, action.reason ?? '', false);
    case RESELLER_ACTION.blockNetwork:
      return toggleNetworkBlock(ctx, caller, target, action.reason ?? '');
    case RESELLER_ACTION.delete:
    case RESELLER_ACTION.deleteNetwork:
    case RESELLER_ACTION.deleteTree:
      return remove(ctx, caller, target, action.action);
  }
}

async function setMaster(ctx: AppContext, caller: Caller, target: Account, isMaster: number) {
  await ctx.db.transaction().execute(async (tx) => {
    await auditedAccount(tx, target.id, isMaster ? 'Tornou master' : 'Deixou de ser master', () =>
      tx
        .updateTable('accounts')
        .set({ is_master: isMaster, profile: isMaster ? 'master' : 'reseller' })
        .where('id', '=', target.id)
        .execute(),
    );
    await logAccountChange(tx, caller, target, `Revenda ${nameHtml(target)} ${isMaster ? 'agora é master' : 'deixou de ser master'}`);
  });
  return { message: SERVER_MSG.resellerChanged };
}
