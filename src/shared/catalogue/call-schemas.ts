// The zod schemas of the calls of the catalogue, today's games, the smart app, the blocked IPs and what
// the players call (the Xtream API, the M3U list, the streams): each entry's query, body and answer, by
// its name in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import {
  availableMoviesAnswer,
  blacklistAnswer,
  blacklistAttemptsAnswer,
  catalogueLoadAnswer,
  channelOptionsAnswer,
  insertChannelBody,
  ipBody,
  playerApiAnswer,
  removeChannelBody,
  smartLineOptionsAnswer,
  smartUserBody,
  smartUsersAnswer,
  tempChannelsAnswer,
} from './schemas';
import { messageAnswer, NOT_JSON } from '../answers';
import type { SchemaLines } from '../call-schemas';
import type { CATALOGUE_CALLS } from './calls';

export const CATALOGUE_CALL_SCHEMAS = {
  availableMovies: { answer: availableMoviesAnswer },
  syncCatalogue: { answer: catalogueLoadAnswer, also: [422, 502] },
  uploadCatalogue: { answer: catalogueLoadAnswer, also: [422] },
  channels: { answer: channelOptionsAnswer },
  tempChannels: { answer: tempChannelsAnswer },
  insertChannel: { body: insertChannelBody, answer: messageAnswer, also: [409] },
  removeChannel: { body: removeChannelBody, answer: messageAnswer },
  removeAllChannels: { answer: messageAnswer },
  channelsJob: { answer: messageAnswer },
  smartAppLines: { answer: smartLineOptionsAnswer },
  smartAppUsers: { answer: smartUsersAnswer },
  addSmartAppUser: { body: smartUserBody, answer: messageAnswer, also: [409] },
  deleteSmartAppUser: { answer: messageAnswer },
  resetSmartAppUser: { body: smartUserBody, answer: messageAnswer },
  blacklist: { answer: blacklistAnswer },
  blacklistAttempts: { body: ipBody, answer: blacklistAttemptsAnswer },
  unblockIp: { body: ipBody, answer: messageAnswer },
  playerApi: { answer: playerApiAnswer, also: [403] },
  playlist: { answer: NOT_JSON.playlist, also: [401, 403] },
  liveStream: { answer: NOT_JSON.stream, also: [403] },
  movieStream: { answer: NOT_JSON.stream, also: [403] },
  seriesStream: { answer: NOT_JSON.stream, also: [403] },
} satisfies SchemaLines<typeof CATALOGUE_CALLS>;
