// Bad input on every call of the table of calls (shared/calls.ts, what the server registers), generated with
// fast-check: any JSON value as the body (wrong types, missing and extra fields, huge and unicode
// strings, negative, huge and fractional numbers), odd path ids, malformed JSON and wrong content
// types. No answer is a server error; every refusal of an /api call is the one pt-BR shape; and a
// route that refused everything changed nothing.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS, type CallName } from '../../shared/calls';
import type { Call } from '../../shared/rules';
import { ADMIN_PASSWORD, useTestApp } from './harness';

// With the demo gateway on, so its checkout pages (in the table) are registered too.
const t = useTestApp({ PAYMENTS: 'offline' });
let admin = '';
let reseller = '';

beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
  reseller = await t.loginAs((await t.createAccount({ profile: 'master', credits: 30 })).username);
});

/** A stream that never ends and the call that ends the session: not fuzzed. */
const SKIPPED = new Set<CallName>(['events', 'logout']);

const oddId = fc.oneof(fc.constantFrom('-1', '0', 'NaN', '1e309', '9'.repeat(40), '1.5', '%00', '%F0%9F%98%80', 'abc', '１２'), fc.integer().map(String));
const body = fc.oneof(
  fc.anything({ maxDepth: 2, withBigInt: false, stringUnit: 'binary' }),
  fc.dictionary(
    fc.constantFrom(
      'id',
      'username',
      'password',
      'credits',
      'action',
      'page',
      'per_page',
      'search',
      'mensagem',
      'url',
      'code',
      'mac',
      'reason',
      'qtd_creditos',
      'id_res',
      'package',
      'isOficial',
    ),
    fc.oneof(
      fc.double(),
      fc.string({ maxLength: 3000, unit: 'binary' }),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.integer()),
      fc.integer({ min: -1e12, max: 1e12 }),
    ),
  ),
);

/** A refusal in the panel's shape: `{ message }` in Portuguese, never Fastify's own English words (pages for people, like the offline checkout, answer HTML). */
function assertRefusal(route: string, status: number, data: unknown, type: unknown) {
  expect([route, status < 500]).toEqual([route, true]);
  if (status < 400 || !route.includes(' /api/') || !String(type).startsWith('application/json')) return;
  const message = (data as { message?: unknown } | undefined)?.message;
  expect([route, typeof message === 'string' && message.length > 0]).toEqual([route, true]);
  expect([route, message]).not.toEqual([
    route,
    expect.stringMatching(/^(Bad Request|Not Found|Unsupported|Invalid|Body|Route|Internal|FST_|Unexpected|querystring|body\/)/),
  ]);
}

describe('bad input on every route', () => {
  it('never answers a server error, refuses in pt-BR, and changes nothing when it refuses', async () => {
    const routes = (Object.entries(CALLS) as [CallName, Call][]).filter(([name]) => !SKIPPED.has(name)).map(([, c]) => ({ method: c.method, url: c.path }));
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const before = await t.snapshot();
      let accepted = false;
      await fc.assert(
        fc.asyncProperty(oddId, body, fc.constantFrom(admin, reseller), async (id, payload, token) => {
          const url = route.url.replace(/:[A-Za-z_]+/g, id).replace('*', 'x');
          const res = await t.request(route.method as 'GET', url, { token, body: route.method === 'GET' ? undefined : payload });
          if (res.status < 400) accepted = true;
          assertRefusal(name, res.status, res.data, res.headers['content-type']);
        }),
        { numRuns: 12 },
      );
      // Malformed JSON and bodies of the wrong type.
      if (route.method !== 'GET') {
        const url = route.url.replace(/:[A-Za-z_]+/g, '1').replace('*', 'x');
        for (const [type, payload] of [
          ['application/json', '{"credits": 10,'],
          ['text/plain', 'credits=10'],
          ['application/xml', '<a>1</a>'],
        ]) {
          const res = await t.app.inject({ method: route.method as 'POST', url, payload, headers: { authorization: `Bearer ${admin}`, 'content-type': type } });
          if (res.statusCode < 400) accepted = true;
          assertRefusal(
            name,
            res.statusCode,
            res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json') ? res.json() : undefined,
            res.headers['content-type'],
          );
        }
      }
      if (!accepted) expect([name, await t.snapshot()]).toEqual([name, before]);
    }
  }, 240_000);
});
