// The client's address as the per-address rules see it.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { now, type DbOrTx } from '../db';

/**
 * The unit that per-address limits and blocks count: an IPv4 address, or the /64 network of an IPv6
 * one. A home line or a server gets a whole /64, so counting its addresses apart would give endless
 * tries (an IPv4-mapped IPv6 address is its IPv4).
 */
export function limitKey(ip: string): string {
  if (!isIP(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * X-Forwarded-For without what no proxy writes: read from the right (the entries our proxies wrote),
 * the first entry that is not an IP address and everything left of it are dropped, so a client that
 * sends `X-Forwarded-For: garbage` is known by the address the proxy saw, never by 'garbage'.
 * Undefined when nothing is left.
 */
export function trustworthyForwards(header: string): string | undefined {
  const entries = header.split(',').map((e) => e.trim());
  let first = entries.length;
  while (first > 0 && isIP(entries[first - 1])) first -= 1;
  return first < entries.length ? entries.slice(first).join(', ') : undefined;
}

/** Whether the client is blocked: its own address (blocked by the admin), or its limit key. */
export async function ipBlocked(db: DbOrTx, ip: string): Promise<boolean> {
  return !!(await db
    .selectFrom('blocked_ips')
    .select('ip')
    .where('ip', 'in', [ip, limitKey(ip)])
    .where('until', '>', now())
    .executeTakeFirst());
}
