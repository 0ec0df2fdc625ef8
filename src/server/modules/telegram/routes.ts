// Telegram notices (issue 22): each account links its chat in /me with a one-time code, chooses what
// it wants and unlinks there; the admin sets the bot's token in /settings. The token is checked with
// Telegram (getMe) before it is kept, encrypted at rest.
import type { FastifyInstance } from 'fastify';
import { GrammyError } from 'grammy';
import { formatDateTime } from '../../../shared/dates';
import { fromCents, toCents } from '../../../shared/domain';
import {
  DEFAULT_LOW_CREDITS,
  noticeKindsFor,
  TELEGRAM_MSG,
  type TelegramBotAnswer,
  type TelegramCodeAnswer,
  type TelegramLinkAnswer,
} from '../../../shared/telegram';
import type { AppContext } from '../../context';
import { isAdmin } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { HttpError, unprocessable } from '../../errors';
import { botApi, newLinkCode, removeBot, saveBot, storedBotUsername } from './bot';
import { prefsOf } from './notices';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

/** /me shows this many of the latest notices. */
const RECENT = 10;

export function telegramRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db } = ctx;

  route(CALLS.telegramLink, async ({ request }): Promise<TelegramLinkAnswer> => {
    const me = request.account;
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
  });

  route(CALLS.telegramLinkCode, async ({ request }): Promise<TelegramCodeAnswer> => {
    const username = await storedBotUsername(db);
    if (!username) throw unprocessable(TELEGRAM_MSG.botMissing);
    const { code, expiresAt } = await newLinkCode(ctx, request.account.id);
    return { code, url: `https://t.me/${username}?start=${code}`, expires_at_formatted: formatDateTime(expiresAt) };
  });

  route(CALLS.saveNoticePrefs, async ({ request, body }) => {
    const me = request.account;
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
  });

  route(CALLS.unlinkTelegram, async ({ request }) => {
    const me = request.account;
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
  });

  route(CALLS.telegramBot, async (): Promise<TelegramBotAnswer> => {
    const username = await storedBotUsername(db);
    return { configured: username !== null, username };
  });

  route(CALLS.saveTelegramBot, async ({ request, body: { token } }) => {
    const me = await botApi(ctx, token)
      .getMe()
      .catch((error: unknown) => {
        throw error instanceof GrammyError
          ? unprocessable(TELEGRAM_MSG.botTokenInvalid, { token: [TELEGRAM_MSG.botTokenInvalid] })
          : new HttpError(502, TELEGRAM_MSG.botUnreachable);
      });
    await saveBot(ctx, token, me);
    await logActivity(db, {
      accountId: request.account.id,
      actorId: request.account.id,
      type: 'Configurações',
      action: `Bot do Telegram @${me.username} configurado`,
      ip: request.ip,
    });
    return { message: TELEGRAM_MSG.botSaved(me.username), username: me.username };
  });

  route(CALLS.removeTelegramBot, async ({ request }) => {
    await removeBot(ctx);
    await logActivity(db, {
      accountId: request.account.id,
      actorId: request.account.id,
      type: 'Configurações',
      action: 'Bot do Telegram excluído',
      ip: request.ip,
    });
    return { message: TELEGRAM_MSG.botRemoved };
  });
}
