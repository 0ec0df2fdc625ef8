// 'Teste automático' (issue 29): the request schemas of /me's card and of the public page. Texts,
// the answers of their calls. Texts and limits are in texts.ts.
import { z } from 'zod';
import { TEST_HOURS } from '../domain';
import { LINE_KINDS } from '../lines/texts';
import { phoneField, requiredPhoneField } from '../phone';
import { loginInfoAnswer } from '../account/schemas';
import { lineResultAnswer } from '../lines/schemas';
import { TRIAL_DAILY_CAP_MAX, TRIAL_DAYS_MAX, TRIAL_DEFAULT_DAILY_CAP, TRIAL_DEFAULT_DAYS, TRIAL_MSG, TRIAL_NAME_MAX } from './texts';

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

// ---- Answers ----

/** A reseller's page as /me shows and saves it. */
export const trialPageConfigAnswer = z.object({
  enabled: z.boolean(),
  code: z.string(),
  kind: z.enum(LINE_KINDS),
  package_id: z.number().int().nullable(),
  test_hours: z.number().int(),
  days: z.number().int(),
  daily_cap: z.number().int(),
  whatsapp: z.string(),
});
export type TrialPageConfig = z.infer<typeof trialPageConfigAnswer>;

/** What the reseller may choose: each kind it may make tests of, with its packages and durations. */
export const trialKindOptionAnswer = z.object({
  kind: z.enum(LINE_KINDS),
  label: z.string(),
  packages: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The durations of a test of this kind (new P2P: always 6 hours). */
  hours: z.array(z.number().int()),
});
export type TrialKindOption = z.infer<typeof trialKindOptionAnswer>;

export const trialPageAnswer = z.object({
  /** null until the reseller saves its page once. */
  page: trialPageConfigAnswer.nullable(),
  options: z.array(trialKindOptionAnswer),
  /** Tests the page gave today and in all. */
  today: z.number().int(),
  total: z.number().int(),
});
export type TrialPageAnswer = z.infer<typeof trialPageAnswer>;
/** PUT /api/me/teste-automatico and POST .../codigo: the message and the page as it is now. */
export const savedTrialPageAnswer = trialPageAnswer.extend({ message: z.string() });

/** What the public page shows before the visitor asks. */
export const publicTrialPageAnswer = z.object({
  /** The reseller's name in the panel. */
  reseller: z.string(),
  kind_label: z.string(),
  package: z.string(),
  test_hours: z.number().int(),
  days: z.number().int(),
  botcheck: loginInfoAnswer.shape.botcheck,
  /** The wa.me link to the reseller (null when it left no number). */
  contact_url: z.string().nullable(),
});
export type PublicTrialPage = z.infer<typeof publicTrialPageAnswer>;

/** A test the page gave: the line as the panel's creation answers it, and the wa.me link to the reseller. */
export const trialAnswer = z.object({
  message: z.string(),
  line: lineResultAnswer,
  /** The test's duration (new P2P: always 6). */
  test_hours: z.number().int(),
  contact_url: z.string().nullable(),
});
export type TrialAnswer = z.infer<typeof trialAnswer>;
