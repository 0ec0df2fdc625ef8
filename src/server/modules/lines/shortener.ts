// The panel's own link shortener: /s/CODE redirects. A link always gets the same code (a hash of
// it), so shortening twice stores nothing new. A link to a reseller's DNS that has been removed
// redirects no more: the panel's address must not keep sending customers to a name it let go.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { now, type DbOrTx } from '../../db';
import type { AppContext } from '../../context';
import { SERVER_MSG } from '../../messages';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

export const shortCode = (url: string) => createHash('sha256').update(url).digest('base64url').slice(0, 10);

/** The short URL of `url` on the panel at `origin`. */
export async function shorten(db: DbOrTx, origin: string, url: string): Promise<string> {
  const code = shortCode(url);
  await db
    .insertInto('short_links')
    .values({ code, url, created_at: now() })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return `${origin}/s/${code}`;
}

/** Whether the link points at a DNS of the DNS screen that its owner removed. */
async function removedDns(db: DbOrTx, url: string) {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  const dns = await db.selectFrom('dns_domains').select('removed').where('domain', '=', host).executeTakeFirst();
  return Number(dns?.removed) === 1;
}

/** Where the short link of `code` leads, or null: no such link, or one to a removed DNS. */
export async function shortLinkTarget(db: DbOrTx, code: string): Promise<string | null> {
  const row = await db.selectFrom('short_links').select('url').where('code', '=', code.slice(0, 16)).executeTakeFirst();
  if (!row || (await removedDns(db, row.url))) return null;
  return row.url;
}

export function shortenerRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  route(CALLS.shortLink, async ({ params, reply }) => {
    const url = await shortLinkTarget(ctx.db, params.code);
    if (url === null) return reply.code(404).send({ message: SERVER_MSG.routeNotFound });
    return reply.redirect(url);
  });
}
