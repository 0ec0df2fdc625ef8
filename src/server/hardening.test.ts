// Odd bytes from outside never reach the database: a NUL anywhere is bad input, in pt-BR, with or
// without a login, on SQLite and PostgreSQL alike.
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from './messages';
import { ADMIN_PASSWORD, onePageWebDir, useTestApp } from './test/harness';
import { MAX_INPUT_DEPTH } from './app';

// A web shell of one page, for the headers of a page.
const t = useTestApp({ WEB_DIR: onePageWebDir() });
let admin: string;
beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});

describe('a NUL byte', () => {
  it.each([
    ['the login username', 'POST', '/api/login', { body: { username: 'adm\u0000in', password: 'x' } }],
    ['a line login', 'GET', '/player_api.php?username=a%00b&password=c', {}],
    ['a short link', 'GET', '/s/%00', {}],
    ['a body field of a signed-in call', 'POST', '/api/users-iptv', { body: { isOficial: true, package: 1, credits: 1, nota: 'a\u0000b' }, auth: true }],
    ['a body key', 'POST', '/api/reg-users', { body: { 'user\u0000name': 'x' }, auth: true }],
  ] as const)('in %s is refused as invalid data, not 500', async (_what, method, url, opts) => {
    const before = await t.countRows('login_attempts');
    const res = await t.request(method, url, { body: 'body' in opts ? opts.body : undefined, token: 'auth' in opts ? admin : undefined });
    expect(res).toMatchObject({ status: 400, data: { message: SERVER_MSG.invalidInput } });
    expect(await t.countRows('login_attempts')).toBe(before);
  });
});

describe('a JSON body nested thousands of levels deep', () => {
  it('is refused with 400 in pt-BR before any handler, logged in or not, and a body as deep as the limit still reaches its handler', async () => {
    // Written as text: the test's own JSON.stringify would overflow at this depth.
    const deepBody = (depth: number) => `{"username":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
    const post = (url: string, payload: string, token?: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    for (const [url, token] of [
      ['/api/login', undefined],
      ['/api/reg-users', admin],
      ['/api/recargas/pagamento', undefined],
    ] as const) {
      const res = await post(url, deepBody(5000), token);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 400, SERVER_MSG.invalidInput]);
    }
    // Within the limit: the handler answers (here, the field is simply not a user name).
    expect((await post('/api/reg-users', deepBody(MAX_INPUT_DEPTH - 2), admin)).statusCode).toBe(422);
  });
});

describe('router refusals', () => {
  it('answer a path parameter too long in pt-BR, in the one error shape', async () => {
    for (const url of [`/api/users-iptv/${'9'.repeat(150)}`, `/api/users-iptv/${'9'.repeat(5000)}`]) {
      const res = await t.request('PUT', url, { token: admin, body: { action: 2 } });
      expect(res).toEqual(expect.objectContaining({ status: 414, data: { message: SERVER_MSG.urlTooLong } }));
    }
  });
});

describe('a line deleted while it is extended', () => {
  it('answers each request 200 or 404, never 500, and charges only for an extension that happened', async () => {
    const r = await t.createAccount({ credits: 20 });
    const token = await t.loginAs(r.username);
    for (let i = 0; i < 5; i++) {
      const line = (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data;
      const answers = await Promise.all([
        t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 2 } }),
        t.request('PUT', `/api/users-iptv/${line.id}`, { token, body: { action: 1, credits: 1 } }),
      ]);
      for (const a of answers) expect([200, 404]).toContain(a.status);
    }
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });
});

describe('a compressed body', () => {
  it('is refused as invalid data: no client of the panel sends one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SERVER_MSG.invalidInput });
  });
});

describe('security headers', () => {
  it.each([
    ['a signed-in call', '/api/get-profile', true],
    ['a refused call', '/api/get-profile', false],
    ['a public call', '/api/my-ip', false],
    ['an unknown path', '/api/nao-existe', false],
  ] as const)('of a call go with %s: nosniff, and none of the page set', async (_what, url, auth) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${admin}` } : {} });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // JSON is rendered by no browser and no call reads a cookie (security-headers.ts).
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'referrer-policy'])
      expect(res.headers[name], name).toBeUndefined();
  });

  it('of a page are the whole set, with its policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
      'referrer-policy': 'no-referrer',
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
  });
});
