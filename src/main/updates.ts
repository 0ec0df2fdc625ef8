// Updates from the panel's own server (issue 33): electron-updater's generic provider over
// <server>/desktop/, the server the app is logged into. A check at start and every few hours; a newer
// version downloads in the background (unless turned off in 'Ajuda'), electron-updater checks its sha512
// against the feed, and the user restarts now or lets it install when the app closes (it runs at the
// next start). A download that fails or does not match is discarded, logged and said.
import { dialog, type MessageBoxOptions } from 'electron';
import type { AppUpdater } from 'electron-updater';
import { DESKTOP_MSG } from '../shared/desktop/texts';
import type { Log } from './logs';
import type { SettingsStore } from './settings';

export const CHECK_EVERY_MS = 4 * 60 * 60 * 1000;

export interface UpdatesDeps {
  /** electron-updater's updater for this system. */
  updater: AppUpdater;
  /** The server the app is logged into, or null without a session (no check then). */
  signedServer: () => Promise<string | null>;
  /** 'Baixar atualizações automaticamente'. */
  autoDownload: () => boolean;
  log: Log;
}

/** The switch in 'Ajuda': on unless turned off. */
export function autoDownloadSetting(store: SettingsStore) {
  return { get: () => store.get('autoDownloadUpdates') !== false, set: (on: boolean) => store.set('autoDownloadUpdates', on) };
}

export function createUpdates({ updater, signedServer, autoDownload, log }: UpdatesDeps) {
  updater.logger = log;
  // Whether to download is decided per version, below.
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = true;
  updater.disableWebInstaller = true;
  /** The versions offered in this run: a later check does not ask again. */
  const offered = new Set<string>();

  async function check(): Promise<void> {
    const server = await signedServer();
    if (!server) return;
    // One range per request: what the panel's file server answers (no multipart ranges).
    updater.setFeedURL({ provider: 'generic', url: new URL('/desktop/', server).href, useMultipleRangeRequest: false });
    // A server without the folder, or away: electron-updater logs it, nothing to tell the user.
    const found = await updater.checkForUpdates().catch(() => null);
    if (!found?.isUpdateAvailable) return;
    const { version } = found.updateInfo;
    if (offered.has(version)) return;
    offered.add(version);
    const button = async (options: Pick<MessageBoxOptions, 'type' | 'message' | 'detail'>, buttons: string[]) =>
      (await dialog.showMessageBox({ ...options, buttons, defaultId: 0, cancelId: buttons.length - 1 })).response;
    if (
      !autoDownload() &&
      (await button({ type: 'info', message: DESKTOP_MSG.updateFound(version), detail: DESKTOP_MSG.updateFoundDetail }, [
        DESKTOP_MSG.download,
        DESKTOP_MSG.notNow,
      ])) !== 0
    )
      return;
    try {
      await updater.downloadUpdate();
    } catch (error) {
      // electron-updater deleted the file and logged why; the next check tries again.
      offered.delete(version);
      const tampered = (error as { code?: string }).code === 'ERR_CHECKSUM_MISMATCH';
      await button(
        { type: 'error', message: DESKTOP_MSG.updateFailed(version), detail: tampered ? DESKTOP_MSG.updateTampered : DESKTOP_MSG.updateIncomplete },
        ['OK'],
      );
      return;
    }
    const choice = await button({ type: 'info', message: DESKTOP_MSG.updateReady(version), detail: DESKTOP_MSG.updateReadyDetail }, [
      DESKTOP_MSG.restartNow,
      DESKTOP_MSG.restartLater,
    ]);
    // Silent, and the app starts again: the user already chose.
    if (choice === 0) updater.quitAndInstall(true, true);
  }

  return {
    check,
    /** Checks now and every CHECK_EVERY_MS. */
    start(): void {
      void check();
      setInterval(() => void check(), CHECK_EVERY_MS);
    },
  };
}
