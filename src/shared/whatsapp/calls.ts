// The entries of the WhatsApp Cloud API reminders (issue 22) in the table of calls (../calls.ts): name,
// method, path and rule, without zod, for the renderer's first load; their schemas are in call-schemas.ts
// beside this file.
import { type Entries, get, post, put, del, PUBLIC, SIGNED } from '../rules';

export const WHATSAPP_CALLS = {
  // ---- WhatsApp Cloud API (issue 22): each account's own number in /me, reminders from Vencimentos; the webhook is Meta's ----
  whatsappConfig: get('/api/me/whatsapp', SIGNED),
  // Each save asks Meta to check the number and token: a few per minute.
  saveWhatsappConfig: put('/api/me/whatsapp', { ...SIGNED, perMinute: 10 }),
  removeWhatsappConfig: del('/api/me/whatsapp', SIGNED),
  whatsappReminders: post('/api/whatsapp/lembretes', { ...SIGNED, perMinute: 30 }),
  whatsappMessages: get('/api/whatsapp/mensagens', SIGNED),
  whatsappWebhookVerify: get('/api/whatsapp/webhook', { ...PUBLIC, perMinute: 30 }),
  // Meta posts every status of every message (sent, delivered, read) from a few addresses.
  whatsappWebhook: post('/api/whatsapp/webhook', { ...PUBLIC, perMinute: 1200 }),
} satisfies Entries;
