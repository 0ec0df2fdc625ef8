// 'Lixeira' (issue 30): the lines deleted in the caller's subtree, waiting for the admin's period
// (30 days by default). 'Restaurar' puts one back as it was, through the line tools (counters, provider,
// 'Alterações'); 'Excluir definitivamente' and the purge erase it. A deleted line refunded nothing (the
// spec's delete gives no credits back), so a restore charges nothing either; restoring twice finds
// nothing the second time. The deleted resellers, networks and trees wait here too (accounts.ts): the
// accounts below the caller see theirs, the admin restores or erases them.
import type { FastifyInstance } from 'fastify';
import { CALLS } from '../../../shared/calls';
import type { AppContext } from '../../context';
import { router } from '../../route';
import { trashService } from './service';

export function trashRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const trash = trashService(ctx);

  route(CALLS.trash, async ({ caller, query }) => trash.lineTrash({ caller, query }));
  route(CALLS.restoreLine, async ({ caller, params }) => trash.restoreLine(caller, params.id));
  route(CALLS.eraseLine, async ({ caller, params }) => trash.eraseLine(caller, params.id));
  route(CALLS.resellerTrash, async ({ caller, query }) => trash.resellerTrash({ caller, query }));
  route(CALLS.restoreReseller, async ({ caller, params }) => trash.restoreReseller(caller, params.id));
  route(CALLS.eraseReseller, async ({ params }) => trash.eraseReseller(params.id));
  route(CALLS.trashRetention, async ({ body }) => trash.setTrashRetention(body.days));
}
