// Whole line lists (up to 100 000 rows, 15 MB of JSON) answered from memory. An answer is built once
// per account, kind and version of its lines (bumped by database triggers on every write, from any
// instance) and kept until that version changes or until the first instant at which time alone
// changes it (a line expires, enters a warning level, stops being online). It is kept gzipped, with
// a content hash as its ETag, so a repeat costs one small query and a revalidation costs nothing.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { stampedCache } from '../../core/stamped-cache';

const gzipAsync = promisify(gzip);

export interface ListAnswer {
  /** A strong ETag: the hash of the content. */
  tag: string;
  gz: Buffer;
}

export interface BuiltList {
  rows: unknown[];
  /** The first instant at which the same rows would read differently. */
  validUntil: number;
}

/** At most `limit` lists (about 1 MB each, gzipped). */
export function listCache(limit = 32) {
  const cache = stampedCache<ListAnswer>(limit);
  /** `stamp` names what the list depends on (its version and owner); `at` is now. */
  return (key: string, stamp: string, at: number, build: () => Promise<BuiltList>): Promise<ListAnswer> =>
    cache(key, stamp, at, async () => {
      const { rows, validUntil } = await build();
      // zlib runs on libuv's thread pool: the event loop keeps answering other calls meanwhile.
      const gz = await gzipAsync(JSON.stringify(rows), { level: 1 });
      return { value: { gz, tag: `"${createHash('sha1').update(gz).digest('base64url')}"` }, validUntil };
    });
}
