// /me's 'Webhooks' (issue 29): an account's endpoints, their recent deliveries, 'Enviar teste' and
// 'Reenviar'. The signing secret is answered once, at creation, and kept encrypted (it must sign).
import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Selectable } from 'kysely';
import { AUTOMATION_MSG, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, WEBHOOKS_PER_ACCOUNT } from '../../../shared/automation/texts';
import type { createWebhookBody, updateWebhookBody, WebhookDeliveryItem, WebhookEndpointItem, WebhooksAnswer } from '../../../shared/automation/schemas';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { allowsHost } from '../../core/http-client';
import { now } from '../../db';
import type { WebhookEndpointsTable } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { encrypt, escapeHtml } from '../../security';
import { isoOf, storedList } from '../../db/stored';
import { webhookAddresses } from './delivery';
import { eventBody } from './events';

/** The deliveries an endpoint's list shows. */
const DELIVERIES_SHOWN = 50;

const item = (row: Selectable<WebhookEndpointsTable>): WebhookEndpointItem => ({
  id: Number(row.id),
  url: row.url,
  events: storedList(row.events),
  status: row.status,
  failing_since: isoOf(row.failing_since),
  created_at: isoOf(row.created_at),
});

export function webhooksService(ctx: AppContext) {
  const { db, config } = ctx;

  /** Refuses an address inside the server's network, in any spelling or behind a name: a reseller's webhook is not a way into it. */
  async function checkUrl(url: string | undefined) {
    if (url && !(await allowsHost(webhookAddresses(config), new URL(url).hostname))) throw badRequest(SERVER_MSG.internalAddress);
  }

  /** The caller's own endpoint, or 404: an id of another account is never found. */
  async function own(account: CallerAccount, id: number) {
    const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Webhook não encontrado.');
    return row;
  }

  const log = (account: CallerAccount, ip: string, action: string) =>
    logActivity(db, { accountId: account.id, actorId: account.id, type: 'Conta', action, ip });

  return {
    own,

    async list(account: CallerAccount): Promise<WebhooksAnswer> {
      const rows = await db.selectFrom('webhook_endpoints').selectAll().where('account_id', '=', account.id).orderBy('id').execute();
      return { endpoints: rows.map(item), events: WEBHOOK_EVENTS.map(({ type, label }) => ({ type, label })) };
    },

    async create(account: CallerAccount, ip: string, body: z.output<typeof createWebhookBody>) {
      await checkUrl(body.url);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const row = await db.transaction().execute(async (tx) => {
        const { n } = await tx
          .selectFrom('webhook_endpoints')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('account_id', '=', account.id)
          .executeTakeFirstOrThrow();
        if (Number(n) >= WEBHOOKS_PER_ACCOUNT) throw badRequest(AUTOMATION_MSG.webhookLimit);
        return tx
          .insertInto('webhook_endpoints')
          .values({
            account_id: account.id,
            url: body.url,
            secret_enc: encrypt(config.secretKey, secret),
            events: JSON.stringify([...new Set(body.events)]),
            created_at: now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      await log(account, ip, `Cadastrou o webhook <b>${escapeHtml(body.url)}</b>`);
      return { message: AUTOMATION_MSG.webhookCreated, endpoint: item(row), secret };
    },

    async update(account: CallerAccount, ip: string, id: number, body: z.output<typeof updateWebhookBody>) {
      const row = await own(account, id);
      await checkUrl(body.url);
      await db
        .updateTable('webhook_endpoints')
        .set({
          ...(body.url ? { url: body.url } : {}),
          ...(body.events ? { events: JSON.stringify([...new Set(body.events)]) } : {}),
          // Turned back on: its failures start counting again.
          ...(body.active === undefined ? {} : { status: body.active ? 'active' : 'paused', failing_since: null }),
        })
        .where('id', '=', row.id)
        .execute();
      await log(account, ip, `Alterou o webhook <b>${escapeHtml(body.url ?? row.url)}</b>`);
      return { message: AUTOMATION_MSG.webhookSaved };
    },

    async remove(account: CallerAccount, ip: string, id: number) {
      const row = await own(account, id);
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', row.id).execute();
        await tx.deleteFrom('webhook_endpoints').where('id', '=', row.id).execute();
      });
      await log(account, ip, `Removeu o webhook <b>${escapeHtml(row.url)}</b>`);
      return { message: AUTOMATION_MSG.webhookRemoved };
    },

    async deliveries(account: CallerAccount, id: number): Promise<WebhookDeliveryItem[]> {
      const row = await own(account, id);
      const rows = await db
        .selectFrom('webhook_deliveries')
        .select(['id', 'event_id', 'event_type', 'status', 'response_status', 'last_error', 'attempts', 'created_at', 'status_at'])
        .where('endpoint_id', '=', row.id)
        .orderBy('id', 'desc')
        .limit(DELIVERIES_SHOWN)
        .execute();
      return rows.map((d) => ({
        ...d,
        id: Number(d.id),
        attempts: Number(d.attempts),
        response_status: d.response_status === null ? null : Number(d.response_status),
        created_at: isoOf(d.created_at),
        status_at: isoOf(d.status_at),
      }));
    },

    /** 'Enviar teste': a test event to this endpoint alone, through the same queue as the others. */
    async test(account: CallerAccount, id: number) {
      const row = await own(account, id);
      await checkUrl(row.url);
      const eventId = `evt_${randomUUID()}`;
      await db
        .insertInto('webhook_deliveries')
        .values({
          endpoint_id: row.id,
          event_id: eventId,
          event_type: WEBHOOK_TEST_EVENT,
          payload: eventBody(eventId, WEBHOOK_TEST_EVENT, account, { message: 'Evento de teste do Painel Revenda.' }),
          dedupe_key: `${eventId}:${row.id}`,
          created_at: now(),
        })
        .execute();
      return { message: AUTOMATION_MSG.webhookTestQueued };
    },

    /** 'Reenviar': the same event (same id and body, signed anew) queued again, whatever became of it. */
    async resend(account: CallerAccount, deliveryId: number) {
      const delivery = await db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
        .select(['d.id', 'w.url'])
        .where('d.id', '=', deliveryId)
        .where('w.account_id', '=', account.id)
        .executeTakeFirst();
      if (!delivery) throw notFound('Entrega não encontrada.');
      await checkUrl(delivery.url);
      const at = now();
      // A new 24 h of tries from now; a row another instance is sending now is left to it.
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'pending', attempts: 0, next_attempt_at: at, claimed_until: 0, created_at: at, last_error: null })
        .where('id', '=', delivery.id)
        .where((eb) => eb.or([eb('status', '!=', 'pending'), eb('claimed_until', '<', at)]))
        .execute();
      return { message: AUTOMATION_MSG.webhookResent };
    },
  };
}
