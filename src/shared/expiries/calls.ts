// The entries of 'Vencimentos' (issue 22) in the table of calls (../calls.ts): name, method, path and
// rule, without zod, for the renderer's first load; their schemas are in call-schemas.ts beside this file.
import { type Entries, get, post, SIGNED } from '../rules';

export const EXPIRIES_CALLS = {
  // ---- Vencimentos: every kind the caller may renew (the handler reads which) ----
  expiries: get('/api/vencimentos', SIGNED),
  expiryReminders: post('/api/vencimentos/lembrete', SIGNED),
} satisfies Entries;
