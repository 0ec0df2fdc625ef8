// Announcements and messages (spec sections 2, 3 and 7): the admin's announcements reach everyone and a
// master's its own network, on three walls (1 'Mural de Informações', 2 'Últimas Atualizações', 3 the
// portal's); the admin's message to a reseller (alone, with its whole tree, or with its first level)
// shows on each recipient's dashboard until read. HTML is sanitised once on the way in; every change is
// published on the live bus so open dashboards refresh.
import type { FastifyInstance } from 'fastify';
import { ANNOUNCEMENT_LABELS, MESSAGE_LABELS } from '../../../shared/communication/texts';
import type { AppContext } from '../../context';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { announcements, deleteAnnouncement, publishAnnouncement } from './announcements';
import { readMessage, sendMessage, unreadMessages } from './messages';

export function communicationRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);

  route(CALLS.announcements, async ({ request }) => announcements(ctx, request.account));
  route(CALLS.publishAnnouncement, async ({ request, body }) => publishAnnouncement(ctx, request.account, request.ip, body), { labels: ANNOUNCEMENT_LABELS });
  route(CALLS.deleteAnnouncement, async ({ request, params }) => deleteAnnouncement(ctx, request.account, request.ip, params.id));
  route(CALLS.sendMessage, async ({ request, body }) => sendMessage(ctx, request.account, request.ip, body), { labels: MESSAGE_LABELS });
  route(CALLS.myMessages, async ({ request }) => unreadMessages(ctx, request.account));
  route(CALLS.readMessage, async ({ request, params }) => readMessage(ctx, request.account, params.id));
}
