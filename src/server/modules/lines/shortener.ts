// The panel's own link shortener: /s/CODE redirects. A link always gets the same code (a hash of
// it), so shortening twice stores nothing new.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { now, type DbOrTx } from '../../db';
import type { AppContext } from '../../context';
import { MSG } from '../../../shared/messages';

export const shortCode = (url: string) => createHash('sha256').update(url).digest('base64url').slice(0, 10);

/** The short URL of `url` on the panel at `origin`. */
export async function shorten(db: DbOrTx, origin: string, url: string): Promise<string> {
  const code = shortCode(url);
  await db.insertInto('short_links').values({ code, url, created_at: now() }).onConflict((oc) => oc.column('code').doNothing()).execute();
  return `${origin}/s/${code}`;
}

export function shortenerRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/s/:code', async (request, reply) => {
    const code = String((request.params as { code: string }).code).slice(0, 16);
    const row = await ctx.db.selectFrom('short_links').select('url').where('code', '=', code).executeTakeFirst();
    if (!row) return reply.code(404).send({ message: MSG.routeNotFound });
    return reply.redirect(row.url);
  });
}
