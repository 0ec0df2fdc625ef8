// The unread ticket count outside the windows (issue 22): the dock/taskbar badge (app.setBadgeCount on
// macOS and Linux; an overlay dot on Windows' taskbar buttons) and the tray icon, whose tooltip says
// 'Painel Revenda — 3 mensagens não lidas' and whose menu opens the panel or quits. The count itself is
// the windows' (the ticket badges' total, sent with platform.setUnreadCount): main only shows it.
import { app, BrowserWindow, Menu, nativeImage, Tray, type NativeImage } from 'electron';
import { NOTICE_MSG, trayTooltip, unreadDescription } from '../shared/notices';

/** A 16 px red dot: the Windows taskbar overlay while something is unread. */
const OVERLAY_DOT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAdElEQVR42q2Tuw3AMAhEGYMJboeswiqexZtReg+nwRJxnCgBF9cg7iF+pAAtxAqIAsUkFrvlroxVgf6gOoO8+VCgvZiHmuVeAPzR7CHsAfWH2bdDo3oPiskmHAUI2ZqigLIFkG4hPcT0GrccUvqUtzxT6J1PMVzYiOCgNZ4AAAAASUVORK5CYII=';

export interface UnreadDeps {
  /** The app's icon (a PNG), shrunk for the tray. */
  iconPath: string;
  /** 'Abrir painel' and a click on the icon: the dashboard's window, opened or focused. */
  open: (route: string) => void;
  quit: () => void;
  platform?: NodeJS.Platform;
}

export function createUnreadIndicator({ iconPath, open, quit, platform = process.platform }: UnreadDeps) {
  let count = 0;
  let tray: Tray | null = null;
  let dot: NativeImage | null = null;

  const overlay = (win: BrowserWindow) => {
    if (win.isDestroyed()) return;
    dot ??= nativeImage.createFromDataURL(OVERLAY_DOT);
    win.setOverlayIcon(count > 0 ? dot : null, count > 0 ? unreadDescription(count) : '');
  };

  function apply() {
    // macOS and Linux (Unity launchers); false elsewhere, where the overlay or the tray says it.
    if (platform !== 'win32') app.setBadgeCount(count);
    else for (const win of BrowserWindow.getAllWindows()) overlay(win);
    tray?.setToolTip(trayTooltip(count));
  }

  return {
    /** Puts the icon in the tray (once the app is ready). */
    start() {
      try {
        const image = nativeImage.createFromPath(iconPath).resize({ width: platform === 'linux' ? 24 : 16, height: platform === 'linux' ? 24 : 16 });
        tray = new Tray(image);
      } catch {
        // No tray on this desktop (some Linux sessions): the badge still counts.
        tray = null;
      }
      tray?.setContextMenu(
        Menu.buildFromTemplate([
          { label: NOTICE_MSG.trayOpen, click: () => open('/dashboard') },
          { type: 'separator' },
          { label: NOTICE_MSG.trayQuit, click: () => quit() },
        ]),
      );
      tray?.on('click', () => open('/dashboard'));
      // A window opened later gets the overlay too.
      if (platform === 'win32') app.on('browser-window-created', (_event, win) => count > 0 && overlay(win));
      apply();
    },
    set(next: number) {
      if (next === count) return;
      count = next;
      apply();
    },
    count: () => count,
  };
}
export type UnreadIndicator = ReturnType<typeof createUnreadIndicator>;
