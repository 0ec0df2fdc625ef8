// The contract of the catalogue (issue 11): movies and series (/list-movies), the admin's M3U upload,
// today's games (temporary channels), the blacklist and the smart app users: texts, request schemas
// and answer types, read by the server and the renderer alike.
import { z } from 'zod';

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
  channelInserted: 'Canal Temporario inserido com sucesso!',
  channelRemoved: 'Canal Temporario removido com sucesso!',
  channelsRemoved: 'Canais Temporarios removidos com sucesso!',
  channelPick: 'Por favor, selecione um canal',
  channelNotFound: 'Canal não encontrado no catálogo.',
  channelNameTaken: 'Já existe um canal temporário com este nome.',
  tempNotFound: 'Canal temporário não encontrado.',
  cacheDone: (n: number) => `Cache atualizado: ${n} ${n === 1 ? 'canal temporário' : 'canais temporários'}.`,
  // Blacklist
  unblocked: 'IP removido da blacklist com sucesso!',
  ipNotBlocked: 'Este IP não está na blacklist.',
  ipInvalid: 'Informe um IP válido.',
  // Smart app (spec sections 5 and 8)
  macInvalid: 'Por favor, insira um endereço MAC válido',
  macReset: 'MAC resetado com sucesso',
  smartDeleted: 'Usuário deletado com sucesso',
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
export const searchKey = (value: string) => value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

/** GET /api/get-available-movies: a movie or series of the catalogue. */
export interface MovieItem {
  name: string;
  thumb: string;
}
export interface AvailableMovies {
  movies: MovieItem[];
  series: MovieItem[];
  /** Where the catalogue comes from: an M3U the admin loads (builtin) or the Xtream server (synced). */
  provider?: 'builtin' | 'xtream';
}

/** GET /api/xcode-channels: a live channel to pick; GET /api/xcode-channels-list: the temporary ones. */
export interface ChannelOption {
  stream_id: number;
  name: string;
  category: string;
}
export interface TempChannel {
  id: number;
  stream_id: number;
  origim_name: string;
  name: string;
}
export const insertChannelBody = z.object({
  stream_id: z.coerce.number({ message: CATALOGUE_MSG.channelPick }).int().positive(CATALOGUE_MSG.channelPick),
  origim_name: z.string().trim().max(300).optional(),
  name: z.string().trim().max(200).optional(),
});
export const removeChannelBody = z.object({ name: z.string().trim().min(1).max(200) });

/** GET /api/list-all-block and POST /api/list-all-block-registries. */
export interface BlacklistEntry {
  ip: string;
  total: number;
  until_formatted: string;
}
export interface BlacklistAttempt {
  ip: string;
  username: string;
  senha: string;
  host: string;
  created_at: string;
}
export const ipBody = z.object({ ip: z.string().trim().max(64).refine((v) => /^[0-9a-fA-F:.]{2,64}$/.test(v), CATALOGUE_MSG.ipInvalid) });

/** Spec section 5: a MAC of 17 characters, six colon-separated pairs. */
export const MAC_PATTERN = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;
export interface SmartUser {
  id: number;
  mac: string;
  id_device: string;
  created_formatted: string;
  iptv: { username: string };
}
export interface SmartLineOption {
  id: number;
  username: string;
}
export const smartUserBody = z.object({
  mac: z.string({ message: CATALOGUE_MSG.macInvalid }).trim().refine((v) => MAC_PATTERN.test(v), CATALOGUE_MSG.macInvalid),
  id_device: z.string({ message: CATALOGUE_MSG.smartDeviceRequired }).trim().min(1, CATALOGUE_MSG.smartDeviceRequired).max(64),
  username: z.string({ message: CATALOGUE_MSG.smartLinePick }).trim().min(1, CATALOGUE_MSG.smartLinePick).max(64),
  app: z.coerce.number().int().min(1).max(9).default(1),
});
