// 'Vencimentos' (issue 22): the official lines of the caller's subtree that expire today, in 3 days, in
// 7 days, or expired in the last 30 days, of every kind the caller may see, to renew, remind and export
// many at once. The tabs do not overlap: each line is in the tab of its expiry day (São Paulo time).
import { z } from 'zod';
import type { LineKind } from './lines';

export const EXPIRY_TABS = [
  { key: 'today', label: 'Hoje' },
  { key: 'in3', label: 'Em 3 dias' },
  { key: 'in7', label: 'Em 7 dias' },
  { key: 'expired', label: 'Vencidas (30 dias)' },
] as const;
export type ExpiryTab = (typeof EXPIRY_TABS)[number]['key'];

/** The days of each tab, counted from today: [first, last], both included (today is 0). */
export const EXPIRY_TAB_DAYS: Record<ExpiryTab, [number, number]> = { today: [0, 0], in3: [1, 3], in7: [4, 7], expired: [-30, -1] };

export const EXPIRY_PAGE_SIZES = [10, 25, 50, 100] as const;

export const expiriesQuery = z.object({
  tab: z.enum(EXPIRY_TABS.map((t) => t.key) as [ExpiryTab, ...ExpiryTab[]]).default('today'),
  page: z.coerce.number().int().positive().max(1_000_000).default(1),
  per_page: z.coerce.number().int().refine((n) => (EXPIRY_PAGE_SIZES as readonly number[]).includes(n)).default(25),
  search: z.string().trim().max(100).optional(),
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

/** At most this many lines per reminder call (a tab of a big network goes in several). */
export const REMINDER_MAX_LINES = 500;
export const reminderBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(REMINDER_MAX_LINES) });

export const EXPIRY_MSG = {
  remindersSaved: (n: number) => (n === 1 ? 'Lembrete registrado em 1 linha.' : `Lembrete registrado em ${n} linhas.`),
  noneSelected: 'Selecione ao menos uma linha.',
} as const;

/** The months 'Renovar' offers and the credits each costs (the creation options of the spec). */
export const RENEW_OPTIONS = [
  { months: 1, credits: 1 },
  { months: 3, credits: 3 },
  { months: 6, credits: 5 },
  { months: 12, credits: 10 },
] as const;
