// Whole line lists (up to 100 000 rows, 15 MB of JSON) answered from memory. An answer is built once
// per account, kind and version of its lines (bumped by database triggers on every write, from any
// instance) and kept until that version changes or until the first instant at which time alone
// changes it (a line expires, enters a warning level, stops being online). It is kept gzipped, with
// a content hash as its ETag, so a repeat costs one small query and a revalidation costs nothing.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

export interface ListAnswer {
  /** A strong ETag: the hash of the content. */
  tag: string;
  gz: Buffer;
}

interface Entry extends ListAnswer {
  stamp: string;
  validUntil: number;
}

export interface BuiltList {
  rows: unknown[];
  /** The first instant at which the same rows would read differently. */
  validUntil: number;
}

/** At most `limit` lists (about 1 MB each, gzipped), the least recently used dropped first. */
export function listCache(limit = 32) {
  const entries = new Map<string, Entry>();
  // Ten clients opening the same list at once build it once.
  const building = new Map<string, Promise<Entry>>();

  async function make(key: string, stamp: string, build: () => Promise<BuiltList>): Promise<Entry> {
    const { rows, validUntil } = await build();
    // zlib runs on libuv's thread pool: the event loop keeps answering other calls meanwhile.
    const gz = await gzipAsync(JSON.stringify(rows), { level: 1 });
    const entry = { stamp, validUntil, gz, tag: `"${createHash('sha1').update(gz).digest('base64url')}"` };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
    return entry;
  }

  /** `stamp` names what the list depends on (its version and owner); `at` is now. */
  return async function answer(key: string, stamp: string, at: number, build: () => Promise<BuiltList>): Promise<ListAnswer> {
    const hit = entries.get(key);
    if (hit && hit.stamp === stamp && at < hit.validUntil) return hit;
    const flight = `${key}|${stamp}`;
    let pending = building.get(flight);
    if (!pending) {
      pending = make(key, stamp, build).finally(() => building.delete(flight));
      building.set(flight, pending);
    }
    return pending;
  };
}
