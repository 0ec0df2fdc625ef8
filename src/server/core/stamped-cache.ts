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

export function stampedCache<T>(limit: number) {
  const entries = new Map<string, { stamp: string; validUntil: number; value: T }>();
  // Ten callers asking for the same answer at once build it once.
  const building = new Map<string, Promise<T>>();

  async function make(key: string, stamp: string, build: () => Promise<Built<T>>): Promise<T> {
    const { value, validUntil } = await build();
    entries.delete(key);
    entries.set(key, { stamp, validUntil, value });
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
    return value;
  }

  /** The answer for `key` at `stamp`, read now (`at`), from memory or built. */
  return async function answer(key: string, stamp: string, at: number, build: () => Promise<Built<T>>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.stamp === stamp && at < hit.validUntil) return hit.value;
    const flight = `${key}|${stamp}`;
    let pending = building.get(flight);
    if (!pending) {
      pending = make(key, stamp, build).finally(() => building.delete(flight));
      building.set(flight, pending);
    }
    return pending;
  };
}

/** One version of the network, as a subquery of a bigger read. */
export const networkVersion = (db: DbOrTx, name: NetworkVersionsTable['name']) =>
  db.selectFrom('network_versions').select('version').where('name', '=', name);

/** One version of the network read on its own, as a cache stamp (migration 0015). */
export async function networkStamp(db: DbOrTx, name: NetworkVersionsTable['name']): Promise<string> {
  const row = await networkVersion(db, name).executeTakeFirst();
  return `${name}:${row?.version ?? 0}`;
}
