import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../messages';
import { useTestApp } from '../test/harness';
import { applyMovement, withCredits } from './ledger';

const t = useTestApp();

const balance = async (id: number) => (await t.db.selectFrom('accounts').select('credits').where('id', '=', id).executeTakeFirstOrThrow()).credits;

describe('credit ledger', () => {
  it('never lets 50 concurrent spends take a balance below zero', async () => {
    const rev = await t.createAccount({ credits: 7 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        withCredits(t.db, (tx) => applyMovement(tx, { from: rev.id, to: null, amountCents: 100, kind: 'line_extension', actorId: rev.id })),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(7);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe(SERVER_MSG.creditsInsufficient);
    expect(await balance(rev.id)).toBe(0);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('charges once for a retried request id, even when the retries race', async () => {
    const rev = await t.createAccount({ credits: 10 });
    const spend = () =>
      withCredits(
        t.db,
        (tx) => applyMovement(tx, { from: rev.id, to: null, amountCents: 300, kind: 'line_purchase', requestId: `req-${rev.id}`, actorId: rev.id }),
        `req-${rev.id}`,
      );
    const answers = await Promise.all([spend(), spend(), spend()]);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await balance(rev.id)).toBe(700);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('refuses the same request id for another operation and changes nothing', async () => {
    const rev = await t.createAccount({ credits: 10 });
    await withCredits(t.db, (tx) =>
      applyMovement(tx, { from: rev.id, to: null, amountCents: 100, kind: 'line_purchase', requestId: `dup-${rev.id}`, actorId: rev.id }),
    );
    await expect(
      withCredits(t.db, (tx) =>
        applyMovement(tx, { from: rev.id, to: null, amountCents: 500, kind: 'line_purchase', requestId: `dup-${rev.id}`, actorId: rev.id }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(await balance(rev.id)).toBe(900);
  });

  it('moves credits between accounts and keeps the total conserved', async () => {
    const master = await t.createAccount({ profile: 'master', credits: 5 });
    const child = await t.createAccount({ ownerId: master.id });
    await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        withCredits(t.db, (tx) => applyMovement(tx, { from: master.id, to: child.id, amountCents: 50, kind: 'transfer', actorId: master.id })),
      ),
    );
    expect((await balance(master.id)) + (await balance(child.id))).toBe(500);
    expect(await balance(master.id)).toBe(0);
    expect(await t.checkLedgerInvariant()).toEqual([]);
  });

  it('rejects amounts that are not positive whole hundredths', async () => {
    const rev = await t.createAccount({ credits: 1 });
    for (const amountCents of [0, -5, 1.5]) {
      await expect(withCredits(t.db, (tx) => applyMovement(tx, { from: null, to: rev.id, amountCents, kind: 'mint', actorId: 1 }))).rejects.toMatchObject({
        status: 422,
      });
    }
  });
});
