// The links dialog's texts of one line (PUT action 8): one HTML text per link type of spec section 9,
// built from the line's links and the admin's link catalogue (settings 'link_catalogue.{1,2,5,6,7}',
// HTML; 'link_catalogue.disable-xcloud' = '1' hides X-Cloud). Catalogue texts are sanitised again here
// because they go straight into the dialog.
import type { LinkTexts, LinksAnswer, LineResult } from '../../../shared/lines';
import type { DbOrTx } from '../../db';
import { cleanHtml, escapeHtml } from '../../security';

const CATALOGUE = [1, 2, 5, 6, 7] as const;
const COMPLETO_ORDER = [8, 1, 5, 4, 2, 6, 7] as const;

export async function linksAnswer(db: DbOrTx, line: LineResult): Promise<LinksAnswer> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'like', 'link_catalogue.%').execute();
  const setting = new Map(rows.map((r) => [r.key.slice('link_catalogue.'.length), r.value]));
  const xcloud_enabled = setting.get('disable-xcloud') !== '1';
  const intro = (type: (typeof CATALOGUE)[number]) => {
    const html = setting.get(String(type));
    return html ? `${cleanHtml(html)}<br>` : '';
  };
  const e = escapeHtml;
  const credentials = `Usuário: <b>${e(line.username)}</b><br>Senha: <b>${e(line.password)}</b>`;
  const app = (type: (typeof CATALOGUE)[number], name: string, field: string, value: string) => `<b>${name}</b><br>${intro(type)}${field}: <b>${e(value)}</b><br>${credentials}`;
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
