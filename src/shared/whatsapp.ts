// Reminders by the WhatsApp Cloud API (issue 22): the request schemas of /me's configuration, of the
// reminders sent from 'Vencimentos' and of the list of sends. Texts, statuses and answers are in
// whatsapp-base.ts (re-exported here).
import { z } from 'zod';
import { numeral } from './numeral';
import { REMINDER_MAX_LINES } from './expiries-base';
import { LINE_KINDS } from './lines-base';
import { AUTO_DAYS_MAX, WHATSAPP_DEFAULT_LANGUAGE, WHATSAPP_PAGE_SIZES } from './whatsapp-base';

export * from './whatsapp-base';

export const whatsappConfigBody = z.object({
  /** Meta's id of the number (WhatsApp > Configuração da API), digits only. */
  phone_number_id: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/),
  /** Empty on a change keeps the stored token. */
  token: z
    .string()
    .trim()
    .regex(/^(|[\w\-.|]{20,2048})$/)
    .default(''),
  /** Meta's template names: lower-case letters, digits and underscores. */
  template_name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/),
  template_language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2,3})?$/)
    .default(WHATSAPP_DEFAULT_LANGUAGE),
  auto_days: z.number().int().min(0).max(AUTO_DAYS_MAX).default(0),
  portal_url: z
    .string()
    .trim()
    .max(300)
    .regex(/^(|https?:\/\/[^\s/?#]+\S*)$/)
    .default(''),
});
export type WhatsappConfigBody = z.input<typeof whatsappConfigBody>;

export const whatsappRemindersBody = z.object({
  lines: z
    .array(z.object({ id: z.number().int().positive(), kind: z.enum(LINE_KINDS) }))
    .min(1)
    .max(REMINDER_MAX_LINES),
});

export const whatsappMessagesQuery = z.object({
  page: numeral(z.number().int().positive().max(1_000_000)).default(1),
  per_page: numeral(
    z
      .number()
      .int()
      .refine((n) => (WHATSAPP_PAGE_SIZES as readonly number[]).includes(n)),
  ).default(WHATSAPP_PAGE_SIZES[0]),
});
