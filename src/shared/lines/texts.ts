// Customer lines without zod: the kinds, the status codes and the credits a migration or a moved
// expiry costs (schemas.ts has the request schemas). The renderer imports this module, and schemas.ts
// only for its types, so no screen loads zod (issue 21).

export const LINE_KINDS = ['iptv', 'p2p', 'new_p2p'] as const;
export type LineKind = (typeof LINE_KINDS)[number];
/** How each kind is named on the screens, in logs and in the statement. */
export const LINE_KIND_LABELS: Record<LineKind, string> = { iptv: 'IPTV', p2p: 'P2P', new_p2p: 'Novo P2P' };

/** A line's note: up to 255 characters, counted by its field and refused beyond by the form and the server (never cut). */
export const LINE_NOTE_MAX = 255;

/**
 * The actions of PUT /api/users-iptv|users-p2p|new-users-p2p/{id} by name (spec section 7): the number
 * is what the body's `action` carries. The table of calls, the server and the screens use the names.
 */
export const LINE_ACTION = {
  toggle: 0,
  extend: 1,
  delete: 2,
  edit: 3,
  note: 4,
  package: 5,
  migrateToIptv: 6,
  trust: 7,
  links: 8,
  migrateToP2p: 9,
  at2359: 10,
  migrateToNewP2p: 11,
} as const;

/** Line status: 1 active (official), 2 test, 0 disabled. */
export const LINE_STATUS = { disabled: 0, active: 1, test: 2 } as const;
/** A test line: one that is a test, or a test that was disabled (its origin says so; a test made paid is active). */
export const isTestLine = (line: { status: number; origin: string }) =>
  Number(line.status) === LINE_STATUS.test || (Number(line.status) === LINE_STATUS.disabled && line.origin === 'test');

/** Credits for a migrated line: the whole months between now and its expiry, rounded up, at least 1. */
export function migratorCredits(expMs: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((expMs - now) / (30 * 86_400_000)));
}

/**
 * A new expiry date chosen on edit: moving it back costs nothing (and refunds nothing); moving it forward
 * costs the whole months it adds from the later of now and the current expiry, rounded up, at least 1 —
 * the migrators' price, so a date never buys days more cheaply than 'Estender'.
 */
export function expiryMoveCredits(currentExp: number, newExp: number, now = Date.now()): number {
  return newExp > currentExp ? migratorCredits(newExp, Math.max(now, currentExp)) : 0;
}

/**
 * What changed in a line list since the version a screen holds (GET .../changes, issue 28): the whole
 * list (`full`: the first time, or when the held one cannot be patched), or the rows to add or replace
 * and the ids to drop. The screen sends `cursor` back the next time.
 */
export interface ListChanges<Row> {
  cursor: string;
  full: boolean;
  rows: Row[];
  removed: number[];
}

type ListRow = { id: number } & ({ exp_date_timestamp: number } | { endTime_timestamp: number });
const expiryOf = (row: ListRow) => ('exp_date_timestamp' in row ? row.exp_date_timestamp : row.endTime_timestamp);
/** The order of every line list: the soonest expiry first, then by id. */
export const byExpiry = (a: ListRow, b: ListRow) => expiryOf(a) - expiryOf(b) || a.id - b.id;

/** A held list with its changes applied: the same rows, in the same order, as the whole list built now. */
export function applyListChanges<Row extends ListRow>(held: readonly Row[] | undefined, changes: ListChanges<Row>): Row[] {
  if (changes.full || !held) return changes.rows;
  if (changes.rows.length === 0 && changes.removed.length === 0) return held as Row[];
  const replaced = new Set([...changes.removed, ...changes.rows.map((r) => r.id)]);
  // Mostly in order already: the sort only places the changed rows.
  return [...held.filter((r) => !replaced.has(r.id)), ...changes.rows].sort(byExpiry);
}
