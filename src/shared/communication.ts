// The contract of settings and communication (spec sections 2 "Settings and announcements" and "Links
// and announcements", 3, 5, 7 "Settings and announcements", 8 and 9): announcements, messages to
// resellers, login backgrounds, the link shortener, exempt and rotation DNS, the link catalogue and
// the texts of those screens.
import { z } from 'zod';
import { FRANCHISE_IDS } from './domain';
import { MSG } from './messages';
import { migratorCredits } from './lines';

export const COMM_MSG = {
  limitDaysInvalid: 'O limite de dias deve ser um número inteiro de 1 a 3650.',
  announcementPublished: 'Anúncio publicado com sucesso!',
  announcementDeleted: 'Anúncio deletado com sucesso!',
  announcementsLoadError: 'Ocorreu um erro ao carregar anúncios',
  announcementDeleteError: 'Ocorreu um erro ao deletar o anúncio',
  announcementNotFound: 'Anúncio não encontrado.',
  announcementNotYours: 'Somente quem publicou o anúncio (ou o administrador) pode alterá-lo.',
  announcementEmpty: 'O campo Mensagem é necessário.',
  messageSent: 'Mensagem enviada com sucesso!',
  messageRead: 'Mensagem marcada como lida.',
  messageTreeAndLevel: 'Escolha a árvore inteira ou só o primeiro nível, não os dois.',
  messageEmpty: 'O campo Mensagem é necessário.',
  messageNoReseller: 'Selecione a revenda que vai receber a mensagem.',
  uploadDone: 'Upload realizado com sucesso',
  backgroundRemoved: 'Plano de fundo removido com sucesso!',
  backgroundsLoadError: 'Ocorreu um erro ao carregar backgrounds',
  backgroundDeleteError: 'Ocorreu um erro ao deletar o plano de fundo',
  backgroundNoFile: 'Selecione uma imagem .jpg, .jpeg ou .png.',
  backgroundBadType: 'Arquivo inválido: envie uma imagem .jpg, .jpeg ou .png.',
  backgroundBadContent: 'O conteúdo do arquivo não é uma imagem JPG ou PNG (o nome não basta). Nada foi salvo.',
  backgroundTooLarge: (mb: number) => `A imagem passa do limite de ${mb} MB. Nada foi salvo.`,
  linkShortened: 'Link encurtado com sucesso!',
  linkInvalid: 'Informe um link válido (http:// ou https://).',
  dnsSaved: 'DNS salvo com sucesso!',
  dnsDeleted: 'DNS deletado com sucesso!',
  dnsLoadError: 'Ocorreu um erro ao carregar dns',
  dnsDeleteError: 'Ocorreu um erro ao deletar o dns',
  dnsInvalid: 'Informe um DNS válido, por exemplo http://tv.exemplo.com:8080.',
  dnsDuplicate: 'Este DNS já está na lista.',
  rotationAdded: 'DNS para rodizio adicionada com sucesso!',
  rotationFill: 'Por favor, preencha todos os campos corretamente!',
  linksPublished: 'Links publicados com sucesso!',
  linksTypeInvalid: 'Tipo de link inválido.',
  onlyAdminFranchise: 'Somente o administrador altera os valores de uma franquia.',
  functionsStatusError: MSG.functionsStatusError,
  toggleStatusError: MSG.toggleStatusError,
} as const;

/** Publishing targets (spec section 2 "Links and announcements"), in the spec's order. */
export const ANNOUNCEMENT_TARGETS = [
  { value: 1, label: 'Mural de Informações' },
  { value: 3, label: 'Mural de Informações (Portal do Cliente)' },
  { value: 2, label: 'Últimas Atualizações' },
] as const;
export const ANNOUNCEMENT_TYPES: readonly number[] = ANNOUNCEMENT_TARGETS.map((t) => t.value);
export const targetLabel = (type: number) => ANNOUNCEMENT_TARGETS.find((t) => t.value === type)?.label ?? '';
/** Announcement lists page by 10 (spec section 9). */
export const ANNOUNCEMENT_PAGE_SIZE = 10;

const franchise = z.coerce.number().int().refine((f) => FRANCHISE_IDS.includes(f));

/** POST /api/anuncios: id 0 publishes a new one, another id edits it. `mensagem` is HTML, sanitised on the server. */
/** The longest announcement title (counted in the form, refused beyond by both sides). */
export const ANNOUNCEMENT_TITLE_MAX = 150;
export const announcementBody = z.object({
  id: z.coerce.number().int().min(0).default(0),
  titulo: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
  mensagem: z.string().max(100_000),
  type: z.coerce.number().int().refine((t) => ANNOUNCEMENT_TYPES.includes(t)),
});
export type AnnouncementBody = z.input<typeof announcementBody>;

export interface Announcement {
  id: number;
  titulo: string;
  /** Sanitised HTML. */
  mensagem: string;
  type: number;
  date_formatted: string;
  /** Who published it. */
  author: string;
  /** The caller may edit and delete it (its author, or the admin). */
  editable: boolean;
}

export interface AnnouncementsResponse {
  /** Target 1 'Mural de Informações'. */
  anuncios: Announcement[];
  /** Target 2 'Últimas Atualizações'. */
  atualizacoes: Announcement[];
  /** Target 3, the customer portal's wall. */
  anunciosPortal: Announcement[];
}

/** POST /api/send-message: to one reseller, its whole tree (`arvore`) or it and its first level (`nivel_um`). */
export const sendMessageBody = z.object({
  revenda: z.coerce.number().int().positive(),
  texto: z.string().max(20_000),
  arvore: z.coerce.boolean().default(false),
  nivel_um: z.coerce.boolean().default(false),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

export interface PanelMessage {
  id: number;
  /** Sanitised HTML. */
  texto: string;
  from: string;
  date_formatted: string;
}

export const MESSAGE_LABELS = { revenda: 'Revenda', texto: 'Mensagem', arvore: 'Árvore inteira', nivel_um: 'Somente primeiro nível' } as const;
export const ANNOUNCEMENT_LABELS = { id: 'ID', titulo: 'Título', mensagem: 'Mensagem', type: 'Destino' } as const;

// ---- Backgrounds ----

export const BACKGROUND_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const BACKGROUND_MAX_MB = 5;
export const BACKGROUND_MAX_BYTES = BACKGROUND_MAX_MB * 1024 * 1024;
/** Pages of 3 in the franchise screen (spec section 9); the admin's settings page shows 6. */
export const BACKGROUND_PAGE_FRANCHISE = 3;
export const BACKGROUND_PAGE_SETTINGS = 6;

export interface Background {
  id: number;
  /** Where the image is served (no login needed: the login screen shows it). */
  image: string;
  franchise: number;
  date_formatted: string;
}

export const backgroundsQuery = z.object({ franchise: franchise.optional() });

/** Whether a file name has one of the accepted extensions (the server checks the content too). */
export const hasImageExtension = (name: string) => BACKGROUND_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

// ---- Shortener ----

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((u) => {
    try {
      return /^https?:$/.test(new URL(u).protocol);
    } catch {
      return false;
    }
  });
export const shortenBody = z.object({ link: httpUrl });

// ---- DNS ----

/**
 * A DNS as the lines use it: `http(s)://host[:port]`, without path. A bare host gets `http://`.
 * Null when it is not one.
 */
export function normaliseDns(input: string): string | null {
  const text = input.trim().replace(/\/+$/, '');
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z]+:\/\//i.test(text) ? text : `http://${text}`;
  try {
    const url = new URL(withScheme);
    if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$/i.test(url.hostname) && !/^\[[0-9a-f:]+\]$/i.test(url.hostname)) return null;
    return `${url.protocol}//${url.host}`;
  } catch {
    return null;
  }
}

const dnsText = z.string().trim().min(1).max(255);

/** Exempt DNS for the IPTV migrator: lines from this panel migrate without paying their first `limit_days`. */
/** An exempt DNS's day limit: a whole number of days, 1 to 3650 (ten years). */
export const isLimitDays = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 3650;
export const migrationDnsBody = z.object({ url: dnsText, limit_days: z.coerce.number().refine(isLimitDays, COMM_MSG.limitDaysInvalid) });
/**
 * What a migrated line costs when its panel is exempt for `days`: the whole months after those free
 * days (rounded up, at least 1), or nothing when the expiry falls within them.
 */
export function exemptMigratorCredits(expMs: number, days: number, now = Date.now()): number {
  const paid = expMs - now - days * 86_400_000;
  if (days > 0 && paid <= 0) return 0;
  return migratorCredits(expMs - days * 86_400_000, now);
}

export interface ExemptDns {
  id: number;
  url: string;
  limit_days: number;
}

export const rotateDnsBody = z.object({ dns: dnsText, franchise });
export interface RotationDns {
  id: number;
  dns: string;
  franchise: number;
  /** Who added it. */
  id_res: number;
  /** 1: the one the franchise's line links use now. */
  current: 0 | 1;
  order: number;
}
export interface RotationDnsResponse {
  data: RotationDns[];
  /** Each franchise with its current DNS ('' when it has none: the panel's public address is used). */
  franchises: { id_res: number; name: string; dns: string }[];
}

// ---- Link catalogue (spec section 7: save-links, get-links, get-links-info-iptv) ----

/** Franchise link texts (`id_franchise` absent or a franchise): 1 IPTV apps, 2 P2P apps, 4 portal apps. */
export const FRANCHISE_LINK_TYPES = [1, 2, 4] as const;
/** App texts of the links dialog (`id_franchise` 0): 1 Smarters (default), 2 Android, 5 STB, 6 web player, 7 X-Cloud. */
export const APP_LINK_TYPES = [1, 2, 5, 6, 7] as const;
export const DISABLE_XCLOUD = 'disable-xcloud';

/** The seven editors of the franchise screen (and X-Cloud with its switch). */
export const LINK_GROUPS = [
  { key: 'iptv', title: 'Aplicativos IPTV', type: 1, app: false },
  { key: 'p2p', title: 'Aplicativos P2P', type: 2, app: false },
  { key: 'smarters', title: 'Smarters Players', type: 1, app: true },
  { key: 'android', title: 'Android', type: 2, app: true },
  { key: 'stb', title: 'STB', type: 5, app: true },
  { key: 'web', title: 'Web Player', type: 6, app: true },
  { key: 'portal', title: 'Aplicativos do Portal', type: 4, app: false },
] as const;
export const XCLOUD_GROUP = { key: 'xcloud', title: 'X-Cloud', type: 7, app: true } as const;

export const saveLinksBody = z
  .object({
    links: z.string().max(50_000),
    type: z.union([z.coerce.number().int(), z.literal(DISABLE_XCLOUD)]),
    id_franchise: z.coerce.number().int().optional(),
  })
  .superRefine((b, issues) => {
    const app = b.id_franchise === 0;
    const ok = b.type === DISABLE_XCLOUD ? app : app ? (APP_LINK_TYPES as readonly number[]).includes(b.type) : (FRANCHISE_LINK_TYPES as readonly number[]).includes(b.type);
    if (!ok) issues.addIssue({ code: 'custom', path: ['type'], message: COMM_MSG.linksTypeInvalid });
    if (b.id_franchise !== undefined && b.id_franchise !== 0 && !FRANCHISE_IDS.includes(b.id_franchise))
      issues.addIssue({ code: 'custom', path: ['id_franchise'], message: MSG.franchiseInvalid });
  });
export type SaveLinksBody = z.input<typeof saveLinksBody>;

export const getLinksQuery = z.object({
  type: z.coerce.number().int(),
  id_franchise: z.coerce.number().int().optional(),
});

/** GET /api/get-links-info-iptv: the app texts keyed 1, 2, 5, 6, 7 and the X-Cloud switch. */
export type LinksInfo = Record<'1' | '2' | '5' | '6' | '7', string> & { [DISABLE_XCLOUD]: 0 | 1 };

/** Admin only: which franchise's value to read or write (absent: the caller's own scope). */
export const franchiseQuery = z.object({ id_franchise: franchise.optional() });
