// The entries of the catalogue, today's games, the smart app, the blocked IPs and what the players call
// (the Xtream API, the M3U list, the streams) in the table of calls (../calls.ts): name, method, path and
// rule, without zod, for the renderer's first load; their schemas are in call-schemas.ts beside this file.
import { type Entries, type Rule, get, post, del, PUBLIC, SIGNED, ADMIN, IPTV } from '../rules';

const TODAYS_GAMES: Rule = { who: 'signed', permission: 'todays_games' };

export const CATALOGUE_CALLS = {
  // ---- Catalogue, today's games, smart app, blocked IPs ----
  availableMovies: get('/api/get-available-movies', SIGNED),
  syncCatalogue: post('/api/sync-catalogue', ADMIN),
  uploadCatalogue: post('/api/upload-catalogue', ADMIN),
  channels: get('/api/xcode-channels', TODAYS_GAMES),
  tempChannels: get('/api/xcode-channels-list', TODAYS_GAMES),
  insertChannel: post('/api/xcode-insert-channel', TODAYS_GAMES),
  removeChannel: del('/api/xcode-remove-channel', TODAYS_GAMES),
  removeAllChannels: get('/api/xcode-remove-all-channels', TODAYS_GAMES),
  channelsJob: get('/api/job-temp-cn', TODAYS_GAMES),
  smartAppLines: get('/api/users-smart-app/iptv', IPTV),
  smartAppUsers: get('/api/users-smart-app', IPTV),
  addSmartAppUser: post('/api/users-smart-app', IPTV),
  deleteSmartAppUser: del('/api/users-smart-app/:id', IPTV),
  resetSmartAppUser: post('/api/users-smart-app/reset', IPTV),
  blacklist: get('/api/list-all-block', { ...ADMIN, flag: 'iptv' }),
  blacklistAttempts: post('/api/list-all-block-registries', { ...ADMIN, flag: 'iptv' }),
  unblockIp: post('/api/delete-blacklist', { ...ADMIN, flag: 'iptv' }),

  // ---- Answered to players (outside /api) ----
  playerApi: get('/player_api.php', { ...PUBLIC, perMinute: 120 }),
  playlist: get('/get.php', { ...PUBLIC, perMinute: 60 }),
  liveStream: get('/live/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),
  movieStream: get('/movie/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),
  seriesStream: get('/series/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),
} satisfies Entries;
