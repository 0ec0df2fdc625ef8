// The catalogue without zod: its texts, limits, page sizes and the name and MAC helpers (schemas.ts
// has the request schemas). The renderer imports this module, and schemas.ts only for its types, so no
// screen loads zod (issue 21).

export const CATALOGUE_MSG = {
  uploadDone: 'Upload realizado com sucesso',
  noFile: 'Selecione um arquivo de lista .m3u ou .m3u8.',
  badType: 'Arquivo inválido: envie uma lista .m3u ou .m3u8.',
  notPlaylist: 'O arquivo não é uma lista M3U (falta o cabeçalho #EXTM3U). Nada foi salvo.',
  empty: 'A lista não tem canais, filmes nem séries. Nada foi salvo.',
  tooLarge: (mb: number) => `A lista passa do limite de ${mb} MB. Nada foi salvo.`,
  tooManyEntries: (max: number) => `A lista passa do limite de ${max.toLocaleString('pt-BR')} itens (canais, filmes e episódios). Nada foi salvo.`,
  loadBusy: 'Já há um catálogo sendo carregado. Aguarde ele terminar e tente novamente.',
  loadFailed: 'O carregamento do catálogo falhou e nada foi mudado: o catálogo anterior continua valendo. Tente novamente.',
  loadError: 'Por favor, atualize a página e tente novamente',
  synced: 'Catálogo sincronizado com o servidor Xtream',
  syncNotXtream: 'O provedor de linhas deste painel não é um servidor Xtream: carregue uma lista M3U.',
  syncNoLine: 'Nenhuma linha IPTV ativa no servidor Xtream para ler o catálogo.',
  syncEmpty: 'O servidor Xtream não devolveu canais, filmes nem séries. Nada foi mudado.',
  // Today's games (spec section 8, success messages)
  channelInserted: 'Canal temporário inserido com sucesso!',
  channelRemoved: 'Canal temporário excluído com sucesso!',
  channelsRemoved: 'Canais temporários excluídos com sucesso!',
  channelPick: 'Por favor, selecione um canal',
  channelNotFound: 'Canal não encontrado no catálogo.',
  channelNameTaken: 'Já existe um canal temporário com este nome.',
  tempNotFound: 'Canal temporário não encontrado.',
  cacheDone: (n: number) => `Cache atualizado: ${n} ${n === 1 ? 'canal temporário' : 'canais temporários'}.`,
  // Blacklist
  unblocked: 'IP excluído da blacklist com sucesso!',
  ipNotBlocked: 'Este IP não está na blacklist.',
  ipInvalid: 'Informe um IP válido.',
  // Smart app (spec sections 5 and 8)
  macInvalid: 'Por favor, insira um endereço MAC válido',
  macReset: 'MAC resetado com sucesso',
  smartDeleted: 'Usuário excluído com sucesso',
  smartCreated: 'Usuário criado com sucesso!',
  smartMacTaken: 'Este MAC já está em uso por outro usuário do app.',
  smartLinePick: 'Selecione a linha IPTV do usuário.',
  smartDeviceRequired: 'O campo ID do dispositivo é necessário.',
} as const;

export const CATALOGUE_MAX_MB = 20;
export const CATALOGUE_MAX_BYTES = CATALOGUE_MAX_MB * 1024 * 1024;
/**
 * The most entries (live channels, movies and episodes) one catalogue may hold (issue 19). The biggest
 * provider lists carry 100 000-200 000 entries, so 250 000 takes every real one with room to spare. An
 * upload usually meets the 20 MB limit first (a typical m3u_plus entry takes 150-250 bytes), so this
 * bounds what bytes do not: lists of very short entries and the Xtream sync, which has no file; and with
 * it the memory and time one load may take.
 */
export const CATALOGUE_MAX_ENTRIES = 250_000;
/** Spec section 9: the movie grid holds 12 posters a page; the blacklist 12 rows. */
export const MOVIES_PAGE_SIZE = 12;
export const BLACKLIST_PAGE_SIZE = 12;
/** Line logins: this many failures from one IP within the window block it for the window. */
export const LINE_LOGIN_MAX_FAILURES = 10;
export const LINE_LOGIN_WINDOW_MS = 15 * 60_000;

export const hasPlaylistExtension = (name: string) => /\.m3u8?$/i.test(name);

/** A name as the search compares it: no accents, lower case. */
export const searchKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Spec section 5: a MAC of 17 characters, six colon-separated pairs. */
export const MAC_PATTERN = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;
