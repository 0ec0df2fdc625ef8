// Meta's webhook: the subscription check, and the statuses that tell each message's delivery by its id (wamid).
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { SERVER_MSG } from '../../messages';
import { WHATSAPP_MSG } from '../../../shared/whatsapp/texts';
import type { Config } from '../../config';
import type { WhatsappMessageStatus } from '../../db/schema';
import { now, type DbOrTx } from '../../db';
import { badRequest, forbidden, HttpError } from '../../errors';
import { sameSecret } from '../../security';
import { failureText } from './graph';

/** The subscription check Meta makes when the webhook is set: the challenge to echo for the right token. */
export function webhookChallenge(config: Config, q: Record<string, unknown>): string {
  const expected = config.whatsapp.verifyToken;
  if (!expected) throw forbidden(WHATSAPP_MSG.webhookOff);
  const [mode, token, challenge] = [q['hub.mode'], q['hub.verify_token'], q['hub.challenge']];
  if (mode !== 'subscribe' || typeof token !== 'string' || !sameSecret(token, expected) || typeof challenge !== 'string' || !/^[\w-]{1,200}$/.test(challenge))
    throw forbidden(WHATSAPP_MSG.webhookRefused);
  return challenge;
}

/** A signed payload's statuses applied; how many messages they moved. */
export async function receiveWebhook(db: DbOrTx, config: Config, body: unknown, signature: unknown) {
  const secret = config.whatsapp.appSecret;
  if (!secret) throw forbidden(WHATSAPP_MSG.webhookOff);
  const raw = typeof body === 'string' ? body : '';
  if (typeof signature !== 'string' || !sameSecret(signature, `sha256=${createHmac('sha256', secret).update(raw, 'utf8').digest('hex')}`))
    throw new HttpError(401, WHATSAPP_MSG.badSignature);
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    throw badRequest(SERVER_MSG.invalidInput);
  }
  let received = 0;
  for (const status of statusesOf(payload)) received += await applyStatus(db, status);
  return { received };
}

/** PostgreSQL refuses NUL in text: Meta's words are kept without it. */
const text = z.string().transform((v) => v.replace(/\0/g, ''));

/** One status of Meta's webhook (entry[].changes[].value.statuses[]); what else it carries is not read. */
const webhookStatus = z.object({
  id: z.string().regex(/^[\x21-\x7e]{1,200}$/),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  errors: z.array(z.object({ code: z.number().int().optional(), title: text.optional(), message: text.optional() })).optional(),
});
type WebhookStatus = z.infer<typeof webhookStatus>;
const webhookPayload = z.object({
  entry: z.array(z.object({ changes: z.array(z.object({ value: z.object({ statuses: z.array(z.unknown()).optional() }) })) })),
});

/**
 * The statuses of a signed payload that the panel understands. Anything else (incoming messages, other
 * fields, a status of another shape) is skipped, never refused: Meta would only send it again.
 */
function statusesOf(payload: unknown): WebhookStatus[] {
  const parsed = webhookPayload.safeParse(payload);
  if (!parsed.success) return [];
  return parsed.data.entry.flatMap((e) => e.changes.flatMap((c) => (c.value.statuses ?? []).flatMap((s) => webhookStatus.safeParse(s).data ?? [])));
}

/**
 * What each status may replace: a message only moves forward, whatever order Meta's calls arrive in.
 * 'sent' is what the API's own answer already recorded.
 */
const REPLACES: Record<WebhookStatus['status'], WhatsappMessageStatus[]> = { sent: [], delivered: ['sent'], read: ['sent', 'delivered'], failed: ['sent'] };

async function applyStatus(db: DbOrTx, s: WebhookStatus): Promise<number> {
  if (REPLACES[s.status].length === 0) return 0;
  const error = s.errors?.[0];
  const updated = await db
    .updateTable('whatsapp_messages')
    .set({
      status: s.status,
      status_at: now(),
      ...(s.status === 'failed'
        ? { last_error: failureText('Não entregue pelo WhatsApp', error?.code, error?.message ?? error?.title ?? 'sem detalhes') }
        : {}),
    })
    .where('wamid', '=', s.id)
    .where('status', 'in', REPLACES[s.status])
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}
