// The contract of the catalogue (issue 11): movies and series (/list-movies), the admin's M3U upload,
// today's games (temporary channels), the blacklist and the smart app users: texts, request schemas
// and answer types, read by the server and the renderer alike.
import { z } from 'zod';
import { numeral } from './numeral';
import { CATALOGUE_MSG, MAC_PATTERN } from './catalogue-base';
import { VALIDATION } from './messages';
import { hasMarkup } from './validation';

// The texts, limits and helpers, without zod (the renderer reads them there): see catalogue-base.ts.
export * from './catalogue-base';

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
  stream_id: numeral(z.number({ message: CATALOGUE_MSG.channelPick }).int().positive(CATALOGUE_MSG.channelPick)),
  origim_name: z.string().trim().max(300).optional(),
  name: z
    .string()
    .trim()
    .max(200)
    .refine((n) => !hasMarkup(n), VALIDATION.noMarkup('Nome'))
    .optional(),
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
export const ipBody = z.object({
  ip: z
    .string()
    .trim()
    .max(64)
    .refine((v) => /^[0-9a-fA-F:.]{2,64}$/.test(v), CATALOGUE_MSG.ipInvalid),
});

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
  mac: z
    .string({ message: CATALOGUE_MSG.macInvalid })
    .trim()
    .refine((v) => MAC_PATTERN.test(v), CATALOGUE_MSG.macInvalid),
  id_device: z.string({ message: CATALOGUE_MSG.smartDeviceRequired }).trim().min(1, CATALOGUE_MSG.smartDeviceRequired).max(64),
  username: z.string({ message: CATALOGUE_MSG.smartLinePick }).trim().min(1, CATALOGUE_MSG.smartLinePick).max(64),
  app: numeral(z.number().int().min(1).max(9)).default(1),
});
