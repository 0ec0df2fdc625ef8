// Builds one workbook off the main thread: an export of up to 500 000 rows would otherwise freeze
// every window while exceljs works. The rows are checked here too, for the same reason.
import { parentPort, workerData } from 'node:worker_threads';
import { buildWorkbook } from '../../shared/excel';
import { excelRowsSchema } from '../ipc/schemas';
import type { ExcelExport } from '../../shared/platform';

const file = workerData as ExcelExport;
const rows = excelRowsSchema.safeParse(file.rows);
if (!rows.success) parentPort!.postMessage({ error: 'Linhas inválidas na planilha.' });
else {
  const bytes = await buildWorkbook({ ...file, rows: rows.data });
  parentPort!.postMessage({ bytes }, [bytes.buffer as ArrayBuffer]);
}
