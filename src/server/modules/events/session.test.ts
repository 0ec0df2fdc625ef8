// An open event stream ends at once when its session does (logout, password change, block, deletion),
// not at the next heartbeat 25 s later (issue 19).
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, streamEnd, useEventStreams, useTestApp } from '../../test/harness';

const t = useTestApp();
const connect = useEventStreams(t);
let admin = '';

beforeAll(async () => {
  admin = await t.loginAs('admin', ADMIN_PASSWORD);
});

/** Opens /api/events as `token`; resolves with a promise of the stream's end (true) or of a 3 s wait (false). */
async function stream(token: string) {
  const res = await connect(token);
  expect(res.status).toBe(200);
  return streamEnd(res, 3000);
}

describe("the account's open streams", () => {
  const ends: [string, (account: { id: number; username: string; password: string }, token: string) => Promise<unknown>][] = [
    ['logout', (_a, token) => t.request('POST', '/api/logout', { token })],
    [
      'its password changed',
      (_a, token) => t.request('POST', '/api/change-password-reseller', { token, body: { password: 'Outra-senha-1', password_confirmation: 'Outra-senha-1' } }),
    ],
    ['a block by the admin', (a) => t.request('PUT', `/api/block-adm-reseller/${a.id}`, { token: admin, body: { reason: 'bloqueio de teste' } })],
    ['its deletion', (a) => t.request('PUT', `/api/reg-users/${a.id}`, { token: admin, body: { action: 3 } })],
  ];
  for (const [what, act] of ends)
    it(`end at once on ${what}`, async () => {
      const account = await t.createAccount();
      const token = await t.loginAs(account.username);
      const ended = await stream(token);
      expect((await act(account, token)) as { status: number }).toMatchObject({ status: 200 });
      expect(await ended()).toBe(true);
    });

  it("stay open when another account's session ends", async () => {
    const mine = await t.createAccount();
    const other = await t.createAccount();
    const ended = await stream(await t.loginAs(mine.username));
    await t.request('POST', '/api/logout', { token: await t.loginAs(other.username) });
    expect(await ended()).toBe(false);
  });
});
