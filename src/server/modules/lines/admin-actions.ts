// POST /api/settings codes 7-10, the admin's bulk actions on IPTV lines across the whole panel.
import { LINE_STATUS } from '../../../shared/lines';
import { MSG } from '../../../shared/messages';
import type { AppContext } from '../../context';
import { now, type Tx } from '../../db';
import { logActivity } from '../../core/activity';
import { lineProviders, type ProvidedLine } from '../../providers/lines';

/** Keeps the dashboard counters right when many active lines go at once. */
async function dropActives(tx: Tx, where: (q: ReturnType<typeof selectIptv>) => ReturnType<typeof selectIptv>) {
  const counts = await where(selectIptv(tx)).where('status', '=', LINE_STATUS.active).select((eb) => ['account_id', eb.fn.countAll<number>().as('n')]).groupBy('account_id').execute();
  for (const c of counts)
    await tx
      .updateTable('reseller_counters')
      .set((eb) => ({ iptv_actives: eb('iptv_actives', '-', Number(c.n)) }))
      .where('account_id', '=', c.account_id)
      .where('iptv_actives', '>=', Number(c.n))
      .execute();
}
const selectIptv = (tx: Tx) => tx.selectFrom('lines').where('kind', '=', 'iptv');

export function registerSettingsActions(ctx: AppContext): void {
  // The bulk changes reach the IPTV provider line by line, inside the same transaction.
  const provider = lineProviders(ctx.config.lineProvider)('iptv');
  const pushed = async (lines: ProvidedLine[], push: (line: ProvidedLine) => Promise<void>) => {
    for (const line of lines) await push(line);
    return lines.length;
  };
  const run = (text: (n: number) => string, work: (tx: Tx) => Promise<number>) => async (c: AppContext, actorId: number, ip: string) =>
    c.db.transaction().execute(async (tx) => {
      const n = await work(tx);
      const message = text(n);
      await logActivity(tx, { accountId: actorId, actorId, type: 'Configurações', action: message, ip });
      return { message };
    });

  // 7: every IPTV test line stops working; 8: they work again (tests that were never paid).
  ctx.settingsActions.set(
    7,
    run(MSG.iptvTestsBlocked, async (tx) =>
      pushed(await tx.updateTable('lines').set({ status: LINE_STATUS.disabled }).where('kind', '=', 'iptv').where('status', '=', LINE_STATUS.test).returningAll().execute(), provider.update),
    ),
  );
  ctx.settingsActions.set(
    8,
    run(MSG.iptvTestsUnblocked, async (tx) =>
      pushed(
        await tx
          .updateTable('lines')
          .set({ status: LINE_STATUS.test })
          .where('kind', '=', 'iptv')
          .where('status', '=', LINE_STATUS.disabled)
          .where('origin', '=', 'test')
          .where((eb) => eb.not(eb.exists(eb.selectFrom('ledger_entries').select('id').whereRef('ledger_entries.line_id', '=', 'lines.id'))))
          .returningAll()
          .execute(),
        provider.update,
      ),
    ),
  );
  // 9: expired IPTV lines are deleted; 10: IPTV test lines are deleted.
  ctx.settingsActions.set(
    9,
    run(MSG.iptvExpiredDeleted, async (tx) => {
      const at = now();
      await dropActives(tx, (q) => q.where('exp_at', '<', at));
      return pushed(await tx.deleteFrom('lines').where('kind', '=', 'iptv').where('exp_at', '<', at).returningAll().execute(), provider.remove);
    }),
  );
  ctx.settingsActions.set(
    10,
    run(MSG.iptvTestsDeleted, async (tx) => pushed(await tx.deleteFrom('lines').where('kind', '=', 'iptv').where('status', '=', LINE_STATUS.test).returningAll().execute(), provider.remove)),
  );
}
