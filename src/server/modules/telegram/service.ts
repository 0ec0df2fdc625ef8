// Telegram notices (issue 22): an account's link to its chat and its choices; the admin's bot.
import { GrammyError } from 'grammy';
import { formatDateTime } from '../../../shared/dates';
import { fromCents, toCents } from '../../../shared/domain';
import { DEFAULT_LOW_CREDITS, noticeKindsFor, TELEGRAM_MSG } from '../../../shared/telegram/texts';
import type { TelegramBotAnswer, TelegramCodeAnswer, NoticePrefsBody, TelegramLinkAnswer } from '../../../shared/telegram/schemas';
import type { AppContext } from '../../context';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { HttpError, unprocessable } from '../../errors';
import { botApi, newLinkCode, removeBot, saveBot, storedBotUsername } from './bot';
import { prefsOf } from './notices';

/** /me shows this many of the latest notices. */
const RECENT = 10;

/** The account's link, its choices and its latest notices. */
export async function telegramLinkOf({ db }: AppContext, me: CallerAccount): Promise<TelegramLinkAnswer> {
  const [username, link, recent] = await Promise.all([
    storedBotUsername(db),
    db.selectFrom('telegram_links').selectAll().where('account_id', '=', me.id).executeTakeFirst(),
    db.selectFrom('outbox').select(['id', 'text', 'status', 'created_at']).where('account_id', '=', me.id).orderBy('id', 'desc').limit(RECENT).execute(),
  ]);
  const kinds = noticeKindsFor(isAdmin(me));
  const prefs = prefsOf(link?.prefs ?? '');
  return {
    bot: username ? { username } : null,
    link: link ? { tg_username: link.tg_username, linked_at_formatted: formatDateTime(Number(link.linked_at)) } : null,
    kinds,
    prefs,
    low_credits: link ? fromCents(Number(link.low_credits)) : DEFAULT_LOW_CREDITS,
    recent: recent.map((r) => ({ id: Number(r.id), text: r.text, status: r.status, created_at_formatted: formatDateTime(Number(r.created_at)) })),
  };
}

/** A one-time code that links the account's chat. */
export async function telegramLinkCode(ctx: AppContext, me: CallerAccount): Promise<TelegramCodeAnswer> {
  const { db } = ctx;
  const username = await storedBotUsername(db);
  if (!username) throw unprocessable(TELEGRAM_MSG.botMissing);
  const { code, expiresAt } = await newLinkCode(ctx, me.id);
  return { code, url: `https://t.me/${username}?start=${code}`, expires_at_formatted: formatDateTime(expiresAt) };
}

export async function saveNoticePrefs({ db }: AppContext, me: CallerAccount, body: NoticePrefsBody) {
  const link = await db.selectFrom('telegram_links').select('prefs').where('account_id', '=', me.id).executeTakeFirst();
  if (!link) throw unprocessable(TELEGRAM_MSG.notLinked);
  // A kind left out keeps its choice; a kind this account cannot receive is ignored.
  const allowed = new Set<string>(noticeKindsFor(isAdmin(me)));
  const prefs = { ...prefsOf(link.prefs), ...Object.fromEntries(Object.entries(body.prefs).filter(([kind]) => allowed.has(kind))) };
  await db
    .updateTable('telegram_links')
    // A new level is checked afresh: a balance already below it is told once more.
    .set({ prefs: JSON.stringify(prefs), low_credits: toCents(body.low_credits), low_notified: 0 })
    .where('account_id', '=', me.id)
    .execute();
  return { message: TELEGRAM_MSG.prefsSaved };
}

export async function unlinkTelegram({ db }: AppContext, me: CallerAccount) {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('telegram_links').where('account_id', '=', me.id).execute();
    // What was queued for the chat is not sent after it was unlinked.
    await tx
      .updateTable('outbox')
      .set({ status: 'failed', last_error: TELEGRAM_MSG.unlinked })
      .where('account_id', '=', me.id)
      .where('status', '=', 'pending')
      .execute();
  });
  return { message: TELEGRAM_MSG.unlinked };
}

export async function telegramBot({ db }: AppContext): Promise<TelegramBotAnswer> {
  const username = await storedBotUsername(db);
  return { configured: username !== null, username };
}

/** The bot's token, checked with Telegram (getMe) before it is kept. */
export async function configureTelegramBot(ctx: AppContext, account: CallerAccount, ip: string, token: string) {
  const { db } = ctx;
  const me = await botApi(ctx, token)
    .getMe()
    .catch((error: unknown) => {
      throw error instanceof GrammyError
        ? unprocessable(TELEGRAM_MSG.botTokenInvalid, { token: [TELEGRAM_MSG.botTokenInvalid] })
        : new HttpError(502, TELEGRAM_MSG.botUnreachable);
    });
  await saveBot(ctx, token, me);
  await logActivity(db, {
    accountId: account.id,
    actorId: account.id,
    type: 'Configurações',
    action: `Bot do Telegram @${me.username} configurado`,
    ip,
  });
  return { message: TELEGRAM_MSG.botSaved(me.username), username: me.username };
}

export async function removeTelegramBot(ctx: AppContext, account: CallerAccount, ip: string) {
  const { db } = ctx;
  await removeBot(ctx);
  await logActivity(db, {
    accountId: account.id,
    actorId: account.id,
    type: 'Configurações',
    action: 'Bot do Telegram excluído',
    ip,
  });
  return { message: TELEGRAM_MSG.botRemoved };
}
