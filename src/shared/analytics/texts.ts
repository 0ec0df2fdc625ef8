// 'Análises' (issue 31), without zod: the windows that decide a renewal and a test's conversion, the
// São Paulo day and month keys the summaries are kept under (schemas.ts has the answers' schemas).
import { isoDay } from '../dates';

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
