// One Excel writer for every export: the web shell downloads the bytes, Electron main writes them to disk.
import ExcelJS from 'exceljs';
import dayjs from 'dayjs';
import { TIME_ZONE } from './dates';
import type { ExcelExport } from './platform';

const PT_BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Excel's format of an R$ amount (the separators follow the reader's Excel: 1.234,50 in pt-BR). */
export const BRL_FORMAT = '"R$" #,##0.00';
/** Excel's format of a rate (0.296 reads 29,6% in a pt-BR Excel). */
export const PERCENT_FORMAT = '0.0%';

/**
 * An Excel date cell holds wall-clock time with no zone: the São Paulo clock reading of the value,
 * kept in a Date's UTC fields (which is what exceljs writes). Anything else stays as it was.
 */
export function excelDate(value: string | number | null): Date | string | number | null {
  if (typeof value === 'number') {
    const t = dayjs(value).tz(TIME_ZONE);
    return new Date(Date.UTC(t.year(), t.month(), t.date(), t.hour(), t.minute(), t.second()));
  }
  const m = typeof value === 'string' ? PT_BR_DATE.exec(value.trim()) : null;
  if (!m) return value;
  const [, d, mo, y, h = '0', mi = '0', s = '0'] = m;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

export async function buildWorkbook(file: ExcelExport): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Painel Revenda';
  const sheet = workbook.addWorksheet(file.sheetName.slice(0, 31));
  sheet.columns = file.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? Math.max(c.date ? 20 : 12, c.header.length + 2),
    ...(c.date
      ? { style: { numFmt: 'dd/mm/yyyy hh:mm:ss' } }
      : c.currency
        ? { style: { numFmt: BRL_FORMAT } }
        : c.percent
          ? { style: { numFmt: PERCENT_FORMAT } }
          : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const dateKeys = file.columns.filter((c) => c.date).map((c) => c.key);
  for (const row of file.rows) {
    const cells: Record<string, Date | string | number | null> = { ...row };
    for (const key of dateKeys) cells[key] = excelDate(row[key] ?? null);
    sheet.addRow(cells);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
