// 'Teste automático' (issue 29): the request schemas of /me's card and of the public page. Texts,
// limits and answers are in trial-page-base.ts (re-exported here).
import { z } from 'zod';
import { TEST_HOURS } from './domain';
import { LINE_KINDS } from './lines-base';
import { phoneField, requiredPhoneField } from './phone';
import { TRIAL_DAILY_CAP_MAX, TRIAL_DAYS_MAX, TRIAL_DEFAULT_DAILY_CAP, TRIAL_DEFAULT_DAYS, TRIAL_MSG, TRIAL_NAME_MAX } from './trial-page-base';

export * from './trial-page-base';

/** PUT /api/me/teste-automatico: the page of the caller, on or off, with its test and its limits. */
export const trialPageBody = z.object({
  enabled: z.boolean(),
  kind: z.enum(LINE_KINDS),
  package_id: z.number().int().positive().nullable().default(null),
  test_hours: z
    .number()
    .int()
    .refine((h) => (TEST_HOURS as readonly number[]).includes(h), TRIAL_MSG.hoursInvalid),
  days: z.number().int().min(1).max(TRIAL_DAYS_MAX).default(TRIAL_DEFAULT_DAYS),
  daily_cap: z.number().int().min(1).max(TRIAL_DAILY_CAP_MAX).default(TRIAL_DEFAULT_DAILY_CAP),
  /** The reseller's own number for the page's wa.me button; empty: no button. */
  whatsapp: phoneField.default(''),
});
export type TrialPageBody = z.input<typeof trialPageBody>;

/** POST /api/t/:code: the visitor's name and WhatsApp, and the bot check's answer. */
export const trialRequestBody = z.object({
  name: z.string().trim().min(2).max(TRIAL_NAME_MAX),
  whatsapp: requiredPhoneField,
  botcheck: z.string().max(4096).optional(),
  /** The random id the page keeps in the visitor's browser: the same number from it sees its test again. */
  device: z.uuid().optional(),
});
export type TrialRequestBody = z.input<typeof trialRequestBody>;
