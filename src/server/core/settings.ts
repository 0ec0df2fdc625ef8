// Key/value settings: the six flags of the spec, per-franchise values and the branding table.
import { SETTINGS_FLAGS, type SettingsFlag, type SettingsFlags } from '../../shared/domain';
import type { DbOrTx } from '../db';

export async function getSetting(db: DbOrTx, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function setSetting(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Every flag is on until the admin turns it off: a flag's stored value (or none) read as 0 or 1. */
export const flagOn = (stored: string | null | undefined): 0 | 1 => (stored === '0' ? 0 : 1);

export async function getFlags(db: DbOrTx): Promise<SettingsFlags> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'like', 'flag.%').execute();
  const stored = new Map(rows.map((r) => [r.key.slice('flag.'.length), r.value]));
  return Object.fromEntries(SETTINGS_FLAGS.map((f) => [f, flagOn(stored.get(f))])) as SettingsFlags;
}

/** One flag's stored value, as a subquery of a bigger read (read it with `flagOn`). */
export const storedFlag = (db: DbOrTx, flag: SettingsFlag) => db.selectFrom('settings').select('value').where('key', '=', `flag.${flag}`);

export const setFlag = (db: DbOrTx, flag: SettingsFlag, on: boolean) => setSetting(db, `flag.${flag}`, on ? '1' : '0');
