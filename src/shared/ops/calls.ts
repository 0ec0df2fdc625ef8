// The entries of the backups and the recharge portal in the table of calls (../calls.ts): name, method,
// path and rule, without zod, for the renderer's first load; their schemas are in call-schemas.ts beside
// this file.
import { type Entries, type Rule, type StepUpRule, get, post, PUBLIC, ADMIN, ONCE } from '../rules';
import { RECHARGE_MSG } from './texts';

const RECHARGE: Rule = { who: 'signed', permission: 'recharge_portal' };
/** The portal's keys and value are confirmed with a 2FA code (spec section 6). */
const PORTAL_2FA: StepUpRule = { missing: RECHARGE_MSG.code2faMissing, notConfigured: RECHARGE_MSG.twofaRequired };

export const OPS_CALLS = {
  // ---- Backups ----
  backups: get('/api/view-backups', ADMIN),
  runBackup: post('/api/run-backup', ADMIN),
  downloadBackup: post('/api/download-backup', ADMIN),

  // ---- Recharge portal ----
  mpInfos: get('/api/get-mp-infos', RECHARGE),
  saveMpInfos: post('/api/save-mp-infos', { ...RECHARGE, who: 'reseller', stepUp: PORTAL_2FA }),
  mpCreditValue: get('/api/get-mp-credit-value', RECHARGE),
  saveMpCreditValue: post('/api/save-value-mp', { ...RECHARGE, who: 'reseller', stepUp: PORTAL_2FA }),
  portalCredits: get('/api/recargas/credits', RECHARGE),
  recharges: post('/api/recargas/listar', RECHARGE),
  portalTransfer: post('/api/recargas/criar', { ...ONCE, ...RECHARGE, who: 'reseller', refused: { who: RECHARGE_MSG.adminNoRecharge } }),
  portalReturn: post('/api/recargas/devolver', { ...ONCE, ...RECHARGE, who: 'reseller', refused: { who: RECHARGE_MSG.adminNoReturn } }),
  portalPayment: post('/api/recargas/pagamento', { ...PUBLIC, perMinute: 30 }),
  paymentWebhook: post('/api/recargas/webhook/:id', { ...PUBLIC, actor: RECHARGE_MSG.actor }),
  offlineCheckout: get('/api/recargas/offline/:preference', { ...PUBLIC, perMinute: 30 }),
  offlineCheckoutConfirm: post('/api/recargas/offline/:preference', { ...PUBLIC, perMinute: 30, actor: RECHARGE_MSG.actor }),
} satisfies Entries;
