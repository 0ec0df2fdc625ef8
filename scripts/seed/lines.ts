// Demo customer lines: every kind (IPTV, P2P, new P2P) and status (active, test, disabled, expiring,
// expired) for the demo resellers, through the real creation and action calls of the lines service.
import type { AppContext } from '../../src/server/context';
import type { Account } from '../../src/server/db/schema';
import { lineService } from '../../src/server/modules/lines/service';

const DAY = 86_400_000;

export async function seedLines(ctx: AppContext, resellers: Account[]): Promise<number> {
  const lines = lineService(ctx);
  let count = 0;
  for (const [i, account] of resellers.entries()) {
    const caller = { account, ip: '127.0.0.1', origin: 'http://127.0.0.1:3000' };
    const iptv = await lines.create(caller, { kind: 'iptv', body: { isOficial: true, package: 1, credits: 1, test_hours: 6, nota: `Cliente ${i + 1} IPTV`, whatsapp: '5511999990000' } });
    await lines.create(caller, { kind: 'iptv', body: { isOficial: false, package: 2, credits: 1, test_hours: 3, nota: 'Teste' } });
    const p2p = await lines.create(caller, { kind: 'p2p', body: { isOficial: true, productid: 9, credits: 1, test_hours: 6, nota: `Cliente ${i + 1} P2P` } });
    await lines.create(caller, { kind: 'new_p2p', body: { isOficial: true, productid: 10, credits: 0.6, test_hours: 6, nota: 'Novo P2P' } });
    await lines.act(caller, 'p2p', p2p.id, { action: 0, on: 0 });
    // One line about to expire and one expired a while ago, so the colours and filters have data.
    await ctx.db.updateTable('lines').set({ exp_at: Date.now() + DAY / 2 }).where('id', '=', iptv.id).execute();
    const expired = await lines.create(caller, { kind: 'iptv', body: { isOficial: true, package: 3, credits: 1, test_hours: 6, nota: 'Vencido' } });
    await ctx.db.updateTable('lines').set({ exp_at: Date.now() - 10 * DAY }).where('id', '=', expired.id).execute();
    count += 5;
  }
  return count;
}
