// The panel opened to resellers' own automation (issue 29): the request schemas of /me's API tokens and
// webhooks, and the answers of their calls. Scopes, events and texts are in texts.ts.
import { z } from 'zod';
import dayjs from 'dayjs';
import { isoDay } from '../dates';
import { API_TOKEN_DEFAULT_PER_MINUTE, API_TOKEN_MAX_PER_MINUTE, AUTOMATION_MSG, TOKEN_SCOPES, WEBHOOK_EVENTS } from './texts';

const SCOPE_IDS = TOKEN_SCOPES.map((s) => s.id) as [string, ...string[]];
const EVENT_TYPES = WEBHOOK_EVENTS.map((e) => e.type) as [string, ...string[]];

/** An IPv4 or IPv6 address, as the server sees a client's (no ranges). */
const address = z.union([z.ipv4(), z.ipv6()], { error: 'Informe IPs válidos (IPv4 ou IPv6), um por linha.' });

export const createApiTokenBody = z.object({
  name: z.string().trim().min(1, 'Informe um nome para o token.').max(60, 'O nome tem no máximo 60 caracteres.'),
  scopes: z.array(z.enum(SCOPE_IDS)).min(1, 'Escolha ao menos uma permissão.').max(SCOPE_IDS.length),
  /** The last day the token works (YYYY-MM-DD, until 23:59:59 in São Paulo), a real day from today to a year ahead; none: until revoked. */
  expires_on: z.iso
    .date({ error: AUTOMATION_MSG.expiryInvalid })
    .refine((day) => day >= isoDay(Date.now()) && day <= isoDay(dayjs(Date.now()).add(1, 'year').valueOf()), AUTOMATION_MSG.expiryRange)
    .nullish(),
  allowed_ips: z.array(address).max(20, 'No máximo 20 IPs.').default([]),
  per_minute: z.number().int().min(1).max(API_TOKEN_MAX_PER_MINUTE).default(API_TOKEN_DEFAULT_PER_MINUTE),
});

/** Plain HTTP is for a receiver on this machine (tests, a bot beside the panel); anything else goes over TLS. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
export const isLocalHost = (host: string) => LOCAL_HOSTS.includes(host);

const webhookUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    const url = URL.parse(value);
    return !!url && !url.username && !url.password && (url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname)));
  }, AUTOMATION_MSG.webhookUrl)
  // What the check above accepts, as the API document can say it.
  .meta({
    format: 'uri',
    pattern: `^(https://|http://(${LOCAL_HOSTS.map((h) => h.replace(/[.[\]]/g, '\\$&')).join('|')})([:/]|$))`,
    description:
      'Um endereço https://, sem usuário nem senha, fora da rede interna (http://localhost, 127.0.0.1 ou [::1] só num servidor que aceita receptores locais, WEBHOOKS_ALLOW_LOCAL).',
  });

const webhookEvents = z.array(z.enum(EVENT_TYPES)).min(1, 'Escolha ao menos um evento.').max(EVENT_TYPES.length);

export const createWebhookBody = z.object({ url: webhookUrl, events: webhookEvents });

/** A change of an endpoint: its address, its events, or 'Pausar' / 'Reativar'. */
export const updateWebhookBody = z.object({ url: webhookUrl.optional(), events: webhookEvents.optional(), active: z.boolean().optional() });

// ---- Answers (times are ISO 8601 strings) ----

const isoTime = z.string().meta({ description: 'Data e hora em ISO 8601 (UTC).' });

/** A token as /me lists it: never its secret. */
export const apiTokenItemAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token, to tell it apart. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  allowed_ips: z.array(z.string()),
  per_minute: z.number().int(),
  expires_at: isoTime.nullable(),
  created_at: isoTime,
  last_used_at: isoTime.nullable(),
  last_used_ip: z.string(),
});
export type ApiTokenItem = z.infer<typeof apiTokenItemAnswer>;

export const apiTokensAnswer = z.object({
  tokens: z.array(apiTokenItemAnswer),
  /** The scopes this account may give: those with at least one call the account itself may make. */
  scopes: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type ApiTokensAnswer = z.infer<typeof apiTokensAnswer>;

/** POST /api/me/api-tokens: the token made and its secret, shown this once. */
export const createdApiTokenAnswer = z.object({ message: z.string(), token: apiTokenItemAnswer, secret: z.string() });
/** GET /api/reg-users/{id}/api-tokens: a sub-reseller's tokens (never the secret). */
export const resellerApiTokensAnswer = z.object({ tokens: z.array(apiTokenItemAnswer) });

export const webhookEndpointItemAnswer = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  status: z.enum(['active', 'paused']),
  failing_since: isoTime.nullable(),
  created_at: isoTime,
});
export type WebhookEndpointItem = z.infer<typeof webhookEndpointItemAnswer>;

export const webhooksAnswer = z.object({
  endpoints: z.array(webhookEndpointItemAnswer),
  events: z.array(z.object({ type: z.string(), label: z.string() })),
});
export type WebhooksAnswer = z.infer<typeof webhooksAnswer>;

/** POST /api/me/webhooks: the endpoint made and its signing secret, shown this once. */
export const createdWebhookAnswer = z.object({ message: z.string(), endpoint: webhookEndpointItemAnswer, secret: z.string() });

export const webhookDeliveryItemAnswer = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  /** The receiver's HTTP status, null before an answer. */
  response_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: isoTime,
  status_at: isoTime.nullable(),
});
export type WebhookDeliveryItem = z.infer<typeof webhookDeliveryItemAnswer>;
export const webhookDeliveriesAnswer = z.array(webhookDeliveryItemAnswer);
