// The access matrix of every route the server registers, read from the app's own route table: a
// route without an entry here fails the test. Each entry says who may call it; the test calls every
// route logged out and as a blocked account, every restricted route as a plain reseller, and every
// route that takes the id of an account, a line, a ticket or a smart app user as the owner's sibling
// branch, as an unrelated account and as a descendant of the owner. Each refusal must change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_401 } from '../../shared/messages';
import { ADMIN_PASSWORD, useTestApp } from './harness';

/**
 * public: answers without a session (login, branding, line logins, the customer's checkout).
 * signed: any account with a session. restricted: the admin, a master or a permission; a plain
 * reseller is refused (403, or 404 where the id says nothing about who may see it).
 */
type Access = 'public' | 'signed' | 'restricted';

const ACCESS: Record<string, Access> = {
  'GET /': 'public',
  'GET /*': 'public',
  'GET /api/login-info': 'public',
  'GET /api/my-ip': 'public',
  'GET /api/botcheck/challenge': 'public',
  'POST /api/login': 'public',
  'GET /api/branding': 'public',
  'GET /api/get-logo': 'public',
  'GET /api/get-background': 'public',
  'GET /api/background-image/:id': 'public',
  'GET /s/:code': 'public',
  'GET /player_api.php': 'public',
  'GET /get.php': 'public',
  'GET /live/:username/:password/:file': 'public',
  'GET /movie/:username/:password/:file': 'public',
  'GET /series/:username/:password/:file': 'public',
  'POST /api/recargas/pagamento': 'public',
  'POST /api/recargas/webhook/:id': 'public',
  'GET /api/recargas/offline/:preference': 'public',
  'POST /api/recargas/offline/:preference': 'public',

  'POST /api/logout': 'signed',
  'GET /api/events': 'signed',
  'GET /api/get-profile': 'signed',
  'POST /api/change-password-reseller': 'signed',
  'POST /api/verify2fa': 'signed',
  'GET /api/settings': 'signed',
  'GET /api/get-telegram': 'signed',
  'POST /api/save-telegram': 'signed',
  'GET /api/dash-reseller': 'signed',
  'GET /api/totalUsersBonus': 'signed',
  'POST /api/reg-users': 'signed',
  'GET /api/reg-users': 'signed',
  'PUT /api/reg-users/:id': 'signed',
  'POST /api/export-reseller': 'signed',
  'POST /api/export-logs': 'signed',
  'GET /api/logs-reseller/:id': 'signed',
  'GET /api/access-logs-reseller/:id': 'signed',
  'GET /api/log': 'signed',
  'GET /api/extract': 'signed',
  'GET /api/get-reports': 'signed',
  'POST /api/users-iptv': 'signed',
  'GET /api/users-iptv': 'signed',
  'PUT /api/users-iptv/:id': 'signed',
  'POST /api/export-users-iptv': 'signed',
  'POST /api/users-p2p': 'signed',
  'GET /api/users-p2p': 'signed',
  'PUT /api/users-p2p/:id': 'signed',
  'POST /api/export-users-p2p': 'signed',
  'POST /api/new-users-p2p': 'signed',
  'GET /api/new-users-p2p': 'signed',
  'PUT /api/new-users-p2p/:id': 'signed',
  'POST /api/export-new-users-p2p': 'signed',
  'PUT /api/recreate-line/:id': 'signed',
  'PUT /api/recreate-line-p2p/:id': 'signed',
  'PUT /api/recreate-line-new-p2p/:id': 'signed',
  'PUT /api/sinc-line-p2p/:id': 'signed',
  'PUT /api/sinc-line-new-p2p/:id': 'signed',
  'POST /api/activate-prime': 'signed',
  'POST /api/activate-lazer': 'signed',
  'POST /api/verify-iptv-migrate': 'signed',
  'POST /api/iptv-migrator': 'signed',
  'POST /api/create-new-user-p2p-code': 'signed',
  'POST /api/p2p-migrator': 'signed',
  'POST /api/clean-trials': 'signed',
  'POST /api/get-iptv-packages': 'signed',
  'GET /api/get-new-p2p-packages': 'signed',
  'POST /api/ticket': 'signed',
  'GET /api/ticket': 'signed',
  'GET /api/ticket-portal-office': 'signed',
  'GET /api/ticket/:id': 'signed',
  'PUT /api/ticket/:id': 'signed',
  'GET /api/finishTicket/:id': 'signed',
  'GET /api/ticket-badges': 'signed',
  'GET /api/get-users-resseler': 'signed',
  'POST /api/save-links': 'signed',
  'GET /api/get-links': 'signed',
  'GET /api/get-links-info-iptv': 'signed',
  'GET /api/anuncios': 'signed',
  'GET /api/my-messages': 'signed',
  'POST /api/my-messages/:id/read': 'signed',
  'POST /api/recargas/criar': 'signed',
  'POST /api/recargas/devolver': 'signed',
  'GET /api/get-available-movies': 'signed',
  'GET /api/users-smart-app/iptv': 'signed',
  'GET /api/users-smart-app': 'signed',
  'POST /api/users-smart-app': 'signed',
  'DELETE /api/users-smart-app/:id': 'signed',
  'POST /api/users-smart-app/reset': 'signed',

  'POST /api/enable2fa': 'restricted',
  'POST /api/confirmConfig2fa': 'restricted',
  'GET /api/reseller/:id/2fa/qrcode': 'restricted',
  'POST /api/settings': 'restricted',
  'PUT /api/block-adm-reseller/:id': 'restricted',
  'POST /api/find-user': 'restricted',
  'GET /api/get-total-tree/:id': 'restricted',
  'GET /api/get-rastreio/:id': 'restricted',
  'GET /api/verify-duplicate': 'restricted',
  'POST /api/get-tree-duplicates': 'restricted',
  'GET /api/get-external-key/:id': 'restricted',
  'POST /api/export-logs-all': 'restricted',
  'POST /api/export-extract-financial': 'restricted',
  'GET /api/line-packages': 'restricted',
  'POST /api/line-packages': 'restricted',
  'PUT /api/line-packages/:id': 'restricted',
  'DELETE /api/line-packages/:id': 'restricted',
  'GET /api/ticket-block/:id': 'restricted',
  'POST /api/export-tickets': 'restricted',
  'GET /api/get-backgrounds': 'restricted',
  'POST /api/upload-background': 'restricted',
  'DELETE /api/remove-background/:id': 'restricted',
  'POST /api/add-migration-dns': 'restricted',
  'GET /api/migration-dns': 'restricted',
  'DELETE /api/migration-dns/:id': 'restricted',
  'GET /api/get-rotate-dns': 'restricted',
  'POST /api/save-rotate-dns': 'restricted',
  'DELETE /api/delete-rotate-dns/:id': 'restricted',
  'POST /api/encurtar-link': 'restricted',
  'POST /api/anuncios': 'restricted',
  'DELETE /api/anuncios/:id': 'restricted',
  'POST /api/send-message': 'restricted',
  'GET /api/view-backups': 'restricted',
  'POST /api/run-backup': 'restricted',
  'POST /api/download-backup': 'restricted',
  'GET /api/get-mp-infos': 'restricted',
  'POST /api/save-mp-infos': 'restricted',
  'GET /api/get-mp-credit-value': 'restricted',
  'POST /api/save-value-mp': 'restricted',
  'GET /api/recargas/credits': 'restricted',
  'POST /api/recargas/listar': 'restricted',
  'POST /api/sync-catalogue': 'restricted',
  'POST /api/upload-catalogue': 'restricted',
  'GET /api/xcode-channels': 'restricted',
  'GET /api/xcode-channels-list': 'restricted',
  'POST /api/xcode-insert-channel': 'restricted',
  'DELETE /api/xcode-remove-channel': 'restricted',
  'GET /api/xcode-remove-all-channels': 'restricted',
  'GET /api/job-temp-cn': 'restricted',
  'GET /api/list-all-block': 'restricted',
  'POST /api/list-all-block-registries': 'restricted',
  'POST /api/delete-blacklist': 'restricted',
  // Infrastructure: the admin's, or the dns_premium / dns_activators permissions.
  'GET /api/balancers': 'restricted',
  'POST /api/balancers': 'restricted',
  'PUT /api/balancers/:id': 'restricted',
  'DELETE /api/balancers/:id': 'restricted',
  'GET /api/dns': 'restricted',
  'POST /api/dns': 'restricted',
  'PUT /api/dns/:id': 'restricted',
  'DELETE /api/dns/:id': 'restricted',
  'GET /api/dns-activators': 'restricted',
  'POST /api/dns-activators': 'restricted',
  'PUT /api/dns-activators/:id': 'restricted',
  'DELETE /api/dns-activators/:id': 'restricted',
  'POST /api/verify-dns': 'restricted',
  'POST /api/create-dns': 'restricted',
  'POST /api/renew-dns': 'restricted',
  'POST /api/renew-dns/': 'restricted',
  'GET /api/enable-autorenew-dns/:id': 'restricted',
  'GET /api/disable-autorenew-dns/:id': 'restricted',
  'POST /api/share-dns': 'restricted',
  'GET /api/list-dns': 'restricted',
  'GET /api/list-dns-removed': 'restricted',
  'GET /api/list-dns-shared': 'restricted',
  'PUT /api/remove-active-dns/:id': 'restricted',
  'GET /api/rotate-dns/:id': 'restricted',
  'PUT /api/configure-dns/:id': 'restricted',
  'GET /api/list-logs-dns': 'restricted',
  'GET /api/remove-shared-dns/:dns': 'restricted',
  'GET /api/dns-collector': 'restricted',
  'POST /api/dns-collector': 'restricted',
  'DELETE /api/dns-collector/:id': 'restricted',
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Calls that stream or end the session: checked logged out and blocked only. */
const NOT_AS_RESELLER = new Set(['GET /api/events', 'POST /api/logout']);

// With the demo gateway on, so its checkout pages are in the table too.
const t = useTestApp({ PAYMENTS: 'offline' });
const tokens: Record<string, string> = {};
/** The objects of one branch (a master, its reseller and its reseller's sub-reseller) that others try to touch. */
const ids = { reseller: 0, iptv: 0, p2p: 0, newP2p: 0, ticket: 0, smart: 0 };

beforeAll(async () => {
  const master = await t.createAccount({ profile: 'master', credits: 50 });
  const reseller = await t.createAccount({ ownerId: master.id, credits: 20 });
  const below = await t.createAccount({ ownerId: reseller.id, credits: 5 });
  const sibling = await t.createAccount({ profile: 'master', credits: 50 });
  const siblingReseller = await t.createAccount({ ownerId: sibling.id, credits: 20 });
  const plain = await t.createAccount({ credits: 20 });
  const blocked = await t.createAccount();
  for (const [name, account] of Object.entries({ master, reseller, below, sibling, siblingReseller, plain, blocked })) tokens[name] = await t.loginAs(account.username);
  tokens.admin = await t.loginAs('admin', ADMIN_PASSWORD);
  await t.db.updateTable('accounts').set({ status: 0, tokens_valid_after: Date.now() }).where('id', '=', blocked.id).execute();

  const as = tokens.reseller;
  ids.reseller = reseller.id;
  ids.iptv = (await t.request('POST', '/api/users-iptv', { token: as, body: { isOficial: true, package: 1, credits: 1 } })).data.id;
  ids.p2p = (await t.request('POST', '/api/users-p2p', { token: as, body: { isOficial: true, productid: 9, credits: 1 } })).data.id;
  ids.newP2p = (await t.request('POST', '/api/new-users-p2p', { token: as, body: { isOficial: true, productid: 10, credits: 1 } })).data.id;
  ids.ticket = (await t.request('POST', '/api/ticket', { token: as, body: { title: 'Canal travando', category: 1, content: 'O canal trava à noite.' } })).data.id;
  const line = (await t.request('GET', '/api/users-iptv', { token: as })).data[0];
  await t.request('POST', '/api/users-smart-app', { token: as, body: { mac: '00:1A:2B:3C:4D:5E', id_device: 'tv1', username: line.username, app: 1 } });
  ids.smart = (await t.request('GET', '/api/users-smart-app', { token: as })).data[0].id;
  expect(Object.values(ids).every((id) => Number.isInteger(id) && id > 0)).toBe(true);
});

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const fill = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999').replace('*', 'nada');
const withoutBody = (method: string) => method === 'GET' || method === 'DELETE';

describe('the route table', () => {
  it('has an entry for every route the server registers, and no entry for a route that is gone', () => {
    const registered = t.routes.map(key);
    expect(registered.filter((r) => !(r in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((r) => !registered.includes(r))).toEqual([]);
  });

  it('refuses every route but the public ones logged out (401) and to a blocked account (401), changing nothing', async () => {
    const before = await t.snapshot();
    for (const route of t.routes) {
      if (ACCESS[key(route)] === 'public') continue;
      for (const token of [undefined, tokens.blocked]) {
        const res = await t.request(route.method as Method, fill(route.url), { token, body: withoutBody(route.method) ? undefined : {} });
        expect([key(route), res.status, res.data?.message]).toEqual([key(route), 401, token ? AUTH_401.denied : AUTH_401.missing]);
      }
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses every restricted route to a plain reseller (403, or 404 for an id), changing nothing', async () => {
    const before = await t.snapshot();
    for (const route of t.routes) {
      if (ACCESS[key(route)] !== 'restricted') continue;
      const url = fill(route.url).replace('999999', String(ids.reseller));
      const res = await t.request(route.method as Method, url, { token: tokens.plain, body: withoutBody(route.method) ? undefined : {} });
      expect([key(route), [403, 404].includes(res.status)]).toEqual([key(route), true]);
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('answers every signed route to any account without a 401, a 403 or a server error', async () => {
    for (const route of t.routes) {
      if (ACCESS[key(route)] !== 'signed' || NOT_AS_RESELLER.has(key(route))) continue;
      const res = await t.request(route.method as Method, fill(route.url), { token: tokens.plain, body: withoutBody(route.method) ? undefined : {} });
      expect([key(route), res.status < 500 && res.status !== 401 && res.status !== 403]).toEqual([key(route), true]);
    }
  });
});

/** Every route that takes the id of something owned below the master, with a body that would change it. */
/** `restricted`: also needs the admin or a permission, so the master above is refused too; `read`: the master above may read it. */
const OWNED: { route: string; id: keyof typeof ids; body?: unknown; restricted?: boolean; read?: boolean }[] = [
  { route: 'PUT /api/reg-users/:id', id: 'reseller', body: { action: 0, credits: 10 } },
  { route: 'PUT /api/reg-users/:id', id: 'reseller', body: { action: 4, reason: 'bloqueio indevido' } },
  { route: 'PUT /api/reg-users/:id', id: 'reseller', body: { action: 3 } },
  { route: 'GET /api/logs-reseller/:id', id: 'reseller', read: true },
  { route: 'GET /api/access-logs-reseller/:id', id: 'reseller', read: true },
  { route: 'GET /api/reseller/:id/2fa/qrcode', id: 'reseller', restricted: true },
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
    const idRoutes = Object.keys(ACCESS).filter((r) => ACCESS[r] !== 'public' && /\/:id\b/.test(r));
    const covered = new Set(OWNED.map((o) => o.route));
    const elsewhere = [
      // The admin's own objects (packages, backgrounds, DNS lists, announcements, balancers, the collector) belong to no branch.
      ...['PUT /api/line-packages/:id', 'DELETE /api/line-packages/:id', 'DELETE /api/remove-background/:id', 'DELETE /api/migration-dns/:id', 'DELETE /api/delete-rotate-dns/:id', 'DELETE /api/anuncios/:id'],
      ...['PUT /api/balancers/:id', 'DELETE /api/balancers/:id', 'PUT /api/dns/:id', 'DELETE /api/dns/:id', 'DELETE /api/dns-collector/:id'],
      // A message is read by its receiver only; bought DNS and activators are one account's own
      // (modules/infra tests: another account's id is 404 on each of these).
      ...['POST /api/my-messages/:id/read', 'PUT /api/dns-activators/:id', 'DELETE /api/dns-activators/:id', 'GET /api/enable-autorenew-dns/:id', 'GET /api/disable-autorenew-dns/:id'],
      ...['PUT /api/remove-active-dns/:id', 'GET /api/rotate-dns/:id', 'PUT /api/configure-dns/:id'],
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
