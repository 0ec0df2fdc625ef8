// WhatsApp Cloud API reminders (issue 22), optional and per account. In /me an account sets its own
// number (Meta's phone number id and access token, checked with Meta before it is kept, the token
// encrypted at rest), its approved template and the automatic reminder's days. 'Vencimentos' queues
// reminders for lines of the caller's own subtree; the sender (worker.ts) delivers them. Meta's webhook
// tells each message's delivery by its id (wamid). Without a configuration, the wa.me links serve alone.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { whatsappNumber } from '../../../shared/copy-messages';
import { formatDateTime, isoDay } from '../../../shared/dates';
import { VALIDATION } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import {
  WHATSAPP_FIELDS,
  WHATSAPP_MSG,
  type WhatsappConfigAnswer,
  type WhatsappMessagesAnswer,
  type WhatsappRemindersAnswer,
  type WhatsappSkipped,
} from '../../../shared/whatsapp';
import type { AppContext } from '../../context';
import { logActivity } from '../../core/activity';
import { subtreeIds } from '../../core/scope';
import { now, type DbOrTx } from '../../db';
import type { WhatsappMessageStatus } from '../../db/schema';
import { badRequest, forbidden, HttpError, unprocessable } from '../../errors';
import { decrypt, encrypt, maskSecret, sameSecret } from '../../security';
import { kindsOf } from '../expiries/routes';
import { failureText, isRefusal, readNumber } from './graph';
import { queueReminders, type ReminderLine } from './reminders';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

/** Meta's code for an id it cannot find (or the token may not read): the number's fault, not the token's. */
const UNKNOWN_OBJECT = 100;

export function whatsappRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db, config } = ctx;
  const configOf = (accountId: number) => db.selectFrom('whatsapp_accounts').selectAll().where('account_id', '=', accountId).executeTakeFirst();

  route(CALLS.whatsappConfig, async ({ request }): Promise<WhatsappConfigAnswer> => {
    const row = await configOf(request.account.id);
    if (!row) return { config: null };
    return {
      config: {
        phone_number_id: row.phone_number_id,
        token_masked: maskSecret(decrypt(config.secretKey, row.token_enc)),
        template_name: row.template_name,
        template_language: row.template_language,
        auto_days: Number(row.auto_days),
        portal_url: row.portal_url,
        display_phone_number: row.display_phone_number,
        verified_at_formatted: formatDateTime(Number(row.verified_at)),
      },
    };
  });

  route(
    CALLS.saveWhatsappConfig,
    async ({ request, body }) => {
      const me = request.account;
      const stored = await configOf(me.id);
      // A change without a new token keeps the stored one (the card never has it to send back).
      const token = body.token || (stored ? decrypt(config.secretKey, stored.token_enc) : '');
      if (!token) throw unprocessable(VALIDATION.required(WHATSAPP_FIELDS.token), { token: [VALIDATION.required(WHATSAPP_FIELDS.token)] });
      let display: string;
      try {
        display = await readNumber(ctx, body.phone_number_id, token);
      } catch (error) {
        if (!isRefusal(error)) throw new HttpError(502, WHATSAPP_MSG.unreachable);
        const [field, message] =
          error.code === UNKNOWN_OBJECT ? (['phone_number_id', WHATSAPP_MSG.numberRefused] as const) : (['token', WHATSAPP_MSG.tokenRefused] as const);
        throw unprocessable(message, { [field]: [message] });
      }
      const values = {
        phone_number_id: body.phone_number_id,
        token_enc: encrypt(config.secretKey, token),
        template_name: body.template_name,
        template_language: body.template_language,
        auto_days: body.auto_days,
        portal_url: body.portal_url,
        display_phone_number: display.slice(0, 32),
        verified_at: now(),
      };
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('whatsapp_accounts')
          .values({ account_id: me.id, ...values })
          .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
          .execute();
        await logActivity(tx, {
          accountId: me.id,
          actorId: me.id,
          type: 'Configurações',
          action: `WhatsApp Cloud API configurada: número ${display}, modelo ${body.template_name}`,
          ip: request.ip,
        });
      });
      return { message: WHATSAPP_MSG.saved(display), display_phone_number: display };
    },
    { labels: WHATSAPP_FIELDS },
  );

  route(CALLS.removeWhatsappConfig, async ({ request }) => {
    const me = request.account;
    await db.transaction().execute(async (tx) => {
      const removed = await tx.deleteFrom('whatsapp_accounts').where('account_id', '=', me.id).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) return;
      // What was queued is not sent from a number the account took away.
      await tx
        .updateTable('whatsapp_messages')
        .set({ status: 'failed', last_error: WHATSAPP_MSG.droppedOnRemove, status_at: now() })
        .where('account_id', '=', me.id)
        .where('status', '=', 'pending')
        .execute();
      await logActivity(tx, { accountId: me.id, actorId: me.id, type: 'Configurações', action: 'WhatsApp Cloud API excluída', ip: request.ip });
    });
    return { message: WHATSAPP_MSG.removed };
  });

  route(
    CALLS.whatsappReminders,
    async ({ request, body: { lines } }): Promise<WhatsappRemindersAnswer> => {
      const me = request.account;
      const sender = await configOf(me.id);
      if (!sender) throw unprocessable(WHATSAPP_MSG.notConfigured);
      const kinds = await kindsOf(db, me);
      // Only lines of the caller's subtree and kinds, as 'lembrete' of the wa.me path: any other is skipped, unnamed.
      const found =
        kinds.length === 0
          ? []
          : await db
              .selectFrom('lines')
              .select(['id', 'kind', 'username', 'whatsapp', 'exp_at'])
              .where('id', 'in', [...new Set(lines.map((l) => l.id))])
              .where('kind', 'in', kinds)
              .where('account_id', 'in', subtreeIds(db, me.id))
              .execute();
      const byId = new Map(found.map((l) => [Number(l.id), l]));
      const ready = new Map<number, ReminderLine>();
      const reasons = new Map<number, WhatsappSkipped>();
      for (const { id, kind } of lines) {
        // A line named twice counts once, as first named.
        if (ready.has(id) || reasons.has(id)) continue;
        const line = byId.get(id);
        if (!line || line.kind !== kind) reasons.set(id, { id, username: '', reason: WHATSAPP_MSG.skipNotFound });
        else if (!whatsappNumber(line.whatsapp)) reasons.set(id, { id, username: line.username, reason: WHATSAPP_MSG.skipNoNumber });
        else ready.set(id, { id, username: line.username, whatsapp: line.whatsapp, exp_at: Number(line.exp_at) });
      }
      // One reminder per line, expiry and day: a second click (or a second tab) today sends nothing more.
      const today = isoDay(now());
      const queued = await queueReminders(ctx, sender, 'manual', [...ready.values()], (l) => `manual:${l.id}:${l.exp_at}:${today}`);
      for (const line of ready.values())
        if (!queued.has(line.id)) reasons.set(line.id, { id: line.id, username: line.username, reason: WHATSAPP_MSG.skipAlreadyToday });
      return {
        message: WHATSAPP_MSG.queued(queued.size),
        queued: queued.size,
        skipped: [...new Set(lines.map((l) => l.id))].flatMap((id) => reasons.get(id) ?? []),
      };
    },
    { labels: { lines: 'Linhas' } },
  );

  route(CALLS.whatsappMessages, async ({ request, query }): Promise<WhatsappMessagesAnswer> => {
    const mine = db.selectFrom('whatsapp_messages').where('account_id', '=', request.account.id);
    const [rows, total] = await Promise.all([
      mine
        .select(['id', 'kind', 'to', 'params', 'status', 'last_error', 'created_at', 'status_at'])
        .orderBy('id', 'desc')
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page)
        .execute(),
      mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        username: (JSON.parse(r.params) as string[])[0] ?? '',
        to: r.to,
        status: r.status,
        last_error: r.last_error,
        created_at_formatted: formatDateTime(Number(r.created_at)),
        status_at_formatted: r.status_at === null ? null : formatDateTime(Number(r.status_at)),
      })),
      total: Number(total.n),
      page: query.page,
      per_page: query.per_page,
    };
  });

  // Meta's webhook, in a scope of its own: its body is kept as the text that came, because the
  // signature (X-Hub-Signature-256) is over those exact bytes.
  void app.register(async (scope) => {
    const routeIn = router(scope, ctx);
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    // The subscription check Meta makes when the webhook is set: echo the challenge for the right token.
    routeIn(CALLS.whatsappWebhookVerify, async ({ request, reply }) => {
      const expected = config.whatsapp.verifyToken;
      if (!expected) throw forbidden(WHATSAPP_MSG.webhookOff);
      const q = request.query as Record<string, unknown>;
      const [mode, token, challenge] = [q['hub.mode'], q['hub.verify_token'], q['hub.challenge']];
      if (
        mode !== 'subscribe' ||
        typeof token !== 'string' ||
        !sameSecret(token, expected) ||
        typeof challenge !== 'string' ||
        !/^[\w-]{1,200}$/.test(challenge)
      )
        throw forbidden(WHATSAPP_MSG.webhookRefused);
      return reply.type('text/plain; charset=utf-8').send(challenge);
    });

    routeIn(CALLS.whatsappWebhook, async ({ request }) => {
      const secret = config.whatsapp.appSecret;
      if (!secret) throw forbidden(WHATSAPP_MSG.webhookOff);
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-hub-signature-256'];
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
    });
  });
}

// ---- The webhook's statuses ----

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
