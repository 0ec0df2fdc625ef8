// GET /api/openapi.json (the API document, made once per process) and /api/docs, the page that shows it
// with Swagger UI. The page's files come from the swagger-ui-dist package and are read only when that
// page is opened: no other screen loads them.
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CALLS, pathOf } from '../../shared/calls';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { DEFAULT_BRANDING } from '../modules/settings/branding';
import { router } from '../route';
import { apiDocument } from './document';

const asset = (file: string) => pathOf(CALLS.apiDocsAsset, { file });
const DOCUMENT_URL = CALLS.apiDocument.path;

// A script of our own (the page's policy runs no inline script) that starts Swagger UI on the document.
const INIT = `window.addEventListener('load', () => { window.ui = SwaggerUIBundle({ url: ${JSON.stringify(DOCUMENT_URL)}, dom_id: '#api', deepLinking: true }); });\n`;

const PAGE = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>API do Painel Revenda</title>
<link rel="icon" href="${DEFAULT_BRANDING.favicon}"><link rel="stylesheet" href="${asset('swagger-ui.css')}"></head>
<body><div id="api"></div><script src="${asset('swagger-ui-bundle.js')}"></script><script src="${asset('init.js')}"></script></body>
</html>
`;

const DIST = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const TYPES: Record<string, string> = { 'swagger-ui.css': 'text/css; charset=utf-8', 'swagger-ui-bundle.js': 'text/javascript; charset=utf-8' };

export function apiDocsRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  let document: string | undefined;
  const files = new Map<string, Promise<Buffer>>();

  route(CALLS.apiDocument, async ({ reply }) =>
    reply.type('application/json; charset=utf-8').send((document ??= JSON.stringify(apiDocument(ctx.config.publicUrl ?? undefined)))),
  );
  route(CALLS.apiDocs, async ({ reply }) => reply.type('text/html; charset=utf-8').send(PAGE));
  route(CALLS.apiDocsAsset, async ({ params, reply }) => {
    if (params.file === 'init.js') return reply.type('text/javascript; charset=utf-8').send(INIT);
    const type = TYPES[params.file];
    if (!type) throw notFound();
    let file = files.get(params.file);
    if (!file) files.set(params.file, (file = readFile(join(DIST, params.file))));
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .send(await file);
  });
}
