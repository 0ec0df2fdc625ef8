// Money across four server instances on one database (SQLite file or PostgreSQL), as behind a load
// balancer: 500 mixed credit operations (transfers down, removals up, line purchases, extensions),
// each sent twice with one request id to two different instances, 40 requests at a time. No server
// error, no negative balance, every balance equal to its ledger, credits conserved, each request
// id charged once and both answers of a purchase naming the same line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp, type TestApp } from '../../test/harness';

const t = useTestApp();
let instances: Awaited<ReturnType<TestApp['instance']>>[] = [];
beforeAll(async () => {
  instances = [{ request: t.request, ctx: t.ctx, close: async () => {} }, await t.instance(), await t.instance(), await t.instance()];
});
afterAll(async () => {
  for (const i of instances) await i.close();
});

const OPERATIONS = 500;

describe('credits on four instances', () => {
  it('stay right under 1 000 concurrent requests with repeated request ids', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 400 });
    const kids = await Promise.all([0, 1, 2, 3].map(() => t.createAccount({ ownerId: master.id, credits: 5 })));
    const masterToken = await t.loginAs(master.username);
    const kidTokens = await Promise.all(kids.map((k) => t.loginAs(k.username)));
    const kidLines = await Promise.all(
      kidTokens.map(
        async (token) => (await t.request('POST', '/api/users-iptv', { token, body: { isOficial: true, package: 1, credits: 1 } })).data.id as number,
      ),
    );

    const operation = (i: number) => {
      const k = i % kids.length;
      const headers = { 'idempotency-key': `inst-${i}` };
      switch (i % 5) {
        case 0:
          return {
            kind: 'transfer',
            send: (n: number) =>
              instances[n]!.request('PUT', `/api/reg-users/${kids[k]!.id}`, { token: masterToken, body: { action: 0, credits: 2 }, headers }),
          };
        case 1:
          return {
            kind: 'removal',
            send: (n: number) =>
              instances[n]!.request('PUT', `/api/reg-users/${kids[k]!.id}`, { token: masterToken, body: { action: 0, credits: -1 }, headers }),
          };
        case 2:
          return {
            kind: 'purchase',
            send: (n: number) =>
              instances[n]!.request('POST', '/api/users-iptv', { token: kidTokens[k], body: { isOficial: true, package: 1, credits: 1 }, headers }),
          };
        case 3:
          return {
            kind: 'extension',
            send: (n: number) =>
              instances[n]!.request('PUT', `/api/users-iptv/${kidLines[k]}`, { token: kidTokens[k], body: { action: 1, credits: 1 }, headers }),
          };
        default:
          return {
            kind: 'transfer',
            send: (n: number) =>
              instances[n]!.request('PUT', `/api/reg-users/${kids[k]!.id}`, { token: masterToken, body: { action: 0, credits: 3 }, headers }),
          };
      }
    };
    const ops = Array.from({ length: OPERATIONS }, (_, i) => operation(i));
    // Each operation twice, to two different instances.
    const requests = ops.flatMap((op, i) => [() => op.send(i % 4), () => op.send((i + 1) % 4)]);
    const answers: { status: number; data: any }[] = [];
    for (let i = 0; i < requests.length; i += 40) answers.push(...(await Promise.all(requests.slice(i, i + 40).map((send) => send()))));

    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect([...new Set(answers.map((a) => a.status))].every((s) => s === 200 || s === 422)).toBe(true);
    ops.forEach((op, i) => {
      const [a, b] = [answers[2 * i]!, answers[2 * i + 1]!];
      if (op.kind === 'purchase' && a.status === 200 && b.status === 200) expect(a.data.id).toBe(b.data.id);
    });

    expect(await t.checkLedgerInvariant()).toEqual([]);
    const keys = await t.db.selectFrom('ledger_entries').select('request_id').where('request_id', 'like', '%inst-%').execute();
    expect(new Set(keys.map((k) => k.request_id)).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(OPERATIONS / 2);
    // Conserved: what the admin minted is what the accounts hold plus what was spent on lines.
    const totals = await t.db
      .selectFrom('ledger_entries')
      .select([
        sql<number>`coalesce(sum(case when from_account_id is null then amount_cents else 0 end), 0)`.as('minted'),
        sql<number>`coalesce(sum(case when to_account_id is null then amount_cents else 0 end), 0)`.as('spent'),
      ])
      .executeTakeFirstOrThrow();
    const held = await t.db.selectFrom('accounts').select(sql<number>`coalesce(sum(credits), 0)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(totals.minted) - Number(totals.spent)).toBe(Number(held.n));
    const negative = await t.db.selectFrom('accounts').select('id').where('credits', '<', 0).execute();
    expect(negative).toEqual([]);
  }, 180_000);
});
