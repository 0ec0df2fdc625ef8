// What a WhatsApp reminder is (issue 22): a row of `whatsapp_messages` with the template's three body
// parameters, written by 'Enviar pela API do WhatsApp' or the daily job and sent later by the sender
// (worker.ts). A dedupe key per line and expiry makes a double click, or the job of a second server
// instance, one row; the line records when it was reminded, as the wa.me path does.
import { formatDay } from '../../../shared/dates';
import { whatsappNumber } from '../../../shared/copy-messages';
import type { WhatsappKind } from '../../../shared/whatsapp/texts';
import type { AppContext } from '../../context';
import { now } from '../../db';
import { brandingTable, DEFAULT_BRANDING } from '../settings/branding';

const SLICE = 500;

/** A line as a reminder needs it. */
export interface ReminderLine {
  id: number;
  username: string;
  whatsapp: string;
  exp_at: number;
}

/** The sending account's configuration as a reminder needs it. */
export interface ReminderSender {
  account_id: number;
  portal_url: string;
}

/**
 * {{3}}: the reseller's recharge-portal link when it gave one in /me (the panel has no public recharge
 * page of its own to point to), else the panel's name as its public address is branded.
 */
async function thirdParam(ctx: AppContext, sender: ReminderSender): Promise<string> {
  if (sender.portal_url) return sender.portal_url;
  const host = ctx.config.publicUrl ? new URL(ctx.config.publicUrl).hostname : '';
  return (await brandingTable(ctx.db)).find((b) => b.host === host)?.title ?? DEFAULT_BRANDING.title;
}

/**
 * Queues one reminder per line for `sender`'s number; `keyOf` is each line's dedupe key. Lines must have
 * a number (`whatsappNumber`). Answers the ids queued now: a line whose key was already taken is not.
 */
export async function queueReminders(
  ctx: AppContext,
  sender: ReminderSender,
  kind: WhatsappKind,
  lines: ReminderLine[],
  keyOf: (line: ReminderLine) => string,
): Promise<Set<number>> {
  const queued = new Set<number>();
  if (lines.length === 0) return queued;
  const { db } = ctx;
  const third = await thirdParam(ctx, sender);
  const at = now();
  // In slices: a day of a big network's expiries would pass the databases' limit of values per statement.
  for (let i = 0; i < lines.length; i += SLICE) {
    const inserted = await db
      .insertInto('whatsapp_messages')
      .values(
        lines.slice(i, i + SLICE).map((l) => ({
          account_id: sender.account_id,
          line_id: l.id,
          kind,
          to: whatsappNumber(l.whatsapp)!,
          params: JSON.stringify([l.username, formatDay(l.exp_at), third]),
          dedupe_key: keyOf(l),
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('line_id')
      .execute();
    const ids = inserted.map((r) => Number(r.line_id));
    if (ids.length > 0) await db.updateTable('lines').set({ reminded_at: at }).where('id', 'in', ids).execute();
    for (const id of ids) queued.add(id);
  }
  return queued;
}
