// 'Vencimentos' without zod: the tabs, page sizes, renewal options and texts that the screens read
// (schemas.ts has the request and answer schemas). The renderer imports this module, and schemas.ts
// only for its types, so no screen loads zod (issue 21).

export const EXPIRY_TABS = [
  { key: 'today', label: 'Hoje' },
  { key: 'in3', label: 'Em 3 dias' },
  { key: 'in7', label: 'Em 7 dias' },
  { key: 'expired', label: 'Vencidas (30 dias)' },
] as const;
export type ExpiryTab = (typeof EXPIRY_TABS)[number]['key'];

/** The days of each tab, counted from today: [first, last], both included (today is 0). */
export const EXPIRY_TAB_DAYS: Record<ExpiryTab, [number, number]> = { today: [0, 0], in3: [1, 3], in7: [4, 7], expired: [-30, -1] };

/**
 * The dashboard's 'vencendo em 7 dias': the lines of the tabs 'Hoje', 'Em 3 dias' and 'Em 7 dias'
 * together, counted by the same server function as the tabs (issue 26).
 */
export const EXPIRING_SOON_DAYS: readonly [number, number] = [EXPIRY_TAB_DAYS.today[0], EXPIRY_TAB_DAYS.in7[1]];

export const EXPIRY_PAGE_SIZES = [10, 25, 50, 100] as const;

/** At most this many lines per reminder call (a tab of a big network goes in several). */
export const REMINDER_MAX_LINES = 500;
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
