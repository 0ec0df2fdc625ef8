import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildWorkbook, excelDate } from './excel';
import type { ExcelExport } from './platform';

/** The sheet of the workbook `name`.xlsx, as Excel reads it back. */
async function sheetOf(name: string, columns: ExcelExport['columns'], rows: ExcelExport['rows']) {
  const bytes = await buildWorkbook({ fileName: `${name}.xlsx`, sheetName: name, columns, rows });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook.worksheets[0];
}

describe('Excel exports', () => {
  it('writes the header in bold and one row per item', async () => {
    const sheet = await sheetOf(
      'Revendas',
      [
        { header: 'ID', key: 'id' },
        { header: 'Usuário', key: 'username' },
      ],
      [
        { id: 1, username: 'joao' },
        { id: 2, username: 'maria' },
      ],
    );
    expect(sheet.name).toBe('Revendas');
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Usuário']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(3).values).toEqual([undefined, 2, 'maria']);
  });

  it('turns pt-BR date texts and instants into date cells shown as DD/MM/YYYY HH:mm:ss', async () => {
    const sheet = await sheetOf(
      'Logs',
      [
        { header: 'Data', key: 'date', date: true },
        { header: 'Ação', key: 'acao' },
      ],
      // 2026-03-05 13:04:05 UTC is 10:04:05 in São Paulo.
      [
        { date: '05/03/2026 10:04:05', acao: '01/02/2026' },
        { date: Date.UTC(2026, 2, 5, 13, 4, 5), acao: 'x' },
        { date: 'nunca', acao: 'y' },
      ],
    );
    for (const row of [2, 3]) {
      const cell = sheet.getRow(row).getCell(1);
      expect(cell.value).toEqual(new Date(Date.UTC(2026, 2, 5, 10, 4, 5)));
      expect(cell.numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    }
    expect(sheet.getRow(2).getCell(2).value).toBe('01/02/2026');
    expect(sheet.getRow(4).getCell(1).value).toBe('nunca');
  });

  it('writes R$ amounts as currency cells', async () => {
    const sheet = await sheetOf(
      'Extrato',
      [
        { header: 'Valor (R$)', key: 'value', currency: true },
        { header: 'Créditos', key: 'amount' },
      ],
      [{ value: 1234.5, amount: 62.8 }],
    );
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.value).toBe(1234.5);
    expect(cell.numFmt).toBe('"R$" #,##0.00');
    expect(sheet.getRow(2).getCell(2).numFmt).toBeUndefined();
  });

  it('writes rates as percent cells, an unknown one as an empty cell', async () => {
    const sheet = await sheetOf('Renovacao', [{ header: 'Renovação', key: 'rate', percent: true }], [{ rate: 0.296 }, { rate: null }]);
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.value).toBe(0.296);
    expect(cell.numFmt).toBe('0.0%');
    expect(sheet.getRow(3).getCell(1).value).toBeNull();
  });

  it('reads a date without time as midnight', () => {
    expect(excelDate('31/12/2025')).toEqual(new Date(Date.UTC(2025, 11, 31)));
    expect(excelDate(null)).toBeNull();
  });
});
