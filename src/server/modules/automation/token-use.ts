// What a call made with an API token leaves behind, once it is answered (so the bot never waits on
// it): the token's last use (time and address, shown in /me) and a line of the account's log, 'via
// token NOME', for every call, reads included: the log is where an owner sees what its bots did. The
// calls refused by the token's limit are counted instead: one line per token and minute, its count
// rewritten as more come (issue 42: a bot in a loop wrote a line and a last use per refused call).
import type { FastifyRequest, FastifyReply } from 'fastify';
import type { Call } from '../../../shared/rules';
import type { CallName } from '../../../shared/calls';
import { now, type Db } from '../../db';
import { logActivity } from '../../core/activity';
import { escapeHtml } from '../../security';
import { CALL_TEXTS } from '../../openapi/summaries';
import type { ApiTokenUse } from '../../auth/api-tokens';

/** How long the count of a minute's refusals waits before it is written (one write however many come). */
const REFUSALS_FLUSH_MS = 1000;

const tokenLabel = (token: ApiTokenUse) => `via token <b>${escapeHtml(token.name)}</b>`;
const refusalsText = (token: ApiTokenUse, count: number) =>
  `${tokenLabel(token)}: ${count} ${count === 1 ? 'chamada recusada' : 'chamadas recusadas'} pelo limite de ${token.perMinute} por minuto (429)`;

/** The minute's refusals of each token: its log line, once written, and how many it counts. */
interface MinuteRefusals {
  minute: number;
  count: number;
  written: number;
  row: Promise<number | undefined>;
  flush?: NodeJS.Timeout;
}

/** One per app: what every token call leaves behind, whatever its route (`forCall`). */
export function tokenUses(db: Db) {
  const refusals = new Map<number, MinuteRefusals>();

  function countRefusal(token: ApiTokenUse, request: FastifyRequest) {
    const at = now();
    const minute = Math.floor(at / 60_000);
    let open = refusals.get(token.id);
    if (!open || open.minute !== minute) {
      const row = db
        .insertInto('activity_log')
        .values({
          account_id: request.account.id,
          actor_id: request.account.id,
          type: 'Conta',
          action: refusalsText(token, 1),
          target: '',
          ip: request.ip,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirst()
        .then((r) => r?.id);
      open = { minute, count: 0, written: 1, row };
      refusals.set(token.id, open);
    }
    open.count++;
    const current = open;
    if (current.count > current.written && !current.flush)
      current.flush = setTimeout(async () => {
        current.flush = undefined;
        const id = await current.row;
        current.written = current.count;
        if (id !== undefined)
          await db
            .updateTable('activity_log')
            .set({ action: refusalsText(token, current.count) })
            .where('id', '=', id)
            .execute();
      }, REFUSALS_FLUSH_MS).unref();
    return current.row;
  }

  return function forCall(call: Call) {
    const summary = CALL_TEXTS[call.name as CallName]?.summary ?? '';
    return async function tokenCallDone(token: ApiTokenUse, request: FastifyRequest, reply: FastifyReply) {
      try {
        if (reply.statusCode === 429) return void (await countRefusal(token, request));
        await db.updateTable('api_tokens').set({ last_used_at: now(), last_used_ip: request.ip }).where('id', '=', token.id).execute();
        await logActivity(db, {
          accountId: request.account.id,
          actorId: request.account.id,
          type: 'Conta',
          action: `${tokenLabel(token)}: ${escapeHtml(summary)} (${call.method} ${escapeHtml(call.path)}, ${reply.statusCode})`,
          ip: request.ip,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'api token use not recorded');
      }
    };
  };
}
