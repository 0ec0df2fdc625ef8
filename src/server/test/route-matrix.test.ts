// The table of calls (src/shared/calls.ts) as the server registers it: every entry is a route and no
// route is outside it; each entry but the public ones refuses a caller logged out and a blocked account
// (401), changing nothing. Then every route that takes the id of an account, a line, a ticket or a smart
// app user, as the owner's sibling branch, an unrelated account and a descendant of the owner. Who may
// make each call, profile by profile, is the access list's test (access-matrix.test.ts, docs/access.md);
// the spec's rules of section 6 that went missing before the table are asserted here on their own too.
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_401, MSG } from '../../shared/messages';
import { CALLS } from '../../shared/calls';
import type { Call } from '../../shared/rules';
import { PERMISSIONS } from '../../shared/domain';
import { setFlag } from '../core/settings';
import { guardRoutes } from '../auth/guard';
import { ADMIN_PASSWORD, useTestApp } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ENTRIES = Object.entries(CALLS as Record<string, Call>);

// With the demo gateway on, so its checkout pages are in the table too.
const t = useTestApp({ PAYMENTS: 'offline' });
const tokens: Record<string, string> = {};
/** The objects of one branch (a master, its reseller and its reseller's sub-reseller) that others try to touch. */
const ids = { reseller: 0, iptv: 0, p2p: 0, newP2p: 0, ticket: 0, smart: 0 };

beforeAll(async () => {
  const master = await t.createAccount({ profile: 'master', credits: 50 });
  const reseller = await t.createAccount({ ownerId: master.id, credits: 20, permissions: ['new_p2p'] });
  const below = await t.createAccount({ ownerId: reseller.id, credits: 5 });
  const sibling = await t.createAccount({ profile: 'master', credits: 50, permissions: [...PERMISSIONS] });
  const siblingReseller = await t.createAccount({ ownerId: sibling.id, credits: 20, permissions: [...PERMISSIONS] });
  const plain = await t.createAccount({ credits: 20 });
  const blocked = await t.createAccount();
  for (const [name, account] of Object.entries({ master, reseller, below, sibling, siblingReseller, plain, blocked }))
    tokens[name] = await t.loginAs(account.username);
  tokens.admin = await t.loginAs('admin', ADMIN_PASSWORD);
  await t.db.updateTable('accounts').set({ status: 0, tokens_valid_after: Date.now() }).where('id', '=', blocked.id).execute();

  const as = tokens.reseller;
  ids.reseller = reseller.id;
  ids.iptv = (await t.request('POST', '/api/users-iptv', { token: as, body: { isOficial: true, package: 1, credits: 1 } })).data.id;
  ids.p2p = (await t.request('POST', '/api/users-p2p', { token: as, body: { isOficial: true, productid: 9, credits: 1, nota: 'cliente' } })).data.id;
  ids.newP2p = (await t.request('POST', '/api/new-users-p2p', { token: as, body: { isOficial: true, productid: 10, credits: 1 } })).data.id;
  ids.ticket = (
    await t.request('POST', '/api/ticket', { token: as, body: { title: 'Canal travando', category: 1, content: 'O canal trava à noite.' } })
  ).data.id;
  const line = (await t.request('GET', '/api/users-iptv', { token: as })).data[0];
  await t.request('POST', '/api/users-smart-app', { token: as, body: { mac: '00:1A:2B:3C:4D:5E', id_device: 'tv1', username: line.username, app: 1 } });
  ids.smart = (await t.request('GET', '/api/users-smart-app', { token: as })).data[0].id;
  expect(Object.values(ids).every((id) => Number.isInteger(id) && id > 0)).toBe(true);
});

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const fill = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999').replace('*', 'nada');
const withoutBody = (method: string) => method === 'GET' || method === 'DELETE';
const ask = (call: Call, token: string | undefined, body?: unknown) =>
  t.request(call.method as Method, fill(call.path), { token, body: withoutBody(call.method) ? undefined : (body ?? {}) });

describe('the table of calls', () => {
  it('is what the server registers: every entry is a route, and no route is outside it', () => {
    const registered = new Set(t.routes.map(key));
    expect(ENTRIES.filter(([, c]) => !registered.has(key({ method: c.method, url: c.path }))).map(([name]) => name)).toEqual([]);
    expect(t.routes.map(key).filter((r) => !ENTRIES.some(([, c]) => key({ method: c.method, url: c.path }) === r) && !['GET /', 'GET /*'].includes(r))).toEqual(
      [],
    );
  });

  it('cannot be bypassed: a route registered around it (app.get) stops the server at start', () => {
    const app = Fastify();
    guardRoutes(app, t.db, t.ctx.tokens);
    expect(() => app.get('/api/fora-da-tabela', async () => ({}))).toThrow(/fora da tabela/);
  });

  it('refuses every call but the public ones logged out (401) and to a blocked account (401), changing nothing', async () => {
    const before = await t.snapshot();
    for (const [name, call] of ENTRIES) {
      if (call.rule.who === 'public') continue;
      for (const token of [undefined, tokens.blocked]) {
        const res = await ask(call, token);
        expect([name, res.status, res.data?.message]).toEqual([name, 401, token ? AUTH_401.denied : AUTH_401.missing]);
      }
    }
    expect(await t.snapshot()).toBe(before);
  });
});

describe('the rules of spec section 6 that the menu alone kept before', () => {
  const newP2pCalls = ENTRIES.filter(([, c]) => /new-users?-p2p|new-p2p/.test(c.path) && c.path !== '/api/get-new-p2p-packages');

  it('refuses every new P2P call to a reseller without new_p2p (403 in pt-BR)', async () => {
    expect(newP2pCalls.length).toBeGreaterThanOrEqual(7);
    for (const [name, call] of newP2pCalls) expect([name, (await ask(call, tokens.plain)).status]).toEqual([name, 403]);
    expect(await t.request('PUT', `/api/users-iptv/${ids.iptv}`, { token: tokens.reseller, body: { action: 11, productid: 10 } })).toMatchObject({
      status: 403,
      data: { message: MSG.forbidden },
    });
  });

  it('keeps deleting resellers (actions 3, 7 and 8) and blocking a network (5) to the admin: a master is refused', async () => {
    for (const action of [3, 5, 7, 8])
      expect((await t.request('PUT', `/api/reg-users/${ids.reseller}`, { token: tokens.master, body: { action, reason: 'motivo do teste' } })).status).toBe(
        403,
      );
    expect((await t.request('GET', '/api/reg-users', { token: tokens.master })).data.data.map((r: { id: number }) => r.id)).toContain(ids.reseller);
  });

  it('with iptv off, refuses every IPTV call of a non-admin, and the admin still lists the lines', async () => {
    await setFlag(t.db, 'iptv', false);
    try {
      const iptvCalls = ENTRIES.filter(([, c]) => c.rule.flag === 'iptv' && c.rule.who !== 'admin');
      expect(iptvCalls.length).toBeGreaterThanOrEqual(10);
      for (const [name, call] of iptvCalls) expect([name, (await ask(call, tokens.reseller)).data?.message]).toEqual([name, MSG.lineKindDisabled]);
      expect((await t.request('GET', '/api/users-iptv', { token: tokens.admin })).status).toBe(200);
      // Balancers and blocked IPs go with the iptv flag, for the admin too.
      expect((await t.request('GET', '/api/balancers', { token: tokens.admin })).status).toBe(403);
    } finally {
      await setFlag(t.db, 'iptv', true);
    }
  });

  it('keeps the portal tickets to the admin, the statement to non-admins, the direct block to non-admins', async () => {
    expect((await t.request('GET', '/api/ticket-portal-office', { token: tokens.master })).status).toBe(403);
    expect((await t.request('GET', '/api/extract', { token: tokens.admin })).status).toBe(403);
    expect((await t.request('PUT', `/api/reg-users/${ids.reseller}`, { token: tokens.admin, body: { action: 4, reason: 'bloqueio direto' } })).status).toBe(
      403,
    );
  });
});

/** Every route that takes the id of something owned below the master, with a body that would change it. */
/** `restricted`: also needs the admin or a permission, so the master above is refused too; `read`: the master above may read it. */
const OWNED: { route: string; id: keyof typeof ids; body?: unknown; restricted?: boolean; read?: boolean }[] = [
  { route: 'PUT /api/reg-users/:id', id: 'reseller', body: { action: 0, credits: 10 } },
  { route: 'PUT /api/reg-users/:id', id: 'reseller', body: { action: 4, reason: 'bloqueio indevido' } },
  { route: 'PUT /api/reg-users/:id', id: 'reseller', body: { action: 3 } },
  { route: 'GET /api/logs-reseller/:id', id: 'reseller', read: true },
  { route: 'GET /api/analises/arvore/:id', id: 'reseller', read: true },
  { route: 'GET /api/access-logs-reseller/:id', id: 'reseller', read: true },
  { route: 'GET /api/reg-users/:id/api-tokens', id: 'reseller', read: true },
  { route: 'GET /api/reseller/:id/2fa/qrcode', id: 'reseller', restricted: true },
  { route: 'DELETE /api/reseller/:id/2fa', id: 'reseller', restricted: true },
  { route: 'POST /api/reg-users/:id/encerrar-sessoes', id: 'reseller', restricted: true },
  { route: 'GET /api/reg-users/:id/permissions', id: 'reseller', restricted: true },
  { route: 'PUT /api/reg-users/:id/permissions', id: 'reseller', body: { permissions: ['export_all'] }, restricted: true },
  { route: 'PUT /api/block-adm-reseller/:id', id: 'reseller', body: { reason: 'bloqueio indevido' }, restricted: true },
  { route: 'GET /api/get-total-tree/:id', id: 'reseller', restricted: true },
  { route: 'GET /api/get-rastreio/:id', id: 'reseller', restricted: true },
  { route: 'GET /api/get-external-key/:id', id: 'reseller', restricted: true },
  { route: 'PUT /api/users-iptv/:id', id: 'iptv', body: { action: 1, credits: 1 } },
  { route: 'PUT /api/users-iptv/:id', id: 'iptv', body: { action: 2 } },
  { route: 'PUT /api/users-p2p/:id', id: 'p2p', body: { action: 1, credits: 1 } },
  { route: 'PUT /api/new-users-p2p/:id', id: 'newP2p', body: { action: 2 } },
  { route: 'PUT /api/recreate-line/:id', id: 'iptv' },
  { route: 'PUT /api/recreate-line-p2p/:id', id: 'p2p' },
  { route: 'PUT /api/recreate-line-new-p2p/:id', id: 'newP2p' },
  { route: 'PUT /api/sinc-line-p2p/:id', id: 'p2p' },
  { route: 'PUT /api/sinc-line-new-p2p/:id', id: 'newP2p' },
  { route: 'GET /api/ticket/:id', id: 'ticket', read: true },
  { route: 'PUT /api/ticket/:id', id: 'ticket', body: { mensagem: 'Mensagem de quem não deveria.' } },
  { route: 'GET /api/finishTicket/:id', id: 'ticket' },
  { route: 'GET /api/ticket-block/:id', id: 'ticket', restricted: true },
  { route: 'DELETE /api/users-smart-app/:id', id: 'smart' },
];

describe("another branch's ids", () => {
  it('covers every route of the table that takes such an id', () => {
    const idRoutes = ENTRIES.filter(([, c]) => c.rule.who !== 'public' && /\/:id\b/.test(c.path)).map(([, c]) => `${c.method} ${c.path}`);
    const covered = new Set(OWNED.map((o) => o.route));
    const elsewhere = [
      // The admin's own objects (packages, backgrounds, DNS lists, announcements, balancers, the collector) belong to no branch.
      ...[
        'PUT /api/line-packages/:id',
        'DELETE /api/line-packages/:id',
        'DELETE /api/remove-background/:id',
        'DELETE /api/migration-dns/:id',
        'DELETE /api/delete-rotate-dns/:id',
        'DELETE /api/anuncios/:id',
      ],
      ...['PUT /api/balancers/:id', 'DELETE /api/balancers/:id', 'PUT /api/dns/:id', 'DELETE /api/dns/:id', 'DELETE /api/dns-collector/:id'],
      // A message is read by its receiver only; bought DNS and activators are one account's own
      // (modules/infra tests: another account's id is 404 on each of these).
      ...[
        'POST /api/my-messages/:id/read',
        'PUT /api/dns-activators/:id',
        'DELETE /api/dns-activators/:id',
        'GET /api/enable-autorenew-dns/:id',
        'GET /api/disable-autorenew-dns/:id',
      ],
      ...['PUT /api/remove-active-dns/:id', 'GET /api/rotate-dns/:id', 'PUT /api/configure-dns/:id'],
      // API tokens and webhooks are one account's own, even to the accounts above it (automation tests: another account's id is 404).
      ...['DELETE /api/me/api-tokens/:id', 'PUT /api/me/webhooks/:id', 'DELETE /api/me/webhooks/:id', 'GET /api/me/webhooks/:id/deliveries'],
      ...['POST /api/me/webhooks/:id/test', 'POST /api/me/webhook-deliveries/:id/resend'],
      // A token's id, revoked by an account above its owner (token-lifecycle tests: another branch's is 404).
      'DELETE /api/reg-users/api-tokens/:id',
      // A deleted line waits in the trash of its reseller's subtree (trash tests: another subtree's id is 404).
      ...['POST /api/lixeira/:id/restaurar', 'DELETE /api/lixeira/:id'],
      // A deleted reseller is restored or erased by the admin only, who sees every entry (trash tests: a reseller is refused).
      ...['POST /api/lixeira/revendas/:id/restaurar', 'DELETE /api/lixeira/revendas/:id'],
      // A session is one account's own, even to the accounts above it (sessions tests: another account's id is 404).
      'DELETE /api/me/sessions/:id',
    ];
    expect(idRoutes.filter((r) => !covered.has(r) && !elsewhere.includes(r))).toEqual([]);
  });

  for (const caller of ['sibling', 'siblingReseller', 'plain', 'below'] as const)
    it(`are not found by ${caller}, and nothing changes`, async () => {
      const before = await t.snapshot();
      for (const o of OWNED) {
        const [method, url] = o.route.split(' ') as [Method, string];
        const res = await t.request(method, url.replace(':id', String(ids[o.id])), { token: tokens[caller], body: o.body });
        expect([o.route, JSON.stringify(o.body ?? null), [403, 404].includes(res.status)]).toEqual([o.route, JSON.stringify(o.body ?? null), true]);
      }
      expect(await t.snapshot()).toBe(before);
    });

  it('are reachable by the owner branch (the master above reads them)', async () => {
    for (const o of OWNED.filter((x) => x.read)) {
      const [method, url] = o.route.split(' ') as [Method, string];
      const res = await t.request(method, url.replace(':id', String(ids[o.id])), { token: tokens.master });
      expect([o.route, res.status === 404 || res.status === 403]).toEqual([o.route, false]);
    }
  });
});
