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

/** One flag's stored value, as a subquery of a bigger read (read it with `flagOn`). */
export const storedFlag = (db: DbOrTx, flag: SettingsFlag) => db.selectFrom('settings').select('value').where('key', '=', `flag.${flag}`);

export type FlagColumns = { [F in SettingsFlag as `flag_${F}`]: string | null };

/** Every flag as a column of one row (`flagsOf` reads them), so a read of other figures can carry them. */
export const flagColumns = (db: DbOrTx) => SETTINGS_FLAGS.map((flag) => storedFlag(db, flag).as(`flag_${flag}`));

export const flagsOf = (row: FlagColumns): SettingsFlags =>
  Object.fromEntries(SETTINGS_FLAGS.map((flag) => [flag, flagOn(row[`flag_${flag}`])])) as SettingsFlags;

export async function getFlags(db: DbOrTx): Promise<SettingsFlags> {
  return flagsOf((await db.selectNoFrom(flagColumns(db)).executeTakeFirstOrThrow()) as FlagColumns);
}

export const setFlag = (db: DbOrTx, flag: SettingsFlag, on: boolean) => setSetting(db, `flag.${flag}`, on ? '1' : '0');
