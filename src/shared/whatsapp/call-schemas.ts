// The zod schemas of the calls of the WhatsApp Cloud API reminders (issue 22): each entry's query, body
// and answer, by its name in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import {
  savedWhatsappConfigAnswer,
  whatsappConfigAnswer,
  whatsappConfigBody,
  whatsappMessagesAnswer,
  whatsappMessagesQuery,
  whatsappRemindersAnswer,
  whatsappRemindersBody,
  whatsappWebhookAnswer,
} from './schemas';
import { messageAnswer, NOT_JSON } from '../answers';
import type { SchemaLines } from '../call-schemas';
import type { WHATSAPP_CALLS } from './calls';

export const WHATSAPP_CALL_SCHEMAS = {
  whatsappConfig: { answer: whatsappConfigAnswer },
  saveWhatsappConfig: { body: whatsappConfigBody, answer: savedWhatsappConfigAnswer, also: [502] },
  removeWhatsappConfig: { answer: messageAnswer },
  whatsappReminders: { body: whatsappRemindersBody, answer: whatsappRemindersAnswer },
  whatsappMessages: { query: whatsappMessagesQuery, answer: whatsappMessagesAnswer },
  whatsappWebhookVerify: { answer: NOT_JSON.text, also: [403] },
  whatsappWebhook: { answer: whatsappWebhookAnswer, also: [403] },
} satisfies SchemaLines<typeof WHATSAPP_CALLS>;
