// How stored columns read back: a JSON list column (permissions, scopes, addresses, events) and an
// instant (epoch milliseconds) as the ISO text the answers carry.

/** A JSON list column as strings; empty, malformed or not a list: an empty list. */
export function storedList(stored: unknown): string[] {
  try {
    const list = stored ? JSON.parse(String(stored)) : [];
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

/** An instant column as ISO text; null stays null. */
export function isoOf(ms: number): string;
export function isoOf(ms: number | null): string | null;
export function isoOf(ms: number | null): string | null {
  return ms === null ? null : new Date(Number(ms)).toISOString();
}
