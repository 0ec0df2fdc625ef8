// Whole line lists (up to 100 000 rows, 15 MB of JSON) held in memory, as a screen holds its list: each
// at the version of its account's lines (bumped by database triggers on every write, from any
// instance) and the instant it was read at, and brought forward by the changes since (list.ts), not
// built again: on a network's evening every player's login bumps its reseller's version (the line goes
// online), and a big reseller's 20 000-line list rebuilt for each opening cost its users 350 ms at the
// p99 (npm run bench:day). Its JSON and gzip are made once per content, with a content hash as its ETag.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { setImmediate as nextTurn } from 'node:timers/promises';

const gzipAsync = promisify(gzip);

export interface ListAnswer {
  /** A strong ETag: the hash of the content. */
  tag: string;
  gz: Buffer;
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

/** zlib runs on libuv's thread pool: the event loop keeps answering other calls meanwhile. */
async function gzipped(json: string): Promise<ListAnswer> {
  const gz = await gzipAsync(json, { level: 1 });
  return { gz, tag: `"${createHash('sha1').update(gz).digest('base64url')}"` };
}

/** One list as held: its rows at `version` and `at`, and what was made of that content. */
export interface HeldList<Row> {
  version: number;
  at: number;
  rows: Row[];
  /** The rows' JSON, then gzipped, made once for this content. */
  json: () => Promise<string>;
  answer: () => Promise<ListAnswer>;
  /** Any body around the rows (the whole answer of the changes call), gzipped, made once per name. */
  around: (name: string, body: (rowsJson: string) => string) => Promise<ListAnswer>;
}

/** A held list of these rows at this version and instant. */
export function heldList<Row>(version: number, at: number, rows: Row[]): HeldList<Row> {
  let json: Promise<string> | undefined;
  let answer: Promise<ListAnswer> | undefined;
  const bodies = new Map<string, Promise<ListAnswer>>();
  const held: HeldList<Row> = {
    version,
    at,
    rows,
    json: () => (json ??= stringifyInSlices(rows)),
    answer: () => (answer ??= held.json().then(gzipped)),
    around: (name, body) => {
      let made = bodies.get(name);
      if (!made) bodies.set(name, (made = held.json().then((j) => gzipped(body(j)))));
      return made;
    },
  };
  return held;
}

/** The same content seen at a later version and instant (nothing of it changed): what was made of it is kept. */
export const movedTo = <Row>(held: HeldList<Row>, version: number, at: number): HeldList<Row> => ({ ...held, version, at });

/**
 * The held lists, the least recently used dropped first past `maxRows` rows in all (a row is some
 * 400 bytes in memory: 400 000 rows, about 160 MB). `bring(key, update)` runs one update of a list at a
 * time, each from the one before: a caller right behind another finds the list already brought forward.
 */
export function heldLists<Row>(maxRows = 400_000) {
  const lists = new Map<string, HeldList<Row>>();
  const queue = new Map<string, Promise<unknown>>();
  let rows = 0;

  function keep(key: string, held: HeldList<Row>) {
    const before = lists.get(key);
    if (before) rows -= before.rows.length;
    lists.delete(key);
    lists.set(key, held);
    rows += held.rows.length;
    for (const [oldest, list] of lists) {
      if (rows <= maxRows || oldest === key) break;
      lists.delete(oldest);
      rows -= list.rows.length;
    }
  }

  return function bring(key: string, update: (held: HeldList<Row> | undefined) => Promise<HeldList<Row>>): Promise<HeldList<Row>> {
    const next = (queue.get(key) ?? Promise.resolve()).then(async () => {
      const held = await update(lists.get(key));
      keep(key, held);
      return held;
    });
    const settled = next.catch(() => undefined);
    queue.set(key, settled);
    void settled.then(() => queue.get(key) === settled && queue.delete(key));
    return next;
  };
}
