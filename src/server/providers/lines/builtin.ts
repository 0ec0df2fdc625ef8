// The built-in provider: the panel's own table is the line, so provisioning has nothing more to do;
// streaming servers and players check lines at /player_api.php, and a line is online while its
// last successful login there is recent.
import type { LineProvider } from './provider';

/** A player re-checks its line every few minutes while it plays. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

export function builtinProvider(): LineProvider {
  return {
    create: async () => null,
    update: async () => {},
    remove: async () => {},
    recreate: async (line) => line.provider_ref,
    activateMac: async () => {},
    online: async (lines) => {
      const since = Date.now() - ONLINE_WINDOW_MS;
      return new Map(lines.filter((l) => (l.last_seen_at ?? 0) >= since).map((l) => [l.id, l.last_seen_ip ?? '']));
    },
  };
}
