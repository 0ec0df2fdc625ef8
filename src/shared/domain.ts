// Domain constants shared by server and UI (spec sections 3, 6 and 9, decisions.md).

export const PROFILES = ['admin', 'reseller', 'master'] as const;
export type Profile = (typeof PROFILES)[number];

/** Franchise ids of the spec: 1 first, 3 second, 4 third. */
export const FRANCHISES = [
  { id: 1, name: 'Franquia 1' },
  { id: 3, name: 'Franquia 2' },
  { id: 4, name: 'Franquia 3' },
] as const;
export const FRANCHISE_IDS: readonly number[] = FRANCHISES.map((f) => f.id);

/** Account permissions that replace the spec's hard-coded "special user ids" (decisions.md). */
export const PERMISSIONS = [
  'export_all',
  'recharge_portal',
  'dns_premium',
  'dns_activators',
  'new_p2p',
  'todays_games',
  'migrate_new_p2p',
  'manage_2fa',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The six settings flags of spec section 3, and the ticket flag of section 6 (the Tickets item shows when it is 1). */
export const SETTINGS_FLAGS = ['tests', 'test_iptv', 'iptv', 'p2p', 'n_p2p', 'login', 'ticket'] as const;
export type SettingsFlag = (typeof SETTINGS_FLAGS)[number];
export type SettingsFlags = Record<SettingsFlag, 0 | 1>;
/**
 * The action codes of POST /api/settings: 1-6 flip the six flags in the spec's order, 7-10 are the
 * admin's bulk actions on IPTV lines, so the ticket flag's is 11.
 */
export const SETTINGS_ACTION = {
  toggleTests: 1,
  toggleIptvTests: 2,
  toggleIptv: 3,
  toggleP2p: 4,
  toggleNewP2p: 5,
  toggleLogin: 6,
  blockIptvTests: 7,
  unblockIptvTests: 8,
  deleteExpiredIptv: 9,
  deleteIptvTests: 10,
  toggleTickets: 11,
} as const;
export type SettingsActionCode = (typeof SETTINGS_ACTION)[keyof typeof SETTINGS_ACTION];
/** The action that flips each flag. */
export const FLAG_ACTIONS: Record<SettingsFlag, SettingsActionCode> = {
  tests: SETTINGS_ACTION.toggleTests,
  test_iptv: SETTINGS_ACTION.toggleIptvTests,
  iptv: SETTINGS_ACTION.toggleIptv,
  p2p: SETTINGS_ACTION.toggleP2p,
  n_p2p: SETTINGS_ACTION.toggleNewP2p,
  login: SETTINGS_ACTION.toggleLogin,
  ticket: SETTINGS_ACTION.toggleTickets,
};

/** Account status: 1 active, 0 blocked. */
export const ACCOUNT_ACTIVE = 1;
export const ACCOUNT_BLOCKED = 0;

/** Credit options and the days they buy (decisions.md). Credits are decimals with two places. */
export const CREDIT_OPTIONS = [
  { credits: 0.6, days: 15, label: '0.6 crédito (15 dias)' },
  { credits: 1, days: 30, label: '1 crédito (1 mês)' },
  { credits: 2, days: 60, label: '2 créditos (2 meses)' },
  { credits: 3, days: 90, label: '3 créditos (3 meses)' },
  { credits: 4, days: 120, label: '4 créditos (4 meses)' },
  { credits: 5, days: 180, label: '5 créditos (6 meses) - promoção' },
  { credits: 10, days: 365, label: '10 créditos (12 meses) - promoção' },
] as const;
export const TEST_HOURS = [1, 2, 3, 6] as const;
export const DEFAULT_TEST_HOURS = 6;

/** Page sizes of the lists (spec section 9). */
export const PAGE_SIZES = [10, 30, 50] as const;

/** Dashboard refresh interval (spec section 9). */
export const DASHBOARD_REFRESH_MS = 360_000;

/** Mobile breakpoint of the chrome (spec section 2). */
export const MOBILE_BREAKPOINT = 800;

/** Credits are stored as integer hundredths. */
export const toCents = (credits: number): number => Math.round(credits * 100);
export const fromCents = (cents: number): number => cents / 100;
