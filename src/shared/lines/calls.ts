// The entries of the customer lines (IPTV, P2P, Novo P2P) and their packages in the table of calls
// (../calls.ts): name, method, path and rule, without zod, for the renderer's first load; their schemas
// are in call-schemas.ts beside this file.
import {
  type Entries,
  type Rule,
  type Grant,
  type BodyGrant,
  get,
  post,
  put,
  del,
  SIGNED,
  ADMIN,
  IPTV,
  ONCE,
  PROBES_PER_MINUTE,
  EXPORTS_PER_MINUTE,
} from '../rules';
import { MSG } from '../messages';
import { LINE_ACTION } from './texts';

const P2P: Rule = { who: 'signed', flag: 'p2p' };
const NEW_P2P: Rule = { who: 'signed', flag: 'n_p2p', permission: 'new_p2p' };
/** The line actions of spec section 7 that move a line to another kind need that kind's flag (and new P2P its permission). */
const TO_P2P: Grant = { who: 'signed', flag: 'p2p' };
const TO_NEW_P2P: Grant = { who: 'signed', flag: 'n_p2p', permission: 'migrate_new_p2p' };
const TO_IPTV: Grant = { who: 'signed', flag: 'iptv' };
/** A test line (`isOficial` false, 0 or '0'): the admin does not generate tests. */
const TEST_LINE: BodyGrant = { field: 'isOficial', is: 0, who: 'reseller', refused: { who: MSG.lineAdminNoTests } };

export const LINES_CALLS = {
  // ---- IPTV ----
  createIptv: post('/api/users-iptv', { ...ONCE, ...IPTV, when: { test: TEST_LINE } }),
  iptvLines: get('/api/users-iptv', IPTV),
  iptvLineChanges: get('/api/users-iptv/changes', IPTV),
  iptvAction: put('/api/users-iptv/:id', { ...ONCE, ...IPTV, actions: { [LINE_ACTION.migrateToP2p]: TO_P2P, [LINE_ACTION.migrateToNewP2p]: TO_NEW_P2P } }),
  exportIptv: post('/api/export-users-iptv', { ...IPTV, perMinute: EXPORTS_PER_MINUTE }),
  recreateIptv: put('/api/recreate-line/:id', IPTV),
  cleanTrials: post('/api/clean-trials', IPTV),
  iptvPackages: post('/api/get-iptv-packages', SIGNED),
  activatePrime: post('/api/activate-prime', IPTV),
  activateLazer: post('/api/activate-lazer', IPTV),
  verifyIptvMigrate: post('/api/verify-iptv-migrate', { ...IPTV, perMinute: PROBES_PER_MINUTE }),
  iptvMigrator: post('/api/iptv-migrator', { ...IPTV, ...ONCE }),

  // ---- P2P ----
  createP2p: post('/api/users-p2p', { ...ONCE, ...P2P, when: { test: TEST_LINE } }),
  p2pLines: get('/api/users-p2p', P2P),
  p2pLineChanges: get('/api/users-p2p/changes', P2P),
  p2pAction: put('/api/users-p2p/:id', { ...ONCE, ...P2P, actions: { [LINE_ACTION.migrateToIptv]: TO_IPTV } }),
  exportP2p: post('/api/export-users-p2p', { ...P2P, perMinute: EXPORTS_PER_MINUTE }),
  recreateP2p: put('/api/recreate-line-p2p/:id', P2P),
  syncP2p: put('/api/sinc-line-p2p/:id', P2P),
  p2pMigrator: post('/api/p2p-migrator', { ...P2P, ...ONCE }),

  // ---- New P2P ----
  createNewP2p: post('/api/new-users-p2p', { ...ONCE, ...NEW_P2P, when: { test: TEST_LINE } }),
  newP2pLines: get('/api/new-users-p2p', NEW_P2P),
  newP2pLineChanges: get('/api/new-users-p2p/changes', NEW_P2P),
  newP2pAction: put('/api/new-users-p2p/:id', { ...ONCE, ...NEW_P2P, actions: { [LINE_ACTION.migrateToIptv]: TO_IPTV } }),
  exportNewP2p: post('/api/export-new-users-p2p', { ...NEW_P2P, perMinute: EXPORTS_PER_MINUTE }),
  recreateNewP2p: put('/api/recreate-line-new-p2p/:id', NEW_P2P),
  syncNewP2p: put('/api/sinc-line-new-p2p/:id', NEW_P2P),
  // The P2P plans: P2P creation, migration to P2P and new P2P all offer them.
  newP2pPackages: get('/api/get-new-p2p-packages', SIGNED),
  // Always a test line: not the admin's.
  newP2pFromCode: post('/api/create-new-user-p2p-code', { ...ONCE, ...NEW_P2P, who: 'reseller', refused: TEST_LINE.refused, perMinute: PROBES_PER_MINUTE }),

  // ---- Line packages (admin) ----
  linePackages: get('/api/line-packages', ADMIN),
  createLinePackage: post('/api/line-packages', ADMIN),
  updateLinePackage: put('/api/line-packages/:id', ADMIN),
  deleteLinePackage: del('/api/line-packages/:id', ADMIN),
} satisfies Entries;
