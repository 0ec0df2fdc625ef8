// Where the web shell may load images from (the CSP's img-src): the panel itself, inline pictures, and
// the hosts of the catalogue's posters and logos — written when a catalogue is loaded, so a tracking
// pixel slipped into stored HTML (and stripped there too) has nowhere else to load from (issue 19).
import type { DbOrTx } from '../db';
import { getSetting, setSetting } from './settings';

const SETTING = 'catalogue.image_origins';
/** A catalogue whose images come from more hosts than this keeps any http(s) host (say so in the docs). */
export const IMAGE_ORIGINS_MAX = 50;
const ANY = ['https:', 'http:'];
const KEEP_MS = 60_000;

/** The img-src of a catalogue's logos: their origins, or any host when there are too many. */
export function originsOf(logos: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const logo of logos) {
    if (!/^https?:\/\//i.test(logo) || !URL.canParse(logo)) continue;
    origins.add(new URL(logo).origin);
    if (origins.size > IMAGE_ORIGINS_MAX) return ANY;
  }
  return [...origins].sort();
}

/** Kept with the catalogue (inside the load's transaction). */
export const saveImageOrigins = (db: DbOrTx, logos: Iterable<string>) => setSetting(db, SETTING, JSON.stringify(originsOf(logos)));

/**
 * The img-src sources for the HTML the server sends, read again each minute (another instance may load
 * a catalogue). A panel whose catalogue was loaded before this rule keeps any http(s) host until its next load.
 */
export function imageSources(db: DbOrTx) {
  let kept: { at: number; value: Promise<string[]> } | null = null;
  return (now: number): Promise<string[]> => {
    if (!kept || now - kept.at > KEEP_MS) {
      const value = getSetting(db, SETTING).then(
        (stored) => ["'self'", 'data:', 'blob:', ...(stored === undefined ? ANY : (JSON.parse(stored) as string[]))],
        () => ["'self'", 'data:', 'blob:', ...ANY],
      );
      kept = { at: now, value };
    }
    return kept.value;
  };
}
