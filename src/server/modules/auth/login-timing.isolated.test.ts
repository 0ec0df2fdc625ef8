// A login of an unknown user pays the same password check as a known one with a wrong password, so
// the time of the answer never tells which usernames exist (counted, not timed: the hash runs once).
import { describe, expect, it, vi } from 'vitest';
import { SERVER_MSG } from '../../messages';
import { useTestApp } from '../../test/harness';

const verify = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@node-rs/argon2', async (original) => {
  const argon2 = await original<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    verify: (...args: Parameters<typeof argon2.verify>) => {
      verify.calls += 1;
      return argon2.verify(...args);
    },
  };
});

const t = useTestApp();

describe('login timing', () => {
  it('checks a password hash once for an unknown user, as for a known one, and refuses both alike', async () => {
    const rev = await t.createAccount();
    const answers = [];
    for (const username of [rev.username, 'ninguem-com-este-nome']) {
      verify.calls = 0;
      const res = await t.request('POST', '/api/login', { body: { username, password: 'errada-123' } });
      answers.push({ status: res.status, message: res.data.message, hashes: verify.calls });
    }
    expect(answers).toEqual([
      { status: 401, message: SERVER_MSG.loginInvalid, hashes: 1 },
      { status: 401, message: SERVER_MSG.loginInvalid, hashes: 1 },
    ]);
  });
});
