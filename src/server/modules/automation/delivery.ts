// Delivering webhook events (issue 29), never inside a request: a channel of the send loop of
// core/outbox.ts (each row claimed by one instance, backoff, retried for 24 h, then failed). Each POST
// is signed as Stripe signs (X-Painel-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">
// with the endpoint's secret), so a receiver checks who sent it and when. An endpoint that has failed
// every delivery for 3 days is paused and its owner told; the expiry events come from a job here.
import { createHmac } from 'node:crypto';
import { AUTOMATION_MSG, WEBHOOK_SIGNATURE_HEADER, type WebhookEventType } from '../../../shared/automation/texts';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { type Addresses, callJson, RemoteError } from '../../core/http-client';
import { dueRows, sendQueued, type QueueChannel } from '../../core/outbox';
import { every } from '../../core/every';
import { now, type Db } from '../../db';
import { decrypt } from '../../security';
import { storedList } from '../../db/stored';
import { notify } from '../telegram/notices';
import { CALLER_COLUMNS } from '../../core/accounts';
import { expiringLines, kindsOf } from '../expiries/service';
import { lineData, queueWebhookEvent } from './events';
import { readersOfAccount } from '../../core/scope';

export const WEBHOOK_RETRY_MS = 24 * 3_600_000;
export const PAUSE_AFTER_FAILING_MS = 3 * 86_400_000;
const TIMEOUT_MS = 10_000;

export const signature = (secret: string, body: string, seconds: number) =>
  `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;

/** An answer that is not 2xx: kept with its status, tried again. */
class Refused extends Error {
  constructor(readonly status: number) {
    super(`O endereço respondeu ${status}.`);
  }
}

/** Where a webhook may connect: the public internet, and this machine too with WEBHOOKS_ALLOW_LOCAL (tests, a bot beside the panel). */
export const webhookAddresses = (config: Config): Addresses => (config.webhooksLocal ? 'public-or-loopback' : 'public');

interface DueDelivery {
  id: number;
  attempts: number;
  created_at: number;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  payload: string;
  url: string;
  secret_enc: string;
}

const channel = (ctx: AppContext): QueueChannel<DueDelivery> => ({
  table: 'webhook_deliveries',
  due: (at) =>
    dueRows(
      ctx.db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
        .select(['d.id', 'd.attempts', 'd.created_at', 'd.endpoint_id', 'd.event_id', 'd.event_type', 'd.payload', 'w.url', 'w.secret_enc'])
        .where('w.status', '=', 'active'),
      'd',
      at,
    ),
  sender: async () => async (row) => {
    try {
      const answer = await callJson(row.url, {
        method: 'POST',
        body: row.payload,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'PainelRevenda-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signature(decrypt(ctx.config.secretKey, row.secret_enc), row.payload, Math.floor(now() / 1000)),
          'x-painel-event': row.event_type,
          'x-painel-delivery': String(row.id),
        },
        timeoutMs: TIMEOUT_MS,
        retry: false,
        redirect: 'manual',
        addresses: webhookAddresses(ctx.config),
      });
      if (!answer.ok) throw new Refused(answer.status);
      await answering(ctx.db, row.endpoint_id);
      return { response_status: answer.status };
    } catch (error) {
      await failing(ctx, row.endpoint_id);
      throw error;
    }
  },
  isRefusal: () => false,
  errorText: (error) => (error instanceof Refused || error instanceof RemoteError ? error.message : String((error as Error)?.message ?? error)),
  failureColumns: (error) => ({ response_status: error instanceof Refused ? error.status : null }),
  stampsStatus: true,
  retryForMs: WEBHOOK_RETRY_MS,
});

const answering = (db: Db, endpointId: number) =>
  db.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', '=', endpointId).where('failing_since', 'is not', null).execute();

/** Marks the endpoint failing since now (if it was not); after 3 days of it, pauses it and tells its owner, once. */
async function failing(ctx: AppContext, endpointId: number): Promise<void> {
  const { db } = ctx;
  const at = now();
  await db.updateTable('webhook_endpoints').set({ failing_since: at }).where('id', '=', endpointId).where('failing_since', 'is', null).execute();
  const paused = await db
    .updateTable('webhook_endpoints')
    .set({ status: 'paused' })
    .where('id', '=', endpointId)
    .where('status', '=', 'active')
    .where('failing_since', '<=', at - PAUSE_AFTER_FAILING_MS)
    .returning(['account_id', 'url'])
    .executeTakeFirst();
  if (paused) await notify(db, [paused.account_id], 'webhook_paused', AUTOMATION_MSG.webhookPaused(paused.url));
}

/** Sends what is due; the number delivered. */
export const deliverDue = (ctx: AppContext): Promise<number> => sendQueued(ctx.db, channel(ctx));

/** The expiry events and the days before the expiry each is told: 3 and 1 days before, and the day after (vencida). */
const EXPIRY_EVENTS: { type: WebhookEventType; days: number }[] = [
  { type: 'linha.vencendo', days: 3 },
  { type: 'linha.vencendo', days: 1 },
  { type: 'linha.vencida', days: -1 },
];

/**
 * Queues the expiry events of `at`'s day for every active endpoint that wants them: the official lines
 * of its account's subtree that expire 3 days or 1 day from today, or expired yesterday. One row per
 * line, expiry and endpoint, whatever the runs or instances.
 */
export async function queueExpiryEvents(ctx: AppContext, at: number = now()): Promise<number> {
  const { db } = ctx;
  const listeners = await db
    .selectFrom('webhook_endpoints as w')
    .innerJoin('accounts as a', 'a.id', 'w.account_id')
    .select([...CALLER_COLUMNS.map((c) => `a.${c}` as const), 'w.events'])
    .where('w.status', '=', 'active')
    .execute();
  let queued = 0;
  for (const listener of listeners) {
    const events = storedList(listener.events);
    const kinds = await kindsOf(db, listener);
    if (kinds.length === 0) continue;
    for (const { type, days } of EXPIRY_EVENTS.filter((e) => events.includes(e.type))) {
      const lines = await expiringLines(db, listener.id, kinds, [days, days], at)
        .select(['l.id', 'l.kind', 'l.username', 'l.status', 'l.origin', 'l.exp_at', 'l.whatsapp', 'l.account_id'])
        .orderBy('l.id')
        .execute();
      for (const line of lines)
        queued += await queueWebhookEvent(db, {
          accountId: Number(line.account_id),
          readers: readersOfAccount(db, Number(line.account_id)),
          type,
          data: { ...lineData(line), days },
          dedupeKey: `${type}:${days}:${line.id}:${line.exp_at}`,
        });
    }
  }
  return queued;
}

export interface WebhookOptions {
  sendEveryMs: number;
  expiryEveryMs: number;
  log: (error: unknown, what: string) => void;
}

export const WEBHOOK_DEFAULTS: Omit<WebhookOptions, 'log'> = { sendEveryMs: 2_000, expiryEveryMs: 15 * 60_000 };

export function startWebhooks(ctx: AppContext, options: WebhookOptions): { stop(): Promise<void> } {
  const stops = [
    every(
      options.sendEveryMs,
      () => deliverDue(ctx),
      (e) => options.log(e, 'envio de webhooks falhou'),
    ),
    every(
      options.expiryEveryMs,
      () => queueExpiryEvents(ctx),
      (e) => options.log(e, 'eventos de vencimento dos webhooks falharam'),
    ),
  ];
  return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}
