// Deleting the caller's IPTV tests: 1 all, 2 expired over 15 days ago, 3 expired over 7 days ago.
import { SERVER_MSG } from '../../messages';
import { LINE_STATUS } from '../../../shared/lines/texts';
import { now } from '../../db';
import type { Caller } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import type { LineTools } from './common';

export async function cleanTrials(t: LineTools, caller: Caller, range: 1 | 2 | 3): Promise<{ message: string; deleted: number }> {
  const me = caller.account;
  const olderThan = range === 1 ? Infinity : (range === 2 ? 15 : 7) * 86_400_000;
  return t.db.transaction().execute(async (tx) => {
    let query = tx.deleteFrom('lines').where('account_id', '=', me.id).where('kind', '=', 'iptv').where('status', '=', LINE_STATUS.test);
    if (olderThan !== Infinity) query = query.where('exp_at', '<', now() - olderThan);
    const deleted = await query.returningAll().execute();
    for (const line of deleted) await t.providerFor('iptv').remove(line);
    await logActivity(tx, { accountId: me.id, actorId: me.id, type: 'IPTV', action: `Limpou <b>${deleted.length}</b> teste(s)`, ip: caller.ip });
    return { message: SERVER_MSG.linesTrialsCleaned, deleted: deleted.length };
  });
}
