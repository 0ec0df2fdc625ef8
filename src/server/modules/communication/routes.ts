// Announcements and messages (spec sections 2, 3 and 7): the admin's announcements reach everyone and a
// master's its own network, on three walls (1 'Mural de Informações', 2 'Últimas Atualizações', 3 the
// portal's); the admin's message to a reseller (alone, with its whole tree, or with its first level)
// shows on each recipient's dashboard until read. HTML is sanitised once on the way in; every change is
// published on the live bus so open dashboards refresh.
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../shared/dates';
import { ANNOUNCEMENT_LABELS, COMM_MSG, MESSAGE_LABELS, type Announcement, type AnnouncementsResponse, type PanelMessage } from '../../../shared/communication';
import type { AppContext } from '../../context';
import { now, type DbOrTx } from '../../db';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import type { Audience } from '../../core/events';
import { accountInScope, subtreeIds } from '../../core/scope';
import { forbidden, notFound, unprocessable } from '../../errors';
import { cleanHtml, escapeHtml } from '../../security';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';
import { recordChange } from '../../core/audit';
import type { Selectable } from 'kysely';
import type { AnnouncementsTable } from '../../db/schema';

/**
 * A long list of accounts goes out as 'all': PostgreSQL's NOTIFY carries at most 8000 bytes, and an
 * event only makes the screens read again through the API, whose rules decide what each one sees.
 */
const MAX_LISTED_AUDIENCE = 300;
export const audienceOf = (ids: number[]): Audience => (ids.length > MAX_LISTED_AUDIENCE ? 'all' : ids);

/** Sanitised HTML that still shows something (text or an image). */
function cleanBody(html: string, message: string, field: string): string {
  const clean = cleanHtml(html).trim();
  const visible = clean
    .replace(/<(?!img\b)[^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (!visible) throw unprocessable(message, { [field]: [message] });
  return clean;
}

/** An announcement's change in 'Alterações', in its author's subtree. */
const recordAnnouncement = (tx: DbOrTx, action: string, before?: Selectable<AnnouncementsTable>, after?: Selectable<AnnouncementsTable>) => {
  const row = (after ?? before)!;
  return recordChange(tx, { kind: 'anuncio', itemId: row.id, itemLabel: row.title, ownerId: row.account_id, action, before, after });
};

export function communicationRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const { db } = ctx;

  /** The announcements an account sees: the admins' and those of the masters above it (itself included). */
  function visibleAnnouncements(me: CallerAccount, from: DbOrTx = db) {
    const base = from.selectFrom('announcements as n').innerJoin('accounts as a', 'a.id', 'n.account_id');
    if (isAdmin(me)) return base;
    return base.where((eb) =>
      eb.or([
        eb('a.profile', '=', 'admin'),
        eb('n.account_id', 'in', from.selectFrom('account_closure').select('ancestor_id').where('descendant_id', '=', me.id)),
      ]),
    );
  }

  /** Who hears about an announcement: everyone for the admin's, the author's subtree for a master's. */
  const announcementAudience = async (author: CallerAccount): Promise<Audience> =>
    isAdmin(author) ? 'all' : audienceOf((await subtreeIds(db, author.id).execute()).map((r) => r.descendant_id));

  route(CALLS.announcements, async ({ request }): Promise<AnnouncementsResponse> => {
    const me = request.account;
    const rows = await visibleAnnouncements(me)
      .select(['n.id', 'n.type', 'n.title', 'n.body', 'n.account_id', 'n.created_at', 'a.username'])
      .orderBy('n.id', 'desc')
      .execute();
    const of = (type: number): Announcement[] =>
      rows
        .filter((r) => r.type === type)
        .map((r) => ({
          id: r.id,
          titulo: r.title,
          mensagem: r.body,
          type: r.type,
          date_formatted: formatDateTime(Number(r.created_at)),
          author: r.username,
          editable: isAdmin(me) || r.account_id === me.id,
        }));
    return { anuncios: of(1), atualizacoes: of(2), anunciosPortal: of(3) };
  });

  route(
    CALLS.publishAnnouncement,
    async ({ request, body }) => {
      const me = request.account;
      const html = cleanBody(body.mensagem, COMM_MSG.announcementEmpty, 'mensagem');
      const at = now();
      const author = await db.transaction().execute(async (tx) => {
        let authorId = me.id;
        if (body.id) {
          const found = await visibleAnnouncements(me, tx).select(['n.id', 'n.account_id']).where('n.id', '=', body.id).executeTakeFirst();
          if (!found) throw notFound(COMM_MSG.announcementNotFound);
          if (!isAdmin(me) && found.account_id !== me.id) throw forbidden(COMM_MSG.announcementNotYours);
          authorId = found.account_id;
          const before = await tx.selectFrom('announcements').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
          const after = await tx
            .updateTable('announcements')
            .set({ title: body.titulo, body: html, type: body.type, updated_at: at })
            .where('id', '=', body.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAnnouncement(tx, 'Editou o anúncio', before, after);
        } else {
          const created = await tx
            .insertInto('announcements')
            .values({ account_id: me.id, type: body.type, title: body.titulo, body: html, created_at: at, updated_at: at })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAnnouncement(tx, 'Publicou o anúncio', undefined, created);
        }
        await logActivity(tx, {
          accountId: me.id,
          actorId: me.id,
          type: 'Configurações',
          action: `Anúncio <b>${escapeHtml(body.titulo)}</b> ${body.id ? 'editado' : 'publicado'}`,
          ip: request.ip,
        });
        return authorId === me.id ? me : await tx.selectFrom('accounts').selectAll().where('id', '=', authorId).executeTakeFirstOrThrow();
      });
      await ctx.events.publish(await announcementAudience(author), { type: 'announcement' });
      return { message: COMM_MSG.announcementPublished };
    },
    { labels: ANNOUNCEMENT_LABELS },
  );

  route(CALLS.deleteAnnouncement, async ({ request, params }) => {
    const me = request.account;
    const id = params.id;
    const author = await db.transaction().execute(async (tx) => {
      const found = await visibleAnnouncements(me, tx).select(['n.id', 'n.account_id', 'n.title']).where('n.id', '=', id).executeTakeFirst();
      if (!found) throw notFound(COMM_MSG.announcementNotFound);
      if (!isAdmin(me) && found.account_id !== me.id) throw forbidden(COMM_MSG.announcementNotYours);
      const gone = await tx.deleteFrom('announcements').where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      await recordAnnouncement(tx, 'Excluiu o anúncio', gone, undefined);
      await logActivity(tx, {
        accountId: me.id,
        actorId: me.id,
        type: 'Configurações',
        action: `Anúncio <b>${escapeHtml(found.title)}</b> excluído`,
        ip: request.ip,
      });
      return tx.selectFrom('accounts').selectAll().where('id', '=', found.account_id).executeTakeFirstOrThrow();
    });
    await ctx.events.publish(await announcementAudience(author), { type: 'announcement' });
    return { message: COMM_MSG.announcementDeleted };
  });

  // ---- Messages ----

  route(
    CALLS.sendMessage,
    async ({ request, body }) => {
      const me = request.account;
      if (body.arvore && body.nivel_um) throw unprocessable(COMM_MSG.messageTreeAndLevel, { nivel_um: [COMM_MSG.messageTreeAndLevel] });
      const html = cleanBody(body.texto, COMM_MSG.messageEmpty, 'texto');
      const target = await accountInScope(db, me, body.revenda, COMM_MSG.messageNoReseller);
      if (target.id === me.id) throw unprocessable(COMM_MSG.messageNoReseller, { revenda: [COMM_MSG.messageNoReseller] });
      const recipients = await db.transaction().execute(async (tx) => {
        let q = tx.selectFrom('account_closure').select('descendant_id').where('ancestor_id', '=', target.id);
        if (!body.arvore) q = q.where('depth', '<=', body.nivel_um ? 1 : 0);
        const ids = (await q.execute()).map((r) => r.descendant_id);
        const at = now();
        for (let i = 0; i < ids.length; i += 500)
          await tx
            .insertInto('messages')
            .values(ids.slice(i, i + 500).map((to) => ({ from_account_id: me.id, to_account_id: to, body: html, created_at: at })))
            .execute();
        const reach = body.arvore ? ' e toda a árvore' : body.nivel_um ? ' e o primeiro nível' : '';
        await logActivity(tx, {
          accountId: me.id,
          actorId: me.id,
          type: 'Configurações',
          action: `Mensagem enviada para <b>${escapeHtml(target.username)}</b>${reach} (${ids.length} revenda(s))`,
          ip: request.ip,
        });
        return ids;
      });
      await ctx.events.publish(audienceOf(recipients), { type: 'message' });
      return { message: COMM_MSG.messageSent, recipients: recipients.length };
    },
    { labels: MESSAGE_LABELS },
  );

  /** The caller's unread messages, newest first (the dashboard shows them until read). */
  route(CALLS.myMessages, async ({ request }): Promise<{ data: PanelMessage[] }> => {
    const rows = await db
      .selectFrom('messages as m')
      .innerJoin('accounts as a', 'a.id', 'm.from_account_id')
      .select(['m.id', 'm.body', 'm.created_at', 'a.username'])
      .where('m.to_account_id', '=', request.account.id)
      .where('m.read_at', 'is', null)
      .orderBy('m.id', 'desc')
      .limit(100)
      .execute();
    return { data: rows.map((r) => ({ id: r.id, texto: r.body, from: r.username, date_formatted: formatDateTime(Number(r.created_at)) })) };
  });

  route(CALLS.readMessage, async ({ request, params }) => {
    const me = request.account;
    const id = params.id;
    const res = await db
      .updateTable('messages')
      .set({ read_at: now() })
      .where('id', '=', id)
      .where('to_account_id', '=', me.id)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) {
      const mine = await db.selectFrom('messages').select('id').where('id', '=', id).where('to_account_id', '=', me.id).executeTakeFirst();
      if (!mine) throw notFound();
    }
    await ctx.events.publish([me.id], { type: 'message' });
    return { message: COMM_MSG.messageRead };
  });
}
