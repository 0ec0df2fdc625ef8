// The events a webhook hears (issue 29), queued where their cause is, in its transaction: a change
// rolled back queues nothing, one committed is never lost. An event is heard only by the endpoints of
// the accounts that may read what it tells, as the read calls decide it (issue 42): about an account or
// its lines, that account and every one above it (core/scope.ts); about a ticket, those its read call
// shows it to (tickets/common.ts), never the masters above the author of a complaint about them.
import { randomUUID } from 'node:crypto';
import { isTestLine, LINE_KIND_LABELS } from '../../../shared/lines/texts';
import type { WebhookEventType } from '../../../shared/automation/texts';
import { now, type DbOrTx } from '../../db';
import type { ProvidedLine } from '../../providers/lines';
import { isoOf, storedList } from '../../db/stored';
import type { Audience } from '../../core/events';
import type { readersOfAccount } from '../../core/scope';

/** Who may read what an event tells: account ids or everyone, or the readers of an account (core/scope.ts). */
export type Readers = Audience | ReturnType<typeof readersOfAccount>;

/** A line as an event tells it: never its password (a bot that created it has it from the call). */
export const lineData = (line: Pick<ProvidedLine, 'id' | 'kind' | 'username' | 'status' | 'origin' | 'exp_at' | 'whatsapp'>) => ({
  line: {
    id: Number(line.id),
    kind: line.kind,
    kind_label: LINE_KIND_LABELS[line.kind as keyof typeof LINE_KIND_LABELS] ?? line.kind,
    username: line.username,
    test: isTestLine({ status: Number(line.status), origin: line.origin }),
    expires_at: isoOf(Number(line.exp_at)),
    whatsapp: line.whatsapp && line.whatsapp !== '0' ? line.whatsapp : null,
  },
});

/** The JSON an endpoint receives: its id is the same for every endpoint that hears the event. */
export const eventBody = (id: string, type: string, account: { id: number; username: string }, data: object, at = now()) =>
  JSON.stringify({ id, type, created_at: isoOf(at), account: { id: Number(account.id), username: account.username }, data });

/**
 * Queues `type` about `accountId` for the active endpoints of its `readers` that want it. `dedupeKey`
 * (the endpoint's id appended) makes an event that two instances or two runs would queue one row.
 */
export async function queueWebhookEvent(
  db: DbOrTx,
  { accountId, readers, type, data, dedupeKey }: { accountId: number; readers: Readers; type: WebhookEventType; data: object; dedupeKey?: string },
): Promise<number> {
  if (Array.isArray(readers) && readers.length === 0) return 0;
  let query = db.selectFrom('webhook_endpoints as w').select(['w.id', 'w.events']).where('w.status', '=', 'active');
  if (readers !== 'all') query = query.where('w.account_id', 'in', readers);
  const endpoints = await query.execute();
  const hearing = endpoints.filter((e) => storedList(e.events).includes(type));
  if (hearing.length === 0) return 0;
  const account = await db.selectFrom('accounts').select(['id', 'username']).where('id', '=', accountId).executeTakeFirstOrThrow();
  const id = `evt_${randomUUID()}`;
  const at = now();
  const payload = eventBody(id, type, account, data, at);
  const inserted = await db
    .insertInto('webhook_deliveries')
    .values(
      hearing.map((e) => ({
        endpoint_id: e.id,
        event_id: id,
        event_type: type,
        payload,
        dedupe_key: `${dedupeKey ?? id}:${e.id}`,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}
