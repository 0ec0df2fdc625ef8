// Demo customer lines: every kind (IPTV, P2P, new P2P) and status (active, test, disabled, expiring,
// expired) for the demo resellers, through the real creation and action calls of the lines service;
// plus six months of sales and migrations (dated back), so the reports' charts show a curve.
import type { AppContext } from '../../src/server/context';
import type { Account } from '../../src/server/db/schema';
import { lineService } from '../../src/server/modules/lines/service';
import { applyMovement } from '../../src/server/core/ledger';
import { toCents } from '../../src/shared/domain';

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

/** Months 5 to 1 before now: a few sales a month (IPTV and P2P) and a migration every other month, dated back. */
async function pastMonths(ctx: AppContext, caller: { account: Account; ip: string }, seed: number): Promise<number> {
  const lines = lineService(ctx);
  let count = 0;
  for (let month = 5; month >= 1; month--) {
    const at = Date.now() - month * 30 * DAY - seed * DAY;
    const sales = 1 + ((month + seed) % 3);
    // The month's credits, bought from the admin that month (through the ledger, like every balance).
    const recharge = await ctx.db.transaction().execute((tx) =>
      applyMovement(tx, {
        from: null,
        to: caller.account.id,
        amountCents: toCents(sales + 1),
        saleCents: toCents(3),
        reason: 'Recarga mensal',
        kind: 'mint',
        actorId: 1,
      }),
    );
    const made = [];
    for (let n = 0; n < sales; n++)
      made.push(
        await lines.create(caller, { kind: 'iptv', body: { isOficial: true, package: 1, credits: 1, test_hours: 6, nota: `Venda de ${month} meses atrás` } }),
      );
    made.push(
      await lines.create(caller, { kind: 'p2p', body: { isOficial: true, productid: 9, credits: 1, test_hours: 6, nota: `Venda de ${month} meses atrás` } }),
    );
    if (month % 2 === 1) {
      const moved = await lines.act(caller, 'iptv', made[0].id, { action: 9, productid: 9 });
      made[0] = { ...made[0], id: moved.id ?? made[0].id };
    }
    const ids = made.map((line) => line.id);
    await ctx.db.updateTable('lines').set({ created_at: at }).where('id', 'in', ids).execute();
    await ctx.db
      .updateTable('ledger_entries')
      .set({ created_at: at })
      .where((eb) => eb.or([eb('line_id', 'in', ids), eb('id', '=', recharge.entry.id)]))
      .execute();
    count += made.length;
  }
  return count;
}
