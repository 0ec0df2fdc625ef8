// Every call of the foundation as anonymous, admin, reseller, another branch's reseller and a blocked
// account: the expected status, and nothing of another branch leaked.
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_401 } from '../../shared/messages';
import { ADMIN_PASSWORD, useTestApp } from './harness';

const t = useTestApp();
const tokens: Record<string, string | undefined> = {};
let otherId = 0;

beforeAll(async () => {
  const rev = await t.createAccount({ permissions: ['manage_2fa'] });
  const other = await t.createAccount({ profile: 'master' });
  const blocked = await t.createAccount();
  otherId = other.id;
  tokens.admin = await t.loginAs('admin', ADMIN_PASSWORD);
  tokens.reseller = await t.loginAs(rev.username);
  tokens.other = await t.loginAs(other.username);
  tokens.blocked = await t.loginAs(blocked.username);
  await t.db.updateTable('accounts').set({ status: 0, tokens_valid_after: Date.now() }).where('id', '=', blocked.id).execute();
});

type Who = 'anonymous' | 'admin' | 'reseller' | 'other' | 'blocked';
const calls: { method: 'GET' | 'POST'; url: () => string; body?: unknown; expect: Record<Who, number> }[] = [
  { method: 'GET', url: () => '/api/get-profile', expect: { anonymous: 401, admin: 200, reseller: 200, other: 200, blocked: 401 } },
  { method: 'GET', url: () => '/api/dash-reseller', expect: { anonymous: 401, admin: 200, reseller: 200, other: 200, blocked: 401 } },
  { method: 'GET', url: () => '/api/settings', expect: { anonymous: 401, admin: 200, reseller: 200, other: 200, blocked: 401 } },
  { method: 'POST', url: () => '/api/settings', body: { action: 7 }, expect: { anonymous: 401, admin: 200, reseller: 403, other: 403, blocked: 401 } },
  { method: 'GET', url: () => '/api/get-telegram', expect: { anonymous: 401, admin: 200, reseller: 200, other: 200, blocked: 401 } },
  { method: 'POST', url: () => '/api/save-telegram', body: { telegram: '' }, expect: { anonymous: 401, admin: 200, reseller: 403, other: 200, blocked: 401 } },
  { method: 'POST', url: () => '/api/verify2fa', expect: { anonymous: 401, admin: 200, reseller: 200, other: 200, blocked: 401 } },
  { method: 'POST', url: () => '/api/enable2fa', expect: { anonymous: 401, admin: 200, reseller: 200, other: 403, blocked: 401 } },
  { method: 'POST', url: () => '/api/confirmConfig2fa', body: { secret: 'A'.repeat(32), code: '000000' }, expect: { anonymous: 401, admin: 422, reseller: 422, other: 403, blocked: 401 } },
  { method: 'GET', url: () => `/api/reseller/${otherId}/2fa/qrcode`, expect: { anonymous: 401, admin: 404, reseller: 403, other: 403, blocked: 401 } },
  { method: 'POST', url: () => '/api/change-password-reseller', body: { password: '', password_confirmation: '' }, expect: { anonymous: 401, admin: 422, reseller: 422, other: 422, blocked: 401 } },
];

describe('access matrix', () => {
  for (const call of calls)
    for (const who of Object.keys(call.expect) as Who[])
      it(`${call.method} ${call.url().replace(/\d+/, '{id}')} as ${who} -> ${call.expect[who]}`, async () => {
        const res = await t.request(call.method, call.url(), { token: tokens[who], body: call.body });
        expect(res.status).toBe(call.expect[who]);
        if (who === 'anonymous') expect(res.data.message).toBe(AUTH_401.missing);
        if (who === 'blocked') expect(res.data.message).toBe(AUTH_401.denied);
        if (res.status >= 400) expect(JSON.stringify(res.data)).not.toContain('password_hash');
      });

  it("never shows another account's data in the profile", async () => {
    const res = await t.request('GET', '/api/get-profile', { token: tokens.reseller });
    expect(res.data.id).not.toBe(otherId);
    expect(JSON.stringify(res.data)).not.toMatch(/password_hash|twofa_secret/);
  });
});
