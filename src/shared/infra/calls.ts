// The entries of the balancers, the panel's DNS lists, the activators, DNS purchase and management and the
// collector in the table of calls (../calls.ts): name, method, path and rule, without zod, for the
// renderer's first load; their schemas are in call-schemas.ts beside this file.
import { type Entries, type Rule, type StepUpRule, get, post, put, del, ADMIN, ONCE, PROBES_PER_MINUTE } from '../rules';
import { INFRA_MSG } from './texts';

const DNS_PREMIUM: Rule = { who: 'signed', permission: 'dns_premium' };
const DNS_ACTIVATORS: Rule = { who: 'signed', permission: 'dns_activators' };
/** DNS purchase and management are confirmed with a 2FA code (spec section 6). */
const DNS_2FA: StepUpRule = { missing: INFRA_MSG.code2faMissing, notConfigured: INFRA_MSG.twofaRequired };
/** A purchase or renewal is charged once per Idempotency-Key: its retry may use the code again. */
const DNS_PAID_2FA: StepUpRule = { ...DNS_2FA, replay: true };

export const INFRA_CALLS = {
  // ---- Balancers, DNS lists, activators ----
  balancers: get('/api/balancers', { ...ADMIN, flag: 'iptv' }),
  createBalancer: post('/api/balancers', { ...ADMIN, flag: 'iptv' }),
  updateBalancer: put('/api/balancers/:id', { ...ADMIN, flag: 'iptv' }),
  deleteBalancer: del('/api/balancers/:id', { ...ADMIN, flag: 'iptv' }),
  dnsList: get('/api/dns', ADMIN),
  createDnsEntry: post('/api/dns', ADMIN),
  updateDnsEntry: put('/api/dns/:id', ADMIN),
  deleteDnsEntry: del('/api/dns/:id', ADMIN),
  activators: get('/api/dns-activators', DNS_ACTIVATORS),
  createActivator: post('/api/dns-activators', DNS_ACTIVATORS),
  updateActivator: put('/api/dns-activators/:id', DNS_ACTIVATORS),
  deleteActivator: del('/api/dns-activators/:id', DNS_ACTIVATORS),

  // ---- DNS purchase and management ----
  verifyDns: post('/api/verify-dns', { ...DNS_PREMIUM, perMinute: PROBES_PER_MINUTE }),
  createDns: post('/api/create-dns', { ...ONCE, ...DNS_PREMIUM, perMinute: PROBES_PER_MINUTE, stepUp: DNS_PAID_2FA }),
  // The spec writes it with a final slash: the server answers both (app.ts: ignoreTrailingSlash), the table one path.
  renewDns: post('/api/renew-dns', { ...ONCE, ...DNS_PREMIUM, stepUp: DNS_PAID_2FA }),
  enableAutorenew: get('/api/enable-autorenew-dns/:id', DNS_PREMIUM),
  disableAutorenew: get('/api/disable-autorenew-dns/:id', DNS_PREMIUM),
  shareDns: post('/api/share-dns', DNS_PREMIUM),
  ownDns: get('/api/list-dns', DNS_PREMIUM),
  removedDns: get('/api/list-dns-removed', DNS_PREMIUM),
  sharedDns: get('/api/list-dns-shared', DNS_PREMIUM),
  // Removing or re-activating one's own DNS asks the code; hiding one shared from above does not (the handler waives it).
  removeActiveDns: put('/api/remove-active-dns/:id', { ...DNS_PREMIUM, stepUp: DNS_2FA }),
  rotateOwnDns: get('/api/rotate-dns/:id', DNS_PREMIUM),
  configureDns: put('/api/configure-dns/:id', DNS_PREMIUM),
  dnsLogs: get('/api/list-logs-dns', DNS_PREMIUM),
  removeSharedDns: get('/api/remove-shared-dns/:dns', DNS_PREMIUM),
  collector: get('/api/dns-collector', ADMIN),
  addCollector: post('/api/dns-collector', ADMIN),
  deleteCollector: del('/api/dns-collector/:id', ADMIN),
} satisfies Entries;
