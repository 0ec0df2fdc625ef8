// 'Ajuda' (issue 33): what a support ticket needs, the logs folder and this installation's details.
import { app, clipboard, shell } from 'electron';
import { arch, release, type } from 'node:os';
import type { HelpActions } from './windows/menu';

/** The app's version, the system and the server, as 'Copiar informações do sistema' copies them. */
export function systemInfo(serverUrl: string, logsDir: string): string {
  return [`Painel Revenda ${app.getVersion()}`, `Sistema: ${type()} ${release()} (${arch()})`, `Servidor: ${serverUrl}`, `Pasta de logs: ${logsDir}`].join(
    '\n',
  );
}

export function helpActions(logsDir: string, serverUrl: () => string, autoDownload: HelpActions['autoDownload']): HelpActions {
  return {
    openLogs: () => void shell.openPath(logsDir),
    copySystemInfo: () => clipboard.writeText(systemInfo(serverUrl(), logsDir)),
    autoDownload,
  };
}
