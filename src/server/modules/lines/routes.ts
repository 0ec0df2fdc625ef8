// Section 7 "P2P", "New P2P" and "IPTV": creation, the lists and the packages.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { z } from 'zod';
import { activateMacBody, createIptvBody, createP2pBody, createP2pOnlyBody, iptvMigratorBody, lineAction, newP2pCodeBody, p2pMigratorBody, verifyIptvMigrateBody, type LineKind } from '../../../shared/lines';
import type { AppContext } from '../../context';
import { idempotencyKey, idParam, parse } from '../../validation';
import { lineService, type LineCaller } from './service';
import { shortenerRoutes } from './shortener';
import { registerSettingsActions } from './admin-actions';
import { playerApiRoutes } from './player-api';
import { packageRoutes } from './packages';

const PATHS: Record<LineKind, string> = { iptv: '/api/users-iptv', p2p: '/api/users-p2p', new_p2p: '/api/new-users-p2p' };
// Exports answer the rows as JSON: the clients write the Excel file themselves (exceljs).
const EXPORTS: Record<LineKind, string> = { iptv: '/api/export-users-iptv', p2p: '/api/export-users-p2p', new_p2p: '/api/export-new-users-p2p' };
const listQuery = z.object({ reseller_id: z.coerce.number().int().min(0).default(0), reg_password: z.string().max(128).optional() });
const cleanTrialsBody = z.object({ range: z.coerce.number().int().min(1).max(3) });
const packagesBody = z.object({ package: z.coerce.number().int().min(0).max(1).default(1), reg_password: z.string().max(128).optional() });

const gunzipAsync = promisify(gunzip);

const caller = (request: FastifyRequest): LineCaller => ({ account: request.account, ip: request.ip, requestKey: idempotencyKey(request) });

export function lineRoutes(app: FastifyInstance, ctx: AppContext) {
  const lines = lineService(ctx);

  for (const kind of Object.keys(PATHS) as LineKind[]) {
    // P2P requires the note (spec section 5); new P2P does not (its rules are not shown).
    app.post(PATHS[kind], async (request) =>
      kind === 'iptv'
        ? lines.create(caller(request), { kind, body: parse(createIptvBody, request.body) })
        : kind === 'p2p'
          ? lines.create(caller(request), { kind, body: parse(createP2pOnlyBody, request.body) })
          : lines.create(caller(request), { kind, body: parse(createP2pBody, request.body) }),
    );
    app.get(PATHS[kind], async (request, reply) => {
      const answer = await lines.listAnswer(request.account, kind, parse(listQuery, request.query).reseller_id);
      // no-cache: the browser keeps the answer and asks again with If-None-Match; unchanged is a 304.
      reply.header('etag', answer.tag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, authorization');
      if (request.headers['if-none-match'] === answer.tag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(answer.gz);
      return reply.send(await gunzipAsync(answer.gz));
    });
    app.put(`${PATHS[kind]}/:id`, async (request) =>
      lines.act(caller(request), kind, idParam((request.params as { id: string }).id), parse(lineAction, request.body)),
    );
    app.post(EXPORTS[kind], async (request) => lines.list(request.account, kind, parse(listQuery, request.body ?? {}).reseller_id));
  }
  const reprovision = (path: string, kind: LineKind, what: 'recreate' | 'sync') =>
    app.put(`${path}/:id`, async (request) => lines.reprovision(caller(request), kind, idParam((request.params as { id: string }).id), what));
  reprovision('/api/recreate-line', 'iptv', 'recreate');
  reprovision('/api/recreate-line-p2p', 'p2p', 'recreate');
  reprovision('/api/recreate-line-new-p2p', 'new_p2p', 'recreate');
  reprovision('/api/sinc-line-p2p', 'p2p', 'sync');
  reprovision('/api/sinc-line-new-p2p', 'new_p2p', 'sync');
  app.post('/api/activate-prime', async (request) => lines.activateMac(caller(request), 'Prime', parse(activateMacBody, request.body)));
  app.post('/api/activate-lazer', async (request) => lines.activateMac(caller(request), 'Lazer Play', parse(activateMacBody, request.body)));
  app.post('/api/verify-iptv-migrate', async (request) => lines.verifyMigration(parse(verifyIptvMigrateBody, request.body).url));
  app.post('/api/iptv-migrator', async (request) => {
    const body = parse(iptvMigratorBody, request.body);
    const credentials = await lines.verifyMigration(body.url);
    return lines.importLine(caller(request), 'iptv', { ...credentials, packageId: body.package, note: body.user.nota, day: body.user.exp_date });
  });
  app.post('/api/create-new-user-p2p-code', async (request) => lines.createFromCode(caller(request), parse(newP2pCodeBody, request.body).code));
  app.post('/api/p2p-migrator', async (request) => {
    const body = parse(p2pMigratorBody, request.body);
    return lines.importLine(caller(request), 'p2p', { username: body.name, password: body.pass, packageId: body.productid, note: body.nota, day: body.endTime });
  });
  app.post('/api/clean-trials', async (request) => lines.cleanTrials(caller(request), parse(cleanTrialsBody, request.body).range as 1 | 2 | 3));
  app.post('/api/get-iptv-packages', async (request) => lines.packages(parse(packagesBody, request.body).package === 1 ? 'iptv_package' : 'iptv_bouquet'));
  app.get('/api/get-new-p2p-packages', async () => lines.packages('p2p_product'));
  shortenerRoutes(app, ctx);
  registerSettingsActions(ctx);
  playerApiRoutes(app, ctx);
  packageRoutes(app, ctx);
}
