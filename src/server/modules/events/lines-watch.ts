// The versions of the lines of the accounts with an event stream open on this instance (issue 28).
import type { ServerEvent } from '../../../shared/events';
import type { AppContext } from '../../context';

/** How often the versions of the watched accounts' lines are read (one statement for all open streams). */
export const LINES_WATCH_MS = 1_000;

/**
 * Tells each open stream when its account's lines changed: the versions the triggers bump on every
 * write (migration 0014) are read once a second for all the accounts with a stream open on this
 * instance, so a write from any route, job, bot or other instance reaches the screens, which then ask
 * only for what changed (issue 28).
 */
export function linesWatch(ctx: AppContext) {
  const watched = new Map<number, { version: number; streams: Set<(event: ServerEvent) => void> }>();
  let timer: NodeJS.Timeout | undefined;
  const read = async () => {
    const ids = [...watched.keys()];
    if (!ids.length) return;
    const rows = await ctx.db.selectFrom('line_versions').select(['account_id', 'version']).where('account_id', 'in', ids).execute();
    for (const row of rows) {
      const entry = watched.get(Number(row.account_id));
      if (!entry || entry.version === Number(row.version)) continue;
      entry.version = Number(row.version);
      for (const send of entry.streams) send({ type: 'lines' });
    }
  };
  // One read at a time, while some stream is open; a database away is said by the streams' own 'offline'.
  const schedule = () => {
    if (timer || !watched.size) return;
    timer = setTimeout(
      () =>
        void read()
          .catch(() => undefined)
          .finally(() => ((timer = undefined), schedule())),
      LINES_WATCH_MS,
    ).unref();
  };
  /** Watches the account's lines for a stream; resolves once it knows their version now (what later writes change). */
  return async (accountId: number, send: (event: ServerEvent) => void) => {
    let entry = watched.get(accountId);
    if (!entry) {
      const row = await ctx.db.selectFrom('line_versions').select('version').where('account_id', '=', accountId).executeTakeFirst();
      entry = watched.get(accountId) ?? { version: Number(row?.version ?? 0), streams: new Set() };
      watched.set(accountId, entry);
    }
    const watching = entry;
    watching.streams.add(send);
    schedule();
    return () => {
      watching.streams.delete(send);
      // Only its own entry: a stream stopped twice must not drop a newer stream's.
      if (!watching.streams.size && watched.get(accountId) === watching) watched.delete(accountId);
    };
  };
}
