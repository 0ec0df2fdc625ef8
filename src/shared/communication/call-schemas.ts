// The zod schemas of the calls of settings and communication (login backgrounds, migration and rotation
// DNS, short links, the link catalogue, announcements, messages): each entry's query, body and answer, by
// its name in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import {
  announcementBody,
  announcementsAnswer,
  backgroundsAnswer,
  backgroundsQuery,
  getLinksQuery,
  linksAnswer,
  linksInfoAnswer,
  migrationDnsAnswer,
  migrationDnsBody,
  myMessagesAnswer,
  rotateDnsBody,
  rotationDnsAnswer,
  saveLinksAnswer,
  saveLinksBody,
  sendMessageAnswer,
  sendMessageBody,
  shortenAnswer,
  shortenBody,
  uploadBackgroundAnswer,
} from './schemas';
import { messageAnswer, NOT_JSON } from '../answers';
import type { SchemaLines } from '../call-schemas';
import type { COMMUNICATION_CALLS } from './calls';

export const COMMUNICATION_CALL_SCHEMAS = {
  backgrounds: { query: backgroundsQuery, answer: backgroundsAnswer },
  uploadBackground: { answer: uploadBackgroundAnswer, also: [422] },
  removeBackground: { answer: messageAnswer },
  addMigrationDns: { body: migrationDnsBody, answer: messageAnswer },
  migrationDns: { answer: migrationDnsAnswer },
  deleteMigrationDns: { answer: messageAnswer },
  rotateDns: { answer: rotationDnsAnswer },
  saveRotateDns: { body: rotateDnsBody, answer: messageAnswer },
  deleteRotateDns: { answer: messageAnswer },
  shortenLink: { body: shortenBody, answer: shortenAnswer },
  saveLinks: { body: saveLinksBody, answer: saveLinksAnswer },
  links: { query: getLinksQuery, answer: linksAnswer },
  linksInfoIptv: { answer: linksInfoAnswer },
  announcements: { answer: announcementsAnswer },
  publishAnnouncement: { body: announcementBody, answer: messageAnswer },
  deleteAnnouncement: { answer: messageAnswer },
  sendMessage: { body: sendMessageBody, answer: sendMessageAnswer },
  myMessages: { answer: myMessagesAnswer },
  readMessage: { answer: messageAnswer },
  shortLink: { answer: NOT_JSON.redirect },
} satisfies SchemaLines<typeof COMMUNICATION_CALLS>;
