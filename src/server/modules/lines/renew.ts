// Renewing a line already paid for elsewhere: an approved recharge of the portal, whose credits left
// the ledger when they went to the portal.
import { formatCredits } from '../../../shared/format';
import type { Tx } from '../../db';
import { logActivity } from '../../core/activity';
import type { ProvidedLine as Line } from '../../providers/lines';
import { escapeHtml } from '../../security';
import { activityType, type LineTools } from './common';
import { lineData, queueWebhookEvent } from '../automation/events';
import { readersOfAccount } from '../../core/scope';

/**
 * Extends the line in the caller's transaction: no charge, the same period as a paid extension, an
 * activity log row. Null when the line no longer exists.
 */
export async function extendPaid(t: LineTools, tx: Tx, lineId: number, credits: number, why: string): Promise<Line | null> {
  const line = await tx.selectFrom('lines').selectAll().where('id', '=', lineId).executeTakeFirst();
  if (!line) return null;
  const row = await t.renew(tx, line, credits);
  await logActivity(tx, {
    accountId: line.account_id,
    actorId: null,
    type: activityType(line.kind),
    action: `${why}: renovou (${formatCredits(credits)}) <b>${escapeHtml(line.username)}</b>`,
    target: line.username,
    ip: '',
  });
  await queueWebhookEvent(tx, {
    accountId: row.account_id,
    readers: readersOfAccount(tx, row.account_id),
    type: 'linha.renovada',
    data: { ...lineData(row), credits },
  });
  return row;
}
