// The built-in provider answers line logins in the Xtream-Codes player_api.php format, so a
// streaming server or a player can check a line against the panel. Failed logins are recorded as
// attempts (ip, username, password, host, time) for the blacklist; successful ones mark the line online.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LINE_STATUS } from '../../../shared/lines';
import type { AppContext } from '../../context';
import { now } from '../../db';

const loginQuery = z.object({ username: z.string().max(64).default(''), password: z.string().max(64).default('') });

export function playerApiRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  app.get('/player_api.php', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request) => {
    const q = loginQuery.safeParse(request.query);
    const { username, password } = q.success ? q.data : { username: '', password: '' };
    // Only IPTV lines log in here: P2P and new P2P lines live on their own networks (docs/decisions.md).
    const line = username
      ? await db.selectFrom('lines').selectAll().where('kind', '=', 'iptv').where('username', '=', username).where('password', '=', password).orderBy('id', 'desc').executeTakeFirst()
      : undefined;
    const at = now();
    const server_info = {
      url: request.hostname,
      port: String(request.port ?? ''),
      server_protocol: request.protocol,
      timezone: 'America/Sao_Paulo',
      timestamp_now: Math.floor(at / 1000),
      time_now: new Date(at).toISOString().replace('T', ' ').slice(0, 19),
    };
    if (!line) {
      await db.insertInto('line_attempts').values({ ip: request.ip, username: username.slice(0, 64), password: password.slice(0, 64), host: request.hostname.slice(0, 255), created_at: at }).execute();
      return { user_info: { auth: 0 } };
    }
    const status = line.status === LINE_STATUS.disabled ? 'Disabled' : line.exp_at < at ? 'Expired' : 'Active';
    // A successful login of a live line is the built-in provider's online status ('watching' in the IPTV list).
    if (status === 'Active') await db.updateTable('lines').set({ last_seen_at: at, last_seen_ip: request.ip.slice(0, 64) }).where('id', '=', line.id).execute();
    return {
      user_info: {
        username: line.username,
        password: line.password,
        auth: 1,
        status,
        exp_date: String(Math.floor(line.exp_at / 1000)),
        is_trial: line.status === LINE_STATUS.test ? '1' : '0',
        active_cons: '0',
        created_at: String(Math.floor(line.created_at / 1000)),
        max_connections: '1',
        allowed_output_formats: ['m3u8', 'ts'],
      },
      server_info,
    };
  });
}
