// The entries of the reseller network, its logs, statement and reports in the table of calls
// (../calls.ts): name, method, path and rule, without zod, for the renderer's first load; their schemas
// are in call-schemas.ts beside this file.
import { type Entries, get, post, put, SIGNED, ADMIN, ONCE, PROBES_PER_MINUTE, EXPORTS_PER_MINUTE } from '../rules';
import { MSG } from '../messages';
import { RESELLER_ACTION } from './texts';

export const NETWORK_CALLS = {
  // ---- Resellers ----
  createReseller: post('/api/reg-users', { who: 'creator', refused: { who: MSG.resellerCreateNotAllowed } }),
  resellers: get('/api/reg-users', { who: 'manager' }),
  // Deleting (with the clients, the network, the tree) and blocking a network are the admin's; the direct block is for the others.
  resellerAction: put('/api/reg-users/:id', {
    ...ONCE,
    who: 'manager',
    actions: {
      [RESELLER_ACTION.master]: { who: 'creator' },
      [RESELLER_ACTION.delete]: ADMIN,
      [RESELLER_ACTION.block]: { who: 'reseller' },
      [RESELLER_ACTION.blockNetwork]: ADMIN,
      [RESELLER_ACTION.deleteNetwork]: ADMIN,
      [RESELLER_ACTION.deleteTree]: ADMIN,
    },
  }),
  resellerPermissions: get('/api/reg-users/:id/permissions', ADMIN),
  setResellerPermissions: put('/api/reg-users/:id/permissions', ADMIN),
  adminBlockReseller: put('/api/block-adm-reseller/:id', ADMIN),
  exportResellers: post('/api/export-reseller', { who: 'manager', perMinute: EXPORTS_PER_MINUTE }),
  exportMovements: post('/api/export-logs', { who: 'manager', perMinute: EXPORTS_PER_MINUTE }),
  resellerMovements: get('/api/logs-reseller/:id', { who: 'manager' }),
  resellerAccessLogs: get('/api/access-logs-reseller/:id', { who: 'manager' }),
  findReseller: post('/api/find-user', ADMIN),
  treeTotals: get('/api/get-total-tree/:id', ADMIN),
  tracking: get('/api/get-rastreio/:id', ADMIN),
  duplicates: get('/api/verify-duplicate', ADMIN),
  treeDuplicates: post('/api/get-tree-duplicates', ADMIN),
  externalKey: get('/api/get-external-key/:id', ADMIN),

  // ---- Logs, reports, statement ----
  logs: get('/api/log', SIGNED),
  exportLogsAll: post('/api/export-logs-all', { who: 'signed', permission: 'export_all', perMinute: EXPORTS_PER_MINUTE }),
  extract: get('/api/extract', { who: 'reseller' }),
  exportExtract: post('/api/export-extract-financial', { who: 'reseller', permission: 'export_all', perMinute: EXPORTS_PER_MINUTE }),
  // Heavy aggregates: a window refetches them after each movement, an account has no need of more.
  reports: get('/api/get-reports', { ...SIGNED, perMinute: PROBES_PER_MINUTE }),
} satisfies Entries;
