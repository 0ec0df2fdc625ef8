// Section 7 "P2P", "New P2P" and "IPTV": creation, the lists and the packages.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { LineKind } from '../../../shared/lines/texts';
import type { AppContext } from '../../context';
import { lineService } from './service';
import type { ListAnswer } from './list-cache';
import { shortenerRoutes } from './shortener';
import { registerSettingsActions } from './admin-actions';
import { playerApiRoutes } from './player-api';
import { packageRoutes } from './packages';
import { CALLS } from '../../../shared/calls';
import type { Call } from '../../../shared/rules';
import { router } from '../../route';

/** Each kind's list, its actions and its export (exports answer the rows as JSON: the clients write the Excel file with exceljs). */
const KIND_CALLS = {
  iptv: { list: CALLS.iptvLines, changes: CALLS.iptvLineChanges, act: CALLS.iptvAction, export: CALLS.exportIptv },
  p2p: { list: CALLS.p2pLines, changes: CALLS.p2pLineChanges, act: CALLS.p2pAction, export: CALLS.exportP2p },
  new_p2p: { list: CALLS.newP2pLines, changes: CALLS.newP2pLineChanges, act: CALLS.newP2pAction, export: CALLS.exportNewP2p },
} satisfies Record<LineKind, Record<string, Call>>;

const gunzipAsync = promisify(gunzip);

/** A held list's answer as it is kept, gzipped, to a client that takes gzip (a browser does), else unzipped. */
async function sendGzipped(request: FastifyRequest, reply: FastifyReply, answer: ListAnswer) {
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(answer.gz);
  return reply.send(await gunzipAsync(answer.gz));
}

export function lineRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const lines = lineService(ctx);

  route(CALLS.createIptv, async ({ caller, body }) => lines.create(caller, { kind: 'iptv', body }));
  // P2P requires the note (spec section 5); new P2P does not (its rules are not shown).
  route(CALLS.createP2p, async ({ caller, body }) => lines.create(caller, { kind: 'p2p', body }));
  route(CALLS.createNewP2p, async ({ caller, body }) => lines.create(caller, { kind: 'new_p2p', body }));
  for (const kind of Object.keys(KIND_CALLS) as LineKind[]) {
    const calls = KIND_CALLS[kind];
    route(calls.list, async ({ request, reply, query }) => {
      const answer = await lines.listAnswer(request.account, kind, query.reseller_id);
      // no-cache: the browser keeps the answer and asks again with If-None-Match; unchanged is a 304.
      reply.header('etag', answer.tag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, authorization');
      if (request.headers['if-none-match'] === answer.tag) return reply.code(304).send();
      return sendGzipped(request, reply, answer);
    });
    route(calls.changes, async ({ request, reply, query }) => {
      const answer = await lines.changes(request.account, kind, query.reseller_id, query.cursor);
      // The whole list comes held and gzipped (list-cache.ts); a patch is a small answer like any other.
      return 'gz' in answer ? sendGzipped(request, reply.header('vary', 'accept-encoding, authorization'), answer) : answer;
    });
    route(calls.act, async ({ caller, params, body }) => lines.act(caller, kind, params.id, body));
    route(calls.export, async ({ request, body }) => lines.list(request.account, kind, body.reseller_id));
  }
  const reprovision = (
    call: (typeof CALLS)['recreateIptv' | 'recreateP2p' | 'recreateNewP2p' | 'syncP2p' | 'syncNewP2p'],
    kind: LineKind,
    what: 'recreate' | 'sync',
  ) => route(call, async ({ caller, params }) => lines.reprovision(caller, kind, params.id, what));
  reprovision(CALLS.recreateIptv, 'iptv', 'recreate');
  reprovision(CALLS.recreateP2p, 'p2p', 'recreate');
  reprovision(CALLS.recreateNewP2p, 'new_p2p', 'recreate');
  reprovision(CALLS.syncP2p, 'p2p', 'sync');
  reprovision(CALLS.syncNewP2p, 'new_p2p', 'sync');
  route(CALLS.activatePrime, async ({ caller, body }) => lines.activateMac(caller, 'Prime', body));
  route(CALLS.activateLazer, async ({ caller, body }) => lines.activateMac(caller, 'Lazer Play', body));
  route(CALLS.verifyIptvMigrate, async ({ body }) => lines.verifyMigration(body.url));
  route(CALLS.iptvMigrator, async ({ caller, body }) => {
    const credentials = await lines.verifyMigration(body.url);
    return lines.importLine(caller, 'iptv', { ...credentials, packageId: body.package, note: body.user.nota, day: body.user.exp_date });
  });
  route(CALLS.newP2pFromCode, async ({ caller, body }) => lines.createFromCode(caller, body.code));
  route(CALLS.p2pMigrator, async ({ caller, body }) =>
    lines.importLine(caller, 'p2p', { username: body.name, password: body.pass, packageId: body.productid, note: body.nota, day: body.endTime }),
  );
  route(CALLS.cleanTrials, async ({ caller, body }) => lines.cleanTrials(caller, body.range as 1 | 2 | 3));
  route(CALLS.iptvPackages, async ({ body }) => lines.packages(body.package === 1 ? 'iptv_package' : 'iptv_bouquet'));
  route(CALLS.newP2pPackages, async () => lines.packages('p2p_product'));
  shortenerRoutes(app, ctx);
  registerSettingsActions(ctx);
  playerApiRoutes(app, ctx);
  packageRoutes(app, ctx);
}
