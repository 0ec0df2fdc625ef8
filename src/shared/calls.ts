// Every call the server answers, declared once: method, path, the zod schemas of its query and body where
// the contract has them, and its rule (spec section 6). The server registers nothing that is not here
// and checks the rule before the handler runs (server/auth/guard.ts); the renderer builds its requests
// from these entries and shows a menu item, button or column exactly when its call would be allowed
// (`allows`); the desktop's main process forwards only calls that match an entry. Subtree scoping (an
// id outside the caller's branch is 404) stays in the handlers: it depends on the id, not on the caller.
import type { z } from 'zod';
import type { HttpMethod } from './platform';
import { MSG } from './messages';
import { type Permission, type Profile, type SettingsFlag } from './domain';
import { changePasswordBody, confirm2faBody, loginBody, settingsActionBody, telegramBody } from './api';
import { insertChannelBody, ipBody, removeChannelBody, smartUserBody } from './catalogue';
import { announcementBody, backgroundsQuery, franchiseQuery, getLinksQuery, migrationDnsBody, rotateDnsBody, saveLinksBody, sendMessageBody, shortenBody } from './communication';
import { activatorBody, balancerBody, codeBody, collectorBody, createDnsBody, dnsBody, listQuery, renewDnsBody, shareDnsBody, verifyDnsBody } from './infra';
import { activateMacBody, createIptvBody, createP2pBody, iptvMigratorBody, linePackageBody, newP2pCodeBody, p2pMigratorBody, verifyIptvMigrateBody } from './lines';
import { blockReasonBody, extractQuery, findUserBody, logQuery, permissionsBody, regUserBody, regUsersQuery, treeDuplicatesBody } from './network';
import { RECHARGE_MSG, downloadBackupBody, portalPaymentBody, rechargeListBody, rechargeTransferBody, saveMpInfosBody, saveValueMpBody } from './ops';
import { createTicketBody, exportTicketsBody, ticketListQuery, ticketReplyBody, usersPickerQuery } from './tickets';

/**
 * Who may call: `public` without a session; `signed` any account; `admin`; `reseller` any account but
 * the admin; `creator` the admin or a master (they register resellers); `manager` whoever has a
 * network below it (the admin, a master, or an account that owns sub-resellers).
 */
export type Who = 'public' | 'signed' | 'admin' | 'reseller' | 'creator' | 'manager';

export interface Grant {
  who: Who;
  /** Non-admins need one of these permissions (the admin has them all). */
  permission?: Permission | readonly Permission[];
  /**
   * A settings flag that must be on. It binds the callers the call is for: the admin too on an admin-only
   * call (balancers and blocked IPs go with the iptv flag), otherwise only non-admins.
   */
  flag?: SettingsFlag;
  /** pt-BR refusals of this grant's parts (a flag that is off says so on its own; else the spec's generic text). */
  refused?: { who?: string; permission?: string };
}

export interface Rule extends Grant {
  /** Further grants per `action` of the body (PUT /api/reg-users/:id, the line actions), beside the call's own. */
  actions?: Readonly<Record<number, Grant>>;
  /** Calls per minute, per account (signed calls) or per IP (public ones). */
  perMinute?: number;
}

export interface Call {
  method: HttpMethod;
  /** Fastify's pattern: `:name` is a path parameter. */
  path: string;
  rule: Rule;
  query?: z.ZodType;
  body?: z.ZodType;
}

const def = <C extends Call>(c: C) => c;
const get = (path: string, rule: Rule, schemas: Pick<Call, 'query'> = {}) => def({ method: 'GET', path, rule, ...schemas });
const post = (path: string, rule: Rule, schemas: Pick<Call, 'query' | 'body'> = {}) => def({ method: 'POST', path, rule, ...schemas });
const put = (path: string, rule: Rule, schemas: Pick<Call, 'body'> = {}) => def({ method: 'PUT', path, rule, ...schemas });
const del = (path: string, rule: Rule, schemas: Pick<Call, 'body'> = {}) => def({ method: 'DELETE', path, rule, ...schemas });

const PUBLIC: Rule = { who: 'public' };
const SIGNED: Rule = { who: 'signed' };
const ADMIN: Rule = { who: 'admin' };
const IPTV: Rule = { who: 'signed', flag: 'iptv' };
const P2P: Rule = { who: 'signed', flag: 'p2p' };
const NEW_P2P: Rule = { who: 'signed', flag: 'n_p2p', permission: 'new_p2p' };
const TICKETS: Rule = { who: 'signed', flag: 'ticket' };
const TODAYS_GAMES: Rule = { who: 'signed', permission: 'todays_games' };
const DNS_PREMIUM: Rule = { who: 'signed', permission: 'dns_premium' };
const DNS_ACTIVATORS: Rule = { who: 'signed', permission: 'dns_activators' };
const RECHARGE: Rule = { who: 'signed', permission: 'recharge_portal' };
// The screens that ask a 2FA code (recharge portal, DNS premium) let their accounts set their 2FA up too.
const MANAGE_2FA: Rule = { who: 'signed', permission: ['manage_2fa', 'recharge_portal', 'dns_premium'], refused: { permission: MSG.twofaNotAllowed } };
/** The line actions of spec section 7 that move a line to another kind need that kind's flag (and new P2P its permission). */
const TO_P2P: Grant = { who: 'signed', flag: 'p2p' };
const TO_NEW_P2P: Grant = { who: 'signed', flag: 'n_p2p', permission: 'migrate_new_p2p' };
const TO_IPTV: Grant = { who: 'signed', flag: 'iptv' };
/** Registrar checks and paid or heavy exports cost the panel: a few per minute and account. */
export const PROBES_PER_MINUTE = 30;
const EXPORTS_PER_MINUTE = 10;

export const CALLS = {
  // ---- Auth and general ----
  myIp: get('/api/my-ip', PUBLIC),
  loginInfo: get('/api/login-info', PUBLIC),
  botcheckChallenge: get('/api/botcheck/challenge', PUBLIC),
  login: post('/api/login', { ...PUBLIC, perMinute: 30 }, { body: loginBody }),
  logout: post('/api/logout', SIGNED),
  events: get('/api/events', SIGNED),
  profile: get('/api/get-profile', SIGNED),
  changePassword: post('/api/change-password-reseller', SIGNED, { body: changePasswordBody }),
  verify2fa: post('/api/verify2fa', SIGNED),
  enable2fa: post('/api/enable2fa', MANAGE_2FA),
  confirm2fa: post('/api/confirmConfig2fa', MANAGE_2FA, { body: confirm2faBody }),
  reseller2faQr: get('/api/reseller/:id/2fa/qrcode', ADMIN),
  settings: get('/api/settings', SIGNED),
  settingsAction: post('/api/settings', ADMIN, { body: settingsActionBody }),
  telegram: get('/api/get-telegram', SIGNED, { query: franchiseQuery }),
  saveTelegram: post('/api/save-telegram', { who: 'creator' }, { body: telegramBody }),
  branding: get('/api/branding', PUBLIC),
  logo: get('/api/get-logo', PUBLIC),
  background: get('/api/get-background', PUBLIC),
  backgroundImage: get('/api/background-image/:id', PUBLIC),
  dashboard: get('/api/dash-reseller', SIGNED),
  usersBonus: get('/api/totalUsersBonus', SIGNED),

  // ---- Resellers ----
  createReseller: post('/api/reg-users', { who: 'creator', refused: { who: MSG.resellerCreateNotAllowed } }, { body: regUserBody }),
  resellers: get('/api/reg-users', { who: 'manager' }, { query: regUsersQuery }),
  // 0 credits, 1 edit, 2 master, 3 delete with clients, 4 direct block, 5 block network, 7 delete network, 8 delete tree.
  resellerAction: put('/api/reg-users/:id', { who: 'manager', actions: { 2: { who: 'creator' }, 3: ADMIN, 4: { who: 'reseller' }, 5: ADMIN, 7: ADMIN, 8: ADMIN } }),
  resellerPermissions: get('/api/reg-users/:id/permissions', ADMIN),
  setResellerPermissions: put('/api/reg-users/:id/permissions', ADMIN, { body: permissionsBody }),
  adminBlockReseller: put('/api/block-adm-reseller/:id', ADMIN, { body: blockReasonBody }),
  exportResellers: post('/api/export-reseller', { who: 'manager', perMinute: EXPORTS_PER_MINUTE }),
  exportMovements: post('/api/export-logs', { who: 'manager', perMinute: EXPORTS_PER_MINUTE }),
  resellerMovements: get('/api/logs-reseller/:id', { who: 'manager' }),
  resellerAccessLogs: get('/api/access-logs-reseller/:id', { who: 'manager' }),
  findReseller: post('/api/find-user', ADMIN, { body: findUserBody }),
  treeTotals: get('/api/get-total-tree/:id', ADMIN),
  tracking: get('/api/get-rastreio/:id', ADMIN),
  duplicates: get('/api/verify-duplicate', ADMIN),
  treeDuplicates: post('/api/get-tree-duplicates', ADMIN, { body: treeDuplicatesBody }),
  externalKey: get('/api/get-external-key/:id', ADMIN),

  // ---- Logs, reports, statement ----
  logs: get('/api/log', SIGNED, { query: logQuery }),
  exportLogsAll: post('/api/export-logs-all', { who: 'signed', permission: 'export_all', perMinute: EXPORTS_PER_MINUTE }),
  extract: get('/api/extract', { who: 'reseller' }, { query: extractQuery }),
  exportExtract: post('/api/export-extract-financial', { who: 'reseller', permission: 'export_all', perMinute: EXPORTS_PER_MINUTE }),
  reports: get('/api/get-reports', SIGNED),

  // ---- IPTV ----
  createIptv: post('/api/users-iptv', IPTV, { body: createIptvBody }),
  iptvLines: get('/api/users-iptv', IPTV),
  // 9 migrate to P2P, 11 migrate to new P2P.
  iptvAction: put('/api/users-iptv/:id', { ...IPTV, actions: { 9: TO_P2P, 11: TO_NEW_P2P } }),
  exportIptv: post('/api/export-users-iptv', { ...IPTV, perMinute: EXPORTS_PER_MINUTE }),
  recreateIptv: put('/api/recreate-line/:id', IPTV),
  cleanTrials: post('/api/clean-trials', IPTV),
  iptvPackages: post('/api/get-iptv-packages', SIGNED),
  activatePrime: post('/api/activate-prime', IPTV, { body: activateMacBody }),
  activateLazer: post('/api/activate-lazer', IPTV, { body: activateMacBody }),
  verifyIptvMigrate: post('/api/verify-iptv-migrate', { ...IPTV, perMinute: PROBES_PER_MINUTE }, { body: verifyIptvMigrateBody }),
  iptvMigrator: post('/api/iptv-migrator', IPTV, { body: iptvMigratorBody }),

  // ---- P2P ----
  createP2p: post('/api/users-p2p', P2P, { body: createP2pBody }),
  p2pLines: get('/api/users-p2p', P2P),
  // 6 migrate to IPTV.
  p2pAction: put('/api/users-p2p/:id', { ...P2P, actions: { 6: TO_IPTV } }),
  exportP2p: post('/api/export-users-p2p', { ...P2P, perMinute: EXPORTS_PER_MINUTE }),
  recreateP2p: put('/api/recreate-line-p2p/:id', P2P),
  syncP2p: put('/api/sinc-line-p2p/:id', P2P),
  p2pMigrator: post('/api/p2p-migrator', P2P, { body: p2pMigratorBody }),

  // ---- New P2P ----
  createNewP2p: post('/api/new-users-p2p', NEW_P2P, { body: createP2pBody }),
  newP2pLines: get('/api/new-users-p2p', NEW_P2P),
  newP2pAction: put('/api/new-users-p2p/:id', { ...NEW_P2P, actions: { 6: TO_IPTV } }),
  exportNewP2p: post('/api/export-new-users-p2p', { ...NEW_P2P, perMinute: EXPORTS_PER_MINUTE }),
  recreateNewP2p: put('/api/recreate-line-new-p2p/:id', NEW_P2P),
  syncNewP2p: put('/api/sinc-line-new-p2p/:id', NEW_P2P),
  // The P2P plans: P2P creation, migration to P2P and new P2P all offer them.
  newP2pPackages: get('/api/get-new-p2p-packages', SIGNED),
  newP2pFromCode: post('/api/create-new-user-p2p-code', { ...NEW_P2P, perMinute: PROBES_PER_MINUTE }, { body: newP2pCodeBody }),

  // ---- Line packages (admin) ----
  linePackages: get('/api/line-packages', ADMIN),
  createLinePackage: post('/api/line-packages', ADMIN, { body: linePackageBody }),
  updateLinePackage: put('/api/line-packages/:id', ADMIN, { body: linePackageBody }),
  deleteLinePackage: del('/api/line-packages/:id', ADMIN),

  // ---- Tickets ----
  createTicket: post('/api/ticket', TICKETS, { body: createTicketBody }),
  tickets: get('/api/ticket', TICKETS, { query: ticketListQuery }),
  portalTickets: get('/api/ticket-portal-office', ADMIN, { query: ticketListQuery }),
  ticket: get('/api/ticket/:id', TICKETS),
  replyTicket: put('/api/ticket/:id', TICKETS, { body: ticketReplyBody }),
  finishTicket: get('/api/finishTicket/:id', TICKETS),
  blockTicket: get('/api/ticket-block/:id', ADMIN),
  ticketBadges: get('/api/ticket-badges', TICKETS),
  ticketLineOptions: get('/api/get-users-resseler', TICKETS, { query: usersPickerQuery }),
  exportTickets: post('/api/export-tickets', { ...ADMIN, perMinute: EXPORTS_PER_MINUTE }, { body: exportTicketsBody }),

  // ---- Settings, links and announcements ----
  backgrounds: get('/api/get-backgrounds', ADMIN, { query: backgroundsQuery }),
  uploadBackground: post('/api/upload-background', ADMIN),
  removeBackground: del('/api/remove-background/:id', ADMIN),
  addMigrationDns: post('/api/add-migration-dns', ADMIN, { body: migrationDnsBody }),
  migrationDns: get('/api/migration-dns', ADMIN),
  deleteMigrationDns: del('/api/migration-dns/:id', ADMIN),
  rotateDns: get('/api/get-rotate-dns', ADMIN),
  saveRotateDns: post('/api/save-rotate-dns', ADMIN, { body: rotateDnsBody }),
  deleteRotateDns: del('/api/delete-rotate-dns/:id', ADMIN),
  shortenLink: post('/api/encurtar-link', ADMIN, { body: shortenBody }),
  saveLinks: post('/api/save-links', { who: 'creator' }, { body: saveLinksBody }),
  links: get('/api/get-links', SIGNED, { query: getLinksQuery }),
  linksInfoIptv: get('/api/get-links-info-iptv', SIGNED),
  announcements: get('/api/anuncios', SIGNED),
  publishAnnouncement: post('/api/anuncios', { who: 'creator' }, { body: announcementBody }),
  deleteAnnouncement: del('/api/anuncios/:id', { who: 'creator' }),
  sendMessage: post('/api/send-message', ADMIN, { body: sendMessageBody }),
  myMessages: get('/api/my-messages', SIGNED),
  readMessage: post('/api/my-messages/:id/read', SIGNED),

  // ---- Backups ----
  backups: get('/api/view-backups', ADMIN),
  runBackup: post('/api/run-backup', ADMIN),
  downloadBackup: post('/api/download-backup', ADMIN, { body: downloadBackupBody }),

  // ---- Recharge portal ----
  mpInfos: get('/api/get-mp-infos', RECHARGE),
  saveMpInfos: post('/api/save-mp-infos', { ...RECHARGE, who: 'reseller' }, { body: saveMpInfosBody }),
  mpCreditValue: get('/api/get-mp-credit-value', RECHARGE),
  saveMpCreditValue: post('/api/save-value-mp', { ...RECHARGE, who: 'reseller' }, { body: saveValueMpBody }),
  portalCredits: get('/api/recargas/credits', RECHARGE),
  recharges: post('/api/recargas/listar', RECHARGE, { body: rechargeListBody }),
  portalTransfer: post('/api/recargas/criar', { ...RECHARGE, who: 'reseller', refused: { who: RECHARGE_MSG.adminNoRecharge } }, { body: rechargeTransferBody }),
  portalReturn: post('/api/recargas/devolver', { ...RECHARGE, who: 'reseller', refused: { who: RECHARGE_MSG.adminNoReturn } }, { body: rechargeTransferBody }),
  portalPayment: post('/api/recargas/pagamento', { ...PUBLIC, perMinute: 30 }, { body: portalPaymentBody }),
  paymentWebhook: post('/api/recargas/webhook/:id', PUBLIC),
  offlineCheckout: get('/api/recargas/offline/:preference', { ...PUBLIC, perMinute: 30 }),
  offlineCheckoutConfirm: post('/api/recargas/offline/:preference', { ...PUBLIC, perMinute: 30 }),

  // ---- Catalogue, today's games, smart app, blocked IPs ----
  availableMovies: get('/api/get-available-movies', SIGNED),
  syncCatalogue: post('/api/sync-catalogue', ADMIN),
  uploadCatalogue: post('/api/upload-catalogue', ADMIN),
  channels: get('/api/xcode-channels', TODAYS_GAMES),
  tempChannels: get('/api/xcode-channels-list', TODAYS_GAMES),
  insertChannel: post('/api/xcode-insert-channel', TODAYS_GAMES, { body: insertChannelBody }),
  removeChannel: del('/api/xcode-remove-channel', TODAYS_GAMES, { body: removeChannelBody }),
  removeAllChannels: get('/api/xcode-remove-all-channels', TODAYS_GAMES),
  channelsJob: get('/api/job-temp-cn', TODAYS_GAMES),
  smartAppLines: get('/api/users-smart-app/iptv', IPTV),
  smartAppUsers: get('/api/users-smart-app', IPTV),
  addSmartAppUser: post('/api/users-smart-app', IPTV, { body: smartUserBody }),
  deleteSmartAppUser: del('/api/users-smart-app/:id', IPTV),
  resetSmartAppUser: post('/api/users-smart-app/reset', IPTV, { body: smartUserBody }),
  blacklist: get('/api/list-all-block', { ...ADMIN, flag: 'iptv' }),
  blacklistAttempts: post('/api/list-all-block-registries', { ...ADMIN, flag: 'iptv' }, { body: ipBody }),
  unblockIp: post('/api/delete-blacklist', { ...ADMIN, flag: 'iptv' }, { body: ipBody }),

  // ---- Balancers, DNS lists, activators ----
  balancers: get('/api/balancers', { ...ADMIN, flag: 'iptv' }, { query: listQuery }),
  createBalancer: post('/api/balancers', { ...ADMIN, flag: 'iptv' }, { body: balancerBody }),
  updateBalancer: put('/api/balancers/:id', { ...ADMIN, flag: 'iptv' }, { body: balancerBody }),
  deleteBalancer: del('/api/balancers/:id', { ...ADMIN, flag: 'iptv' }),
  dnsList: get('/api/dns', ADMIN, { query: listQuery }),
  createDnsEntry: post('/api/dns', ADMIN, { body: dnsBody }),
  updateDnsEntry: put('/api/dns/:id', ADMIN, { body: dnsBody }),
  deleteDnsEntry: del('/api/dns/:id', ADMIN),
  activators: get('/api/dns-activators', DNS_ACTIVATORS),
  createActivator: post('/api/dns-activators', DNS_ACTIVATORS, { body: activatorBody }),
  updateActivator: put('/api/dns-activators/:id', DNS_ACTIVATORS, { body: activatorBody }),
  deleteActivator: del('/api/dns-activators/:id', DNS_ACTIVATORS),

  // ---- DNS purchase and management ----
  verifyDns: post('/api/verify-dns', { ...DNS_PREMIUM, perMinute: PROBES_PER_MINUTE }, { body: verifyDnsBody }),
  createDns: post('/api/create-dns', DNS_PREMIUM, { body: createDnsBody }),
  renewDns: post('/api/renew-dns', DNS_PREMIUM, { body: renewDnsBody }),
  renewDnsSlash: post('/api/renew-dns/', DNS_PREMIUM, { body: renewDnsBody }),
  enableAutorenew: get('/api/enable-autorenew-dns/:id', DNS_PREMIUM),
  disableAutorenew: get('/api/disable-autorenew-dns/:id', DNS_PREMIUM),
  shareDns: post('/api/share-dns', DNS_PREMIUM, { body: shareDnsBody }),
  ownDns: get('/api/list-dns', DNS_PREMIUM),
  removedDns: get('/api/list-dns-removed', DNS_PREMIUM),
  sharedDns: get('/api/list-dns-shared', DNS_PREMIUM),
  removeActiveDns: put('/api/remove-active-dns/:id', DNS_PREMIUM, { body: codeBody }),
  rotateOwnDns: get('/api/rotate-dns/:id', DNS_PREMIUM),
  configureDns: put('/api/configure-dns/:id', DNS_PREMIUM),
  dnsLogs: get('/api/list-logs-dns', DNS_PREMIUM),
  removeSharedDns: get('/api/remove-shared-dns/:dns', DNS_PREMIUM),
  collector: get('/api/dns-collector', ADMIN),
  addCollector: post('/api/dns-collector', ADMIN, { body: collectorBody }),
  deleteCollector: del('/api/dns-collector/:id', ADMIN),

  // ---- Answered to players and customers (outside /api) ----
  shortLink: get('/s/:code', PUBLIC),
  playerApi: get('/player_api.php', { ...PUBLIC, perMinute: 120 }),
  playlist: get('/get.php', { ...PUBLIC, perMinute: 60 }),
  liveStream: get('/live/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),
  movieStream: get('/movie/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),
  seriesStream: get('/series/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),
} satisfies Record<string, Call>;

export type CallName = keyof typeof CALLS;

/** The caller as a rule sees it: the profile answer's fields (the server reads the same from its account). */
export interface Caller {
  profile: Profile;
  is_master: 0 | 1;
  sub_resellers: number;
  permissions: readonly Permission[];
  settings: Readonly<Partial<Record<SettingsFlag, 0 | 1>>>;
}

const isAdminCaller = (c: Pick<Caller, 'profile'>) => c.profile === 'admin';

function whoMatches(who: Who, caller: Caller): boolean {
  const admin = isAdminCaller(caller);
  if (who === 'public' || who === 'signed') return true;
  if (who === 'admin') return admin;
  if (who === 'reseller') return !admin;
  if (who === 'creator') return admin || caller.is_master === 1;
  return admin || caller.is_master === 1 || caller.sub_resellers > 0;
}

/** The part of a grant this caller does not meet, or null (no session at all is the server's 401, not this). */
function unmetPart(grant: Grant, caller: Caller): 'who' | 'flag' | 'permission' | null {
  const admin = isAdminCaller(caller);
  if (!whoMatches(grant.who, caller)) return 'who';
  if (grant.flag && (grant.who === 'admin' || !admin) && caller.settings[grant.flag] === 0) return 'flag';
  if (grant.permission && !admin) {
    const wanted: readonly Permission[] = typeof grant.permission === 'string' ? [grant.permission] : grant.permission;
    if (!wanted.some((p) => caller.permissions.includes(p))) return 'permission';
  }
  return null;
}

const FLAG_OFF: Partial<Record<SettingsFlag, string>> = { iptv: MSG.lineKindDisabled, p2p: MSG.lineKindDisabled, n_p2p: MSG.lineKindDisabled, ticket: MSG.ticketsDisabled };

/**
 * Why the caller may not make this call (with this body action, when the call has per-action grants):
 * the pt-BR refusal, or null when it may.
 */
export function refusal(call: Call, caller: Caller, action?: number): string | null {
  const extra = action === undefined ? undefined : call.rule.actions?.[action];
  for (const grant of extra ? [call.rule, extra] : [call.rule]) {
    const part = unmetPart(grant, caller);
    if (part === 'flag') return FLAG_OFF[grant.flag!] ?? MSG.forbidden;
    if (part) return grant.refused?.[part] ?? MSG.forbidden;
  }
  return null;
}

/** Whether the caller may make this call: the screens show a menu item, button or column exactly then. */
export const allows = (call: Call, caller: Caller, action?: number): boolean => refusal(call, caller, action) === null;

/** The settings flags a call's rule reads (the server reads them with the caller's account). */
export const ruleFlags = (rule: Rule): SettingsFlag[] =>
  [rule.flag, ...Object.values(rule.actions ?? {}).map((g) => g.flag)].filter((f): f is SettingsFlag => f !== undefined);

/** `/api/x/:id` with { id: 5 } -> `/api/x/5`; a missing parameter is a programming error. */
export function pathOf(call: Pick<Call, 'path'>, params: Record<string, string | number> = {}): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro ${name} ausente em ${call.path}`);
    return encodeURIComponent(String(value));
  });
}

/** A path's pattern: an `:id` is a number, any other parameter one segment. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '\\d+' : '[^/]+'))}$`);
const patterns = Object.values(CALLS as Record<string, Call>).map((call) => ({ call, pattern: patternOf(call.path) }));

/** The entry a request (method and concrete path) is for, or undefined when the table has none. */
export const callFor = (method: string, path: string): Call | undefined => patterns.find((p) => p.call.method === method && p.pattern.test(path))?.call;

/** The entry of a route as the server registers it (method and pattern). */
export const callOfRoute = (method: string, pattern: string): Call | undefined =>
  Object.values(CALLS as Record<string, Call>).find((c) => c.method === method && c.path === pattern);

/** Every permission with its pt-BR label and what it opens (the admin's 'Permissões' modal, /me). */
export const PERMISSION_INFO: Record<Permission, { label: string; opens: string }> = {
  export_all: { label: 'Exportar logs e extrato', opens: 'Botões de exportação em Logs e no Extrato Financeiro.' },
  recharge_portal: { label: 'Portal de Recargas', opens: 'Clientes pagam a renovação online; a revenda gerencia as recargas.' },
  dns_premium: { label: 'DNS Premium', opens: 'Comprar, renovar, compartilhar e remover DNS próprios.' },
  dns_activators: { label: 'Ativadores de DNS', opens: 'Cadastrar os DNS dos seus ativadores.' },
  new_p2p: { label: 'Novo P2P', opens: 'Criar e listar usuários Novo P2P.' },
  todays_games: { label: 'Jogos do Dia', opens: 'Montar os canais temporários dos jogos do dia.' },
  migrate_new_p2p: { label: 'Migrar para Novo P2P', opens: 'Migrar linhas IPTV para Novo P2P.' },
  manage_2fa: { label: 'Configurar 2FA', opens: 'Ativar a verificação em duas etapas na própria conta.' },
};
