// The entries of the API tokens and webhooks (issue 29) in the table of calls (../calls.ts): name, method,
// path and rule, without zod, for the renderer's first load; their schemas are in call-schemas.ts beside
// this file.
import { type Entries, get, post, put, del, SIGNED } from '../rules';

export const AUTOMATION_CALLS = {
  // ---- Automation (issue 29): each account's API tokens and webhooks in /me; in no token scope (texts.ts) ----
  apiTokens: get('/api/me/api-tokens', SIGNED),
  createApiToken: post('/api/me/api-tokens', { ...SIGNED, perMinute: 10 }),
  revokeApiToken: del('/api/me/api-tokens/:id', SIGNED),
  // A sub-reseller's tokens, for the admin and the accounts above it (issue 42): never the secret.
  resellerApiTokens: get('/api/reg-users/:id/api-tokens', { who: 'manager' }),
  revokeResellerApiToken: del('/api/reg-users/api-tokens/:id', { who: 'manager' }),
  webhooks: get('/api/me/webhooks', SIGNED),
  createWebhook: post('/api/me/webhooks', { ...SIGNED, perMinute: 10 }),
  updateWebhook: put('/api/me/webhooks/:id', SIGNED),
  deleteWebhook: del('/api/me/webhooks/:id', SIGNED),
  webhookDeliveries: get('/api/me/webhooks/:id/deliveries', SIGNED),
  testWebhook: post('/api/me/webhooks/:id/test', { ...SIGNED, perMinute: 10 }),
  resendDelivery: post('/api/me/webhook-deliveries/:id/resend', { ...SIGNED, perMinute: 30 }),
} satisfies Entries;
