// The web shell: the renderer's build served at the spec's own paths (/login, /dashboard, ...), with
// `/` sent to /dashboard and unknown /api paths answered in pt-BR JSON.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SERVER_MSG } from './messages';

const BRAND_DIR = resolve(import.meta.dirname, '../../resources/public');

export async function webRoutes(app: FastifyInstance, webDir: string) {
  const hasBuild = existsSync(join(webDir, 'index.html'));
  // The build already contains resources/public (Vite's publicDir); without a build, still serve the brand images.
  // preCompressed: the build's scripts and styles have a brotli twin (.br, vite.web.config.ts), sent to the
  // browsers that take it; anything else is gzipped on the fly as before.
  await app.register(fastifyStatic, { root: hasBuild ? webDir : BRAND_DIR, index: false, wildcard: true, preCompressed: true });

  app.get('/', async (_request, reply) => reply.redirect('/dashboard'));

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
    if (isPage && hasBuild) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ message: SERVER_MSG.routeNotFound });
  });
}
