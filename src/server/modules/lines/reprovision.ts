// Recreate and sync: the provider's line is made again, or made to match, from the panel's record.
import { SERVER_MSG } from '../../messages';
import type { LineKind } from '../../../shared/lines/texts';
import type { Caller } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { escapeHtml } from '../../security';
import { activityType, type LineTools } from './common';

export async function reprovision(t: LineTools, caller: Caller, kind: LineKind, id: number, what: 'recreate' | 'sync'): Promise<{ message: string }> {
  const line = await t.findInScope(caller.account, kind, id);
  return t.db.transaction().execute(async (tx) => {
    if (what === 'sync') await t.providerFor(kind).update(line);
    else
      await tx
        .updateTable('lines')
        .set({ provider_ref: await t.providerFor(kind).recreate(line) })
        .where('id', '=', line.id)
        .execute();
    await logActivity(tx, {
      accountId: line.account_id,
      actorId: caller.account.id,
      type: activityType(kind),
      action: `${what === 'recreate' ? 'Recriou a linha' : 'Sincronizou'} <b>${escapeHtml(line.username)}</b>`,
      target: line.username,
      ip: caller.ip,
    });
    return { message: what === 'recreate' ? SERVER_MSG.lineRecreated : SERVER_MSG.lineSynced };
  });
}
