// 'Análises' (issue 31), without zod: the windows that decide a renewal and a test's conversion, the
// São Paulo day and month keys the summaries are kept under, and the answers of the screen's calls.
import { isoDay } from './dates';

/** A period renewed up to 7 days after its end is 'Em dia'; 8 to 30 days, 'Atrasada'; later or never, 'Perdida'. */
export const ON_TIME_DAYS = 7;
export const LATE_DAYS = 30;
/** A test turns into a customer when a paid line for its WhatsApp comes within 7 days (or the test itself is paid). */
export const CONVERSION_DAYS = 7;
/** The months the screen shows, the current one included. */
export const ANALYTICS_MONTHS = 12;
/** How far ahead 'A receber' looks. */
export const AHEAD_WINDOWS = [7, 30] as const;

const DAY_MS = 86_400_000;
export const ON_TIME_MS = ON_TIME_DAYS * DAY_MS;
export const LATE_MS = LATE_DAYS * DAY_MS;
export const CONVERSION_MS = CONVERSION_DAYS * DAY_MS;

/** 'YYYY-MM' of an instant in São Paulo. */
export const monthOf = (ms: number) => isoDay(ms).slice(0, 7);

/** The outcome of a period that ended at `endsAt` and was renewed at `renewedAt`. */
export function outcomeOf(endsAt: number, renewedAt: number | null): 'on_time' | 'late' | null {
  if (renewedAt === null) return null;
  const after = renewedAt - endsAt;
  if (after <= ON_TIME_MS) return 'on_time';
  return after <= LATE_MS ? 'late' : null;
}

export const ANALYTICS_MSG = {
  notFound: 'Revenda não encontrada na sua rede.',
} as const;

/** One month of 'Renovação': the paid periods that ended in it and what became of them. */
export interface RenewalMonth {
  month: string;
  label: string;
  due: number;
  on_time: number;
  late: number;
  /** Not renewed within 30 days: known only once the month is closed. */
  lost: number;
  /** Not renewed yet, still within the 30 days. */
  open: number;
  closed: boolean;
  /** Renewed (in time or late) of the due, 0 to 1; null with none due. */
  rate: number | null;
}

/** One month of 'Testes que viraram clientes'. */
export interface ConversionMonth {
  month: string;
  label: string;
  tests: number;
  converted: number;
  rate: number | null;
}

/** 'A receber': the paid lines whose period ends in the next `days` days, from tomorrow. */
export interface AheadFigure {
  days: number;
  lines: number;
  credits: number;
  /** With the usual renewal rate applied. */
  forecast_lines: number;
  forecast_credits: number;
}

/** A direct sub-reseller's renewal in the last closed month, beside the month before. */
export interface NetworkRenewal {
  id: number;
  username: string;
  due: number;
  renewed: number;
  rate: number | null;
  previous_rate: number | null;
}

/** A node of 'Árvore': a sub-reseller with its whole network below it. */
export interface TreeNode {
  id: number;
  username: string;
  /** Its direct sub-resellers (0: a leaf). */
  children: number;
  active_lines: number;
  credits: number;
  /** Credits its network spent on lines this month so far, and in the same days of last month (null: not known day by day then). */
  sales: number;
  previous_sales: number | null;
}

export interface AnalyticsAnswer {
  renewal: RenewalMonth[];
  tests: ConversionMonth[];
  /** The renewal rate of the last three closed months (null: none due). */
  usual_rate: number | null;
  ahead: AheadFigure[];
  /** The last closed month the network's table compares ('set/2026'), and its key. */
  closed_month: { month: string; label: string } | null;
  network: NetworkRenewal[];
  tree: TreeNode[];
  /** The days the tree's sales count: this month so far ('01/11 a 27/11') and the same days of last month ('01/10 a 27/10'). */
  sales_days: { current: string; previous: string };
}
