// Numbers as a Brazilian reads them, in screens, banners, logs and exports: 62,8; -0,6; 11,4 créditos;
// R$ 1.234,50. Every number a user sees goes through here, never through String(n) or toFixed.

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 62,8 · -0,6 · 1.234 (up to two decimals, none when whole). */
export const formatDecimal = (n: number) => decimal.format(n);

/** '1 crédito', '11,4 créditos', '-0,6 crédito', '0 créditos' (the singular above zero up to one, as in Portuguese). */
export const formatCredits = (n: number) => `${formatDecimal(n)} ${n !== 0 && Math.abs(n) <= 1 ? 'crédito' : 'créditos'}`;

/** R$ 1.234,50 */
export const formatBRL = (n: number) => currency.format(n);

/** '1 mês', '3 meses'; '1 conta', '3 contas': a count with its noun. */
export const plural = (n: number, one: string, many: string) => `${formatDecimal(n)} ${n === 1 ? one : many}`;

/** A number in a ';' CSV for a Brazilian Excel: comma decimals, no thousands dots ('1234,50' with `digits` 2). */
export const csvNumber = (n: number, digits = 0) =>
  n.toLocaleString('pt-BR', { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 2) });

// Amounts typed by a user (credits and R$): one rule for every field of the panel (components/AmountInput).
/** 1.234,50 · 1234,5 · 12 · -0,6: a comma for the decimals (up to two), dots only between groups of three. */
const TYPED_BR = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
/** 2.5 · 1234.50: a point for the decimals, as a computer or a copied value writes it. */
const TYPED_POINT = /^(-?)(\d+)\.(\d{1,2})$/;

/**
 * The amount a user typed, read the Brazilian way: '2,5' and '2.5' are 2.5, '1.234,50' is 1234.5, '1.234'
 * is 1234 (a dot before three digits groups thousands), '-15' is -15. Null when nothing was typed; NaN
 * when the text is not an amount ('2,555', '1,2,3', 'dez'): it is refused, never rounded or cut unseen.
 */
export function parseAmount(text: string): number | null {
  const typed = text.trim();
  if (!typed) return null;
  const br = TYPED_BR.exec(typed);
  const point = br ? null : TYPED_POINT.exec(typed);
  const [, sign, whole, decimals] = br ?? point ?? [];
  if (whole === undefined) return Number.NaN;
  // `|| 0`: '-0' is zero, not minus zero.
  return Number(`${sign}${whole.replaceAll('.', '')}.${decimals ?? '0'}`) || 0;
}

const money = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as its field shows it once left: R$ with two decimals ('1.234,50'), credits as a decimal ('2,5'). */
export const formatAmount = (n: number, currency: boolean) => (currency ? money.format(n) : formatDecimal(n));
