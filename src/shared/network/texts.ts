// The reseller network's limits and labels without zod (schemas.ts has the request schemas): the
// renderer imports this module, and schemas.ts only for its types, so no screen loads zod (issue 21).

export const BLOCK_REASON_MIN = 10;

/**
 * The actions of PUT /api/reg-users/{id} by name (spec section 7; the spec's admin 'block network' has
 * no code there: it is 5, docs/decisions.md): the number is what the body's `action` carries.
 */
export const RESELLER_ACTION = { credits: 0, edit: 1, master: 2, delete: 3, block: 4, blockNetwork: 5, deleteNetwork: 7, deleteTree: 8 } as const;

/** A reseller's login: 3 to 32 characters (the form counts them; the server refuses any other length). */
export const RESELLER_LOGIN_MIN = 3;
export const RESELLER_LOGIN_MAX = 32;

export const LOG_TYPES = ['IPTV', 'P2P', 'Credits'] as const;
/** The first year of the logs' year filter (spec: 2022 up to the current year). */
export const FIRST_LOG_YEAR = 2022;
