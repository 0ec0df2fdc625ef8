// What the screen of 'Análises' shows, from the server's answer: the charts' series, the rows of each
// table and of its Excel export, in pt-BR. Pure functions, so each figure is tested on its own.
import type { AheadFigure, AnalyticsAnswer, ConversionMonth, NetworkRenewal, RenewalMonth, TreeNode } from '../../../shared/analytics/schemas';
import { formatDecimal } from '../../../shared/format';
import type { ExcelExport } from '../../../shared/platform';

/** '66,7%', or '—' with nothing to compare. */
export const percent = (rate: number | null) => (rate === null ? '—' : `${formatDecimal(Math.round(rate * 1000) / 10)}%`);

/** The four outcomes of a month's periods, in the order they stack. */
export const RENEWAL_SERIES = [
  { key: 'on_time', label: 'Em dia (até 7 dias)', color: '#52c41a' },
  { key: 'late', label: 'Atrasadas (8 a 30 dias)', color: '#faad14' },
  { key: 'lost', label: 'Perdidas', color: '#f5222d' },
  { key: 'open', label: 'Em aberto', color: '#1677ff' },
] as const;

export const renewalSeries = (months: RenewalMonth[]) => months.flatMap((m) => RENEWAL_SERIES.map((s) => ({ mes: m.label, valor: m[s.key], serie: s.label })));

export const conversionSeries = (months: ConversionMonth[]) =>
  months.flatMap((m) => [
    { mes: m.label, valor: m.tests, serie: 'Testes' },
    { mes: m.label, valor: m.converted, serie: 'Viraram clientes' },
  ]);

/** Up, down or level from the month before (null: nothing to compare). */
export function trendOf(row: Pick<NetworkRenewal, 'rate' | 'previous_rate'>): 'up' | 'down' | 'flat' | null {
  if (row.rate === null || row.previous_rate === null) return null;
  if (Math.abs(row.rate - row.previous_rate) < 0.005) return 'flat';
  return row.rate > row.previous_rate ? 'up' : 'down';
}

/** The change of a node's sales from last month, as a rate (null: no sales last month). */
export const salesChange = (node: Pick<TreeNode, 'sales' | 'previous_sales'>) =>
  node.previous_sales !== null && node.previous_sales > 0 ? node.sales / node.previous_sales - 1 : null;

const TREND_TEXT = { up: 'Subiu', down: 'Caiu', flat: 'Igual' } as const;

/**
 * One column of a table of the screen, and of its Excel export: its header and its value. A rate is a
 * number from 0 to 1 (null: nothing to compare), shown as '66,7%' and exported as a percent cell.
 */
export interface Field<Row> {
  header: string;
  key: string;
  value: (row: Row) => string | number | null;
  rate?: true;
}
const count = <Row>(header: string, key: keyof Row & string): Field<Row> => ({ header, key, value: (row) => row[key] as number | null });
const rate = <Row>(header: string, key: keyof Row & string): Field<Row> => ({ header, key, value: (row) => row[key] as number | null, rate: true });

/** A value as the screen shows it: a rate in percent, a number in pt-BR, '—' for none. */
export function shown<Row>(field: Field<Row>, row: Row): string {
  const value = field.value(row);
  if (field.rate) return percent(value as number | null);
  if (value === null) return '—';
  return typeof value === 'number' ? formatDecimal(value) : value;
}

/** The Excel file of a table: the same columns and values the screen shows, numbers as numbers and rates as percent cells. */
export function sheetOf<Row>(fileName: string, sheetName: string, fields: Field<Row>[], rows: Row[]): ExcelExport {
  return {
    fileName,
    sheetName,
    columns: fields.map((f, i) => ({ header: f.header, key: f.key, ...(i === 0 ? { width: 24 } : {}), ...(f.rate ? { percent: true } : {}) })),
    rows: rows.map((row) => Object.fromEntries(fields.map((f) => [f.key, f.value(row)]))),
  };
}

export const RENEWAL_FIELDS: Field<RenewalMonth>[] = [
  // A month still within its 30 days says so: its low rate is not a collapse, its customers may still renew.
  { header: 'Mês', key: 'mes', value: (m) => (m.closed ? m.label : `${m.label} (em aberto)`) },
  count('Venceram', 'due'),
  count('Em dia', 'on_time'),
  count('Atrasadas', 'late'),
  count('Perdidas', 'lost'),
  count('Em aberto', 'open'),
  rate('Renovação', 'rate'),
];

export const CONVERSION_FIELDS: Field<ConversionMonth>[] = [
  { header: 'Mês', key: 'mes', value: (m) => m.label },
  count('Testes', 'tests'),
  count('Viraram clientes', 'converted'),
  rate('Conversão', 'rate'),
];

export const AHEAD_FIELDS: Field<AheadFigure>[] = [
  { header: 'Período', key: 'periodo', value: (a) => `Próximos ${a.days} dias` },
  count('Linhas que vencem', 'lines'),
  count('Créditos', 'credits'),
  count('Previsão de linhas', 'forecast_lines'),
  count('Previsão de créditos', 'forecast_credits'),
];

export const networkFields = (monthLabel: string): Field<NetworkRenewal>[] => [
  { header: 'Revenda', key: 'username', value: (r) => r.username },
  count(`Venceram (${monthLabel})`, 'due'),
  count('Renovadas', 'renewed'),
  rate('Renovação', 'rate'),
  rate('Mês anterior', 'previous_rate'),
  {
    header: 'Tendência',
    key: 'trend',
    value: (r) => {
      const trend = trendOf(r);
      return trend ? TREND_TEXT[trend] : '—';
    },
  },
];

/** The tree's columns: the sales of this month so far beside the same days of last month, in credits. */
export const treeFields = (days: AnalyticsAnswer['sales_days']): Field<TreeNode>[] => [
  { header: 'Revenda', key: 'username', value: (n) => n.username },
  count('Sub-revendas', 'children'),
  count('Linhas ativas', 'active_lines'),
  count('Créditos', 'credits'),
  count(`Vendas em créditos (${days.current})`, 'sales'),
  count(`Mês passado (${days.previous})`, 'previous_sales'),
  { header: 'Variação', key: 'change', value: salesChange, rate: true },
];

/** The level of a node in the tree (1: a direct sub-reseller). */
export const LEVEL_FIELD: Field<{ level: number }> = { header: 'Nível', key: 'nivel', value: (n) => n.level };

/** The rows of a tree as shown: each node followed by its level below when it is open, with its level. */
export function shownTree<Row extends { id: number; below?: Row[] }>(rows: Row[], open: readonly number[], level = 1): (Row & { level: number })[] {
  return rows.flatMap((row) => [{ ...row, level }, ...(row.below && open.includes(row.id) ? shownTree(row.below, open, level + 1) : [])]);
}
