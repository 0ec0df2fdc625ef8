// The entries of sessions and devices and the 2FA recovery codes (issue 30) in the table of calls
// (../calls.ts): name, method, path and rule, without zod, for the renderer's first load; their schemas
// are in call-schemas.ts beside this file.
import { type Entries, type StepUpRule, get, post, del, SIGNED, ADMIN } from '../rules';
import { SESSION_MSG } from './texts';

/** New recovery codes ask a code of the authenticator app (never a recovery code): whoever has only the session cannot make them. */
const RECOVERY_2FA: StepUpRule = { missing: SESSION_MSG.recoveryCodeMissing, notConfigured: SESSION_MSG.recoveryNeeds2fa };

export const SESSIONS_CALLS = {
  // ---- Sessions and devices, 2FA recovery codes (issue 30): /me, and the admin's row actions; in no token scope ----
  sessions: get('/api/me/sessions', SIGNED),
  endSession: del('/api/me/sessions/:id', SIGNED),
  endOtherSessions: post('/api/me/sessions/encerrar-outras', SIGNED),
  recoveryCodes: get('/api/me/2fa/codigos-recuperacao', SIGNED),
  renewRecoveryCodes: post('/api/me/2fa/codigos-recuperacao', { ...SIGNED, perMinute: 10, stepUp: RECOVERY_2FA }),
  endResellerSessions: post('/api/reg-users/:id/encerrar-sessoes', ADMIN),
  resetReseller2fa: del('/api/reseller/:id/2fa', ADMIN),
} satisfies Entries;
