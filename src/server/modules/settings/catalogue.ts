// The link catalogue (spec section 7): franchise link texts (types 1 IPTV apps, 2 P2P apps, 4 portal
// apps; what line results show as `links_franchise`) and the app texts of the links dialog (id_franchise
// 0: 1 Smarters, 2 Android, 5 STB, 6 web player, 7 X-Cloud, and 'disable-xcloud'). The admin writes a
// franchise's (or the whole panel's app texts), a master its own network's; all HTML is sanitised once
// here. Also the admin's link shortener (`encurtar-link`), which answers on /s/CODE.
import type { FastifyInstance } from 'fastify';
import { APP_LINK_TYPES, COMM_MSG, DISABLE_XCLOUD, type LinksInfo } from '../../../shared/communication';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { unprocessable } from '../../errors';
import { cleanHtml } from '../../security';
import { appTexts } from '../lines/links';
import { shorten } from '../lines/shortener';
import { editorValue, scopedValue, setScoped, writeScope, type Scope } from './scoped';
import { CALLS } from '../../../shared/calls';
import { router, type CallOptions } from '../../route';

const LABELED: CallOptions = { labels: { links: 'Links', type: 'Tipo', id_franchise: 'Franquia', link: 'Link' } };

/** The settings key and the scope of a save-links / get-links call. */
function target(me: CallerAccount, type: number | typeof DISABLE_XCLOUD, franchise: number | undefined): { key: string; scope: Scope } {
  if (franchise === 0) return { key: `link_catalogue.${type}`, scope: isAdmin(me) ? { kind: 'panel' } : writeScope(me, 0) };
  return { key: `links.${type}`, scope: writeScope(me, franchise) };
}

export function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db } = ctx;

  route(
    CALLS.saveLinks,
    async ({ request, body }) => {
      const me = request.account;
      const { key, scope } = target(me, body.type, body.id_franchise);
      let value: string;
      if (body.type === DISABLE_XCLOUD) {
        if (!/^[01]$/.test(body.links.trim())) throw unprocessable(SERVER_MSG.fieldInvalid('links'), { links: [SERVER_MSG.fieldInvalid('links')] });
        value = body.links.trim();
      } else value = cleanHtml(body.links).trim();
      await db.transaction().execute(async (tx) => {
        await setScoped(tx, key, scope, value);
        await logActivity(tx, {
          accountId: me.id,
          actorId: me.id,
          type: 'Configurações',
          action: `Links alterados (${key.replace('link_catalogue.', 'aplicativo ').replace('links.', 'tipo ')})`,
          ip: request.ip,
        });
      });
      return { message: COMM_MSG.linksPublished, links: value };
    },
    LABELED,
  );

  // The editor's value for the admin and masters; what a reseller's network shows, for the others.
  route(
    CALLS.links,
    async ({ request, query: q }) => {
      const me = request.account;
      const { key, scope } =
        isAdmin(me) || me.profile === 'master'
          ? target(me, q.type, q.id_franchise)
          : { key: q.id_franchise === 0 ? `link_catalogue.${q.type}` : `links.${q.type}`, scope: null };
      return { links: scope ? await editorValue(db, key, me, scope) : ((await scopedValue(db, key, me)) ?? '') };
    },
    LABELED,
  );

  route(CALLS.linksInfoIptv, async ({ request }): Promise<LinksInfo> => {
    const texts = await appTexts(db, request.account);
    const info = Object.fromEntries(APP_LINK_TYPES.map((t) => [String(t), texts.get(String(t)) ?? '']));
    return { ...info, [DISABLE_XCLOUD]: texts.get(DISABLE_XCLOUD) === '1' ? 1 : 0 } as LinksInfo;
  });

  route(
    CALLS.shortenLink,
    async ({ request, body: { link } }) => {
      const origin = ctx.config.publicUrl;
      if (!origin) throw unprocessable(SERVER_MSG.linksUnconfigured);
      const short = await shorten(db, origin, link);
      await logActivity(db, {
        accountId: request.account.id,
        actorId: request.account.id,
        type: 'Configurações',
        action: `Link encurtado: ${short}`,
        ip: request.ip,
      });
      return { message: COMM_MSG.linkShortened, link: short };
    },
    LABELED,
  );
}
