// The contract of the catalogue (issue 11): movies and series (/list-movies), the admin's M3U upload,
// today's games (temporary channels), the blacklist, the smart app users and the players' API: request
// schemas and answers (texts and limits are in texts.ts).
import { z } from 'zod';
import { numeral } from '../numeral';
import { CATALOGUE_MSG, MAC_PATTERN } from './texts';
import { VALIDATION } from '../messages';
import { hasMarkup } from '../validation';

/** GET /api/get-available-movies: a movie or series of the catalogue. */
export const movieItemAnswer = z.object({ name: z.string(), thumb: z.string() });
export type MovieItem = z.infer<typeof movieItemAnswer>;
export const availableMoviesAnswer = z.object({
  movies: z.array(movieItemAnswer),
  series: z.array(movieItemAnswer),
  /** Where the catalogue comes from: an M3U the admin loads (builtin) or the Xtream server (synced). */
  provider: z.enum(['builtin', 'xtream']).optional(),
});
export type AvailableMovies = z.infer<typeof availableMoviesAnswer>;

/** POST /api/sync-catalogue and /api/upload-catalogue: the message and how many of each the catalogue now has. */
export const catalogueLoadAnswer = z.object({
  message: z.string(),
  live: z.number().int(),
  movies: z.number().int(),
  series: z.number().int(),
  episodes: z.number().int(),
});

/** GET /api/xcode-channels: a live channel to pick; GET /api/xcode-channels-list: the temporary ones. */
export const channelOptionAnswer = z.object({ stream_id: z.number().int(), name: z.string(), category: z.string() });
export type ChannelOption = z.infer<typeof channelOptionAnswer>;
export const channelOptionsAnswer = z.array(channelOptionAnswer);
export const tempChannelAnswer = z.object({ id: z.number().int(), stream_id: z.number().int(), origim_name: z.string(), name: z.string() });
export type TempChannel = z.infer<typeof tempChannelAnswer>;
export const tempChannelsAnswer = z.array(tempChannelAnswer);
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
export const blacklistEntryAnswer = z.object({ ip: z.string(), total: z.number().int(), until_formatted: z.string() });
export type BlacklistEntry = z.infer<typeof blacklistEntryAnswer>;
export const blacklistAnswer = z.array(blacklistEntryAnswer);
export const blacklistAttemptAnswer = z.object({ ip: z.string(), username: z.string(), senha: z.string(), host: z.string(), created_at: z.string() });
export type BlacklistAttempt = z.infer<typeof blacklistAttemptAnswer>;
export const blacklistAttemptsAnswer = z.array(blacklistAttemptAnswer);
export const ipBody = z.object({
  ip: z
    .string()
    .trim()
    .max(64)
    .refine((v) => /^[0-9a-fA-F:.]{2,64}$/.test(v), CATALOGUE_MSG.ipInvalid),
});

export const smartUserAnswer = z.object({
  id: z.number().int(),
  mac: z.string(),
  id_device: z.string(),
  created_formatted: z.string(),
  iptv: z.object({ username: z.string() }),
});
export type SmartUser = z.infer<typeof smartUserAnswer>;
export const smartUsersAnswer = z.array(smartUserAnswer);
export const smartLineOptionAnswer = z.object({ id: z.number().int(), username: z.string() });
export type SmartLineOption = z.infer<typeof smartLineOptionAnswer>;
export const smartLineOptionsAnswer = z.array(smartLineOptionAnswer);
export const smartUserBody = z.object({
  mac: z
    .string({ message: CATALOGUE_MSG.macInvalid })
    .trim()
    .refine((v) => MAC_PATTERN.test(v), CATALOGUE_MSG.macInvalid),
  id_device: z.string({ message: CATALOGUE_MSG.smartDeviceRequired }).trim().min(1, CATALOGUE_MSG.smartDeviceRequired).max(64),
  username: z.string({ message: CATALOGUE_MSG.smartLinePick }).trim().min(1, CATALOGUE_MSG.smartLinePick).max(64),
  app: numeral(z.number().int().min(1).max(9)).default(1),
});

/**
 * GET /player_api.php: the Xtream Codes API as players read it, JSON whose shape is the Xtream one for
 * each `action` (the login's user_info and server_info, or a catalogue list or detail): not this panel's
 * to describe field by field.
 */
export const playerApiAnswer = z
  .union([z.looseObject({}), z.array(z.looseObject({}))])
  .meta({ description: 'A resposta da API Xtream Codes para o `action` pedido: o login (user_info, server_info) ou uma lista ou detalhe do catálogo.' });
