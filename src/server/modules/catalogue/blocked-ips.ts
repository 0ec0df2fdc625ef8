// The IPs blocked for too many failed logins (line logins at player_api.php / get.php and panel logins
// alike share the `blocked_ips` table), their failed attempts, and unblocking (which also forgets the
// attempts, so the IP starts again from zero).
import { CATALOGUE_MSG } from '../../../shared/catalogue/texts';
import type { BlacklistAttempt, BlacklistEntry } from '../../../shared/catalogue/schemas';
import { formatDateTime } from '../../../shared/dates';
import type { CallerAccount } from '../../core/accounts';
import { now, type Db } from '../../db';
import { logActivity } from '../../core/activity';
import { notFound } from '../../errors';

const HISTORY_MAX = 500;

/** The IPs blocked now, with the total of their failed attempts. */
export async function blockedIps(db: Db): Promise<BlacklistEntry[]> {
  const blocked = await db.selectFrom('blocked_ips').select(['ip', 'until']).where('until', '>', now()).orderBy('created_at', 'desc').orderBy('ip').execute();
  if (blocked.length === 0) return [];
  const ips = blocked.map((b) => b.ip);
  const lineCounts = await db
    .selectFrom('line_attempts')
    .select(['ip', (eb) => eb.fn.countAll<number>().as('n')])
    .where('ip', 'in', ips)
    .groupBy('ip')
    .execute();
  const loginCounts = await db
    .selectFrom('login_attempts')
    .select(['ip', (eb) => eb.fn.countAll<number>().as('n')])
    .where('ip', 'in', ips)
    .where('success', '=', 0)
    .groupBy('ip')
    .execute();
  const total = new Map<string, number>();
  for (const r of [...lineCounts, ...loginCounts]) total.set(r.ip, (total.get(r.ip) ?? 0) + Number(r.n));
  return blocked.map((b) => ({ ip: b.ip, total: total.get(b.ip) ?? 0, until_formatted: formatDateTime(Number(b.until)) }));
}

/** An IP's latest failed attempts, of lines and of the panel. */
export async function failedAttempts(db: Db, ip: string): Promise<BlacklistAttempt[]> {
  const lines = await db
    .selectFrom('line_attempts')
    .select(['ip', 'username', 'password', 'host', 'created_at'])
    .where('ip', '=', ip)
    .orderBy('created_at', 'desc')
    .limit(HISTORY_MAX)
    .execute();
  // A panel login keeps no password: its row shows an empty one.
  const logins = await db
    .selectFrom('login_attempts')
    .select(['ip', 'username', 'host', 'created_at'])
    .where('ip', '=', ip)
    .where('success', '=', 0)
    .orderBy('created_at', 'desc')
    .limit(HISTORY_MAX)
    .execute();
  return [...lines.map((r) => ({ ...r, password: r.password })), ...logins.map((r) => ({ ...r, password: '' }))]
    .sort((a, b) => Number(b.created_at) - Number(a.created_at))
    .slice(0, HISTORY_MAX)
    .map((r) => ({ ip: r.ip, username: r.username, senha: r.password, host: r.host, created_at: formatDateTime(Number(r.created_at)) }));
}

/** `ip` unblocked by the caller (from `requestIp`). */
export async function unblockIp(db: Db, account: CallerAccount, requestIp: string, ip: string) {
  return db.transaction().execute(async (tx) => {
    const removed = await tx.deleteFrom('blocked_ips').where('ip', '=', ip).where('until', '>', now()).returning('ip').executeTakeFirst();
    if (!removed) throw notFound(CATALOGUE_MSG.ipNotBlocked);
    await tx.deleteFrom('blocked_ips').where('ip', '=', ip).execute();
    await tx.deleteFrom('line_attempts').where('ip', '=', ip).execute();
    await tx.deleteFrom('login_attempts').where('ip', '=', ip).where('success', '=', 0).execute();
    await logActivity(tx, {
      accountId: account.id,
      actorId: account.id,
      type: 'Configurações',
      action: `IP ${ip} excluído da blacklist`,
      ip: requestIp,
    });
    return { message: CATALOGUE_MSG.unblocked };
  });
}
