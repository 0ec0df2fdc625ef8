// The working day of a big network (issue 45), as `npm run bench:day` replays it: who is at work in
// each part of the day, what they open and how often, and the customers' players in the evening. The
// proportions and where they come from are in docs/operations.md ('Um dia de trabalho').

/**
 * The network: 20 000 resellers under one master (scripts/bench/network.ts) and 1 000 000 lines, held
 * as networks hold them: a few big resellers with most of a list screen's weight (5 with 20 000 lines
 * each, the lists that the cache keeps), and 45 lines each for the other 19 995.
 */
export const BIG_RESELLERS = 5;
export const BIG_RESELLER_LINES = 20_000;
export const LINES_PER_RESELLER = 45; // 5 x 20 000 + 19 995 x 45 = 999 775 lines
/** Of every 50 lines: IPTV, P2P, and IPTV tests; the expiries spread over the year. */
export const LINE_MIX = { iptv: 35, p2p: 10, test: 5 } as const;

/** The part of the day, compressed: how long it lasts in the run, panel users at once, player logins per second. */
export interface Phase {
  name: string;
  seconds: number;
  users: number;
  playersPerSecond: number;
  /** The goals hold at the peak (issue 45: p99 at the peak). */
  peak?: true;
}

/** BENCH_DAY_SECONDS stretches or shrinks the day (the peak keeps its share). */
const scale = Number(process.env.BENCH_DAY_SECONDS ?? 240) / 240;
/** BENCH_DAY_LOAD scales the people of every part (0.5: 250 users and 20 players a second at the peak), to find the largest day a machine carries within the goals. */
const load = Number(process.env.BENCH_DAY_LOAD ?? 1);
export const DAY: Phase[] = [
  { name: 'manhã', seconds: 50 * scale, users: 150, playersPerSecond: 5 },
  { name: 'tarde', seconds: 50 * scale, users: 300, playersPerSecond: 10 },
  { name: 'pico da noite', seconds: 100 * scale, users: 500, playersPerSecond: 40, peak: true as const },
  { name: 'fim da noite', seconds: 40 * scale, users: 200, playersPerSecond: 20 },
].map((phase) => ({ ...phase, users: Math.round(phase.users * load), playersPerSecond: phase.playersPerSecond * load }));

/** The part of the day `second` (from its start) falls in. */
export function phaseAt(second: number): number {
  let end = 0;
  for (let i = 0; i < DAY.length; i++) if (second < (end += DAY[i]!.seconds)) return i;
  return DAY.length - 1;
}

/**
 * A panel user's pause between two screens (mean, exponential): a reseller reads a list, types a
 * customer's name, answers WhatsApp between clicks. At the peak, 500 users make some 60 actions a second.
 */
export const THINK_MS = 8_000;

/** What a panel user does next, by weight: the seed's screens, as often as a reseller's day opens them. */
export const ACTIONS = {
  dashboard: 18,
  profile: 8,
  iptvList: 16,
  p2pList: 4,
  searchResellers: 6,
  createTest: 6,
  createLine: 3,
  renewLine: 8,
  bulkRenew: 1,
  expiries: 6,
  tickets: 5,
  ticketChat: 3,
  openTicket: 1,
  extract: 4,
  logs: 4,
  reports: 2,
  analytics: 3,
} as const;
export type Action = keyof typeof ACTIONS;

/**
 * The resellers' bots on API tokens (pr_live_...): a store or a WhatsApp bot that sells tests and
 * renews lines through the API, each with a webhook that hears its lines created and renewed, acting
 * about every BOT_EVERY_MS at the peak (less in the other parts, in proportion to the panel users).
 */
export const BOTS = 20;
export const BOT_EVERY_MS = 6_000;
/**
 * The automatic-trial pages: resellers whose page a visitor fills in (a test line made at once, and a
 * Telegram notice to the reseller), as many requests a second at the peak (scaled like the bots).
 */
export const TRIAL_PAGES = 20;
export const TRIAL_REQUESTS_PER_SECOND = 0.5;
/** Of the panel users, one in this many has Telegram linked (their notices: trial pages, ticket answers). */
export const TELEGRAM_EVERY = 4;

/** Goals on these two cores (issue 45). */
export const GOALS = {
  /** Every interactive call at the peak. */
  interactiveP99Ms: 100,
  /** A player's login (player_api.php) at the peak. */
  playerP99Ms: 50,
  /** What the server's heap keeps after a full collection at the end of the day against the peak's (flat: no more than this ratio). */
  memoryGrowth: 1.1,
  /**
   * A bot's write told on its reseller's live stream (GET /api/events), from the write's request, on any
   * instance: the stream reads the lines' versions once a second (events/lines-watch.ts), so up to 1 s
   * by design, and a second more at most.
   */
  liveEventP99Ms: 2_000,
  /** A notice (Telegram, webhook) leaves within this long of being queued, and none is left behind at the end of the day. */
  noticeMs: 10_000,
} as const;
