// Demo customer lines: every kind (IPTV, P2P, new P2P) and status (active, test, disabled, expiring,
// expired) for the demo resellers, through the real creation and action calls of the lines service;
// plus six months of sales and migrations (dated back), so the reports' charts show a curve.
import type { AppContext } from '../../src/server/context';
import type { Account } from '../../src/server/db/schema';
import { lineService } from '../../src/server/modules/lines/service';
import { applyMovement } from '../../src/server/core/ledger';
import { toCents } from '../../src/shared/domain';
import { dayMonthsAgo } from './months';

const DAY = 86_400_000;

export async function seedLines(ctx: AppContext, resellers: Account[]): Promise<number> {
  const lines = lineService(ctx);
  let count = 0;
  for (const [i, account] of resellers.entries()) {
    const caller = { account, ip: '127.0.0.1' };
    const iptv = await lines.create(caller, {
      kind: 'iptv',
      body: { isOficial: true, package: 1, credits: 1, test_hours: 6, nota: `Cliente ${i + 1} IPTV`, whatsapp: '5511999990000' },
    });
    await lines.create(caller, { kind: 'iptv', body: { isOficial: false, package: 2, credits: 1, test_hours: 3, nota: 'Teste' } });
    const p2p = await lines.create(caller, { kind: 'p2p', body: { isOficial: true, productid: 9, credits: 1, test_hours: 6, nota: `Cliente ${i + 1} P2P` } });
    await lines.create(caller, { kind: 'new_p2p', body: { isOficial: true, productid: 10, credits: 0.6, test_hours: 6, nota: 'Novo P2P' } });
    await lines.act(caller, 'p2p', p2p.id, { action: 0, on: 0 });
    // One line about to expire and one expired a while ago, so the colours and filters have data.
    await ctx.db
      .updateTable('lines')
      .set({ exp_at: Date.now() + DAY / 2 })
      .where('id', '=', iptv.id)
      .execute();
    const expired = await lines.create(caller, { kind: 'iptv', body: { isOficial: true, package: 3, credits: 1, test_hours: 6, nota: 'Vencido' } });
    await ctx.db
      .updateTable('lines')
      .set({ exp_at: Date.now() - 10 * DAY })
      .where('id', '=', expired.id)
      .execute();
    count += 5;
    count += await pastMonths(ctx, caller, i);
  }
  return count;
}

/** Runs `work` as if it were `at`: the real calls date their writes (lines, ledger, 'Análises') themselves. */
async function asOf<T>(at: number, work: () => Promise<T>): Promise<T> {
  const real = Date.now;
  Date.now = () => at;
  try {
    return await work();
  } finally {
    Date.now = real;
  }
}

const monthsAgoText = (month: number) => (month === 1 ? 'um mês atrás' : `${month} meses atrás`);

/** When a customer renews, by its place among the month's sales: in time, late (8 to 30 days), or never. */
const RENEWS_AFTER_DAYS = [2, 15, null] as const;

/**
 * Months 5 to 1 before now, lived at their dates: a few sales a month (IPTV and P2P), a migration every
 * other month, two tests (one becomes a customer two days later) and, a month on, the renewals: some in
 * time, some late, some never, so every chart of 'Análises' and the reports has a shape.
 */
async function pastMonths(ctx: AppContext, caller: { account: Account; ip: string }, seed: number): Promise<number> {
  const lines = lineService(ctx);
  let count = 0;
  for (let month = 5; month >= 1; month--) {
    // Days 3 to 17: the test's conversion two days later falls in the same month.
    const at = dayMonthsAgo(month, 3 + (seed % 15));
    const sales = 1 + ((month + seed) % 3);
    const made = await asOf(at, async () => {
      // The month's credits (the renewals are paid from the balance), bought from the admin that month, through the ledger like every balance.
      await ctx.db.transaction().execute((tx) =>
        applyMovement(tx, {
          from: null,
          to: caller.account.id,
          amountCents: toCents(sales + 2),
          saleCents: toCents(3),
          reason: 'Recarga mensal',
          kind: 'mint',
          actorId: 1,
        }),
      );
      const made: { id: number; kind: 'iptv' | 'p2p' }[] = [];
      for (let n = 0; n < sales; n++)
        made.push({
          kind: 'iptv',
          id: (
            await lines.create(caller, {
              kind: 'iptv',
              body: { isOficial: true, package: 1, credits: 1, test_hours: 6, nota: `Venda de ${monthsAgoText(month)}` },
            })
          ).id,
        });
      made.push({
        kind: 'p2p',
        id: (
          await lines.create(caller, {
            kind: 'p2p',
            body: { isOficial: true, productid: 9, credits: 1, test_hours: 6, nota: `Venda de ${monthsAgoText(month)}` },
          })
        ).id,
      });
      if (month % 2 === 1) {
        const moved = await lines.act(caller, 'iptv', made[0]!.id, { action: 9, productid: 9 });
        made[0] = { kind: 'p2p', id: moved.id ?? made[0]!.id };
      }
      const whatsapp = `55119${String(seed).padStart(2, '0')}${month}0000`;
      await lines.create(caller, { kind: 'iptv', body: { isOficial: false, package: 2, credits: 1, test_hours: 3, nota: 'Teste', whatsapp } });
      await lines.create(caller, { kind: 'iptv', body: { isOficial: false, package: 2, credits: 1, test_hours: 3, nota: 'Teste' } });
      return made;
    });
    await asOf(at + 2 * DAY, () =>
      lines.create(caller, {
        kind: 'iptv',
        body: {
          isOficial: true,
          package: 1,
          credits: 1,
          test_hours: 6,
          nota: 'Cliente que veio do teste',
          whatsapp: `55119${String(seed).padStart(2, '0')}${month}0000`,
        },
      }),
    );
    for (const [n, line] of made.entries()) {
      const after = RENEWS_AFTER_DAYS[(n + month + seed) % RENEWS_AFTER_DAYS.length];
      const renewAt = after === null ? null : at + (30 + after) * DAY;
      if (renewAt !== null && renewAt < Date.now()) await asOf(renewAt, () => lines.act(caller, line.kind, line.id, { action: 1, credits: 1 }));
    }
    count += made.length + 3;
  }
  return count;
}
