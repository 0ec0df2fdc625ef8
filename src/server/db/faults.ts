// Faults of the database itself (issue 32), told apart from bad input and from bugs: the database is
// away (PostgreSQL restarting, a connection cut, a statement that ran out of time, SQLite busy or
// failing to read or write) or its disk is full. A request that meets one is answered 503 (507 for a
// full disk) with a pt-BR message and Retry-After; the process keeps serving and the next call after
// the database is back succeeds.

export type DatabaseFault = 'unavailable' | 'full';

/** PostgreSQL's codes for a connection that ended or cannot be made now, and a statement cancelled by its timeout. */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '57014', '08000', '08001', '08003', '08004', '08006']);
/** The network's own codes, as Node names them. */
const NET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** pg's own messages for a connection lost or never made (they carry no code). */
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Query read timeout',
  'Client was closed and is not queryable',
];

export function databaseFault(error: unknown): DatabaseFault | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code === 'SQLITE_FULL' || code === 'ENOSPC') return 'full';
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return 'unavailable';
    if (PG_UNAVAILABLE.has(code) || NET_UNAVAILABLE.has(code)) return 'unavailable';
  }
  if (typeof message === 'string' && PG_CLIENT_MESSAGES.some((m) => message.includes(m))) return 'unavailable';
  // AggregateError (a connection tried on IPv4 and IPv6): a fault when one of its causes is.
  if (error instanceof AggregateError) return error.errors.map(databaseFault).find(Boolean) ?? null;
  return null;
}

/**
 * Logs a fault once, not once per request: while the database is away every call meets it, and the
 * log would drown. The first of a kind is logged with its cause; the rest within `quietMs` are counted
 * and said with the next one logged.
 */
export function faultLogger(log: (line: string) => void, quietMs = 30_000) {
  let last = Number.NEGATIVE_INFINITY;
  let quiet = 0;
  return (error: unknown, at = Date.now()) => {
    if (at - last < quietMs) {
      quiet += 1;
      return;
    }
    const cause = String((error as Error)?.message ?? error).split('\n')[0];
    log(`banco de dados indisponível: ${cause}${quiet ? ` (e mais ${quiet} falha(s) desde o último aviso)` : ''}`);
    last = at;
    quiet = 0;
  };
}
