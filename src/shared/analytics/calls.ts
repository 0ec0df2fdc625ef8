// The entries of 'Análises' (issue 31) in the table of calls (../calls.ts): name, method, path and rule,
// without zod, for the renderer's first load; their schemas are in call-schemas.ts beside this file.
import { type Entries, get, SIGNED } from '../rules';

export const ANALYTICS_CALLS = {
  // 'Análises' (issue 31): renewal, tests that became customers, what comes in ahead and the tree, over the caller's subtree.
  analytics: get('/api/analises', SIGNED),
  analyticsTree: get('/api/analises/arvore/:id', SIGNED),
} satisfies Entries;
