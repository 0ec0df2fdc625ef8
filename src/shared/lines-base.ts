// Customer lines without zod: the kinds, the status codes and the credits a migration or a moved
// expiry costs (lines.ts adds the request schemas and re-exports these). The renderer imports this
// module, not lines.ts, so no screen loads zod (issue 21).

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
