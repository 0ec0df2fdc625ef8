// Credits under concurrency: transfers down, removals up and line purchases between the same
// accounts, each sent twice with one request id, 40 at a time. On PostgreSQL these used to deadlock
// and answer 500; now every answer is a success or a pt-BR refusal, and the books balance.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

describe('concurrent credit operations', () => {
  it('never answer 500, charge each request id once, and keep every balance equal to its ledger', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 200 });
    const kids = [await t.createAccount({ ownerId: master.id, credits: 0 }), await t.createAccount({ ownerId: master.id, credits: 0 })];
    const masterToken = await t.loginAs(master.username);
    const kidTokens = await Promise.all(kids.map((k) => t.loginAs(k.username)));
    const ops = Array.from({ length: 120 }, (_, i) => {
      const kid = i % 2;
      const headers = { 'idempotency-key': `conc-${i}` };
      if (i % 3 === 0) return () => t.request('PUT', `/api/reg-users/${kids[kid].id}`, { token: masterToken, body: { action: 0, credits: 2 }, headers });
      if (i % 3 === 1) return () => t.request('PUT', `/api/reg-users/${kids[kid].id}`, { token: masterToken, body: { action: 0, credits: -1 }, headers });
      return () => t.request('POST', '/api/users-iptv', { token: kidTokens[kid], body: { isOficial: true, package: 1, credits: 1 }, headers });
    });
    const answers = [];
    // Each operation twice (the same request id), 40 requests at a time.
    const requests = ops.flatMap((op) => [op, op]);
    for (let i = 0; i < requests.length; i += 40) answers.push(...(await Promise.all(requests.slice(i, i + 40).map((send) => send()))));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    for (const a of answers) expect([200, 422]).toContain(a.status);
    expect(await t.checkLedgerInvariant()).toEqual([]);
    const keys = await t.db.selectFrom('ledger_entries').select('request_id').where('request_id', 'like', '%conc-%').execute();
    expect(new Set(keys.map((k) => k.request_id)).size).toBe(keys.length);
  });
});
