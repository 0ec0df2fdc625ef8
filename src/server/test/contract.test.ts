// The harness's check of every answer (contract.ts) catches drift: a renamed or retyped field, a field the
// document does not have, a status it does not list, a file of another type. And a path the spec writes
// with a final slash is one route, answered both ways.
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../shared/calls';
import { SERVER_MSG } from '../messages';
import { contractViolation } from './contract';
import { useTestApp } from './harness';

const t = useTestApp();
const json = 'application/json; charset=utf-8';
const login = { method: 'POST', url: CALLS.login.path, status: 200, contentType: json };

describe("the harness's check of every answer", () => {
  it("passes the server's real answers, and fails a field renamed, retyped or added, or a status the document does not list", async () => {
    const admin = await t.loginAs(t.admin.username, 'Admin-test-123');
    const profile = await t.request('GET', CALLS.profile.path, { token: admin });
    const real = { method: 'GET', url: CALLS.profile.path, status: 200, contentType: json };
    expect(contractViolation({ ...real, body: profile.data })).toBeUndefined();

    const { username, ...renamed } = profile.data;
    expect(contractViolation({ ...real, body: { ...renamed, user_name: username } })).toMatch(
      /^profile \(GET \/api\/get-profile\) respondeu 200 fora do esquema/,
    );
    expect(contractViolation({ ...real, body: { ...profile.data, credits: String(profile.data.credits) } })).toMatch(/\/credits must be number/);
    expect(contractViolation({ ...real, body: { ...profile.data, extra: 1 } })).toMatch(/must NOT have additional properties .*extra/);
    expect(contractViolation({ ...login, body: { access_token: 42 } })).toMatch(/\/access_token must be string/);
    expect(contractViolation({ ...real, status: 409, body: { message: 'x' } })).toBe(
      'profile (GET /api/get-profile) respondeu 409, que o documento da API não lista (lista 200, 400, 401, 403, 429, 503, 507)',
    );
    expect(contractViolation({ ...real, status: 403, body: { mensagem: 'x' } })).toMatch(/respondeu 403 fora do esquema/);
    expect(contractViolation({ ...real, contentType: 'text/html', body: '<html>' })).toMatch(/em text\/html; o documento diz application\/json/);
  });

  it('leaves alone what no entry of the table answers (the pages of the web shell)', () => {
    expect(contractViolation({ method: 'GET', url: '/dashboard', status: 200, contentType: 'text/html', body: '<html>' })).toBeUndefined();
  });
});

describe('a path the spec writes with a final slash', () => {
  it('is one route: POST /api/renew-dns/ and /api/renew-dns reach the same handler', async () => {
    const account = await t.createAccount({ permissions: ['dns_premium'] });
    const token = await t.loginAs(account.username);
    // A DNS that is not the caller's: the handler's refusal, not the unknown route's.
    for (const path of ['/api/renew-dns/', '/api/renew-dns']) {
      const res = await t.request('POST', path, { token, body: { domain: 'loja.top' } });
      expect([path, res.status, res.data.message]).toEqual([path, 404, SERVER_MSG.notFound]);
    }
    expect((await t.request('POST', '/api/renew-dnss', { token, body: { domain: 'loja.top' } })).data.message).toBe(SERVER_MSG.routeNotFound);
  });
});
