// Telegram notices (issue 22): each account links its chat in /me with a one-time code, chooses what
// it wants and unlinks there; the admin sets the bot's token in /settings. The token is checked with
// Telegram (getMe) before it is kept, encrypted at rest.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { configureTelegramBot, removeTelegramBot, saveNoticePrefs, telegramBot, telegramLinkCode, telegramLinkOf, unlinkTelegram } from './service';

export function telegramRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);

  route(CALLS.telegramLink, async ({ request }) => telegramLinkOf(ctx, request.account));
  route(CALLS.telegramLinkCode, async ({ request }) => telegramLinkCode(ctx, request.account));
  route(CALLS.saveNoticePrefs, async ({ request, body }) => saveNoticePrefs(ctx, request.account, body));
  route(CALLS.unlinkTelegram, async ({ request }) => unlinkTelegram(ctx, request.account));
  route(CALLS.telegramBot, async () => telegramBot(ctx));
  route(CALLS.saveTelegramBot, async ({ request, body: { token } }) => configureTelegramBot(ctx, request.account, request.ip, token));
  route(CALLS.removeTelegramBot, async ({ request }) => removeTelegramBot(ctx, request.account, request.ip));
}
