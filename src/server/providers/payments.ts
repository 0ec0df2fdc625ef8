// Payments of the recharge portal, with the shape of Mercado Pago's API: a checkout preference
// (POST /checkout/preferences), a payment's status (GET /v1/payments/{id}) and the webhook's signature
// (x-signature: ts=...,v1=HMAC-SHA256 of "id:{data.id};request-id:{x-request-id};ts:{ts};"). The
// built-in offline gateway behaves the same without leaving the machine; PAYMENTS=mercadopago talks
// HTTP to MERCADO_PAGO_API_URL.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CALLS, pathOf } from '../../shared/calls';
import type { PaymentsConfig } from '../config';
import { callJson } from '../core/http-client';

export interface PreferenceInput {
  external_reference: string;
  title: string;
  quantity: number;
  /** R$ */
  unit_price: number;
  notification_url?: string;
  /** After this instant (ms) the preference can no longer be paid. */
  expires_at: number;
}

/** How long a customer's checkout may be paid: the preference expires, and its pending row shows expired. */
export const CHECKOUT_TTL_MS = 24 * 3600_000;

export interface Payment {
  id: string;
  /** approved, pending, in_process, rejected, cancelled, refunded... */
  status: string;
  external_reference: string;
}

export class GatewayError extends Error {}

export interface PaymentGateway {
  createPreference(accessToken: string, input: PreferenceInput): Promise<{ id: string; init_point: string }>;
  getPayment(accessToken: string, paymentId: string): Promise<Payment | null>;
}

/** The webhook's signature as Mercado Pago computes it. */
export function webhookSignature(secret: string, dataId: string, requestId: string, ts: string): string {
  return createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
}

/** How old a webhook's signed timestamp may be: a captured notification cannot be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

/** The instant of a signature's `ts`: Unix seconds as Mercado Pago sends it, or milliseconds. */
const signedAt = (ts: string) => (Number(ts) < 1e12 ? Number(ts) * 1000 : Number(ts));

/** Checks an x-signature header ("ts=...,v1=..."), in constant time, signed at most five minutes ago. */
export function validSignature(secret: string, header: string | undefined, requestId: string | undefined, dataId: string, now = Date.now()): boolean {
  if (!header || !requestId) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  if (!parts.ts || !/^\d{1,16}$/.test(parts.ts) || !parts.v1 || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  if (Math.abs(now - signedAt(parts.ts)) > WEBHOOK_MAX_AGE_MS) return false;
  const expected = Buffer.from(webhookSignature(secret, dataId, requestId, parts.ts), 'hex');
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}

/** The offline checkout page of a preference, under the panel's own address (or relative to it). */
export const offlineCheckoutPath = (preferenceId: string) => pathOf(CALLS.offlineCheckout, { preference: preferenceId });

/**
 * In-process gateway: preferences and payments kept in memory (one server process; a restart forgets
 * unpaid ones). The payer confirms on the panel's offline checkout page, which calls `pay`: one payment
 * per preference, however often it is confirmed.
 */
export function offlineGateway(checkoutBase = '') {
  const preferences = new Map<string, { token: string; input: PreferenceInput }>();
  const payments = new Map<string, Payment & { token: string }>();
  return {
    async createPreference(accessToken: string, input: PreferenceInput) {
      const id = `pref-${randomBytes(8).toString('hex')}`;
      preferences.set(id, { token: accessToken, input });
      return { id, init_point: `${checkoutBase}${offlineCheckoutPath(id)}` };
    },
    async getPayment(accessToken: string, paymentId: string) {
      const payment = payments.get(paymentId);
      if (!payment || payment.token !== accessToken) return null;
      const { token: _token, ...rest } = payment;
      return rest;
    },
    /** The customer pays a preference: a payment with that status. */
    pay(preferenceId: string, status = 'approved'): Payment {
      const pref = preferences.get(preferenceId);
      if (!pref || Date.now() > pref.input.expires_at) throw new GatewayError('preferência desconhecida ou expirada');
      const paid = [...payments.values()].find((p) => p.external_reference === pref.input.external_reference && p.token === pref.token);
      const payment = paid ?? {
        id: String(Date.now()) + randomBytes(2).readUInt16BE(0),
        status,
        external_reference: pref.input.external_reference,
        token: pref.token,
      };
      payments.set(payment.id, payment);
      const { token: _token, ...rest } = payment;
      return rest;
    },
  };
}

export function httpGateway(apiUrl: string): PaymentGateway {
  async function call<T>(accessToken: string, method: 'GET' | 'POST', path: string, json?: unknown): Promise<{ status: number; data: T | null }> {
    try {
      const { status, data } = await callJson(`${apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, 'x-idempotency-key': randomBytes(16).toString('hex') },
        json,
        timeoutMs: 15_000,
      });
      return { status, data: data as T | null };
    } catch (error) {
      throw new GatewayError((error as Error).message);
    }
  }
  return {
    async createPreference(accessToken, input) {
      const { status, data } = await call<{ id: string; init_point: string }>(accessToken, 'POST', '/checkout/preferences', {
        items: [{ title: input.title, quantity: input.quantity, unit_price: input.unit_price, currency_id: 'BRL' }],
        external_reference: input.external_reference,
        expires: true,
        expiration_date_to: new Date(input.expires_at).toISOString(),
        ...(input.notification_url ? { notification_url: input.notification_url } : {}),
      });
      if (status >= 300 || !data?.id) throw new GatewayError(`preferência: HTTP ${status}`);
      return { id: String(data.id), init_point: data.init_point };
    },
    async getPayment(accessToken, paymentId) {
      const { status, data } = await call<{ id: number | string; status: string; external_reference: string }>(
        accessToken,
        'GET',
        `/v1/payments/${encodeURIComponent(paymentId)}`,
      );
      if (status === 404) return null;
      if (status >= 300 || !data) throw new GatewayError(`pagamento: HTTP ${status}`);
      return { id: String(data.id), status: data.status, external_reference: String(data.external_reference ?? '') };
    },
  };
}

export type OfflineGateway = ReturnType<typeof offlineGateway>;

export function paymentGateway(config: PaymentsConfig, publicUrl: string | null = null): PaymentGateway & Partial<Pick<OfflineGateway, 'pay'>> {
  return config.kind === 'mercadopago' ? httpGateway(config.apiUrl) : offlineGateway(publicUrl ?? '');
}
