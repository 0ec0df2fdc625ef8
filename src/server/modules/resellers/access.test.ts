// A generated access matrix for the network calls: each caller relative to the target account
// (itself, its ancestor, its descendant, a sibling, an unrelated branch, the admin, a blocked account).
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_401 } from '../../../shared/messages';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

type Who = 'self' | 'ancestor' | 'descendant' | 'sibling' | 'unrelated' | 'admin' | 'blocked';
const WHO: Who[] = ['self', 'ancestor', 'descendant', 'sibling', 'unrelated', 'admin', 'blocked'];

const t = useTestApp();
let targetId = 0;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  const ancestor = await t.createAccount({ profile: 'master', credits: 100 });
  const target = await t.createAccount({ ownerId: ancestor.id, profile: 'master' });
  const descendant = await t.createAccount({ ownerId: target.id });
  const sibling = await t.createAccount({ ownerId: ancestor.id, profile: 'master' });
  const unrelated = await t.createAccount({ profile: 'master' });
  const blocked = await t.createAccount({ ownerId: ancestor.id, profile: 'master' });
  targetId = target.id;
  const pairs: [Who, string][] = [
    ['self', target.username],
    ['ancestor', ancestor.username],
    ['descendant', descendant.username],
    ['sibling', sibling.username],
    ['unrelated', unrelated.username],
    ['blocked', blocked.username],
  ];
  for (const [who, username] of pairs) tokens[who] = await t.loginAs(username);
  tokens.admin = await t.loginAs('admin', ADMIN_PASSWORD);
  await t.db.updateTable('accounts').set({ status: 0, tokens_valid_after: Date.now() }).where('id', '=', blocked.id).execute();
});

const READ = { self: 200, ancestor: 200, descendant: 404, sibling: 404, unrelated: 404, admin: 200, blocked: 401 };
const CHANGE = { self: 403, ancestor: 200, descendant: 404, sibling: 404, unrelated: 404, admin: 200, blocked: 401 };
/** The descendant is a plain reseller (no network below it): calls for whoever manages a network refuse it outright. */
const MANAGERS_READ = { ...READ, descendant: 403 };
const MANAGERS_CHANGE = { ...CHANGE, descendant: 403 };
const ADMIN_ONLY = { self: 403, ancestor: 403, descendant: 403, sibling: 403, unrelated: 403, admin: 200, blocked: 401 };

const calls: { name: string; method: 'GET' | 'PUT' | 'POST'; url: () => string; body?: unknown; expect: Record<Who, number> }[] = [
  { name: 'movement logs', method: 'GET', url: () => `/api/logs-reseller/${targetId}`, expect: MANAGERS_READ },
  { name: 'access logs', method: 'GET', url: () => `/api/access-logs-reseller/${targetId}`, expect: MANAGERS_READ },
  { name: 'activity logs', method: 'GET', url: () => `/api/log?reseller=${targetId}`, expect: READ },
  // The statement is the non-admins' own (spec section 6).
  { name: 'statement', method: 'GET', url: () => `/api/extract?target=${targetId}`, expect: { ...READ, admin: 403 } },
  { name: 'set master', method: 'PUT', url: () => `/api/reg-users/${targetId}`, body: { action: 2, isMaster: 1 }, expect: MANAGERS_CHANGE },
  { name: 'tree totals', method: 'GET', url: () => `/api/get-total-tree/${targetId}`, expect: ADMIN_ONLY },
  { name: 'tracking', method: 'GET', url: () => `/api/get-rastreio/${targetId}`, expect: ADMIN_ONLY },
  { name: 'external key', method: 'GET', url: () => `/api/get-external-key/${targetId}`, expect: ADMIN_ONLY },
];

describe('network access matrix', () => {
  for (const call of calls)
    for (const who of WHO)
      it(`${call.name} as ${who} -> ${call.expect[who]}`, async () => {
        const res = await t.request(call.method, call.url(), { token: tokens[who], body: call.body });
        expect(res.status).toBe(call.expect[who]);
        if (who === 'blocked') expect(res.data.message).toBe(AUTH_401.denied);
        if (res.status === 404) expect(JSON.stringify(res.data)).not.toMatch(/username|credits/);
      });

  it('lists only the caller subtree in the reseller list', async () => {
    const list = await t.request('GET', '/api/reg-users?per_page=100', { token: tokens.sibling });
    expect(list.data.total).toBe(0);
    const ancestorList = await t.request('GET', '/api/reg-users?per_page=100', { token: tokens.ancestor });
    expect(ancestorList.data.data.map((r: { id: number }) => r.id)).toContain(targetId);
  });
});
