// Whole line lists (up to 100 000 rows, 15 MB of JSON) answered from memory. An answer is built once
// per account, kind and version of its lines (bumped by database triggers on every write, from any
// instance) and kept until that version changes or until the first instant at which time alone
// changes it (a line expires, enters a warning level, stops being online). It is kept gzipped, with
// a content hash as its ETag, so a repeat costs one small query and a revalidation costs nothing.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { setImmediate as nextTurn } from 'node:timers/promises';
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

/**
 * Building a list of 50 000 rows is some 300 ms of work for the event loop (mapping, dates, JSON): it
 * is done a slice at a time, and between slices the loop answers every other user's calls.
 */
const SLICE = 2_000;

/** `rows.map(fn)`, a slice at a time. */
export async function mapInSlices<T, U>(rows: T[], fn: (row: T) => U): Promise<U[]> {
  const mapped: U[] = [];
  for (let i = 0; i < rows.length; i += SLICE) {
    if (i > 0) await nextTurn();
    for (const row of rows.slice(i, i + SLICE)) mapped.push(fn(row));
  }
  return mapped;
}

/** `JSON.stringify(rows)`, a slice at a time. */
async function stringifyInSlices(rows: unknown[]): Promise<string> {
  const parts: string[] = [];
  for (let i = 0; i < rows.length; i += SLICE) {
    if (i > 0) await nextTurn();
    parts.push(JSON.stringify(rows.slice(i, i + SLICE)).slice(1, -1));
  }
  return `[${parts.join(',')}]`;
}

/** At most `limit` lists (about 1 MB each, gzipped). */
export function listCache(limit = 32) {
  const cache = stampedCache<ListAnswer>(limit);
  /** `stamp` names what the list depends on (its version and owner); `at` is now. */
  return (key: string, stamp: string, at: number, build: () => Promise<BuiltList>): Promise<ListAnswer> =>
    cache(key, stamp, at, async () => {
      const { rows, validUntil } = await build();
      // zlib runs on libuv's thread pool: the event loop keeps answering other calls meanwhile.
      const gz = await gzipAsync(await stringifyInSlices(rows), { level: 1 });
      return { value: { gz, tag: `"${createHash('sha1').update(gz).digest('base64url')}"` }, validUntil };
    });
}
