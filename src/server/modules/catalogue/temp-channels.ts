// "Jogos de Hoje" (issue 11, permission `todays_games`): the temporary channels, live channels of a
// category of their own ('today') that point at channels of the loaded list; the live channels to pick
// from, the list of the temporary ones, adding and removing them, and the cache job that serves them again.
import type { ChannelOption, TempChannel } from '../../../shared/catalogue/schemas';
import { CATALOGUE_MSG, searchKey } from '../../../shared/catalogue/texts';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { now, type DbOrTx } from '../../db';
import type { CatalogueKind } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { escapeHtml } from '../../security';

/** The category that holds the temporary channels (served first among the live ones). */
export const TODAY_KIND = 'today' as CatalogueKind;
export const TODAY_CATEGORY = 'Jogos de Hoje';

/** The 'Jogos de Hoje' category, made when first needed. */
async function todayCategory(tx: DbOrTx): Promise<number> {
  const found = await tx.selectFrom('catalogue_categories').select('id').where('kind', '=', TODAY_KIND).executeTakeFirst();
  if (found) return Number(found.id);
  const row = await tx
    .insertInto('catalogue_categories')
    .values({ kind: TODAY_KIND, name: TODAY_CATEGORY, position: -1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Serves one temporary channel: a live item in 'Jogos de Hoje' with the origin's stream. */
export async function publishTempChannel(
  tx: DbOrTx,
  origin: { id: number; source: string; logo: string; epg_id: string; ext: string },
  name: string,
  at: number,
): Promise<number> {
  const category_id = await todayCategory(tx);
  const row = await tx
    .insertInto('catalogue_items')
    .values({
      kind: 'live',
      category_id,
      name,
      search_name: searchKey(name).slice(0, 300),
      logo: origin.logo,
      epg_id: origin.epg_id,
      source: origin.source,
      ext: origin.ext,
      added_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * The cache job (GET /api/job-temp-cn, and after every new playlist): the 'Jogos de Hoje' category is
 * built again from the temporary channels, each pointed at the live channel of its origin name
 * (the stream ids change when a new list is loaded). A channel whose origin left the list is removed.
 */
export async function refreshTempChannels(tx: DbOrTx, at: number): Promise<number> {
  const today = await tx.selectFrom('catalogue_categories').select('id').where('kind', '=', TODAY_KIND).executeTakeFirst();
  if (today) {
    await tx.deleteFrom('catalogue_items').where('category_id', '=', today.id).execute();
    await tx.deleteFrom('catalogue_categories').where('id', '=', today.id).execute();
  }
  const temps = await tx.selectFrom('temp_channels').selectAll().orderBy('id').execute();
  let served = 0;
  for (const temp of temps) {
    const origin =
      (await tx
        .selectFrom('catalogue_items')
        .select(['id', 'source', 'logo', 'epg_id', 'ext', 'name'])
        .where('kind', '=', 'live')
        .where('id', '=', temp.stream_id)
        .where('name', '=', temp.origim_name)
        .executeTakeFirst()) ??
      (await tx
        .selectFrom('catalogue_items')
        .select(['id', 'source', 'logo', 'epg_id', 'ext', 'name'])
        .where('kind', '=', 'live')
        .where('name', '=', temp.origim_name)
        .where('category_id', 'not in', tx.selectFrom('catalogue_categories').select('id').where('kind', '=', TODAY_KIND))
        .orderBy('id')
        .executeTakeFirst());
    if (!origin) {
      await tx.deleteFrom('temp_channels').where('id', '=', temp.id).execute();
      continue;
    }
    if (Number(origin.id) !== temp.stream_id)
      await tx
        .updateTable('temp_channels')
        .set({ stream_id: Number(origin.id) })
        .where('id', '=', temp.id)
        .execute();
    await publishTempChannel(tx, { ...origin, id: Number(origin.id) }, temp.name, at);
    served++;
  }
  return served;
}

/** The live channels a temporary channel may point at, by category. */
export async function liveChannels({ db }: AppContext): Promise<ChannelOption[]> {
  const rows = await db
    .selectFrom('catalogue_items as i')
    .innerJoin('catalogue_categories as c', 'c.id', 'i.category_id')
    .select(['i.id', 'i.name', 'c.name as category'])
    .where('i.kind', '=', 'live')
    .where('c.kind', '=', 'live')
    .orderBy('c.position')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({ stream_id: Number(r.id), name: r.name, category: r.category }));
}

export const tempChannels = async ({ db }: AppContext): Promise<TempChannel[]> =>
  (await db.selectFrom('temp_channels').select(['id', 'stream_id', 'origim_name', 'name']).orderBy('id').execute()).map((r) => ({
    ...r,
    id: Number(r.id),
    stream_id: Number(r.stream_id),
  }));

/** A temporary channel for a live channel of the list, under its own name (the origin's without one). */
export async function insertTempChannel({ db }: AppContext, account: CallerAccount, ip: string, body: { stream_id: number; name?: string }) {
  return db.transaction().execute(async (tx) => {
    const origin = await tx
      .selectFrom('catalogue_items as i')
      .innerJoin('catalogue_categories as c', 'c.id', 'i.category_id')
      .select(['i.id', 'i.name', 'i.source', 'i.logo', 'i.epg_id', 'i.ext'])
      .where('i.kind', '=', 'live')
      .where('c.kind', '=', 'live')
      .where('i.id', '=', body.stream_id)
      .executeTakeFirst();
    if (!origin) throw notFound(CATALOGUE_MSG.channelNotFound);
    // The custom name is optional: without it the channel keeps its origin's name.
    const name = body.name || origin.name;
    if (await tx.selectFrom('temp_channels').select('id').where('name', '=', name).executeTakeFirst()) throw conflict(CATALOGUE_MSG.channelNameTaken);
    const at = now();
    await tx
      .insertInto('temp_channels')
      .values({ stream_id: Number(origin.id), origim_name: origin.name, name, account_id: account.id, created_at: at })
      .execute();
    await publishTempChannel(tx, { ...origin, id: Number(origin.id) }, name, at);
    await logActivity(tx, {
      accountId: account.id,
      actorId: account.id,
      type: 'Configurações',
      action: `Canal temporário ${escapeHtml(name)} (${escapeHtml(origin.name)}) inserido`,
      ip,
    });
    return { message: CATALOGUE_MSG.channelInserted };
  });
}

export async function removeTempChannel({ db }: AppContext, account: CallerAccount, ip: string, name: string) {
  return db.transaction().execute(async (tx) => {
    const removed = await tx.deleteFrom('temp_channels').where('name', '=', name).returning('id').executeTakeFirst();
    if (!removed) throw notFound(CATALOGUE_MSG.tempNotFound);
    await refreshTempChannels(tx, now());
    await logActivity(tx, {
      accountId: account.id,
      actorId: account.id,
      type: 'Configurações',
      action: `Canal temporário ${escapeHtml(name)} excluído`,
      ip,
    });
    return { message: CATALOGUE_MSG.channelRemoved };
  });
}

export const removeAllTempChannels = ({ db }: AppContext, account: CallerAccount, ip: string) =>
  db.transaction().execute(async (tx) => {
    await tx.deleteFrom('temp_channels').execute();
    await refreshTempChannels(tx, now());
    await logActivity(tx, {
      accountId: account.id,
      actorId: account.id,
      type: 'Configurações',
      action: 'Todos os canais temporários excluídos',
      ip,
    });
    return { message: CATALOGUE_MSG.channelsRemoved };
  });

/** The cache job: every temporary channel served again from its origin. */
export const refreshTempChannelsJob = ({ db }: AppContext) =>
  db.transaction().execute(async (tx) => {
    const served = await refreshTempChannels(tx, now());
    return { message: CATALOGUE_MSG.cacheDone(served) };
  });
