// Settings: the six flags (admin), the Telegram link (per franchise, per master network), and branding by host.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrandingResponse, TelegramResponse } from '../../../shared/api';
import { FLAG_ACTIONS, SETTINGS_FLAGS, type SettingsFlag } from '../../../shared/domain';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { isAdmin } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { withCredits } from '../../core/ledger';
import { claimOnce, requestOf, SETTINGS_REQUEST } from '../../core/requests';
import type { Tx } from '../../db';
import { getFlags, setFlag } from '../../core/settings';
import { editorValue, scopedValue, setScoped, writeScope } from './scoped';
import { unprocessable } from '../../errors';
import { brandingFor } from './branding';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { recordChange } from '../../core/audit';

/** POST /api/settings action codes that flip a flag (docs/decisions.md). */
const FLAG_BY_ACTION = new Map<number, SettingsFlag>(SETTINGS_FLAGS.map((flag) => [FLAG_ACTIONS[flag], flag]));

export function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db } = ctx;

  route(CALLS.settings, async () => getFlags(db));

  route(CALLS.settingsAction, async ({ request, caller, body: { action } }) => {
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
        ownerId: request.account.id,
        action: on ? 'Ativou a função' : 'Desativou a função',
        before: { value: on ? '0' : '1' },
        after: { value: on ? '1' : '0' },
      });
      await logActivity(tx, {
        accountId: request.account.id,
        actorId: request.account.id,
        type: 'Configurações',
        action: `Função <b>${flag}</b> ${on ? 'ativada' : 'desativada'}`,
        ip: request.ip,
      });
    }
  });

  // Telegram: the admin sets each franchise's link, a master its own network's (decisions.md).
  route(CALLS.telegram, async ({ request, query: { id_franchise } }): Promise<TelegramResponse> => {
    const me = request.account;
    if (isAdmin(me) && id_franchise !== undefined) return { telegram: await editorValue(db, 'telegram', me, writeScope(me, id_franchise)) };
    return { telegram: (await scopedValue(db, 'telegram', me)) ?? '' };
  });

  // Franchise settings are for non-reseller profiles (spec section 6).
  route(CALLS.saveTelegram, async ({ request, body: { telegram, id_franchise } }) => {
    const account = request.account;
    const scope = writeScope(account, id_franchise);
    if (telegram && !/^https?:\/\/\S+$/i.test(telegram)) throw unprocessable(SERVER_MSG.telegramInvalid, { telegram: [SERVER_MSG.telegramInvalid] });
    await db.transaction().execute(async (tx) => {
      await setScoped(tx, 'telegram', scope, telegram);
      await logActivity(tx, { accountId: account.id, actorId: account.id, type: 'Configurações', action: 'Link do Telegram alterado', ip: request.ip });
    });
    return { message: SERVER_MSG.telegramSaved };
  });

  const brandingOf = (request: FastifyRequest, query: { host?: string }) => brandingFor(db, query.host ?? request.hostname.slice(0, 255));

  route(CALLS.branding, async ({ request, query }): Promise<BrandingResponse> => brandingOf(request, query));
  route(CALLS.logo, async ({ request, query }) => ({ logo: (await brandingOf(request, query)).logo }));
  route(CALLS.background, async ({ request, query }) => ({ background: (await brandingOf(request, query)).background }));
}
