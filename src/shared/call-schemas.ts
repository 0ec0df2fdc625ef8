// The zod schemas of the calls' queries and bodies, by the names of the table of calls (calls.ts): what
// the contract says a request carries. The server parses each request with these same schemas in its
// handlers. They are kept apart from the table because the renderer reads the table (method, path,
// rule) in its first load and has no use for zod there: the login page loads neither (issue 21).
import type { z } from 'zod';
import type { CALLS, CallName } from './calls';
import { changePasswordBody, confirm2faBody, loginBody, settingsActionBody, telegramBody } from './api';
import { insertChannelBody, ipBody, removeChannelBody, smartUserBody } from './catalogue';
import { announcementBody, backgroundsQuery, franchiseQuery, getLinksQuery, migrationDnsBody, rotateDnsBody, saveLinksBody, sendMessageBody, shortenBody } from './communication';
import { activatorBody, balancerBody, codeBody, collectorBody, createDnsBody, dnsBody, listQuery, renewDnsBody, shareDnsBody, verifyDnsBody } from './infra';
import { activateMacBody, createIptvBody, createP2pBody, createP2pOnlyBody, iptvMigratorBody, linePackageBody, newP2pCodeBody, p2pMigratorBody, verifyIptvMigrateBody } from './lines';
import { blockReasonBody, extractQuery, findUserBody, logQuery, permissionsBody, regUserBody, regUsersQuery, treeDuplicatesBody } from './network';
import { downloadBackupBody, portalPaymentBody, rechargeListBody, rechargeTransferBody, saveMpInfosBody, saveValueMpBody } from './ops';
import { createTicketBody, exportTicketsBody, ticketListQuery, ticketReplyBody, usersPickerQuery } from './tickets';
import { expiriesQuery, reminderBody } from './expiries';
import { botTokenBody, noticePrefsBody } from './telegram';
import { whatsappConfigBody, whatsappMessagesQuery, whatsappRemindersBody } from './whatsapp';

/** What an entry may declare: a GET only a query, a PUT or DELETE only a body, a POST both. */
type SchemasOf<M> = M extends 'GET' ? { query?: z.ZodType } : M extends 'POST' ? { query?: z.ZodType; body?: z.ZodType } : { body?: z.ZodType };

export const CALL_SCHEMAS = {
  login: { body: loginBody },
  changePassword: { body: changePasswordBody },
  confirm2fa: { body: confirm2faBody },
  settingsAction: { body: settingsActionBody },
  telegram: { query: franchiseQuery },
  saveTelegram: { body: telegramBody },
  createReseller: { body: regUserBody },
  resellers: { query: regUsersQuery },
  setResellerPermissions: { body: permissionsBody },
  adminBlockReseller: { body: blockReasonBody },
  findReseller: { body: findUserBody },
  treeDuplicates: { body: treeDuplicatesBody },
  logs: { query: logQuery },
  extract: { query: extractQuery },
  createIptv: { body: createIptvBody },
  activatePrime: { body: activateMacBody },
  activateLazer: { body: activateMacBody },
  verifyIptvMigrate: { body: verifyIptvMigrateBody },
  iptvMigrator: { body: iptvMigratorBody },
  createP2p: { body: createP2pOnlyBody },
  p2pMigrator: { body: p2pMigratorBody },
  createNewP2p: { body: createP2pBody },
  newP2pFromCode: { body: newP2pCodeBody },
  expiries: { query: expiriesQuery },
  expiryReminders: { body: reminderBody },
  saveNoticePrefs: { body: noticePrefsBody },
  saveTelegramBot: { body: botTokenBody },
  saveWhatsappConfig: { body: whatsappConfigBody },
  whatsappReminders: { body: whatsappRemindersBody },
  whatsappMessages: { query: whatsappMessagesQuery },
  createLinePackage: { body: linePackageBody },
  updateLinePackage: { body: linePackageBody },
  createTicket: { body: createTicketBody },
  tickets: { query: ticketListQuery },
  portalTickets: { query: ticketListQuery },
  replyTicket: { body: ticketReplyBody },
  ticketLineOptions: { query: usersPickerQuery },
  exportTickets: { body: exportTicketsBody },
  backgrounds: { query: backgroundsQuery },
  addMigrationDns: { body: migrationDnsBody },
  saveRotateDns: { body: rotateDnsBody },
  shortenLink: { body: shortenBody },
  saveLinks: { body: saveLinksBody },
  links: { query: getLinksQuery },
  publishAnnouncement: { body: announcementBody },
  sendMessage: { body: sendMessageBody },
  downloadBackup: { body: downloadBackupBody },
  saveMpInfos: { body: saveMpInfosBody },
  saveMpCreditValue: { body: saveValueMpBody },
  recharges: { body: rechargeListBody },
  portalTransfer: { body: rechargeTransferBody },
  portalReturn: { body: rechargeTransferBody },
  portalPayment: { body: portalPaymentBody },
  insertChannel: { body: insertChannelBody },
  removeChannel: { body: removeChannelBody },
  addSmartAppUser: { body: smartUserBody },
  resetSmartAppUser: { body: smartUserBody },
  blacklistAttempts: { body: ipBody },
  unblockIp: { body: ipBody },
  balancers: { query: listQuery },
  createBalancer: { body: balancerBody },
  updateBalancer: { body: balancerBody },
  dnsList: { query: listQuery },
  createDnsEntry: { body: dnsBody },
  updateDnsEntry: { body: dnsBody },
  createActivator: { body: activatorBody },
  updateActivator: { body: activatorBody },
  verifyDns: { body: verifyDnsBody },
  createDns: { body: createDnsBody },
  renewDns: { body: renewDnsBody },
  renewDnsSlash: { body: renewDnsBody },
  shareDns: { body: shareDnsBody },
  removeActiveDns: { body: codeBody },
  addCollector: { body: collectorBody },
} satisfies { [K in CallName]?: SchemasOf<(typeof CALLS)[K]['method']> };
