// The entries of 'Lixeira' (issue 30) in the table of calls (../calls.ts): name, method, path and rule,
// without zod, for the renderer's first load; their schemas are in call-schemas.ts beside this file.
import { type Entries, get, post, put, del, SIGNED, ADMIN } from '../rules';

export const TRASH_CALLS = {
  // 'Lixeira' (issue 30): the deleted lines of the caller's subtree; how long they wait is the admin's.
  trash: get('/api/lixeira', SIGNED),
  restoreLine: post('/api/lixeira/:id/restaurar', SIGNED),
  eraseLine: del('/api/lixeira/:id', SIGNED),
  trashRetention: put('/api/lixeira/prazo', ADMIN),
  // The deleted resellers, networks and trees whose heir is in the caller's subtree; restoring and erasing them is the admin's, as deleting is.
  resellerTrash: get('/api/lixeira/revendas', SIGNED),
  restoreReseller: post('/api/lixeira/revendas/:id/restaurar', ADMIN),
  eraseReseller: del('/api/lixeira/revendas/:id', ADMIN),
} satisfies Entries;
