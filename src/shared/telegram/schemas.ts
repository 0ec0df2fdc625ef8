// Notices by Telegram (issue 22): the request schemas of /me's link and switches and of the admin's
// bot token, and the answers of their calls. Texts and kinds are in texts.ts.
import { z } from 'zod';
import { LOW_CREDITS_MAX, NOTICE_KINDS, NOTICE_STATUS_LABELS, type NoticeKind, type NoticeStatus } from './texts';

/** A bot token as @BotFather gives it: the bot's id, a colon, 35 characters. */
export const BOT_TOKEN = /^\d{5,15}:[\w-]{30,60}$/;

export const botTokenBody = z.object({ token: z.string().trim().regex(BOT_TOKEN) });

export const noticePrefsBody = z.object({
  prefs: z.object(Object.fromEntries(NOTICE_KINDS.map((k) => [k.key, z.boolean().optional()])) as Record<NoticeKind, z.ZodOptional<z.ZodBoolean>>).strict(),
  low_credits: z.number().min(0).max(LOW_CREDITS_MAX).multipleOf(0.01),
});
export type NoticePrefsBody = z.infer<typeof noticePrefsBody>;

// ---- Answers ----

export const telegramBotAnswer = z.object({
  configured: z.boolean(),
  /** The bot's @username, from the Telegram's own answer when the token was saved. */
  username: z.string().nullable(),
});
export type TelegramBotAnswer = z.infer<typeof telegramBotAnswer>;

/** PUT /api/telegram-bot: the message and the bot's @username. */
export const savedTelegramBotAnswer = z.object({ message: z.string(), username: z.string() });

export const sentNoticeAnswer = z.object({
  id: z.number().int(),
  text: z.string(),
  status: z.enum(Object.keys(NOTICE_STATUS_LABELS) as [NoticeStatus, ...NoticeStatus[]]),
  created_at_formatted: z.string(),
});
export type SentNotice = z.infer<typeof sentNoticeAnswer>;

const noticeKind = z.enum(NOTICE_KINDS.map((k) => k.key) as [NoticeKind, ...NoticeKind[]]);

export const telegramLinkAnswer = z.object({
  /** The admin's bot, or null while none is configured (the card says so). */
  bot: z.object({ username: z.string() }).nullable(),
  link: z.object({ tg_username: z.string().nullable(), linked_at_formatted: z.string() }).nullable(),
  /** The notices this account may turn on or off, in order. */
  kinds: z.array(noticeKind),
  /** Each notice on or off. */
  prefs: z.object(Object.fromEntries(NOTICE_KINDS.map((k) => [k.key, z.boolean()])) as Record<NoticeKind, z.ZodBoolean>),
  low_credits: z.number(),
  /** The latest notices sent to this account (its history in /me). */
  recent: z.array(sentNoticeAnswer),
});
export type TelegramLinkAnswer = z.infer<typeof telegramLinkAnswer>;

export const telegramCodeAnswer = z.object({
  code: z.string(),
  /** Opens the bot with the code already filled in ('/start CODE'). */
  url: z.string(),
  expires_at_formatted: z.string(),
});
export type TelegramCodeAnswer = z.infer<typeof telegramCodeAnswer>;
