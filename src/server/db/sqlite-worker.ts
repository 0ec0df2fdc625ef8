// A piece of SQLite work in a worker thread, on a connection of its own: better-sqlite3 runs each call
// on the thread that makes it, and on a network of 1 000 000 lines a backup's copy or an ANALYZE held
// every user's calls for seconds (npm run bench:day). `script` is CommonJS with `SQLite` (better-sqlite3)
// and `workerData` in scope; the promise settles when it ends, with its own error if it failed.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export function inSqliteWorker(script: string, workerData: Record<string, unknown>): Promise<void> {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const source = `const { workerData } = require('node:worker_threads');\nconst SQLite = require(workerData.module);\n${script}`;
  const worker = new Worker(source, { eval: true, workerData: { ...workerData, module } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`o trabalho do SQLite terminou com o código ${code}`))));
  });
}
