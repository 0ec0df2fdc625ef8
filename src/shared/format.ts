// Numbers as a Brazilian reads them, in screens, banners, logs and exports: 62,8; -0,6; 11,4 créditos;
// R$ 1.234,50. Every number a user sees goes through here, never through String(n) or toFixed.

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 62,8 · -0,6 · 1.234 (up to two decimals, none when whole). */
export const formatDecimal = (n: number) => decimal.format(n);

/** '1 crédito', '11,4 créditos', '-0,6 crédito' (the singular up to one, as in Portuguese). */
export const formatCredits = (n: number) => `${formatDecimal(n)} ${Math.abs(n) <= 1 ? 'crédito' : 'créditos'}`;

/** R$ 1.234,50 */
export const formatBRL = (n: number) => currency.format(n);

/** '1 mês', '3 meses'; '1 conta', '3 contas': a count with its noun. */
export const plural = (n: number, one: string, many: string) => `${formatDecimal(n)} ${n === 1 ? one : many}`;

/** A number in a ';' CSV for a Brazilian Excel: comma decimals, no thousands dots ('1234,50' with `digits` 2). */
export const csvNumber = (n: number, digits = 0) => n.toLocaleString('pt-BR', { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 2) });
