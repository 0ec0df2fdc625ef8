// The Telegram side of the server (issue 22), started with it: the outbox sender (a channel of the send
// loop in core/outbox.ts; a refusal by Telegram, such as a chat that blocked the bot, stops at once),
// the 09:00 summary, the low-credits check and the bot's polling. Nothing here runs inside a request.
import { Cron } from 'croner';
import { formatDay, isoDay } from '../../../shared/dates';
import { ACCOUNT_ACTIVE, fromCents } from '../../../shared/domain';
import { formatCredits } from '../../../shared/format';
import type { AppContext } from '../../context';
import { CALLER_COLUMNS } from '../../core/accounts';
import { every } from '../../core/every';
import { dueRows, sendQueued, type QueueChannel } from '../../core/outbox';
import { now } from '../../db';
import { expiringLines, kindsOf } from '../expiries/service';
import { balanceText, botApi, isRefusal, startPolling, storedBot, type Poller } from './bot';
import { notify, prefsOf } from './notices';

/** The outbox as a channel of the send loop: a text to a chat, sent with the admin's bot (no bot: the notices wait). */
const outboxChannel = (ctx: AppContext): QueueChannel<{ id: number; attempts: number; chat_id: string; text: string }> => ({
  table: 'outbox',
  due: (at) => dueRows(ctx.db.selectFrom('outbox').select(['id', 'chat_id', 'text', 'attempts']), 'outbox', at),
  async sender() {
    const bot = await storedBot(ctx);
    if (!bot) return null;
    const api = botApi(ctx, bot.token);
    return async (row) => {
      await api.sendMessage(row.chat_id, row.text, { link_preview_options: { is_disabled: true } });
      return {};
    };
  },
  isRefusal,
  errorText: (error) => String((error as Error).message ?? error).slice(0, 500),
});

/** Sends what is due; the number sent. */
export const sendDue = (ctx: AppContext): Promise<number> => sendQueued(ctx.db, outboxChannel(ctx));

/**
 * The 09:00 summary of `at`'s day for every linked account that wants it: lines expiring today and in
 * 3 days, expired yesterday, credits left. One row per account and day whatever the instances.
 */
export async function queueDailySummaries(ctx: AppContext, at: number = now()): Promise<number> {
  const { db } = ctx;
  const linked = await db
    .selectFrom('telegram_links as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .select([...CALLER_COLUMNS.map((c) => `a.${c}` as const), 't.prefs'])
    .where('a.status', '=', ACCOUNT_ACTIVE)
    .execute();
  let queued = 0;
  for (const account of linked.filter((a) => prefsOf(a.prefs).daily_summary)) {
    const kinds = await kindsOf(db, account);
    const count = async (days: readonly [number, number]) =>
      kinds.length === 0
        ? 0
        : Number(
            (
              await expiringLines(db, account.id, kinds, days, at)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
    const [today, in3, yesterday] = await Promise.all([count([0, 0]), count([1, 3]), count([-1, -1])]);
    const text = [
      `Resumo de ${formatDay(at)}`,
      `Vencem hoje: ${today}`,
      `Vencem nos próximos 3 dias: ${in3}`,
      `Venceram ontem: ${yesterday}`,
      balanceText(account),
    ].join('\n');
    queued += await notify(db, [account.id], 'daily_summary', text, `summary:${isoDay(at)}`);
  }
  return queued;
}

/**
 * 'Créditos abaixo do nível': once when a balance goes below its account's level, again only after it
 * went back up. The claim is a conditional update, so several instances tell it once.
 */
export async function checkLowCredits(ctx: AppContext): Promise<number> {
  const { db } = ctx;
  const links = await db
    .selectFrom('telegram_links as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .select(['t.account_id', 't.low_credits', 't.low_notified', 'a.credits', 't.prefs'])
    .where('a.profile', '!=', 'admin')
    .where('t.low_credits', '>', 0)
    .execute();
  let queued = 0;
  for (const l of links) {
    const low = Number(l.credits) < Number(l.low_credits);
    if (low === Boolean(l.low_notified)) continue;
    await db.transaction().execute(async (tx) => {
      const claimed = await tx
        .updateTable('telegram_links')
        .set({ low_notified: low ? 1 : 0 })
        .where('account_id', '=', l.account_id)
        .where('low_notified', '=', low ? 0 : 1)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1 || !low || !prefsOf(l.prefs).low_credits) return;
      queued += await notify(
        tx,
        [l.account_id],
        'low_credits',
        `Seus créditos estão abaixo de ${formatCredits(fromCents(Number(l.low_credits)))}: restam ${formatCredits(fromCents(Number(l.credits)))}.`,
      );
    });
  }
  return queued;
}

/** Sent and given-up notices are kept this long (the history of /me shows the latest ones). */
export const OUTBOX_KEEP_MS = 30 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

/** Drops the sent and given-up notices older than OUTBOX_KEEP_MS; what is still due stays. */
export async function pruneOutbox(ctx: AppContext, at: number = now()): Promise<number> {
  const gone = await ctx.db
    .deleteFrom('outbox')
    .where('status', '!=', 'pending')
    .where('created_at', '<', at - OUTBOX_KEEP_MS)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}

export interface TelegramOptions {
  /** How often the sender looks for due rows (the other instances' too). */
  sendEveryMs: number;
  lowCreditsEveryMs: number;
  /** The long poll's wait, in seconds (Telegram allows up to 50). */
  pollSeconds: number;
  /** Cron of the daily summary, São Paulo time; empty: none. */
  summaryCron: string;
  log: (error: unknown, what: string) => void;
  /** A state of the bot's polling, in one line (out of reach, back). */
  warn: (line: string) => void;
}

export const TELEGRAM_DEFAULTS: Omit<TelegramOptions, 'log' | 'warn'> = {
  sendEveryMs: 1_000,
  lowCreditsEveryMs: 60_000,
  pollSeconds: 25,
  summaryCron: '0 9 * * *',
};

export function startTelegram(ctx: AppContext, options: TelegramOptions): { stop(): Promise<void> } {
  const stopSender = every(
    options.sendEveryMs,
    () => sendDue(ctx),
    (e) => options.log(e, 'envio de avisos do Telegram falhou'),
  );
  const stopLow = every(
    options.lowCreditsEveryMs,
    () => checkLowCredits(ctx),
    (e) => options.log(e, 'verificação de créditos baixos falhou'),
  );
  const stopPrune = every(
    PRUNE_EVERY_MS,
    () => pruneOutbox(ctx),
    (e) => options.log(e, 'limpeza dos avisos antigos falhou'),
  );
  const summary = options.summaryCron
    ? new Cron(options.summaryCron, { timezone: 'America/Sao_Paulo', protect: true }, async () => {
        await queueDailySummaries(ctx).catch((e) => options.log(e, 'resumo diário do Telegram falhou'));
      })
    : null;
  const poller: Poller = startPolling(ctx, {
    pollSeconds: options.pollSeconds,
    idleMs: Math.max(options.sendEveryMs, 1_000),
    log: (e) => options.log(e, 'comando do bot do Telegram falhou'),
    warn: options.warn,
  });
  return {
    async stop() {
      summary?.stop();
      await Promise.all([stopSender(), stopLow(), stopPrune(), poller.stop()]);
    },
  };
}
