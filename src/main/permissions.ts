// Web permissions (issue 33): one handler per session, for the page's requests and for Chromium's checks.
// The app's own pages get what the app uses, notifications and clipboard writes ('Copiar'); anything
// else, and anything asked by another origin, is refused, and logged once per permission and origin.
import type { Session } from 'electron';
import type { Log } from './logs';
import { isOurs } from './windows/manager';

export const GRANTED: ReadonlySet<string> = new Set(['notifications', 'clipboard-sanitized-write']);

/** `origin`: where the app's pages come from (app://panel, or Vite's dev server). */
export function guardPermissions(session: Session, origin: string, log: Log): void {
  const logged = new Set<string>();
  const allowed = (permission: string, from: string) => {
    if (GRANTED.has(permission) && isOurs(from, origin)) return true;
    const asker = /^[a-z][\w+.-]*:\/\/[^/]*/i.exec(from)?.[0] ?? (from || 'origem desconhecida');
    const key = `${permission} ${asker}`;
    if (!logged.has(key)) {
      logged.add(key);
      log.warn(`Permissão recusada: ${permission}, pedida por ${asker}`);
    }
    return false;
  };
  session.setPermissionRequestHandler((_webContents, permission, callback, details) => callback(allowed(permission, details.requestingUrl)));
  session.setPermissionCheckHandler((_webContents, permission, requestingOrigin) => allowed(permission, requestingOrigin));
}
