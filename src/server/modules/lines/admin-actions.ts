// POST /api/settings codes 7-10 (SETTINGS_ACTION), the admin's bulk actions on IPTV lines across the whole panel.
import { SETTINGS_ACTION } from '../../../shared/domain';
import { LINE_STATUS } from '../../../shared/lines/texts';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { now, type Tx } from '../../db';
import { logActivity } from '../../core/activity';
import type { Caller } from '../../core/accounts';
import { withCredits } from '../../core/ledger';
import { claimOnce, requestOf, SETTINGS_REQUEST } from '../../core/requests';
import { setSetting } from '../../core/settings';
import { lineProviders, type ProvidedLine } from '../../providers/lines';
import { uncountAll } from '../../core/line-counters';

/** Set by blockIptvTests, cleared by unblockIptvTests: IPTV test lines stay off meanwhile. */
export const IPTV_TESTS_BLOCKED = 'iptv_tests_blocked';

export function registerSettingsActions(ctx: AppContext): void {
  // The bulk changes reach the IPTV provider line by line, inside the same transaction.
  const provider = lineProviders(ctx.config.lineProvider)('iptv');
  const pushed = async (lines: ProvidedLine[], push: (line: ProvidedLine) => Promise<void>) => {
    for (const line of lines) await push(line);
    return lines.length;
  };
  // Once per Idempotency-Key: a retry answers the first count and changes nothing.
  const run = (text: (n: number) => string, work: (tx: Tx) => Promise<number>) => async (c: AppContext, caller: Caller) => {
    const request = requestOf(caller, SETTINGS_REQUEST);
    const done = await withCredits(
      c.db,
      (tx) =>
        claimOnce(tx, request, async () => {
          const message = text(await work(tx));
          const actorId = caller.account.id;
          await logActivity(tx, { accountId: actorId, actorId, type: 'Configurações', action: message, ip: caller.ip });
          return { message };
        }),
      request.requestId,
    );
    return done.answer;
  };

  // Blocked, every IPTV test line stops working and stays off until unblocked (a reseller cannot turn
  // one back on); unblocked, they work again (tests that were never paid).
  const blockIptvTests = (blocked: boolean) => async (tx: Tx) => {
    await setSetting(tx, IPTV_TESTS_BLOCKED, blocked ? '1' : '0');
    const [from, to] = blocked ? [LINE_STATUS.test, LINE_STATUS.disabled] : [LINE_STATUS.disabled, LINE_STATUS.test];
    let lines = tx.updateTable('lines').set({ status: to }).where('kind', '=', 'iptv').where('status', '=', from);
    if (!blocked)
      lines = lines
        .where('origin', '=', 'test')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('ledger_entries').select('id').whereRef('ledger_entries.line_id', '=', 'lines.id'))));
    return pushed(await lines.returningAll().execute(), provider.update);
  };
  ctx.settingsActions.set(SETTINGS_ACTION.blockIptvTests, run(SERVER_MSG.iptvTestsBlocked, blockIptvTests(true)));
  ctx.settingsActions.set(SETTINGS_ACTION.unblockIptvTests, run(SERVER_MSG.iptvTestsUnblocked, blockIptvTests(false)));
  ctx.settingsActions.set(
    SETTINGS_ACTION.deleteExpiredIptv,
    run(SERVER_MSG.iptvExpiredDeleted, async (tx) => {
      const deleted = await tx.deleteFrom('lines').where('kind', '=', 'iptv').where('exp_at', '<', now()).returningAll().execute();
      // The dashboard counters lose them, whether they still counted as active or already as expired.
      await uncountAll(tx, deleted);
      return pushed(deleted, provider.remove);
    }),
  );
  ctx.settingsActions.set(
    SETTINGS_ACTION.deleteIptvTests,
    run(SERVER_MSG.iptvTestsDeleted, async (tx) =>
      pushed(await tx.deleteFrom('lines').where('kind', '=', 'iptv').where('status', '=', LINE_STATUS.test).returningAll().execute(), provider.remove),
    ),
  );
}
