// GET /api/openapi.json (the API document, made once per process) and /api/docs, the page in pt-BR that
// shows it (page.ts), with the curls written for the panel's address, and the page's one script.
import type { FastifyInstance } from 'fastify';
import { CALLS, pathOf } from '../../shared/calls';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { DEFAULT_BRANDING } from '../modules/settings/branding';
import { router } from '../route';
import { apiDocument } from './document';
import { DOCS_SCRIPT, docsPage } from './page';

const SCRIPT = 'docs.js';
/** The pages written, by the address their curls name (a handful: the panel's names). */
const PAGES_KEPT = 8;

export function apiDocsRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  // Made on the first read, once per process.
  let made: ReturnType<typeof apiDocument> | undefined;
  let document: string | undefined;
  const documentOf = () => (made ??= apiDocument(ctx.config.publicUrl ?? undefined));
  const pages = new Map<string, string>();

  route(CALLS.apiDocument, async ({ reply }) => reply.type('application/json; charset=utf-8').send((document ??= JSON.stringify(documentOf()))));
  route(CALLS.apiDocs, async ({ request, reply }) => {
    // The curls name the panel's public address, or the one the page was opened at.
    const base = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
    let page = pages.get(base);
    if (!page) {
      if (pages.size >= PAGES_KEPT) pages.clear();
      pages.set(base, (page = docsPage(documentOf(), base, DEFAULT_BRANDING.favicon, pathOf(CALLS.apiDocsAsset, { file: SCRIPT }))));
    }
    return reply.type('text/html; charset=utf-8').send(page);
  });
  route(CALLS.apiDocsAsset, async ({ params, reply }) => {
    if (params.file !== SCRIPT) throw notFound();
    return reply.type('text/javascript; charset=utf-8').send(DOCS_SCRIPT);
  });
}
