// The SQLite copy of a backup, in a worker thread: better-sqlite3 copies on the thread that calls it,
// and on a network of 1 000 000 lines the copy held every user's calls for seconds (npm run bench:day).
// A second connection of its own reads one consistent instant while the panel keeps writing. The
// online backup restarts whenever the panel writes between two of its steps, so in steps of 100 pages a
// busy panel never let it finish (seen in the test that writes every 2 ms): after the first step it
// copies the rest in one (a read of the file, without holding up the panel's writes in WAL). The copy
// is then a single file: no WAL beside it when it is checked or restored.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const COPY = `
const { workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
(async () => {
  const source = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(workerData.into, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new SQLite(workerData.into);
  copy.pragma('journal_mode = DELETE');
  copy.close();
})();
`;

/** Copies the database `file` into `into` off the event loop; rejects with the copy's own error. */
export function copySqlite(file: string, into: string): Promise<void> {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(COPY, { eval: true, workerData: { module, file, into } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a cópia do SQLite terminou com o código ${code}`))));
  });
}
