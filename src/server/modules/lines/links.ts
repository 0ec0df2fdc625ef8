// The links dialog's texts of one line (PUT action 8): one HTML text per link type of spec section 9,
// built from the line's links and the link catalogue its owner sees (settings 'link_catalogue.{1,2,5,6,7}',
// HTML; 'link_catalogue.disable-xcloud' = '1' hides X-Cloud; a master may override them for its network). Catalogue texts are sanitised again here
// because they go straight into the dialog.
import type { LinkTexts, LinksAnswer, LineResult } from '../../../shared/lines/schemas';
import type { DbOrTx } from '../../db';
import type { Account } from '../../db/schema';
import { cleanHtml, escapeHtml } from '../../security';
import { APP_LINK_TYPES, DISABLE_XCLOUD } from '../../../shared/communication/texts';
import { scopedValues } from '../settings/scoped';

const CATALOGUE = APP_LINK_TYPES;

/** The app texts an account sees (its nearest master's, else the panel's), keyed by type and 'disable-xcloud'. */
export async function appTexts(db: DbOrTx, account: Pick<Account, 'id' | 'id_franchise'>): Promise<Map<string, string>> {
  const keys = [...CATALOGUE.map(String), DISABLE_XCLOUD];
  const found = await scopedValues(
    db,
    keys.map((k) => `link_catalogue.${k}`),
    account,
  );
  return new Map(keys.flatMap((k) => (found.has(`link_catalogue.${k}`) ? [[k, found.get(`link_catalogue.${k}`)!]] : [])));
}
const COMPLETO_ORDER = [8, 1, 5, 4, 2, 6, 7] as const;

export async function linksAnswer(db: DbOrTx, line: LineResult, owner: Pick<Account, 'id' | 'id_franchise'>): Promise<LinksAnswer> {
  const setting = await appTexts(db, owner);
  const xcloud_enabled = setting.get(DISABLE_XCLOUD) !== '1';
  const intro = (type: (typeof CATALOGUE)[number]) => {
    const html = setting.get(String(type));
    return html ? `${cleanHtml(html)}<br>` : '';
  };
  const e = escapeHtml;
  const credentials = `Usuário: <b>${e(line.username)}</b><br>Senha: <b>${e(line.password)}</b>`;
  const app = (type: (typeof CATALOGUE)[number], name: string, field: string, value: string) =>
    `<b>${name}</b><br>${intro(type)}${field}: <b>${e(value)}</b><br>${credentials}`;
  const link = (url: string) => `<a href="${e(url)}" target="_blank" rel="noopener noreferrer">${e(url)}</a>`;

  const texts: LinkTexts = {
    8: `<b>M3U8</b><br>${link(line.short_M3U8)}<br>${link(line.M3U8)}<br><b>M3U8 (HLS)</b><br>${link(line.short_M3U8_2)}`,
    1: app(1, 'SMARTERS PLAYER', 'URL', line.DNS_SMARTER),
    5: app(5, 'STB', 'Portal', `${line.DNS_SMARTER}/c/`),
    4: `<b>SSIPTV</b><br>${link(line.short_SSIPTV_M3U8)}`,
    2: app(2, 'ANDROID', 'URL', line.DNS_SMARTER),
    6: app(6, 'WEB PLAYER', 'URL', line.DNS_SMARTER),
    ...(xcloud_enabled ? { 7: app(7, 'X-CLOUD', 'Provedor', line.DNS_SMARTER) } : {}),
  };
  // COMPLETO: every link, in the dialog's own order (spec section 2).
  texts[9] = COMPLETO_ORDER.flatMap((type) => texts[type] ?? []).join('<br><br>');
  return { link_texts: texts, xcloud_enabled };
}
