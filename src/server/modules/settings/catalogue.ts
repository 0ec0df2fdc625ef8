// The link catalogue (spec section 7): franchise link texts (types 1 IPTV apps, 2 P2P apps, 4 portal
// apps; what line results show as `links_franchise`) and the app texts of the links dialog (id_franchise
// 0: 1 Smarters, 2 Android, 5 STB, 6 web player, 7 X-Cloud, and 'disable-xcloud'). The admin writes a
// franchise's (or the whole panel's app texts), a master its own network's; all HTML is sanitised once
// here. Also the admin's link shortener (`encurtar-link`), which answers on /s/CODE.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router, type CallOptions } from '../../route';
import { appLinksInfo, linksOf, saveLinks, shortenLink } from './links';

const LABELED: CallOptions = { labels: { links: 'Links', type: 'Tipo', id_franchise: 'Franquia', link: 'Link' } };

export function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);

  route(CALLS.saveLinks, async ({ request, body }) => saveLinks(ctx, request.account, request.ip, body), LABELED);
  route(CALLS.links, async ({ request, query }) => linksOf(ctx, request.account, query), LABELED);
  route(CALLS.linksInfoIptv, async ({ request }) => appLinksInfo(ctx, request.account));
  route(CALLS.shortenLink, async ({ request, body: { link } }) => shortenLink(ctx, request.account, request.ip, link), LABELED);
}
