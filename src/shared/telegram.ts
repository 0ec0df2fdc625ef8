// Notices by Telegram (issue 22): the request schemas of /me's link and switches and of the admin's
// bot token. Texts, kinds and answers are in telegram-base.ts (re-exported here).
import { z } from 'zod';
import { LOW_CREDITS_MAX, NOTICE_KINDS, type NoticeKind } from './telegram-base';

export * from './telegram-base';

/** A bot token as @BotFather gives it: the bot's id, a colon, 35 characters. */
export const BOT_TOKEN = /^\d{5,15}:[\w-]{30,60}$/;

export const botTokenBody = z.object({ token: z.string().trim().regex(BOT_TOKEN) });

export const noticePrefsBody = z.object({
  prefs: z.object(Object.fromEntries(NOTICE_KINDS.map((k) => [k.key, z.boolean().optional()])) as Record<NoticeKind, z.ZodOptional<z.ZodBoolean>>).strict(),
  low_credits: z.number().min(0).max(LOW_CREDITS_MAX).multipleOf(0.01),
});
export type NoticePrefsBody = z.infer<typeof noticePrefsBody>;
