// The reminders an account sends from its own number: queued from 'Vencimentos' for lines of its own
// subtree (the sender, worker.ts, delivers them), and the list of what went out.
import { whatsappNumber } from '../../../shared/copy-messages';
import { formatDateTime, isoDay } from '../../../shared/dates';
import { WHATSAPP_MSG } from '../../../shared/whatsapp/texts';
import type { WhatsappMessagesAnswer, WhatsappRemindersAnswer, WhatsappSkipped } from '../../../shared/whatsapp/schemas';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { subtreeIds } from '../../core/scope';
import { now } from '../../db';
import { unprocessable } from '../../errors';
import { kindsOf } from '../expiries/service';
import { whatsappSenderOf } from './config';
import { queueReminders, type ReminderLine } from './reminders';

export async function queueManualReminders(ctx: AppContext, me: CallerAccount, lines: { id: number; kind: string }[]): Promise<WhatsappRemindersAnswer> {
  const { db } = ctx;
  const sender = await whatsappSenderOf(db, me.id);
  if (!sender) throw unprocessable(WHATSAPP_MSG.notConfigured);
  const kinds = await kindsOf(db, me);
  // Only lines of the caller's subtree and kinds, as 'lembrete' of the wa.me path: any other is skipped, unnamed.
  const found =
    kinds.length === 0
      ? []
      : await db
          .selectFrom('lines')
          .select(['id', 'kind', 'username', 'whatsapp', 'exp_at'])
          .where('id', 'in', [...new Set(lines.map((l) => l.id))])
          .where('kind', 'in', kinds)
          .where('account_id', 'in', subtreeIds(db, me.id))
          .execute();
  const byId = new Map(found.map((l) => [Number(l.id), l]));
  const ready = new Map<number, ReminderLine>();
  const reasons = new Map<number, WhatsappSkipped>();
  for (const { id, kind } of lines) {
    // A line named twice counts once, as first named.
    if (ready.has(id) || reasons.has(id)) continue;
    const line = byId.get(id);
    if (!line || line.kind !== kind) reasons.set(id, { id, username: '', reason: WHATSAPP_MSG.skipNotFound });
    else if (!whatsappNumber(line.whatsapp)) reasons.set(id, { id, username: line.username, reason: WHATSAPP_MSG.skipNoNumber });
    else ready.set(id, { id, username: line.username, whatsapp: line.whatsapp, exp_at: Number(line.exp_at) });
  }
  // One reminder per line, expiry and day: a second click (or a second tab) today sends nothing more.
  const today = isoDay(now());
  const queued = await queueReminders(ctx, sender, 'manual', [...ready.values()], (l) => `manual:${l.id}:${l.exp_at}:${today}`);
  for (const line of ready.values())
    if (!queued.has(line.id)) reasons.set(line.id, { id: line.id, username: line.username, reason: WHATSAPP_MSG.skipAlreadyToday });
  return {
    message: WHATSAPP_MSG.queued(queued.size),
    queued: queued.size,
    skipped: [...new Set(lines.map((l) => l.id))].flatMap((id) => reasons.get(id) ?? []),
  };
}

export async function whatsappMessages({ db }: AppContext, account: CallerAccount, query: { page: number; per_page: number }): Promise<WhatsappMessagesAnswer> {
  const mine = db.selectFrom('whatsapp_messages').where('account_id', '=', account.id);
  const [rows, total] = await Promise.all([
    mine
      .select(['id', 'kind', 'to', 'params', 'status', 'last_error', 'created_at', 'status_at'])
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      username: (JSON.parse(r.params) as string[])[0] ?? '',
      to: r.to,
      status: r.status,
      last_error: r.last_error,
      created_at_formatted: formatDateTime(Number(r.created_at)),
      status_at_formatted: r.status_at === null ? null : formatDateTime(Number(r.status_at)),
    })),
    total: Number(total.n),
    page: query.page,
    per_page: query.per_page,
  };
}
