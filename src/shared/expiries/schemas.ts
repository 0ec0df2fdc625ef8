// 'Vencimentos' (issue 22): the official lines of the caller's subtree (and its tests, when asked) that
// expire today, in 3 days, in 7 days, or expired in the last 30 days, of every kind the caller may see,
// to renew, remind and export many at once. The tabs do not overlap: each line is in the tab of its
// expiry day (São Paulo time).
import { z } from 'zod';
import { numeral } from '../numeral';
import { LINE_KINDS } from '../lines/texts';
import { EXPIRY_TABS, type ExpiryTab, EXPIRY_PAGE_SIZES, REMINDER_MAX_LINES } from './texts';

export const expiriesQuery = z.object({
  tab: z.enum(EXPIRY_TABS.map((t) => t.key) as [ExpiryTab, ...ExpiryTab[]]).default('today'),
  page: numeral(z.number().int().positive().max(1_000_000)).default(1),
  per_page: numeral(
    z
      .number()
      .int()
      .refine((n) => (EXPIRY_PAGE_SIZES as readonly number[]).includes(n)),
  ).default(25),
  search: z.string().trim().max(100).optional(),
  /** '1': the tests too ('Incluir testes'); without it, the official lines alone. */
  tests: z.enum(['1']).optional(),
  /** '1': the counts alone (the dashboard's line), no rows. */
  counts: z.enum(['1']).optional(),
});
export type ExpiriesQuery = z.infer<typeof expiriesQuery>;

export const expiringLineAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(LINE_KINDS),
  username: z.string(),
  password: z.string(),
  /** The owner's username (a sub-reseller's lines show its name). */
  owner: z.string(),
  package: z.string().nullable(),
  /** A test line (listed with 'Incluir testes'). */
  test: z.boolean(),
  exp_at: z.number().int(),
  exp_date_formatted: z.string(),
  /** '' or '0' when none. */
  whatsapp: z.string(),
  /** When the last reminder was sent ('lembrete enviado em ...'), null if never. */
  reminded_at_formatted: z.string().nullable(),
});
export type ExpiringLine = z.infer<typeof expiringLineAnswer>;

/** A line as the bulk actions take it: renewal (kind, id), reminder (user, expiry, number). */
export const expiryTargetAnswer = expiringLineAnswer.pick({ id: true, kind: true, username: true, whatsapp: true, exp_at: true, exp_date_formatted: true });
export type ExpiryTarget = z.infer<typeof expiryTargetAnswer>;

const tabCount = z.number().int();
export const expiriesAnswer = z.object({
  /** How many lines each tab has. */
  counts: z.object({ today: tabCount, in3: tabCount, in7: tabCount, expired: tabCount } satisfies Record<ExpiryTab, typeof tabCount>),
  rows: z.array(expiringLineAnswer),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Every line of the tab with what the bulk actions need, for 'Selecionar todas'. */
  all: z.array(expiryTargetAnswer),
});
export type ExpiriesAnswer = z.infer<typeof expiriesAnswer>;

export const reminderBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(REMINDER_MAX_LINES) });
/** POST /api/vencimentos/lembrete: the message and how many lines were marked. */
export const expiryRemindersAnswer = z.object({ message: z.string(), saved: z.number().int() });
