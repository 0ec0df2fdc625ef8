// One Excel writer for every export: the web shell downloads the bytes, Electron main writes them to disk.
import ExcelJS from 'exceljs';
import type { ExcelExport } from './platform';

export async function buildWorkbook(file: ExcelExport): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Painel Revenda';
  const sheet = workbook.addWorksheet(file.sheetName.slice(0, 31));
  sheet.columns = file.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(12, c.header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of file.rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
