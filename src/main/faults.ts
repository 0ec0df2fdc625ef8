// What went wrong, kept and said (issue 33): an uncaught error of main, or a window whose page is gone
// (crashed, killed, out of memory), goes to the log with its cause, and a pt-BR dialog offers to reload.
// One dialog at a time: a fault that repeats while one is open is only logged. A rejected promise no one
// waited for is only logged.
import { app, BrowserWindow, dialog, type MessageBoxOptions } from 'electron';
import type { EventEmitter } from 'node:events';
import { DESKTOP_MSG } from '../shared/desktop/texts';
import type { Log } from './logs';

/** `events`: where uncaught errors are announced (the process). */
export function watchFaults(log: Log, events: Pick<EventEmitter, 'on'> = process): void {
  let asking = false;
  async function ask(options: MessageBoxOptions, act: (choice: number) => void) {
    if (asking) return;
    asking = true;
    try {
      act((await dialog.showMessageBox(options)).response);
    } finally {
      asking = false;
    }
  }

  events.on('uncaughtException', (error: unknown) => {
    log.error('Erro não tratado no processo principal:', error);
    void ask(
      {
        type: 'error',
        message: DESKTOP_MSG.unexpectedError,
        detail: `${error instanceof Error ? error.message : String(error)}\n\n${DESKTOP_MSG.seeLogs}`,
        buttons: [DESKTOP_MSG.reload, DESKTOP_MSG.carryOn],
        defaultId: 0,
        cancelId: 1,
      },
      (choice) => choice === 0 && BrowserWindow.getAllWindows().forEach((w) => w.webContents.reload()),
    );
  });
  // A promise nobody waited for (a page load cut short by its window closing, most often): logged only.
  events.on('unhandledRejection', (reason) => log.error('Promessa recusada sem tratamento no processo principal:', reason));

  app.on('render-process-gone', (_event, webContents, details) => {
    log.error(`A página de ${webContents.getURL()} parou: ${details.reason} (código de saída ${details.exitCode})`);
    // A page that ended normally (its window closing) is no fault.
    if (details.reason === 'clean-exit') return;
    void ask(
      {
        type: 'warning',
        message: DESKTOP_MSG.windowGone,
        detail: DESKTOP_MSG.seeLogs,
        buttons: [DESKTOP_MSG.reload, DESKTOP_MSG.closeWindow],
        defaultId: 0,
        cancelId: 1,
      },
      (choice) => {
        // The window may have been closed while the dialog was open.
        if (webContents.isDestroyed()) return;
        if (choice === 0) webContents.reload();
        else BrowserWindow.fromWebContents(webContents)?.close();
      },
    );
  });
}
