// The WhatsApp side of the server (issue 22), started with it: the sender of queued reminders and the
// daily automatic reminder. Nothing here runs inside a request.
//
// The sender is a channel of the send loop in core/outbox.ts (claim per row, backoff); a refusal by Meta
// (a bad token, template or number; not a 429 or a throttling code) stops at once.
import { Cron } from 'croner';
import { whatsappNumber } from '../../../shared/copy-messages';
import { ACCOUNT_ACTIVE } from '../../../shared/domain';
import { WHATSAPP_MSG } from '../../../shared/whatsapp/texts';
import type { AppContext } from '../../context';
import { CALLER_COLUMNS } from '../../core/accounts';
import { every } from '../../core/every';
import { dueRows, sendQueued, Unsendable, type QueueChannel } from '../../core/outbox';
import { now } from '../../db';
import { decrypt } from '../../security';
import { expiringLines, kindsOf } from '../expiries/service';
import { errorText, isRefusal, sendTemplate } from './graph';
import { queueReminders } from './reminders';

/** A due reminder with its account's configuration (all null once the configuration is removed). */
interface DueReminder {
  id: number;
  attempts: number;
  to: string;
  params: string;
  phone_number_id: string | null;
  token_enc: string | null;
  template_name: string | null;
  template_language: string | null;
}

/** The reminders as a channel of the send loop: a template message from the account's own number. */
const remindersChannel = (ctx: AppContext): QueueChannel<DueReminder> => ({
  table: 'whatsapp_messages',
  due: (at) =>
    dueRows(
      ctx.db
        .selectFrom('whatsapp_messages as m')
        .leftJoin('whatsapp_accounts as w', 'w.account_id', 'm.account_id')
        .select(['m.id', 'm.to', 'm.params', 'm.attempts', 'w.phone_number_id', 'w.token_enc', 'w.template_name', 'w.template_language']),
      'm',
      at,
    ),
  sender: async () => async (row) => {
    const { phone_number_id: phoneNumberId, token_enc: tokenEnc, template_name: template, template_language: language } = row;
    // Removing the configuration fails what it had queued (routes.ts); one removed just now, the same.
    if (!phoneNumberId || !tokenEnc || !template || !language) throw new Unsendable(WHATSAPP_MSG.droppedOnRemove);
    const wamid = await sendTemplate(ctx, {
      phoneNumberId,
      token: decrypt(ctx.config.secretKey, tokenEnc),
      to: row.to,
      template,
      language,
      params: JSON.parse(row.params) as string[],
    });
    return { wamid };
  },
  isRefusal,
  errorText,
  stampsStatus: true,
});

/** Sends what is due; the number sent. */
export const sendDue = (ctx: AppContext): Promise<number> => sendQueued(ctx.db, remindersChannel(ctx));

/**
 * The automatic reminder of `at`'s day: for each configured account with `auto_days` set, its official
 * active lines (its own subtree, of the kinds it may renew, with a number) that expire exactly that many
 * days from today. One row per line and expiry, whatever the instances, the runs or the accounts above
 * the line that also have it on.
 */
export async function queueAutoReminders(ctx: AppContext, at: number = now()): Promise<number> {
  const { db } = ctx;
  const senders = await db
    .selectFrom('whatsapp_accounts as w')
    .innerJoin('accounts as a', 'a.id', 'w.account_id')
    .select([...CALLER_COLUMNS.map((c) => `a.${c}` as const), 'w.auto_days', 'w.portal_url'])
    .where('w.auto_days', '>', 0)
    .where('a.status', '=', ACCOUNT_ACTIVE)
    // Deepest first: a line under several configured accounts is reminded by its nearest one's number.
    .orderBy(
      (eb) =>
        eb
          .selectFrom('account_closure as c')
          .select((c) => c.fn.countAll().as('n'))
          .whereRef('c.descendant_id', '=', 'a.id'),
      'desc',
    )
    .orderBy('a.id')
    .execute();
  let queued = 0;
  for (const account of senders) {
    const kinds = await kindsOf(db, account);
    if (kinds.length === 0) continue;
    const days = Number(account.auto_days);
    const lines = await expiringLines(db, account.id, kinds, [days, days], at)
      .select(['l.id', 'l.username', 'l.whatsapp', 'l.exp_at'])
      .orderBy('l.id')
      .execute();
    const withNumber = lines.filter((l) => whatsappNumber(l.whatsapp)).map((l) => ({ ...l, id: Number(l.id), exp_at: Number(l.exp_at) }));
    const done = await queueReminders(ctx, { account_id: account.id, portal_url: account.portal_url }, 'auto', withNumber, (l) => `auto:${l.id}:${l.exp_at}`);
    queued += done.size;
  }
  return queued;
}

export interface WhatsappOptions {
  /** How often the sender looks for due rows (the other instances' too). */
  sendEveryMs: number;
  /** Cron of the automatic reminder, São Paulo time; empty: none. */
  autoCron: string;
  log: (error: unknown, what: string) => void;
}

export const WHATSAPP_DEFAULTS: Omit<WhatsappOptions, 'log'> = { sendEveryMs: 2_000, autoCron: '0 8 * * *' };

export function startWhatsapp(ctx: AppContext, options: WhatsappOptions): { stop(): Promise<void> } {
  const stopSender = every(
    options.sendEveryMs,
    () => sendDue(ctx),
    (e) => options.log(e, 'envio de lembretes do WhatsApp falhou'),
  );
  const auto = options.autoCron
    ? new Cron(options.autoCron, { timezone: 'America/Sao_Paulo', protect: true }, async () => {
        await queueAutoReminders(ctx).catch((e) => options.log(e, 'lembrete automático do WhatsApp falhou'));
      })
    : null;
  return {
    async stop() {
      auto?.stop();
      await stopSender();
    },
  };
}
