// One catalogue load at a time (issue 19): the load takes the `catalogue_load` row (beginLoad) and renews
// it with each batch it stages (touch); endLoad drops the staged rows and frees the slot, whether the
// load ended or failed. A load whose process died leaves a stale row, which the next load takes over.
import { randomInt } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import type { Db, Tx } from '../../db';

/** A load whose row no batch renewed for this long died with its process: the next load takes over. */
export const CATALOGUE_LOAD_STALE_MS = 2 * 60_000;
const SLOT = 'catalogue';
const STAGED = ['catalogue_staged_episodes', 'catalogue_staged_items', 'catalogue_staged_categories'] as const;
/** Staged rows dropped per statement when a load ends. */
const DROP_ROWS = 5000;

/** A load under way: its id (the staged rows' load_id) and how many rows of each table it stages. */
export interface CatalogueLoad {
  id: number;
  staged: { categories: number; items: number; episodes: number };
}

/** The load's slot, or null while another load holds it (and renewed it within CATALOGUE_LOAD_STALE_MS). */
export async function beginLoad(db: Db, accountId: number, at: number): Promise<CatalogueLoad | null> {
  const id = randomInt(1, 2 ** 47);
  const row = { load_id: id, account_id: accountId, started_at: at, touched_at: at };
  const taken = await db
    .insertInto('catalogue_load')
    .values({ slot: SLOT, ...row })
    .onConflict((oc) => oc.column('slot').doNothing())
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows ?? 0) !== 1) {
    const over = await db
      .updateTable('catalogue_load')
      .set(row)
      .where('slot', '=', SLOT)
      .where('touched_at', '<', at - CATALOGUE_LOAD_STALE_MS)
      .executeTakeFirst();
    if (Number(over.numUpdatedRows) !== 1) return null;
  }
  // Rows a load that died left behind (the slot is ours now: no live load owns them).
  for (const table of STAGED) await db.deleteFrom(table).where('load_id', '!=', id).execute();
  return { id, staged: { categories: 0, items: 0, episodes: 0 } };
}

/** Drops the load's staged rows, a few thousand at a time, and frees the slot (if the load still holds it). */
export async function endLoad(db: Db, load: CatalogueLoad): Promise<void> {
  const counts = {
    catalogue_staged_categories: load.staged.categories,
    catalogue_staged_items: load.staged.items,
    catalogue_staged_episodes: load.staged.episodes,
  };
  for (const table of STAGED) {
    for (let from = 0; from < counts[table]; from += DROP_ROWS) {
      await db
        .deleteFrom(table)
        .where('load_id', '=', load.id)
        .where('id', '>', from)
        .where('id', '<=', from + DROP_ROWS)
        .execute();
      await setImmediate();
    }
  }
  await db.deleteFrom('catalogue_load').where('slot', '=', SLOT).where('load_id', '=', load.id).execute();
}

/** Renews the load's slot; a load that lost it (taken over as stale) stops here. */
export async function touch(tx: Tx, load: CatalogueLoad, at: number): Promise<void> {
  const renewed = await tx.updateTable('catalogue_load').set({ touched_at: at }).where('slot', '=', SLOT).where('load_id', '=', load.id).executeTakeFirst();
  if (Number(renewed.numUpdatedRows) !== 1) throw new Error(`catalogue load ${load.id} lost its slot`);
}
