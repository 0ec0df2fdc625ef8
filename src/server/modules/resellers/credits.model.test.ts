// A model test: random sequences of credit transfers, removals and tree deletions by a master,
// checked against a plain reference model of balances after every step.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ADMIN_PASSWORD, useTestApp } from '../../test/harness';

const t = useTestApp();

type Op = { kind: 'give' | 'remove' | 'delete'; target: number; cents: number };

const op = fc.record({
  kind: fc.constantFrom<Op['kind']>('give', 'give', 'remove', 'delete'),
  target: fc.integer({ min: 0, max: 2 }),
  cents: fc.integer({ min: 1, max: 2500 }),
});

describe('credit model', () => {
  it('keeps every balance equal to the reference model and the ledger consistent', async () => {
    // Deleting a tree is the admin's (spec section 6); the credits still go to the deleted account's owner.
    const admin = await t.loginAs('admin', ADMIN_PASSWORD);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const m = await t.createAccount({ profile: 'master', credits: 50 });
        const kids = [await t.createAccount({ ownerId: m.id }), await t.createAccount({ ownerId: m.id })];
        const grandchild = await t.createAccount({ ownerId: kids[0].id });
        const token = await t.loginAs(m.username);
        // The reference model: balances in cents, and who is still there (with its owner).
        const balance = new Map<number, number>([
          [m.id, 5000],
          [kids[0].id, 0],
          [kids[1].id, 0],
          [grandchild.id, 0],
        ]);
        const owner = new Map<number, number>([
          [kids[0].id, m.id],
          [kids[1].id, m.id],
          [grandchild.id, kids[0].id],
        ]);
        const targets = [kids[0].id, kids[1].id, grandchild.id];
        const alive = (id: number) => balance.has(id);

        for (const o of ops) {
          const id = targets[o.target];
          const credits = o.cents / 100;
          const body = o.kind === 'give' ? { action: 0, credits } : o.kind === 'remove' ? { action: 0, credits: -credits } : { action: 8 };
          const res = await t.request('PUT', `/api/reg-users/${id}`, { token: o.kind === 'delete' ? admin : token, body });
          if (!alive(id)) {
            expect(res.status).toBe(404);
            continue;
          }
          if (o.kind === 'give') {
            const ok = balance.get(m.id)! >= o.cents;
            expect(res.status).toBe(ok ? 200 : 422);
            if (ok) {
              balance.set(m.id, balance.get(m.id)! - o.cents);
              balance.set(id, balance.get(id)! + o.cents);
            }
          } else if (o.kind === 'remove') {
            const ok = balance.get(id)! >= o.cents;
            expect(res.status).toBe(ok ? 200 : 422);
            if (ok) {
              balance.set(id, balance.get(id)! - o.cents);
              balance.set(m.id, balance.get(m.id)! + o.cents);
            }
          } else {
            expect(res.status).toBe(200);
            const doomed = [id, ...[...owner.entries()].filter(([, o2]) => o2 === id).map(([k]) => k)];
            const heir = owner.get(id)!;
            for (const d of doomed) {
              balance.set(heir, balance.get(heir)! + balance.get(d)!);
              balance.delete(d);
              owner.delete(d);
            }
          }
          for (const [acc, cents] of balance) {
            const row = await t.db.selectFrom('accounts').select('credits').where('id', '=', acc).executeTakeFirstOrThrow();
            expect(row.credits).toBe(cents);
          }
        }
        // Credits are conserved: what the admin minted is all still in the tree.
        expect([...balance.values()].reduce((a, b) => a + b, 0)).toBe(5000);
        expect(await t.checkLedgerInvariant()).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
