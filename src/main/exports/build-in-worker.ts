// The workbook builder main uses: one worker thread per export (see workbook.worker.ts).
import createWorkbookWorker from './workbook.worker?nodeWorker';
import type { ExcelExport } from '../../shared/platform';

export function buildInWorker(file: ExcelExport): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = createWorkbookWorker({ workerData: file });
    worker.once('message', (answer: { bytes?: Uint8Array; error?: string }) => (answer.bytes ? resolve(answer.bytes) : reject(new Error(answer.error))));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`A geração da planilha parou (código ${code}).`)));
  });
}
