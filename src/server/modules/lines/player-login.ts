// The line login of the Xtream-compatible answers (player_api.php, get.php and the streams): the
// player's query, the IPTV line of its credentials, the failed attempts kept for the blacklist and the
// online mark of a live line.
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { LINE_LOGIN_MAX_FAILURES, LINE_LOGIN_WINDOW_MS } from '../../../shared/catalogue/texts';
import { LINE_STATUS } from '../../../shared/lines/texts';
import { limitKey } from '../../core/client-address';
import { now, type DbOrTx } from '../../db';
import type { LinesTable } from '../../db/schema';

const text = (max: number) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(max).default(''));
const playerQuery = z.object({
  username: text(64),
  password: text(64),
  action: text(64),
  category_id: text(20),
  vod_id: text(20),
  series_id: text(20),
  stream_id: text(20),
  type: text(20),
  output: text(20),
});
export type PlayerQuery = z.infer<typeof playerQuery>;
const EMPTY_QUERY: PlayerQuery = { username: '', password: '', action: '', category_id: '', vod_id: '', series_id: '', stream_id: '', type: '', output: '' };

/** What a player asks; a query that does not parse reads as empty (a failed login), never as a refusal. */
export function playerQueryOf(query: unknown): PlayerQuery {
  const parsed = playerQuery.safeParse(query ?? {});
  return parsed.success ? parsed.data : EMPTY_QUERY;
}

/** A time as the Xtream answers write it: whole seconds, in a string. */
export const seconds = (ms: number) => String(Math.floor(ms / 1000));

/**
 * A failed line login: recorded for the blacklist under the client's limit key (an IPv6 client's /64);
 * the 10th within 15 minutes blocks it for 15 minutes.
 */
export async function recordLineFailure(db: DbOrTx, attempt: { ip: string; username: string; password: string; host: string }) {
  const at = now();
  const ip = limitKey(attempt.ip).slice(0, 64);
  await db
    .insertInto('line_attempts')
    .values({ ip, username: attempt.username.slice(0, 64), password: attempt.password.slice(0, 64), host: attempt.host.slice(0, 255), created_at: at })
    .execute();
  const { n } = await db
    .selectFrom('line_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', at - LINE_LOGIN_WINDOW_MS)
    .executeTakeFirstOrThrow();
  if (Number(n) >= LINE_LOGIN_MAX_FAILURES) {
    const until = at + LINE_LOGIN_WINDOW_MS;
    await db
      .insertInto('blocked_ips')
      .values({ ip, until, reason: 'Tentativas de login de linha', created_at: at })
      .onConflict((oc) => oc.column('ip').doUpdateSet({ until }))
      .execute();
  }
}

/** A line that logged in, and its status as the Xtream answers say it. */
export interface PlayerLogin {
  line: Selectable<LinesTable>;
  status: 'Active' | 'Disabled' | 'Expired';
}

/** The line of these credentials (IPTV only, docs/decisions.md) and its status, or null after recording the failure. */
export async function lineLogin(db: DbOrTx, request: FastifyRequest, username: string, password: string): Promise<PlayerLogin | null> {
  const line = username
    ? await db
        .selectFrom('lines')
        .selectAll()
        .where('kind', '=', 'iptv')
        .where('username', '=', username)
        .where('password', '=', password)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    : undefined;
  if (!line) {
    await recordLineFailure(db, { ip: request.ip, username, password, host: request.hostname });
    return null;
  }
  const at = now();
  const status = line.status === LINE_STATUS.disabled ? 'Disabled' : line.exp_at < at ? 'Expired' : 'Active';
  // A successful login of a live line is the built-in provider's online status ('watching' in the IPTV list).
  if (status === 'Active')
    await db
      .updateTable('lines')
      .set({ last_seen_at: at, last_seen_ip: request.ip.slice(0, 64) })
      .where('id', '=', line.id)
      .execute();
  return { line, status };
}
