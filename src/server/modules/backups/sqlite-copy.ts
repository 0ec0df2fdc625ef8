// The SQLite copy of a backup, in a worker thread (db/sqlite-worker.ts). A second connection of its own
// reads one consistent instant while the panel keeps writing. The online backup restarts whenever the
// panel writes between two of its steps, so in steps of 100 pages a busy panel never let it finish
// (seen in the test that writes every 2 ms): after the first step it copies the rest in one (a read of
// the file, without holding up the panel's writes in WAL). The copy is then a single file: no WAL
// beside it when it is checked or restored.
import { inSqliteWorker } from '../../db/sqlite-worker';

const COPY = `
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
export const copySqlite = (file: string, into: string): Promise<void> => inSqliteWorker(COPY, { file, into });
