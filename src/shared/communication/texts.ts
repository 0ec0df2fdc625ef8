// Settings and communication without zod: the texts of those screens, the announcement targets, the
// background and link-catalogue limits and the DNS helpers (schemas.ts has the request schemas). The
// renderer imports this module, and schemas.ts only for its types, so no screen loads zod (issue 21).

export const COMM_MSG = {
  limitDaysInvalid: 'O limite de dias deve ser um número inteiro de 1 a 3650.',
  announcementPublished: 'Anúncio publicado com sucesso!',
  announcementDeleted: 'Anúncio excluído com sucesso!',
  announcementsLoadError: 'Ocorreu um erro ao carregar anúncios',
  announcementDeleteError: 'Ocorreu um erro ao excluir o anúncio',
  announcementNotFound: 'Anúncio não encontrado.',
  announcementNotYours: 'Somente quem publicou o anúncio (ou o administrador) pode alterá-lo.',
  announcementEmpty: 'O campo Mensagem é necessário.',
  messageSent: 'Mensagem enviada com sucesso!',
  messageRead: 'Mensagem marcada como lida.',
  messageTreeAndLevel: 'Escolha a árvore inteira ou só o primeiro nível, não os dois.',
  messageEmpty: 'O campo Mensagem é necessário.',
  messageNoReseller: 'Selecione a revenda que vai receber a mensagem.',
  uploadDone: 'Upload realizado com sucesso',
  backgroundRemoved: 'Plano de fundo excluído com sucesso!',
  backgroundsLoadError: 'Ocorreu um erro ao carregar backgrounds',
  backgroundDeleteError: 'Ocorreu um erro ao excluir o plano de fundo',
  backgroundNoFile: 'Selecione uma imagem .jpg, .jpeg ou .png.',
  backgroundBadType: 'Arquivo inválido: envie uma imagem .jpg, .jpeg ou .png.',
  backgroundBadContent: 'O conteúdo do arquivo não é uma imagem JPG ou PNG (o nome não basta). Nada foi salvo.',
  backgroundTooLarge: (mb: number) => `A imagem passa do limite de ${mb} MB. Nada foi salvo.`,
  linkShortened: 'Link encurtado com sucesso!',
  linkInvalid: 'Informe um link válido (http:// ou https://).',
  dnsSaved: 'DNS salvo com sucesso!',
  dnsDeleted: 'DNS excluída com sucesso!',
  dnsLoadError: 'Ocorreu um erro ao carregar dns',
  dnsDeleteError: 'Ocorreu um erro ao excluir a DNS',
  dnsInvalid: 'Informe um DNS válido, por exemplo http://tv.exemplo.com:8080.',
  dnsDuplicate: 'Este DNS já está na lista.',
  rotationAdded: 'DNS para rodízio adicionada com sucesso!',
  rotationFill: 'Por favor, preencha todos os campos corretamente!',
  linksPublished: 'Links publicados com sucesso!',
  linksTypeInvalid: 'Tipo de link inválido.',
  onlyAdminFranchise: 'Somente o administrador altera os valores de uma franquia.',
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

/** The longest announcement title (counted in the form, refused beyond by both sides). */
export const ANNOUNCEMENT_TITLE_MAX = 150;
export const MESSAGE_LABELS = { revenda: 'Revenda', texto: 'Mensagem', arvore: 'Árvore inteira', nivel_um: 'Somente primeiro nível' } as const;
export const ANNOUNCEMENT_LABELS = { id: 'ID', titulo: 'Título', mensagem: 'Mensagem', type: 'Destino' } as const;

// ---- Backgrounds ----

export const BACKGROUND_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const BACKGROUND_MAX_MB = 5;
export const BACKGROUND_MAX_BYTES = BACKGROUND_MAX_MB * 1024 * 1024;
/** Pages of 3 in the franchise screen (spec section 9); the admin's settings page shows 6. */
export const BACKGROUND_PAGE_FRANCHISE = 3;
export const BACKGROUND_PAGE_SETTINGS = 6;

/** Whether a file name has one of the accepted extensions (the server checks the content too). */
export const hasImageExtension = (name: string) => BACKGROUND_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

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

/** An exempt DNS's day limit: a whole number of days, 1 to 3650 (ten years). */
/** The shortener's link: an http(s) address of up to 2000 characters (the card and the server check the same). */
export function isHttpLink(text: string): boolean {
  if (text.length > 2000) return false;
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

export const isLimitDays = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 3650;

// ---- Link catalogue ----

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
