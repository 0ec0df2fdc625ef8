// Pure input rules of the line screens: MAC mask, migrator link and expiry, the new P2P code, and
// the links dialog's options.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { isoDay } from '../../../shared/dates';
import { LINES_UI_MSG } from '../../../shared/messages';

dayjs.extend(customParseFormat);

/** A MAC is 12 hexadecimal-looking alphanumerics shown as six colon-separated pairs: 17 characters. */
export const MAC_LENGTH = 17;

/** Masks what the user types: keeps at most 12 hex digits (a MAC has no other letter), upper case, paired with colons. */
export function formatMac(input: string): string {
  const chars = input
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 12)
    .toUpperCase();
  return chars.match(/.{1,2}/g)?.join(':') ?? '';
}

export const isValidMac = (mac: string) => mac.length === MAC_LENGTH;

/** The credentials in another panel's list URL (`...?username=U&password=P...`), or the spec's error. */
export function parseMigratorUrl(url: string): { username: string; password: string } | { error: string } {
  let params: URLSearchParams;
  try {
    params = new URL(url.trim()).searchParams;
  } catch {
    return { error: LINES_UI_MSG.migratorBadLink };
  }
  const username = params.get('username')?.trim();
  const password = params.get('password')?.trim();
  return username && password ? { username, password } : { error: LINES_UI_MSG.migratorBadLink };
}

/** The expiry typed as dd/mm/yyyy: a real calendar day, today or later, as 'YYYY-MM-DD'; else the spec's error. */
export function parseMigratorExpiry(typed: string, now = Date.now()): { date: string } | { error: string } {
  const day = dayjs(typed.trim(), 'DD/MM/YYYY', true);
  // 'Today' is São Paulo's, as the server sees it, whatever the computer's time zone.
  if (!day.isValid() || day.format('YYYY-MM-DD') < isoDay(now)) return { error: LINES_UI_MSG.migratorBadDate };
  return { date: day.format('YYYY-MM-DD') };
}

/** The new P2P code: empty or all zeros is refused ('Código deve ser informado!'). */
export const isMissingCode = (code: string) => /^0*$/.test(code.trim());

/** Links dialog options in the spec's order; X-CLOUD last and only when enabled. Values are the link types of spec section 9. */
export const LINK_OPTIONS = [
  { value: 9, label: 'COMPLETO' },
  { value: 8, label: 'M3U8' },
  { value: 1, label: 'SMARTERS PLAYER' },
  { value: 5, label: 'STB' },
  { value: 4, label: 'SSIPTV' },
  { value: 2, label: 'ANDROID' },
  { value: 6, label: 'WEB PLAYER' },
] as const;
export const XCLOUD_OPTION = { value: 7, label: 'X-CLOUD' } as const;
export type LinkType = (typeof LINK_OPTIONS)[number]['value'] | typeof XCLOUD_OPTION.value;

export const linkOptions = (xcloudEnabled: boolean): ReadonlyArray<{ value: LinkType; label: string }> =>
  xcloudEnabled ? [...LINK_OPTIONS, XCLOUD_OPTION] : LINK_OPTIONS;

/** '1 hora', '6 horas': the test hours options. */
export const hoursLabel = (hours: number) => `${hours} hora${hours > 1 ? 's' : ''}`;
