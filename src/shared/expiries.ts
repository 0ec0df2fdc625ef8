// 'Vencimentos' (issue 22): the official lines of the caller's subtree (and its tests, when asked) that
// expire today, in 3 days, in 7 days, or expired in the last 30 days, of every kind the caller may see,
// to renew, remind and export many at once. The tabs do not overlap: each line is in the tab of its
// expiry day (São Paulo time).
import { z } from 'zod';
import { numeral } from './numeral';
import type { LineKind } from './lines';
import { EXPIRY_TABS, type ExpiryTab, EXPIRY_PAGE_SIZES, REMINDER_MAX_LINES } from './expiries-base';

// The texts, limits and helpers, without zod (the renderer reads them there): see expiries-base.ts.
export * from './expiries-base';

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

export interface ExpiringLine {
  id: number;
  kind: LineKind;
  username: string;
  password: string;
  /** The owner's username (a sub-reseller's lines show its name). */
  owner: string;
  package: string | null;
  /** A test line (listed with 'Incluir testes'). */
  test: boolean;
  exp_at: number;
  exp_date_formatted: string;
  /** '' or '0' when none. */
  whatsapp: string;
  /** When the last reminder was sent ('lembrete enviado em ...'), null if never. */
  reminded_at_formatted: string | null;
}

/** A line as the bulk actions take it: renewal (kind, id), reminder (user, expiry, number). */
export type ExpiryTarget = Pick<ExpiringLine, 'id' | 'kind' | 'username' | 'whatsapp' | 'exp_at' | 'exp_date_formatted'>;

export interface ExpiriesAnswer {
  counts: Record<ExpiryTab, number>;
  rows: ExpiringLine[];
  total: number;
  page: number;
  per_page: number;
  /** Every line of the tab with what the bulk actions need, for 'Selecionar todas'. */
  all: ExpiryTarget[];
}

export const reminderBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(REMINDER_MAX_LINES) });
