// The entries of the Telegram notices (issue 22) in the table of calls (../calls.ts): name, method, path
// and rule, without zod, for the renderer's first load; their schemas are in call-schemas.ts beside this
// file.
import { type Entries, get, post, put, del, SIGNED, ADMIN } from '../rules';

export const TELEGRAM_CALLS = {
  // ---- Telegram notices (issue 22): each account's link in /me, the admin's bot in /settings ----
  telegramLink: get('/api/me/telegram', SIGNED),
  telegramLinkCode: post('/api/me/telegram/code', { ...SIGNED, perMinute: 10 }),
  saveNoticePrefs: put('/api/me/telegram', SIGNED),
  unlinkTelegram: del('/api/me/telegram', SIGNED),
  telegramBot: get('/api/telegram-bot', ADMIN),
  saveTelegramBot: put('/api/telegram-bot', { ...ADMIN, perMinute: 10 }),
  removeTelegramBot: del('/api/telegram-bot', ADMIN),
} satisfies Entries;
