// The six flags (admin), the other settings actions and the Telegram link (per franchise, per master network).
import type { TelegramResponse } from '../../../shared/account/schemas';
import { FLAG_ACTIONS, SETTINGS_FLAGS, type SettingsFlag } from '../../../shared/domain';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { isAdmin, type Caller, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { withCredits } from '../../core/ledger';
import { claimOnce, requestOf, SETTINGS_REQUEST } from '../../core/requests';
import type { Tx } from '../../db';
import { getFlags, setFlag } from '../../core/settings';
import { editorValue, scopedValue, setScoped, writeScope } from './scoped';
import { unprocessable } from '../../errors';
import { recordChange } from '../../core/audit';

/** POST /api/settings action codes that flip a flag (docs/decisions.md). */
const FLAG_BY_ACTION = new Map<number, SettingsFlag>(SETTINGS_FLAGS.map((flag) => [FLAG_ACTIONS[flag], flag]));

/** A POST /api/settings action: a flag switched, or the action a module registered (ctx.settingsActions). */
export async function settingsAction(ctx: AppContext, caller: Caller, action: number) {
  const { db } = ctx;
  const flag = FLAG_BY_ACTION.get(action);
  if (flag) {
    // Once per Idempotency-Key: a retry does not switch the flag back.
    const key = requestOf(caller, SETTINGS_REQUEST);
    const { replayed } = await withCredits(db, (tx) => claimOnce(tx, key, () => switchFlag(tx, flag)), key.requestId);
    // Every open window reads again what it may show (a flag opens or closes screens).
    if (!replayed) await ctx.events.publish('all', { type: 'access' });
    return { message: SERVER_MSG.functionChanged, settings: await getFlags(db) };
  }
  const handler = ctx.settingsActions.get(action);
  if (!handler) throw unprocessable(SERVER_MSG.settingsActionUnavailable);
  return handler(ctx, caller);

  async function switchFlag(tx: Tx, flag: SettingsFlag) {
    const on = (await getFlags(tx))[flag] === 0;
    await setFlag(tx, flag, on);
    await recordChange(tx, {
      kind: 'configuracao',
      itemId: `flag.${flag}`,
      itemLabel: `Função ${flag}`,
      ownerId: caller.account.id,
      action: on ? 'Ativou a função' : 'Desativou a função',
      before: { value: on ? '0' : '1' },
      after: { value: on ? '1' : '0' },
    });
    await logActivity(tx, {
      accountId: caller.account.id,
      actorId: caller.account.id,
      type: 'Configurações',
      action: `Função <b>${flag}</b> ${on ? 'ativada' : 'desativada'}`,
      ip: caller.ip,
    });
  }
}

/** The admin sets each franchise's link, a master its own network's (decisions.md). */
export async function telegramLink({ db }: AppContext, me: CallerAccount, id_franchise: number | undefined): Promise<TelegramResponse> {
  if (isAdmin(me) && id_franchise !== undefined) return { telegram: await editorValue(db, 'telegram', me, writeScope(me, id_franchise)) };
  return { telegram: (await scopedValue(db, 'telegram', me)) ?? '' };
}

/** Franchise settings are for non-reseller profiles (spec section 6). */
export async function saveTelegramLink(
  { db }: AppContext,
  account: CallerAccount,
  ip: string,
  { telegram, id_franchise }: { telegram: string; id_franchise?: number },
) {
  const scope = writeScope(account, id_franchise);
  if (telegram && !/^https?:\/\/\S+$/i.test(telegram)) throw unprocessable(SERVER_MSG.telegramInvalid, { telegram: [SERVER_MSG.telegramInvalid] });
  await db.transaction().execute(async (tx) => {
    await setScoped(tx, 'telegram', scope, telegram);
    await logActivity(tx, { accountId: account.id, actorId: account.id, type: 'Configurações', action: 'Link do Telegram alterado', ip });
  });
  return { message: SERVER_MSG.telegramSaved };
}
