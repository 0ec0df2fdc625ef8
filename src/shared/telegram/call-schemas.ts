// The zod schemas of the calls of the Telegram notices (issue 22): each entry's query, body and answer, by
// its name in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import { botTokenBody, noticePrefsBody, savedTelegramBotAnswer, telegramBotAnswer, telegramCodeAnswer, telegramLinkAnswer } from './schemas';
import { messageAnswer } from '../answers';
import type { SchemaLines } from '../call-schemas';
import type { TELEGRAM_CALLS } from './calls';

export const TELEGRAM_CALL_SCHEMAS = {
  telegramLink: { answer: telegramLinkAnswer },
  telegramLinkCode: { answer: telegramCodeAnswer, also: [422] },
  saveNoticePrefs: { body: noticePrefsBody, answer: messageAnswer },
  unlinkTelegram: { answer: messageAnswer },
  telegramBot: { answer: telegramBotAnswer },
  saveTelegramBot: { body: botTokenBody, answer: savedTelegramBotAnswer, also: [502] },
  removeTelegramBot: { answer: messageAnswer },
} satisfies SchemaLines<typeof TELEGRAM_CALLS>;
