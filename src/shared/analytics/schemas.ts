// 'Análises' (issue 31): the answers of the screen's calls as zod schemas; the windows, keys and texts
// are in texts.ts (without zod, for the renderer).
import { z } from 'zod';

const int = z.number().int();
/** A share from 0 to 1; null when there was nothing to count. */
const rate = z.number().nullable();

/** One month of 'Renovação': the paid periods that ended in it and what became of them. */
export const renewalMonth = z.object({
  month: z.string(),
  label: z.string(),
  due: int,
  on_time: int,
  late: int,
  /** Not renewed within 30 days: known only once the month is closed. */
  lost: int,
  /** Not renewed yet, still within the 30 days. */
  open: int,
  closed: z.boolean(),
  /** Renewed (in time or late) of the due, 0 to 1; null with none due. */
  rate,
});
export type RenewalMonth = z.infer<typeof renewalMonth>;

/** One month of 'Testes que viraram clientes'. */
export const conversionMonth = z.object({
  month: z.string(),
  label: z.string(),
  tests: int,
  converted: int,
  rate,
});
export type ConversionMonth = z.infer<typeof conversionMonth>;

/** 'A receber': the paid lines whose period ends in the next `days` days, from tomorrow. */
export const aheadFigure = z.object({
  days: int,
  lines: int,
  credits: z.number(),
  /** With the usual renewal rate applied. */
  forecast_lines: int,
  forecast_credits: z.number(),
});
export type AheadFigure = z.infer<typeof aheadFigure>;

/** A direct sub-reseller's renewal in the last closed month, beside the month before. */
export const networkRenewal = z.object({
  id: int,
  username: z.string(),
  due: int,
  renewed: int,
  rate,
  previous_rate: rate,
});
export type NetworkRenewal = z.infer<typeof networkRenewal>;

/** A node of 'Árvore': a sub-reseller with its whole network below it. */
export const treeNode = z.object({
  id: int,
  username: z.string(),
  /** Its direct sub-resellers (0: a leaf). */
  children: int,
  active_lines: int,
  credits: z.number(),
  /** Credits its network spent on lines this month so far, and in the same days of last month (null: not known day by day then). */
  sales: z.number(),
  previous_sales: z.number().nullable(),
});
export type TreeNode = z.infer<typeof treeNode>;
/** GET /api/analises/arvore/:id: the direct sub-resellers of one reseller of the branch. */
export const analyticsTreeAnswer = z.array(treeNode);

export const analyticsAnswer = z.object({
  renewal: z.array(renewalMonth),
  tests: z.array(conversionMonth),
  /** The renewal rate of the last three closed months (null: none due). */
  usual_rate: rate,
  ahead: z.array(aheadFigure),
  /** The last closed month the network's table compares ('set/2026'), and its key. */
  closed_month: z.object({ month: z.string(), label: z.string() }).nullable(),
  network: z.array(networkRenewal),
  tree: z.array(treeNode),
  /** The days the tree's sales count: this month so far ('01/11 a 27/11') and the same days of last month ('01/10 a 27/10'). */
  sales_days: z.object({ current: z.string(), previous: z.string() }),
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswer>;
