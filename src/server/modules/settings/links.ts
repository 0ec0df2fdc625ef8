// The link catalogue (spec section 7): franchise link texts and the app texts of the links dialog, written
// by the admin (a franchise's or the whole panel's app texts) or a master (its own network's), the HTML
// sanitised once here; and the admin's link shortener.
import type { z } from 'zod';
import { APP_LINK_TYPES, COMM_MSG, DISABLE_XCLOUD } from '../../../shared/communication/texts';
import type { getLinksQuery, LinksInfo, saveLinksBody } from '../../../shared/communication/schemas';
import { SERVER_MSG } from '../../messages';
import type { AppContext } from '../../context';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { unprocessable } from '../../errors';
import { cleanHtml } from '../../security';
import { appTexts } from '../lines/links';
import { shorten } from '../lines/shortener';
import { editorValue, scopedValue, setScoped, writeScope, type Scope } from './scoped';

/** The settings key and the scope of a save-links / get-links call. */
function target(me: CallerAccount, type: number | typeof DISABLE_XCLOUD, franchise: number | undefined): { key: string; scope: Scope } {
  if (franchise === 0) return { key: `link_catalogue.${type}`, scope: isAdmin(me) ? { kind: 'panel' } : writeScope(me, 0) };
  return { key: `links.${type}`, scope: writeScope(me, franchise) };
}

export async function saveLinks({ db }: AppContext, me: CallerAccount, ip: string, body: z.output<typeof saveLinksBody>) {
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
      ip,
    });
  });
  return { message: COMM_MSG.linksPublished, links: value };
}

/** The editor's value for the admin and masters; what a reseller's network shows, for the others. */
export async function linksOf({ db }: AppContext, me: CallerAccount, q: z.output<typeof getLinksQuery>) {
  const { key, scope } =
    isAdmin(me) || me.profile === 'master'
      ? target(me, q.type, q.id_franchise)
      : { key: q.id_franchise === 0 ? `link_catalogue.${q.type}` : `links.${q.type}`, scope: null };
  return { links: scope ? await editorValue(db, key, me, scope) : ((await scopedValue(db, key, me)) ?? '') };
}

export async function appLinksInfo({ db }: AppContext, account: CallerAccount): Promise<LinksInfo> {
  const texts = await appTexts(db, account);
  const info = Object.fromEntries(APP_LINK_TYPES.map((t) => [String(t), texts.get(String(t)) ?? '']));
  return { ...info, [DISABLE_XCLOUD]: texts.get(DISABLE_XCLOUD) === '1' ? 1 : 0 } as LinksInfo;
}

export async function shortenLink(ctx: AppContext, account: CallerAccount, ip: string, link: string) {
  const { db } = ctx;
  const origin = ctx.config.publicUrl;
  if (!origin) throw unprocessable(SERVER_MSG.linksUnconfigured);
  const short = await shorten(db, origin, link);
  await logActivity(db, {
    accountId: account.id,
    actorId: account.id,
    type: 'Configurações',
    action: `Link encurtado: ${short}`,
    ip,
  });
  return { message: COMM_MSG.linkShortened, link: short };
}
