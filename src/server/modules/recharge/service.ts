// The recharge portal (permission recharge_portal): Mercado Pago keys encrypted at rest and changed
// only with a 2FA code, the credit value, credits moved between the account and its portal balance
// through the ledger (atomic, idempotent), the recharges list, and customers' payments that a webhook
// turns into an approved recharge exactly once.
import { fromCents, toCents } from '../../../shared/domain';
import { formatDateTime } from '../../../shared/dates';
import { RECHARGE_MSG, type MpInfosResponse, type PortalCredits, type RechargeList } from '../../../shared/ops';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { portalPaymentBody, rechargeListBody } from '../../../shared/ops';
import type { AppContext } from '../../context';
import { now, type DbOrTx, type Tx } from '../../db';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { limitKey } from '../../core/client-address';
import { applyMovement, previousMovement, withCredits } from '../../core/ledger';
import type { RequestKey } from '../../validation';
import { HttpError, notFound, unprocessable } from '../../errors';
import { decrypt, encrypt, escapeHtml, maskSecret as mask } from '../../security';
import type { StepUp } from '../../auth/step-up';
import { CHECKOUT_TTL_MS, GatewayError, validSignature, type OfflineGateway, type PaymentGateway } from '../../providers/payments';
import { lineService } from '../lines/service';

export interface Caller {
  account: CallerAccount;
  ip: string;
}

/**
 * A checkout left unpaid past CHECKOUT_TTL_MS shows as expired at once (the gateway's preference expired
 * with it); expireCheckouts records it later. A payment that still arrives for one is approved all the
 * same: money paid is never lost.
 */
/**
 * Unpaid checkouts one line, and one payer address, may have at a time: a customer needs one or two;
 * the public checkout must not let anyone pile up rows.
 */
const PENDING_PER_LINE = 3;
const PENDING_PER_PAYER = 10;

export const shownStatus = (r: { status: string; created_at: number }, at: number) => (r.status === 'pending' && Number(r.created_at) < at - CHECKOUT_TTL_MS ? 'expired' : r.status);

/** Records the expired checkouts (the recharge schedule runs it; reads never write). */
export async function expireCheckouts(db: DbOrTx, at: number = now()): Promise<number> {
  const expired = await db.updateTable('portal_recharges').set({ status: 'expired', updated_at: at }).where('status', '=', 'pending').where('created_at', '<', at - CHECKOUT_TTL_MS).executeTakeFirst();
  return Number(expired.numUpdatedRows);
}

export function rechargeService(ctx: AppContext, gateway: PaymentGateway & Partial<Pick<OfflineGateway, 'pay'>>) {
  const { db, config } = ctx;
  const lines = lineService(ctx);

  const portalRow = (id: number) => db.selectFrom('portal_accounts').selectAll().where('account_id', '=', id).executeTakeFirst();

  async function upsert(tx: Tx | typeof db, id: number, values: { mp_public_key_enc?: string; mp_access_token_enc?: string; credit_value_cents?: number }) {
    await tx
      .insertInto('portal_accounts')
      .values({ account_id: id, mp_public_key_enc: null, mp_access_token_enc: null, ...values, updated_at: now() })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...values, updated_at: now() }))
      .execute();
  }

  const service = {
    async getKeys(account: CallerAccount): Promise<MpInfosResponse> {
      const row = await portalRow(account.id);
      const has = Boolean(row?.mp_public_key_enc && row.mp_access_token_enc);
      return {
        has_keys: has,
        mercado_pago_public_key: has ? mask(decrypt(config.secretKey, row!.mp_public_key_enc!)) : '',
        mercado_pago_access_token: has ? mask(decrypt(config.secretKey, row!.mp_access_token_enc!)) : '',
      };
    },

    /** Keys and value change only with the caller's 2FA code (`stepUp`, the table's), once they are filled in. */
    async saveKeys(caller: Caller, body: { mercado_pago_public_key?: string; mercado_pago_access_token?: string }, stepUp: StepUp) {
      const { mercado_pago_public_key: publicKey, mercado_pago_access_token: accessToken } = body;
      if (!publicKey || !accessToken) throw unprocessable(RECHARGE_MSG.keysEmpty);
      await stepUp();
      await db.transaction().execute(async (tx) => {
        await upsert(tx, caller.account.id, {
          mp_public_key_enc: encrypt(config.secretKey, publicKey),
          mp_access_token_enc: encrypt(config.secretKey, accessToken),
        });
        await logActivity(tx, { accountId: caller.account.id, actorId: caller.account.id, type: 'Configurações', action: 'Chaves do Mercado Pago alteradas', ip: caller.ip });
      });
      return { message: RECHARGE_MSG.keysSaved };
    },

    async getValue(account: CallerAccount) {
      return { creditPortal: fromCents((await portalRow(account.id))?.credit_value_cents ?? 0) };
    },

    async saveValue(caller: Caller, body: { creditPortal?: number | '' | null }, stepUp: StepUp) {
      if (typeof body.creditPortal !== 'number') throw unprocessable(RECHARGE_MSG.valueEmpty);
      await stepUp();
      const cents = Math.round(body.creditPortal * 100);
      await db.transaction().execute(async (tx) => {
        await upsert(tx, caller.account.id, { credit_value_cents: cents });
        await logActivity(tx, { accountId: caller.account.id, actorId: caller.account.id, type: 'Configurações', action: `Valor do crédito do portal: R$ ${(cents / 100).toFixed(2).replace('.', ',')}`, ip: caller.ip });
      });
      return { message: RECHARGE_MSG.valueSaved, creditPortal: cents / 100 };
    },

    async credits(account: CallerAccount): Promise<PortalCredits> {
      const fresh = await db.selectFrom('accounts').select('credits').where('id', '=', account.id).executeTakeFirstOrThrow();
      return { id: account.id, credits: fromCents(fresh.credits), creditos_portal: fromCents((await portalRow(account.id))?.credits ?? 0) };
    },

    /** Credits to the portal (`toPortal`) or back; the caller's own balances only. */
    async transfer(caller: Caller, toPortal: boolean, body: { id_res?: number; qtd_creditos: number }, requestKey?: RequestKey) {
      if (body.id_res !== undefined && body.id_res !== caller.account.id) throw notFound();
      const id = caller.account.id;
      const cents = toCents(body.qtd_creditos);
      const request = requestKey ? `recarga:${id}:${requestKey.key}` : undefined;
      const requestHash = requestKey?.hash;
      const replayOf = (q: DbOrTx) => previousMovement(q, { requestId: request, requestHash });
      const work = withCredits(
        db,
        async (tx) => {
          // A retry of a done transfer is its replay, whatever the balances are now.
          if (await replayOf(tx)) {
            await applyMovement(tx, { from: toPortal ? id : null, to: toPortal ? null : id, amountCents: cents, kind: toPortal ? 'portal_recharge' : 'portal_return', requestId: request, requestHash, actorId: id });
            return;
          }
          if (toPortal) {
            const fresh = await tx.selectFrom('accounts').select('credits').where('id', '=', id).executeTakeFirstOrThrow();
            if (fresh.credits < cents) throw unprocessable(RECHARGE_MSG.exceedsAvailable, { qtd_creditos: [RECHARGE_MSG.exceedsAvailable] });
          }
          const { replayed } = await applyMovement(tx, {
            from: toPortal ? id : null,
            to: toPortal ? null : id,
            amountCents: cents,
            kind: toPortal ? 'portal_recharge' : 'portal_return',
            reason: toPortal ? 'Créditos para o portal' : 'Créditos devolvidos do portal',
            requestId: request,
            requestHash,
            actorId: id,
          });
          if (replayed) return;
          await tx.insertInto('portal_accounts').values({ account_id: id, mp_public_key_enc: null, mp_access_token_enc: null, updated_at: now() }).onConflict((oc) => oc.doNothing()).execute();
          const moved = await tx
            .updateTable('portal_accounts')
            .set((eb) => ({ credits: eb('credits', toPortal ? '+' : '-', cents), updated_at: now() }))
            .where('account_id', '=', id)
            .$if(!toPortal, (q) => q.where('credits', '>=', cents))
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== 1) throw unprocessable(RECHARGE_MSG.exceedsPortal, { qtd_creditos: [RECHARGE_MSG.exceedsPortal] });
          await logActivity(tx, {
            accountId: id,
            actorId: id,
            type: 'Credits',
            action: `${toPortal ? 'Transferiu' : 'Devolveu'} <b>${body.qtd_creditos}</b> crédito(s) ${toPortal ? 'para o' : 'do'} portal`,
            ip: caller.ip,
          });
        },
        request,
      );
      // A parallel twin with the same key committed first: this one saw the old balances and was
      // refused; it is that twin's replay.
      await work.catch(async (error) => {
        if (!request || !(error instanceof HttpError) || error.status !== 422) throw error;
        const twin = await replayOf(db);
        if (!twin) throw error;
      });
      return { message: toPortal ? RECHARGE_MSG.credited : RECHARGE_MSG.returned, ...(await this.credits(caller.account)) };
    },

    async list(account: CallerAccount, query: z.infer<typeof rechargeListBody>): Promise<RechargeList> {
      const at = now();
      const stale = at - CHECKOUT_TTL_MS;
      let q = db.selectFrom('portal_recharges');
      if (!isAdmin(account)) q = q.where('account_id', '=', account.id);
      else if (query.id_res) q = q.where('account_id', '=', query.id_res);
      // What the list shows, not what the job has recorded yet (see shownStatus).
      const status = query.filters?.status;
      if (status === 'expired') q = q.where((eb) => eb.or([eb('status', '=', 'expired'), eb.and([eb('status', '=', 'pending'), eb('created_at', '<', stale)])]));
      else if (status === 'pending') q = q.where('status', '=', 'pending').where('created_at', '>=', stale);
      else if (status) q = q.where('status', '=', status);
      if (query.filters?.username) q = q.where('username', '=', query.filters.username);
      const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll()
        .orderBy('id', 'desc')
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page)
        .execute();
      return {
        recargas: {
          data: rows.map((r) => ({
            id: r.id,
            username: r.username,
            status: shownStatus(r, at),
            data_aprovacao: r.approved_at ? formatDateTime(r.approved_at) : null,
            created_at: formatDateTime(r.created_at),
            updated_at: formatDateTime(r.updated_at),
          })),
          total: Number(total),
          current_page: query.page,
          per_page: query.per_page,
          last_page: Math.max(1, Math.ceil(Number(total) / query.per_page)),
        },
      };
    },

    /**
     * A customer's checkout: the payment preference with the reseller's keys, then its pending recharge.
     * Whatever the portal cannot serve (no keys, no value, no such line, too few portal credits) gets one
     * refusal: an anonymous caller learns nothing of a reseller's customers or balance. No row is kept
     * until the gateway has accepted the preference, and the preference expires with the row.
     */
    async createPayment(body: z.infer<typeof portalPaymentBody>, notificationBase: string | null, payerIp: string) {
      if (config.payments.kind === 'off') throw new HttpError(503, RECHARGE_MSG.paymentsOff);
      const row = await portalRow(body.id_res);
      const found = await db
        .selectFrom('lines')
        .select('id')
        .where('account_id', '=', body.id_res)
        .where('username', '=', body.username)
        .$if(body.kind !== undefined, (q) => q.where('kind', '=', body.kind!))
        .execute();
      if (!row?.mp_access_token_enc || !row.credit_value_cents || row.credits < toCents(body.qtd_creditos) || found.length !== 1)
        throw unprocessable(RECHARGE_MSG.checkoutRefused);
      const at = now();
      const payer = limitKey(payerIp);
      const pending = (column: 'line_id' | 'payer_ip', value: number | string) =>
        db
          .selectFrom('portal_recharges')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', value)
          .where('status', '=', 'pending')
          .where('created_at', '>=', at - CHECKOUT_TTL_MS)
          .executeTakeFirstOrThrow();
      if (Number((await pending('line_id', found[0]!.id)).n) >= PENDING_PER_LINE || Number((await pending('payer_ip', payer)).n) >= PENDING_PER_PAYER)
        throw new HttpError(429, RECHARGE_MSG.checkoutsPending);
      const reference = randomUUID();
      let pref;
      try {
        pref = await gateway.createPreference(decrypt(config.secretKey, row.mp_access_token_enc), {
          external_reference: reference,
          title: `Recarga ${body.username}`,
          quantity: body.qtd_creditos,
          unit_price: row.credit_value_cents / 100,
          expires_at: at + CHECKOUT_TTL_MS,
          ...(notificationBase ? { notification_url: `${notificationBase}/api/recargas/webhook/${body.id_res}` } : {}),
        });
      } catch (error) {
        if (error instanceof GatewayError) throw new HttpError(502, RECHARGE_MSG.gatewayUnavailable);
        throw error;
      }
      const recharge = await db
        .insertInto('portal_recharges')
        .values({
          account_id: body.id_res,
          username: body.username,
          line_id: found[0]!.id,
          credits: toCents(body.qtd_creditos),
          amount_cents: row.credit_value_cents * body.qtd_creditos,
          preference_id: pref.id,
          reference,
          payer_ip: payer,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(recharge.id), preference_id: pref.id, init_point: pref.init_point };
    },

    /**
     * Mercado Pago's notification: the signature is checked, the payment is read back from the gateway
     * with the reseller's token (the notification itself is never trusted), and an approved payment
     * approves its recharge once — a conditional update — however often or in parallel it repeats.
     */
    async webhook(resellerId: number, headers: { signature?: string; requestId?: string }, dataId: string) {
      if (!validSignature(config.payments.webhookSecret, headers.signature, headers.requestId, dataId)) throw new HttpError(401, RECHARGE_MSG.badSignature);
      return settle(resellerId, dataId);
    },

    /** The offline checkout page: what the payer is about to pay (null when no such pending payment). */
    async offlineCheckout(preferenceId: string) {
      const recharge = await db.selectFrom('portal_recharges').selectAll().where('preference_id', '=', preferenceId).executeTakeFirst();
      if (!recharge || !preferenceId) return null;
      return { recharge: { ...recharge, status: shownStatus(recharge, now()) }, reseller: recharge.account_id };
    },

    /**
     * The payer confirms on the offline checkout: the offline gateway records the payment (one per
     * preference) and it goes through the webhook's own approval path.
     */
    async payOffline(preferenceId: string) {
      const checkout = await service.offlineCheckout(preferenceId);
      if (!checkout || !gateway.pay) throw notFound(RECHARGE_MSG.offlineUnknown);
      let payment;
      try {
        payment = gateway.pay(preferenceId);
      } catch {
        throw notFound(RECHARGE_MSG.offlineUnknown);
      }
      return settle(checkout.reseller, payment.id);
    },
  };
  return service;

  /**
   * The one approval path (the webhook's and the offline checkout's): the payment is read back from the
   * gateway with the reseller's token, and an approved one approves its recharge once — a conditional
   * update — debits the portal balance and renews the customer's line, in one transaction.
   */
  async function settle(resellerId: number, dataId: string) {
    const row = await portalRow(resellerId);
    if (!row?.mp_access_token_enc) throw notFound();
    let payment;
    try {
      payment = await gateway.getPayment(decrypt(config.secretKey, row.mp_access_token_enc), dataId);
    } catch {
      throw new HttpError(502, RECHARGE_MSG.gatewayUnavailable);
    }
    if (!payment) throw notFound();
    return withCredits(db, async (tx) => {
      const recharge = await tx
        .selectFrom('portal_recharges')
        .selectAll()
        .where('reference', '=', String(payment.external_reference))
        .where('account_id', '=', resellerId)
        .executeTakeFirst();
      if (!recharge) throw notFound();
      const rechargeId = recharge.id;
      if (recharge.status === 'approved') return { status: 'approved', changed: false };
      if (payment.status !== 'approved') {
        await tx.updateTable('portal_recharges').set({ status: payment.status, payment_id: payment.id, updated_at: now() }).where('id', '=', rechargeId).where('status', '<>', 'approved').execute();
        return { status: payment.status, changed: true };
      }
      const at = now();
      const approved = await tx
        .updateTable('portal_recharges')
        .set({ status: 'approved', payment_id: payment.id, approved_at: at, updated_at: at })
        .where('id', '=', rechargeId)
        .where('status', '<>', 'approved')
        .executeTakeFirst();
      if (Number(approved.numUpdatedRows) !== 1) return { status: 'approved', changed: false };
      // The customer's credits leave the reseller's portal balance (they were moved there already).
      const debited = await tx
        .updateTable('portal_accounts')
        .set((eb) => ({ credits: eb('credits', '-', recharge.credits), updated_at: at }))
        .where('account_id', '=', resellerId)
        .where('credits', '>=', recharge.credits)
        .executeTakeFirst();
      // Returned meanwhile: refused (nothing changes) so Mercado Pago notifies again later.
      if (Number(debited.numUpdatedRows) !== 1) throw unprocessable(RECHARGE_MSG.portalShort);
      // The line chosen at checkout, still this reseller's and still that username (older recharges:
      // the reseller's line of that username).
      const line = await tx
        .selectFrom('lines')
        .select('id')
        .where('account_id', '=', resellerId)
        .where('username', '=', recharge.username)
        .$if(recharge.line_id !== null, (q) => q.where('id', '=', recharge.line_id!))
        .orderBy('id')
        .executeTakeFirst();
      const renewed = line ? await lines.extendPaid(tx, line.id, fromCents(recharge.credits), `Recarga #${rechargeId} do portal`) : null;
      await logActivity(tx, {
        accountId: resellerId,
        actorId: null,
        type: 'Credits',
        action: `Recarga #${rechargeId} aprovada (${escapeHtml(recharge.username)})${renewed ? '' : ': a linha não existe mais, nada foi renovado'}`,
        ip: '',
      });
      return { status: 'approved', changed: true };
    });
  }
}

export type RechargeService = ReturnType<typeof rechargeService>;
