// What went wrong, kept on this machine (issue 33): main's log in the app's logs folder, rotated at 5 MB
// (main.log, then main.old.log) and written synchronously, so the cause of a crash is on disk before
// anything else happens. electron-log's Node logger: its Electron one would also answer every window
// over IPC, without the sender check all of main's IPC has.
import log from 'electron-log/node';
import { join } from 'node:path';

export type Log = Pick<typeof log, 'info' | 'warn' | 'error'>;

const MAX_BYTES = 5 * 1024 * 1024;

/** Main's log, written to `dir`/main.log. */
export function openLog(dir: string): Log {
  log.transports.file.resolvePathFn = () => join(dir, 'main.log');
  log.transports.file.maxSize = MAX_BYTES;
  return log;
}
