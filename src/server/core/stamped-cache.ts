// Answers over big data kept in memory: each is built once per key and stamp (the versions it was read
// at, bumped by database triggers from any server instance) and kept until the stamp changes or until
// its `validUntil` instant passes (when time alone would change it). The least recently used go first.
import type { DbOrTx } from '../db';
import type { NetworkVersionsTable } from '../db/schema';

export interface Built<T> {
  value: T;
  /** The first instant at which the same data would read differently (Infinity: never by time alone). */
  validUntil: number;
}

/**
 * One build per key at a time. Callers with the stamp of the build under way share it; callers with
 * another stamp share the next build, which starts when that one ends: it reads the data after every
 * one of them asked, so it holds whatever each must see. Builds for each new stamp side by side would
 * share the event loop and each take that much longer (under a write every 200 ms, whole lists of
 * 50 000 lines waited seconds).
 */
export function stampedCache<T>(limit: number) {
  const entries = new Map<string, { stamp: string; validUntil: number; value: T }>();
  const running = new Map<string, { stamp: string; value: Promise<T> }>();
  const waiting = new Map<string, { stamp: string; build: () => Promise<Built<T>>; begin: (value: Promise<T>) => void; value: Promise<T> }>();

  function start(key: string, stamp: string, build: () => Promise<Built<T>>): Promise<T> {
    const value = (async () => {
      const built = await build();
      entries.delete(key);
      entries.set(key, { stamp, validUntil: built.validUntil, value: built.value });
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
      return built.value;
    })();
    running.set(key, { stamp, value });
    const ended = () => {
      running.delete(key);
      const next = waiting.get(key);
      waiting.delete(key);
      next?.begin(start(key, next.stamp, next.build));
    };
    value.then(ended, ended);
    return value;
  }

  /** The answer for `key` at `stamp`, read now (`at`), from memory or built. */
  return async function answer(key: string, stamp: string, at: number, build: () => Promise<Built<T>>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.stamp === stamp && at < hit.validUntil) return hit.value;
    const current = running.get(key);
    if (!current) return start(key, stamp, build);
    if (current.stamp === stamp) return current.value;
    const next = waiting.get(key);
    if (next) {
      // The latest caller's build (its instant, its stamp) serves the earlier ones too.
      Object.assign(next, { stamp, build });
      return next.value;
    }
    let begin!: (value: Promise<T>) => void;
    const value = new Promise<T>((resolve) => (begin = resolve));
    waiting.set(key, { stamp, build, begin, value });
    return value;
  };
}

/** One version of the network, as a subquery of a bigger read. */
export const networkVersion = (db: DbOrTx, name: NetworkVersionsTable['name']) => db.selectFrom('network_versions').select('version').where('name', '=', name);

/** One version of the network read on its own, as a cache stamp (migration 0015). */
export async function networkStamp(db: DbOrTx, name: NetworkVersionsTable['name']): Promise<string> {
  const row = await networkVersion(db, name).executeTakeFirst();
  return `${name}:${row?.version ?? 0}`;
}
