// The PUT actions on one line of the caller's subtree (another branch's line is not found): the line is
// found here, with its log and its plain update; each action's own work is in actions.ts.
import type { LineAction } from '../../../shared/lines/schemas';
import type { LineKind } from '../../../shared/lines/texts';
import type { Tx } from '../../db';
import type { Caller } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { escapeHtml } from '../../security';
import type { ActionAnswer, lineActions } from './actions';
import { activityType, type LinePatch, type LineTools } from './common';

/** `runAction`: the service's table of actions (actions.ts). */
export async function actOnLine(
  t: LineTools,
  runAction: ReturnType<typeof lineActions>,
  caller: Caller,
  kind: LineKind,
  id: number,
  action: LineAction,
): Promise<ActionAnswer> {
  const me = caller.account;
  const line = await t.findInScope(me, kind, id);
  const type = activityType(kind);
  const log = (tx: Tx, text: string) =>
    logActivity(tx, {
      accountId: line.account_id,
      actorId: me.id,
      type,
      action: `${text} <b>${escapeHtml(line.username)}</b>`,
      target: line.username,
      ip: caller.ip,
    });
  const update = (patch: LinePatch, text: string, message: string) =>
    t.db.transaction().execute(async (tx) => {
      await t.change(tx, line, patch);
      await log(tx, text);
      return { message };
    });

  return runAction({ caller, kind, line, log, update }, action);
}
