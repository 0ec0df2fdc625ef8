// Reminders by the WhatsApp Cloud API (issue 22): the request schemas of /me's configuration, of the
// reminders sent from 'Vencimentos' and of the list of sends, and the answers of their calls. Texts and
// statuses are in texts.ts.
import { z } from 'zod';
import { numeral } from '../numeral';
import { REMINDER_MAX_LINES } from '../expiries/texts';
import { LINE_KINDS } from '../lines/texts';
import {
  AUTO_DAYS_MAX,
  WHATSAPP_DEFAULT_LANGUAGE,
  WHATSAPP_KIND_LABELS,
  WHATSAPP_PAGE_SIZES,
  WHATSAPP_STATUS_LABELS,
  type WhatsappKind,
  type WhatsappStatus,
} from './texts';

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

// ---- Answers ----

export const whatsappConfigItemAnswer = z.object({
  phone_number_id: z.string(),
  /** '••••••••' and the last 4 characters: the token itself is never answered. */
  token_masked: z.string(),
  template_name: z.string(),
  template_language: z.string(),
  auto_days: z.number().int(),
  portal_url: z.string(),
  /** The number as Meta answered when the configuration was checked ('+55 11 98888-7777'). */
  display_phone_number: z.string(),
  verified_at_formatted: z.string(),
});
export type WhatsappConfig = z.infer<typeof whatsappConfigItemAnswer>;

export const whatsappConfigAnswer = z.object({ config: whatsappConfigItemAnswer.nullable() });
export type WhatsappConfigAnswer = z.infer<typeof whatsappConfigAnswer>;

/** PUT /api/me/whatsapp: the message and the number as Meta answered it. */
export const savedWhatsappConfigAnswer = z.object({ message: z.string(), display_phone_number: z.string() });

export const whatsappSkippedAnswer = z.object({
  id: z.number().int(),
  /** '' when the line is not in the caller's network (nothing of it is told). */
  username: z.string(),
  reason: z.string(),
});
export type WhatsappSkipped = z.infer<typeof whatsappSkippedAnswer>;

export const whatsappRemindersAnswer = z.object({ message: z.string(), queued: z.number().int(), skipped: z.array(whatsappSkippedAnswer) });
export type WhatsappRemindersAnswer = z.infer<typeof whatsappRemindersAnswer>;

export const whatsappMessageRowAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(Object.keys(WHATSAPP_KIND_LABELS) as [WhatsappKind, ...WhatsappKind[]]),
  username: z.string(),
  to: z.string(),
  status: z.enum(Object.keys(WHATSAPP_STATUS_LABELS) as [WhatsappStatus, ...WhatsappStatus[]]),
  /** Why it failed (or why the last attempt did), in pt-BR with Meta's own words after. */
  last_error: z.string().nullable(),
  created_at_formatted: z.string(),
  status_at_formatted: z.string().nullable(),
});
export type WhatsappMessageRow = z.infer<typeof whatsappMessageRowAnswer>;

export const whatsappMessagesAnswer = z.object({
  rows: z.array(whatsappMessageRowAnswer),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type WhatsappMessagesAnswer = z.infer<typeof whatsappMessagesAnswer>;

/** POST /api/whatsapp/webhook: how many statuses of the panel's messages Meta's call changed. */
export const whatsappWebhookAnswer = z.object({ received: z.number().int() });
