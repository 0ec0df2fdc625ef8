// The entries of 'Alterações' (issue 30) in the table of calls (../calls.ts): name, method, path and rule,
// without zod, for the renderer's first load; their schemas are in call-schemas.ts beside this file.
import { type Entries, get, put, SIGNED, ADMIN } from '../rules';

export const AUDIT_CALLS = {
  // 'Alterações' (issue 30): the changes of the caller's subtree, before and after; how long they are kept is the admin's.
  audit: get('/api/alteracoes', SIGNED),
  auditRetention: put('/api/alteracoes/prazo', ADMIN),
} satisfies Entries;
