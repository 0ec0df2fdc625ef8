// Announcements (spec sections 2, 3 and 7): the admin's reach everyone and a master's its own network,
// on three walls; every change is recorded in 'Alterações' and published on the live bus.
import { formatDateTime } from '../../../shared/dates';
import { COMM_MSG } from '../../../shared/communication/texts';
import type { Announcement, announcementBody, AnnouncementsResponse } from '../../../shared/communication/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { now, type DbOrTx } from '../../db';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import type { Audience } from '../../core/events';
import { subtreeIds } from '../../core/scope';
import { forbidden, notFound } from '../../errors';
import { escapeHtml } from '../../security';
import { recordChange } from '../../core/audit';
import type { Selectable } from 'kysely';
import type { AnnouncementsTable } from '../../db/schema';
import { audienceOf, cleanBody } from './common';

/** An announcement's change in 'Alterações', in its author's subtree. */
const recordAnnouncement = (tx: DbOrTx, action: string, before?: Selectable<AnnouncementsTable>, after?: Selectable<AnnouncementsTable>) => {
  const row = (after ?? before)!;
  return recordChange(tx, { kind: 'anuncio', itemId: row.id, itemLabel: row.title, ownerId: row.account_id, action, before, after });
};

/** The announcements an account sees: the admins' and those of the masters above it (itself included). */
function visibleAnnouncements(from: DbOrTx, me: CallerAccount) {
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
const announcementAudience = async (db: DbOrTx, author: CallerAccount): Promise<Audience> =>
  isAdmin(author) ? 'all' : audienceOf((await subtreeIds(db, author.id).execute()).map((r) => r.descendant_id));

export async function announcements({ db }: AppContext, me: CallerAccount): Promise<AnnouncementsResponse> {
  const rows = await visibleAnnouncements(db, me)
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
}

/** A new announcement, or an edit of one the caller sees and may change (the admin any). */
export async function publishAnnouncement(ctx: AppContext, me: CallerAccount, ip: string, body: z.output<typeof announcementBody>) {
  const { db } = ctx;
  const html = cleanBody(body.mensagem, COMM_MSG.announcementEmpty, 'mensagem');
  const at = now();
  const author = await db.transaction().execute(async (tx) => {
    let authorId = me.id;
    if (body.id) {
      const found = await visibleAnnouncements(tx, me).select(['n.id', 'n.account_id']).where('n.id', '=', body.id).executeTakeFirst();
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
      ip,
    });
    return authorId === me.id ? me : await tx.selectFrom('accounts').selectAll().where('id', '=', authorId).executeTakeFirstOrThrow();
  });
  await ctx.events.publish(await announcementAudience(db, author), { type: 'announcement' });
  return { message: COMM_MSG.announcementPublished };
}

export async function deleteAnnouncement(ctx: AppContext, me: CallerAccount, ip: string, id: number) {
  const { db } = ctx;
  const author = await db.transaction().execute(async (tx) => {
    const found = await visibleAnnouncements(tx, me).select(['n.id', 'n.account_id', 'n.title']).where('n.id', '=', id).executeTakeFirst();
    if (!found) throw notFound(COMM_MSG.announcementNotFound);
    if (!isAdmin(me) && found.account_id !== me.id) throw forbidden(COMM_MSG.announcementNotYours);
    const gone = await tx.deleteFrom('announcements').where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await recordAnnouncement(tx, 'Excluiu o anúncio', gone, undefined);
    await logActivity(tx, {
      accountId: me.id,
      actorId: me.id,
      type: 'Configurações',
      action: `Anúncio <b>${escapeHtml(found.title)}</b> excluído`,
      ip,
    });
    return tx.selectFrom('accounts').selectAll().where('id', '=', found.account_id).executeTakeFirstOrThrow();
  });
  await ctx.events.publish(await announcementAudience(db, author), { type: 'announcement' });
  return { message: COMM_MSG.announcementDeleted };
}
