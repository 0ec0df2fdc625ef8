// The line provider interface of decisions.md: where a customer line really lives. The panel's
// `lines` table is always the record of truth; a provider mirrors it. Every call runs inside the
// panel's transaction, so a provider failure rolls the panel's change back (nothing half done).
import type { Selectable } from 'kysely';
import type { LinesTable } from '../../db/schema';
export type ProvidedLine = Selectable<LinesTable>;

export interface LineProvider {
  /** Creates the line; answers the provider's id of it (null when the panel itself keeps it). */
  create(line: ProvidedLine): Promise<string | null>;
  /** Makes the provider's line match the panel's record (expiry, status, credentials, package): every edit and sync. */
  update(line: ProvidedLine): Promise<void>;
  remove(line: ProvidedLine): Promise<void>;
  /** Deletes and creates the line again from the panel's record; answers the new id. */
  recreate(line: ProvidedLine): Promise<string | null>;
  /** Ties a device MAC (Ativar Prime / Lazer Play) to the line. */
  activateMac(line: ProvidedLine, mac: string): Promise<void>;
  /** Who is watching now: line id → the viewer's address. Never throws: a list must load even when the provider is down. */
  online(lines: Pick<ProvidedLine, 'id' | 'provider_ref' | 'last_seen_at' | 'last_seen_ip'>[]): Promise<Map<number, string>>;
}

/** A provider that did not answer or refused; the caller's change is rolled back. */
export class ProviderError extends Error {}
