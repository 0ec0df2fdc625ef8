// What a call made with an API token leaves behind, once it is answered (so the bot never waits on
// it): the token's last use (time and address, shown in /me) and a line of the account's log, 'via
// token NOME', for every call, reads included: the log is where an owner sees what its bots did.
import type { FastifyRequest, FastifyReply } from 'fastify';
import type { Call, CallName } from '../../../shared/calls';
import { now, type Db } from '../../db';
import { logActivity } from '../../core/activity';
import { escapeHtml } from '../../security';
import { CALL_TEXTS } from '../../openapi/summaries';
import type { ApiTokenUse } from '../../auth/api-tokens';

export function tokenCallDone(db: Db, call: Call) {
  const summary = CALL_TEXTS[call.name as CallName]?.summary ?? '';
  return async function tokenCallDone(token: ApiTokenUse, request: FastifyRequest, reply: FastifyReply) {
    const at = now();
    try {
      await db.updateTable('api_tokens').set({ last_used_at: at, last_used_ip: request.ip }).where('id', '=', token.id).execute();
      await logActivity(db, {
        accountId: request.account.id,
        actorId: request.account.id,
        type: 'Conta',
        action: `via token <b>${escapeHtml(token.name)}</b>: ${escapeHtml(summary)} (${call.method} ${escapeHtml(call.path)}, ${reply.statusCode})`,
        ip: request.ip,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'api token use not recorded');
    }
  };
}
