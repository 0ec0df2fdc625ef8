// Plain-text messages the reseller copies to the customer (spec section 9, "Copy texts").
// One builder per alert: creation ("Copy" with links, "Copy Simple" without), renewal receipt and
// migration result. The fields are the creation/migration result fields of spec section 3.

/** The fields of a creation or migration result the copy texts read (IPTV uses username/password, P2P name/pass). */
export interface CopyableLine {
  username?: string;
  password?: string;
  name?: string;
  pass?: string;
  exp_date_formatted?: string;
  M3U8?: string;
  short_M3U8?: string;
  M3U8_2?: string;
  short_M3U8_2?: string;
  SSIPTV_M3U8?: string;
  short_SSIPTV_M3U8?: string;
  DNS_SMARTER?: string;
  /** The franchise's links as HTML (P2P results carry only these). */
  links_franchise?: string;
  /** Why there are no links (the panel's address is not configured). */
  links_notice?: string;
  test_hours?: number;
  is_trial?: boolean;
}

export const GREETING = 'Seja bem-vindo!';
export const CLOSING = 'APROVEITE!';
/** New P2P tests always last 6 hours (spec section 9). */
export const NEW_P2P_TEST_HOURS = 6;

export const trialLine = (hours: number) => `SEU TESTE É VÁLIDO POR ${hours} HORAS`;

/** Turns the franchise's links HTML into plain lines: breaks and block ends become new lines, tags go, entities decode. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

const user = (line: CopyableLine) => line.username ?? line.name ?? '';
const password = (line: CopyableLine) => line.password ?? line.pass ?? '';

function credentials(line: CopyableLine): string[] {
  return [`USUÁRIO: ${user(line)}`, `SENHA: ${password(line)}`, `VENCIMENTO: ${line.exp_date_formatted ?? ''}`];
}

/** The link lines: short versions when the shortener made them, the franchise's own links last. */
function links(line: CopyableLine): string[] {
  const out: string[] = [];
  const push = (label: string, value?: string) => value && out.push(`${label}: ${value}`);
  push('M3U8', line.short_M3U8 || line.M3U8);
  push('M3U8 HLS', line.short_M3U8_2 || line.M3U8_2);
  push('SSIPTV', line.short_SSIPTV_M3U8 || line.SSIPTV_M3U8);
  push('SMARTERS PLAYER (DNS)', line.DNS_SMARTER);
  if (line.links_franchise) out.push(htmlToText(line.links_franchise));
  return out;
}

/** The trial line only for tests; hours default to the result's test_hours. */
function trial(line: CopyableLine, hours = line.test_hours): string[] {
  return line.is_trial && hours ? ['', trialLine(hours)] : [];
}

export interface CopyOptions {
  /** Without links ("Copy Simple"). */
  simple?: boolean;
  /** Overrides the trial hours (new P2P tests: always 6). */
  testHours?: number;
}

/** The welcome text of a new line: greeting, credentials, links (unless simple), trial line, 'APROVEITE!'. */
export function welcomeText(line: CopyableLine, options: CopyOptions = {}): string {
  const body = [GREETING, '', ...credentials(line)];
  const linkLines = options.simple ? [] : links(line);
  if (linkLines.length) body.push('', ...linkLines);
  body.push(...trial(line, options.testHours ?? line.test_hours), '', CLOSING);
  return body.join('\n');
}

/** The renewal receipt: user, password and the new expiry. */
export function renewalText(line: Pick<CopyableLine, 'username' | 'password' | 'name' | 'pass' | 'exp_date_formatted'>): string {
  return ['RENOVAÇÃO CONFIRMADA!', '', ...credentials(line), '', CLOSING].join('\n');
}

/** A line's WhatsApp as WhatsApp takes it (10 to 15 digits with the country code), or null when it has none ('', '0'). */
export function whatsappNumber(whatsapp: string): string | null {
  const digits = whatsapp.replace(/\D/g, '');
  return digits.length < 10 || digits.length > 15 ? null : digits;
}

/** A wa.me link that opens a chat with the customer's number and the text ready to send (null without a number). */
export function whatsappLink(whatsapp: string, text: string): string | null {
  const digits = whatsappNumber(whatsapp);
  return digits && `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The migration result: the new credentials and links on the target network. */
export function migrationText(line: CopyableLine): string {
  return welcomeText({ ...line, is_trial: false });
}
