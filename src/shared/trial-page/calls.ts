// The entries of 'Teste automático' (issue 29) in the table of calls (../calls.ts): name, method, path and
// rule, without zod, for the renderer's first load; their schemas are in call-schemas.ts beside this file.
import { type Entries, type Rule, get, post, put, PUBLIC } from '../rules';
import { MSG } from '../messages';
import { TRIAL_MSG } from './texts';

/** The reseller's own 'Teste automático' page: any account that makes test lines, so not the admin. */
const TRIAL_OWNER: Rule = { who: 'reseller', refused: { who: MSG.lineAdminNoTests } };

export const TRIAL_PAGE_CALLS = {
  // ---- Teste automático (issue 29): each reseller's public page at /t/CODIGO, set in /me; the admin makes no tests ----
  trialPage: get('/api/me/teste-automatico', TRIAL_OWNER),
  saveTrialPage: put('/api/me/teste-automatico', TRIAL_OWNER),
  renewTrialPageCode: post('/api/me/teste-automatico/codigo', { ...TRIAL_OWNER, perMinute: 10 }),
  // The visitor's page: no session; limited per IP (each test also asks the bot check).
  publicTrialPage: get('/api/t/:code', { ...PUBLIC, perMinute: 60 }),
  requestTrial: post('/api/t/:code', { ...PUBLIC, perMinute: 10, actor: TRIAL_MSG.actor }),
} satisfies Entries;
