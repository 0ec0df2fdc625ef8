// Branding by host: a table kept in the settings (key "branding"), editable by the admin later.
// A host not in the table gets the default look and the user's own dark-mode choice. The login background
// is the newest one the admin uploaded for the host's franchise, else the host's own image.
import { z } from 'zod';
import { brandingAnswer, type BrandingResponse } from '../../../shared/account/schemas';
import type { DbOrTx } from '../../db';
import { getSetting } from '../../core/settings';
import { FRANCHISES } from '../../../shared/domain';
import { loginBackground } from './backgrounds';

/** A host's entry: what the branding call answers for it, and its franchise. */
const brandingEntry = brandingAnswer.extend({
  /** The franchise this host serves: its newest uploaded login background is shown (default: the first). */
  franchise: z.number().int().optional(),
});

export const DEFAULT_BRANDING: Omit<BrandingResponse, 'host'> = {
  title: 'Painel Revenda',
  favicon: '/brand/favicon.svg',
  logo: '/brand/logo.svg',
  background: '/brand/background.svg',
  forceLight: false,
};

/** The branded host the first start installs, so the light branded theme can be seen and tested. */
export const SEED_BRANDING: BrandingResponse[] = [
  {
    host: 'revenda.exemplo.com.br',
    title: 'Revenda Exemplo',
    favicon: '/brand/exemplo-favicon.svg',
    logo: '/brand/exemplo-logo.svg',
    background: '/brand/exemplo-background.svg',
    forceLight: true,
    primaryColor: '#0b7a75',
  },
];

type BrandingEntry = BrandingResponse & { franchise?: number };

export async function brandingTable(db: DbOrTx): Promise<BrandingEntry[]> {
  const stored = await getSetting(db, 'branding');
  if (!stored) return SEED_BRANDING;
  try {
    const parsed = z.array(brandingEntry).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : SEED_BRANDING;
  } catch {
    return SEED_BRANDING;
  }
}

export async function brandingFor(db: DbOrTx, host: string): Promise<BrandingResponse> {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const found: BrandingEntry = (await brandingTable(db)).find((b) => b.host === name) ?? { host: name, ...DEFAULT_BRANDING };
  const { franchise, ...entry } = found;
  const uploaded = await loginBackground(db, franchise ?? FRANCHISES[0].id);
  return uploaded ? { ...entry, background: uploaded } : entry;
}
