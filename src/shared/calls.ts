// Every call the server answers, declared once: its name, method, path and rule (spec section 6); the
// zod schemas of its query, body and answer are in call-schemas.ts under the same name (the type of
// its answer, `AnswerOf` and `Answers`, is the answer schema's output), so that the renderer, which reads this table in its first load,
// does not load zod and every schema (issue 21). The server registers its routes from these entries and
// parses each request with the entry's schemas (server/route.ts), so no path is written twice, and checks
// the rule before the handler runs (server/auth/guard.ts); the API document (/api/openapi.json) is made
// from the same entries; the renderer builds its requests from them and shows a menu item, button or
// column exactly when its call would be allowed (`allows`); the desktop's main process forwards only
// calls that match an entry. Subtree scoping (an id outside the caller's branch is 404) stays in the
// handlers: it depends on the id, not on the caller.
import type { HttpMethod } from './platform';
import type { AnswerType } from './answers';
import type { CallSchemas } from './call-schemas';
import { MSG } from './messages';
import { RECHARGE_MSG } from './ops/texts';
import { INFRA_MSG } from './infra/texts';
import { ADMIN_CATEGORY, TICKET_MSG } from './tickets/texts';
import { LINE_ACTION } from './lines/texts';
import { RESELLER_ACTION } from './network/texts';
import type { Permission, Profile, SettingsFlag } from './domain';
import { TRIAL_MSG } from './trial-page/texts';
import { SESSION_MSG } from './sessions/texts';

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

/**
 * A confirmation with the caller's 2FA code (`code_2fa` of the body), spec section 6, with its texts: no
 * code, no 2FA configured. `replay`: a retry with the same Idempotency-Key may use the code's time step
 * again (the ledger answers that retry with the first answer).
 */
export interface StepUpRule {
  missing: string;
  notConfigured: string;
  replay?: true;
}

/**
 * A grant that binds a request by its body: when `field` is present or, with `is`, equals `is` read as a
 * number (as the schemas coerce it: `false`, `'0'` and `0` are all 0).
 */
export interface BodyGrant extends Grant {
  field: string;
  is?: number;
}

export interface Rule extends Grant {
  /** Further grants per `action` of the body (PUT /api/reg-users/:id, the line actions), beside the call's own. */
  actions?: Readonly<Record<number, Grant>>;
  /** Further grants by what else the body asks, named for the access list (a test line, a ticket's new status). */
  when?: Readonly<Record<string, BodyGrant>>;
  /** Calls per minute, per account (signed calls) or per IP (public ones). */
  perMinute?: number;
  /** Asks the caller's 2FA code (server/auth/step-up.ts). */
  stepUp?: StepUpRule;
  /**
   * Reads the Idempotency-Key (server/core/requests.ts): a retry with the same key and body answers the
   * first answer and changes nothing; the same key with another body is 409. Every call that creates or
   * spends has it; the others never read the header.
   */
  idempotent?: true;
  /** Who a call without an account is in 'Alterações' (the trial page that makes a test, the portal that renews a line). */
  actor?: string;
}

export interface Call {
  /** Its key in the table: the server finds its schemas by it (call-schemas.ts), the API document names the operation by it. */
  name: string;
  method: HttpMethod;
  /** Fastify's pattern: `:name` is a path parameter. */
  path: string;
  rule: Rule;
}

// The path keeps its literal type (for `ParamsOf`) and the rule its own, so that the server knows which
// entries ask a 2FA step-up (server/route.ts).
const def =
  <M extends HttpMethod>(method: M) =>
  <P extends string, R extends Rule>(path: P, rule: R) => ({ method, path, rule });
const get = def('GET');
const post = def('POST');
const put = def('PUT');
const del = def('DELETE');

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
/** A test line (`isOficial` false, 0 or '0'): the admin does not generate tests. */
const TEST_LINE: BodyGrant = { field: 'isOficial', is: 0, who: 'reseller', refused: { who: MSG.lineAdminNoTests } };
/** The reseller's own 'Teste automático' page: any account that makes test lines, so not the admin. */
const TRIAL_OWNER: Rule = { who: 'reseller', refused: { who: MSG.lineAdminNoTests } };
/** The changes spec section 6 confirms with a 2FA code: the recharge portal's keys and value, DNS purchase and management. */
const PORTAL_2FA: StepUpRule = { missing: RECHARGE_MSG.code2faMissing, notConfigured: RECHARGE_MSG.twofaRequired };
const DNS_2FA: StepUpRule = { missing: INFRA_MSG.code2faMissing, notConfigured: INFRA_MSG.twofaRequired };
/** A purchase or renewal is charged once per Idempotency-Key: its retry may use the code again. */
const DNS_PAID_2FA: StepUpRule = { ...DNS_2FA, replay: true };
/** New recovery codes ask a code of the authenticator app (never a recovery code): whoever has only the session cannot make them. */
const RECOVERY_2FA: StepUpRule = { missing: SESSION_MSG.recoveryCodeMissing, notConfigured: SESSION_MSG.recoveryNeeds2fa };
/** A call that creates or spends: one Idempotency-Key, one operation. */
const ONCE = { idempotent: true } as const;
/** Registrar checks and paid or heavy exports cost the panel: a few per minute and account. */
export const PROBES_PER_MINUTE = 30;
const EXPORTS_PER_MINUTE = 10;

const TABLE = {
  // ---- Health (load balancers, systemd) ----
  healthLive: get('/api/health/live', PUBLIC),
  healthReady: get('/api/health/ready', PUBLIC),

  // ---- Auth and general ----
  myIp: get('/api/my-ip', PUBLIC),
  loginInfo: get('/api/login-info', PUBLIC),
  botcheckChallenge: get('/api/botcheck/challenge', PUBLIC),
  login: post('/api/login', { ...PUBLIC, perMinute: 30 }),
  logout: post('/api/logout', SIGNED),
  events: get('/api/events', SIGNED),
  profile: get('/api/get-profile', SIGNED),
  changePassword: post('/api/change-password-reseller', SIGNED),
  verify2fa: post('/api/verify2fa', SIGNED),
  enable2fa: post('/api/enable2fa', MANAGE_2FA),
  confirm2fa: post('/api/confirmConfig2fa', MANAGE_2FA),
  reseller2faQr: get('/api/reseller/:id/2fa/qrcode', ADMIN),
  // ---- Sessions and devices, 2FA recovery codes (issue 30): /me, and the admin's row actions; in no token scope ----
  sessions: get('/api/me/sessions', SIGNED),
  endSession: del('/api/me/sessions/:id', SIGNED),
  endOtherSessions: post('/api/me/sessions/encerrar-outras', SIGNED),
  recoveryCodes: get('/api/me/2fa/codigos-recuperacao', SIGNED),
  renewRecoveryCodes: post('/api/me/2fa/codigos-recuperacao', { ...SIGNED, perMinute: 10, stepUp: RECOVERY_2FA }),
  endResellerSessions: post('/api/reg-users/:id/encerrar-sessoes', ADMIN),
  resetReseller2fa: del('/api/reseller/:id/2fa', ADMIN),
  settings: get('/api/settings', SIGNED),
  settingsAction: post('/api/settings', { ...ADMIN, ...ONCE }),
  telegram: get('/api/get-telegram', SIGNED),
  saveTelegram: post('/api/save-telegram', { who: 'creator' }),
  branding: get('/api/branding', PUBLIC),
  logo: get('/api/get-logo', PUBLIC),
  background: get('/api/get-background', PUBLIC),
  backgroundImage: get('/api/background-image/:id', PUBLIC),
  dashboard: get('/api/dash-reseller', SIGNED),
  usersBonus: get('/api/totalUsersBonus', SIGNED),

  // ---- Resellers ----
  createReseller: post('/api/reg-users', { who: 'creator', refused: { who: MSG.resellerCreateNotAllowed } }),
  resellers: get('/api/reg-users', { who: 'manager' }),
  // Deleting (with the clients, the network, the tree) and blocking a network are the admin's; the direct block is for the others.
  resellerAction: put('/api/reg-users/:id', {
    ...ONCE,
    who: 'manager',
    actions: {
      [RESELLER_ACTION.master]: { who: 'creator' },
      [RESELLER_ACTION.delete]: ADMIN,
      [RESELLER_ACTION.block]: { who: 'reseller' },
      [RESELLER_ACTION.blockNetwork]: ADMIN,
      [RESELLER_ACTION.deleteNetwork]: ADMIN,
      [RESELLER_ACTION.deleteTree]: ADMIN,
    },
  }),
  resellerPermissions: get('/api/reg-users/:id/permissions', ADMIN),
  setResellerPermissions: put('/api/reg-users/:id/permissions', ADMIN),
  adminBlockReseller: put('/api/block-adm-reseller/:id', ADMIN),
  exportResellers: post('/api/export-reseller', { who: 'manager', perMinute: EXPORTS_PER_MINUTE }),
  exportMovements: post('/api/export-logs', { who: 'manager', perMinute: EXPORTS_PER_MINUTE }),
  resellerMovements: get('/api/logs-reseller/:id', { who: 'manager' }),
  resellerAccessLogs: get('/api/access-logs-reseller/:id', { who: 'manager' }),
  findReseller: post('/api/find-user', ADMIN),
  treeTotals: get('/api/get-total-tree/:id', ADMIN),
  tracking: get('/api/get-rastreio/:id', ADMIN),
  duplicates: get('/api/verify-duplicate', ADMIN),
  treeDuplicates: post('/api/get-tree-duplicates', ADMIN),
  externalKey: get('/api/get-external-key/:id', ADMIN),

  // ---- Logs, reports, statement ----
  logs: get('/api/log', SIGNED),
  exportLogsAll: post('/api/export-logs-all', { who: 'signed', permission: 'export_all', perMinute: EXPORTS_PER_MINUTE }),
  extract: get('/api/extract', { who: 'reseller' }),
  exportExtract: post('/api/export-extract-financial', { who: 'reseller', permission: 'export_all', perMinute: EXPORTS_PER_MINUTE }),
  // Heavy aggregates: a window refetches them after each movement, an account has no need of more.
  // 'Alterações' (issue 30): the changes of the caller's subtree, before and after; how long they are kept is the admin's.
  audit: get('/api/alteracoes', SIGNED),
  auditRetention: put('/api/alteracoes/prazo', ADMIN),
  // 'Lixeira' (issue 30): the deleted lines of the caller's subtree; how long they wait is the admin's.
  trash: get('/api/lixeira', SIGNED),
  restoreLine: post('/api/lixeira/:id/restaurar', SIGNED),
  eraseLine: del('/api/lixeira/:id', SIGNED),
  trashRetention: put('/api/lixeira/prazo', ADMIN),
  // The deleted resellers, networks and trees whose heir is in the caller's subtree; restoring and erasing them is the admin's, as deleting is.
  resellerTrash: get('/api/lixeira/revendas', SIGNED),
  restoreReseller: post('/api/lixeira/revendas/:id/restaurar', ADMIN),
  eraseReseller: del('/api/lixeira/revendas/:id', ADMIN),
  reports: get('/api/get-reports', { ...SIGNED, perMinute: PROBES_PER_MINUTE }),
  // 'Análises' (issue 31): renewal, tests that became customers, what comes in ahead and the tree, over the caller's subtree.
  analytics: get('/api/analises', SIGNED),
  analyticsTree: get('/api/analises/arvore/:id', SIGNED),

  // ---- IPTV ----
  createIptv: post('/api/users-iptv', { ...ONCE, ...IPTV, when: { test: TEST_LINE } }),
  iptvLines: get('/api/users-iptv', IPTV),
  iptvLineChanges: get('/api/users-iptv/changes', IPTV),
  iptvAction: put('/api/users-iptv/:id', { ...ONCE, ...IPTV, actions: { [LINE_ACTION.migrateToP2p]: TO_P2P, [LINE_ACTION.migrateToNewP2p]: TO_NEW_P2P } }),
  exportIptv: post('/api/export-users-iptv', { ...IPTV, perMinute: EXPORTS_PER_MINUTE }),
  recreateIptv: put('/api/recreate-line/:id', IPTV),
  cleanTrials: post('/api/clean-trials', IPTV),
  iptvPackages: post('/api/get-iptv-packages', SIGNED),
  activatePrime: post('/api/activate-prime', IPTV),
  activateLazer: post('/api/activate-lazer', IPTV),
  verifyIptvMigrate: post('/api/verify-iptv-migrate', { ...IPTV, perMinute: PROBES_PER_MINUTE }),
  iptvMigrator: post('/api/iptv-migrator', { ...IPTV, ...ONCE }),

  // ---- P2P ----
  createP2p: post('/api/users-p2p', { ...ONCE, ...P2P, when: { test: TEST_LINE } }),
  p2pLines: get('/api/users-p2p', P2P),
  p2pLineChanges: get('/api/users-p2p/changes', P2P),
  p2pAction: put('/api/users-p2p/:id', { ...ONCE, ...P2P, actions: { [LINE_ACTION.migrateToIptv]: TO_IPTV } }),
  exportP2p: post('/api/export-users-p2p', { ...P2P, perMinute: EXPORTS_PER_MINUTE }),
  recreateP2p: put('/api/recreate-line-p2p/:id', P2P),
  syncP2p: put('/api/sinc-line-p2p/:id', P2P),
  p2pMigrator: post('/api/p2p-migrator', { ...P2P, ...ONCE }),

  // ---- New P2P ----
  createNewP2p: post('/api/new-users-p2p', { ...ONCE, ...NEW_P2P, when: { test: TEST_LINE } }),
  newP2pLines: get('/api/new-users-p2p', NEW_P2P),
  newP2pLineChanges: get('/api/new-users-p2p/changes', NEW_P2P),
  newP2pAction: put('/api/new-users-p2p/:id', { ...ONCE, ...NEW_P2P, actions: { [LINE_ACTION.migrateToIptv]: TO_IPTV } }),
  exportNewP2p: post('/api/export-new-users-p2p', { ...NEW_P2P, perMinute: EXPORTS_PER_MINUTE }),
  recreateNewP2p: put('/api/recreate-line-new-p2p/:id', NEW_P2P),
  syncNewP2p: put('/api/sinc-line-new-p2p/:id', NEW_P2P),
  // The P2P plans: P2P creation, migration to P2P and new P2P all offer them.
  newP2pPackages: get('/api/get-new-p2p-packages', SIGNED),
  // Always a test line: not the admin's.
  newP2pFromCode: post('/api/create-new-user-p2p-code', { ...ONCE, ...NEW_P2P, who: 'reseller', refused: TEST_LINE.refused, perMinute: PROBES_PER_MINUTE }),

  // ---- Vencimentos: every kind the caller may renew (the handler reads which) ----
  expiries: get('/api/vencimentos', SIGNED),
  expiryReminders: post('/api/vencimentos/lembrete', SIGNED),
  // ---- Telegram notices (issue 22): each account's link in /me, the admin's bot in /settings ----
  telegramLink: get('/api/me/telegram', SIGNED),
  telegramLinkCode: post('/api/me/telegram/code', { ...SIGNED, perMinute: 10 }),
  saveNoticePrefs: put('/api/me/telegram', SIGNED),
  unlinkTelegram: del('/api/me/telegram', SIGNED),
  telegramBot: get('/api/telegram-bot', ADMIN),
  saveTelegramBot: put('/api/telegram-bot', { ...ADMIN, perMinute: 10 }),
  removeTelegramBot: del('/api/telegram-bot', ADMIN),
  // ---- WhatsApp Cloud API (issue 22): each account's own number in /me, reminders from Vencimentos; the webhook is Meta's ----
  whatsappConfig: get('/api/me/whatsapp', SIGNED),
  // Each save asks Meta to check the number and token: a few per minute.
  saveWhatsappConfig: put('/api/me/whatsapp', { ...SIGNED, perMinute: 10 }),
  removeWhatsappConfig: del('/api/me/whatsapp', SIGNED),
  whatsappReminders: post('/api/whatsapp/lembretes', { ...SIGNED, perMinute: 30 }),
  whatsappMessages: get('/api/whatsapp/mensagens', SIGNED),
  whatsappWebhookVerify: get('/api/whatsapp/webhook', { ...PUBLIC, perMinute: 30 }),
  // Meta posts every status of every message (sent, delivered, read) from a few addresses.
  whatsappWebhook: post('/api/whatsapp/webhook', { ...PUBLIC, perMinute: 1200 }),

  // ---- Automation (issue 29): each account's API tokens and webhooks in /me; in no token scope (shared/automation.ts) ----
  apiTokens: get('/api/me/api-tokens', SIGNED),
  createApiToken: post('/api/me/api-tokens', { ...SIGNED, perMinute: 10 }),
  revokeApiToken: del('/api/me/api-tokens/:id', SIGNED),
  // A sub-reseller's tokens, for the admin and the accounts above it (issue 42): never the secret.
  resellerApiTokens: get('/api/reg-users/:id/api-tokens', { who: 'manager' }),
  revokeResellerApiToken: del('/api/reg-users/api-tokens/:id', { who: 'manager' }),
  webhooks: get('/api/me/webhooks', SIGNED),
  createWebhook: post('/api/me/webhooks', { ...SIGNED, perMinute: 10 }),
  updateWebhook: put('/api/me/webhooks/:id', SIGNED),
  deleteWebhook: del('/api/me/webhooks/:id', SIGNED),
  webhookDeliveries: get('/api/me/webhooks/:id/deliveries', SIGNED),
  testWebhook: post('/api/me/webhooks/:id/test', { ...SIGNED, perMinute: 10 }),
  resendDelivery: post('/api/me/webhook-deliveries/:id/resend', { ...SIGNED, perMinute: 30 }),
  // ---- Teste automático (issue 29): each reseller's public page at /t/CODIGO, set in /me; the admin makes no tests ----
  trialPage: get('/api/me/teste-automatico', TRIAL_OWNER),
  saveTrialPage: put('/api/me/teste-automatico', TRIAL_OWNER),
  renewTrialPageCode: post('/api/me/teste-automatico/codigo', { ...TRIAL_OWNER, perMinute: 10 }),
  // The visitor's page: no session; limited per IP (each test also asks the bot check).
  publicTrialPage: get('/api/t/:code', { ...PUBLIC, perMinute: 60 }),
  requestTrial: post('/api/t/:code', { ...PUBLIC, perMinute: 10, actor: TRIAL_MSG.actor }),

  // ---- Line packages (admin) ----
  linePackages: get('/api/line-packages', ADMIN),
  createLinePackage: post('/api/line-packages', ADMIN),
  updateLinePackage: put('/api/line-packages/:id', ADMIN),
  deleteLinePackage: del('/api/line-packages/:id', ADMIN),

  // ---- Tickets ----
  createTicket: post('/api/ticket', {
    ...ONCE,
    ...TICKETS,
    when: { adminCategory: { field: 'category', is: ADMIN_CATEGORY, who: 'admin', refused: { who: TICKET_MSG.adminCategoryOnly } } },
  }),
  tickets: get('/api/ticket', TICKETS),
  portalTickets: get('/api/ticket-portal-office', ADMIN),
  ticket: get('/api/ticket/:id', TICKETS),
  // Only the admin changes a ticket's status.
  replyTicket: put('/api/ticket/:id', { ...TICKETS, when: { status: { field: 'atualizaStatus', who: 'admin' } } }),
  finishTicket: get('/api/finishTicket/:id', TICKETS),
  blockTicket: get('/api/ticket-block/:id', ADMIN),
  ticketBadges: get('/api/ticket-badges', TICKETS),
  ticketLineOptions: get('/api/get-users-resseler', TICKETS),
  exportTickets: post('/api/export-tickets', { ...ADMIN, perMinute: EXPORTS_PER_MINUTE }),

  // ---- Settings, links and announcements ----
  backgrounds: get('/api/get-backgrounds', ADMIN),
  uploadBackground: post('/api/upload-background', ADMIN),
  removeBackground: del('/api/remove-background/:id', ADMIN),
  addMigrationDns: post('/api/add-migration-dns', ADMIN),
  migrationDns: get('/api/migration-dns', ADMIN),
  deleteMigrationDns: del('/api/migration-dns/:id', ADMIN),
  rotateDns: get('/api/get-rotate-dns', ADMIN),
  saveRotateDns: post('/api/save-rotate-dns', ADMIN),
  deleteRotateDns: del('/api/delete-rotate-dns/:id', ADMIN),
  shortenLink: post('/api/encurtar-link', ADMIN),
  saveLinks: post('/api/save-links', { who: 'creator' }),
  links: get('/api/get-links', SIGNED),
  linksInfoIptv: get('/api/get-links-info-iptv', SIGNED),
  announcements: get('/api/anuncios', SIGNED),
  publishAnnouncement: post('/api/anuncios', { who: 'creator' }),
  deleteAnnouncement: del('/api/anuncios/:id', { who: 'creator' }),
  sendMessage: post('/api/send-message', ADMIN),
  myMessages: get('/api/my-messages', SIGNED),
  readMessage: post('/api/my-messages/:id/read', SIGNED),

  // ---- Backups ----
  backups: get('/api/view-backups', ADMIN),
  runBackup: post('/api/run-backup', ADMIN),
  downloadBackup: post('/api/download-backup', ADMIN),

  // ---- Recharge portal ----
  mpInfos: get('/api/get-mp-infos', RECHARGE),
  saveMpInfos: post('/api/save-mp-infos', { ...RECHARGE, who: 'reseller', stepUp: PORTAL_2FA }),
  mpCreditValue: get('/api/get-mp-credit-value', RECHARGE),
  saveMpCreditValue: post('/api/save-value-mp', { ...RECHARGE, who: 'reseller', stepUp: PORTAL_2FA }),
  portalCredits: get('/api/recargas/credits', RECHARGE),
  recharges: post('/api/recargas/listar', RECHARGE),
  portalTransfer: post('/api/recargas/criar', { ...ONCE, ...RECHARGE, who: 'reseller', refused: { who: RECHARGE_MSG.adminNoRecharge } }),
  portalReturn: post('/api/recargas/devolver', { ...ONCE, ...RECHARGE, who: 'reseller', refused: { who: RECHARGE_MSG.adminNoReturn } }),
  portalPayment: post('/api/recargas/pagamento', { ...PUBLIC, perMinute: 30 }),
  paymentWebhook: post('/api/recargas/webhook/:id', { ...PUBLIC, actor: RECHARGE_MSG.actor }),
  offlineCheckout: get('/api/recargas/offline/:preference', { ...PUBLIC, perMinute: 30 }),
  offlineCheckoutConfirm: post('/api/recargas/offline/:preference', { ...PUBLIC, perMinute: 30, actor: RECHARGE_MSG.actor }),

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

  // ---- Balancers, DNS lists, activators ----
  balancers: get('/api/balancers', { ...ADMIN, flag: 'iptv' }),
  createBalancer: post('/api/balancers', { ...ADMIN, flag: 'iptv' }),
  updateBalancer: put('/api/balancers/:id', { ...ADMIN, flag: 'iptv' }),
  deleteBalancer: del('/api/balancers/:id', { ...ADMIN, flag: 'iptv' }),
  dnsList: get('/api/dns', ADMIN),
  createDnsEntry: post('/api/dns', ADMIN),
  updateDnsEntry: put('/api/dns/:id', ADMIN),
  deleteDnsEntry: del('/api/dns/:id', ADMIN),
  activators: get('/api/dns-activators', DNS_ACTIVATORS),
  createActivator: post('/api/dns-activators', DNS_ACTIVATORS),
  updateActivator: put('/api/dns-activators/:id', DNS_ACTIVATORS),
  deleteActivator: del('/api/dns-activators/:id', DNS_ACTIVATORS),

  // ---- DNS purchase and management ----
  verifyDns: post('/api/verify-dns', { ...DNS_PREMIUM, perMinute: PROBES_PER_MINUTE }),
  createDns: post('/api/create-dns', { ...ONCE, ...DNS_PREMIUM, perMinute: PROBES_PER_MINUTE, stepUp: DNS_PAID_2FA }),
  // The spec writes it with a final slash: the server answers both (app.ts: ignoreTrailingSlash), the table one path.
  renewDns: post('/api/renew-dns', { ...ONCE, ...DNS_PREMIUM, stepUp: DNS_PAID_2FA }),
  enableAutorenew: get('/api/enable-autorenew-dns/:id', DNS_PREMIUM),
  disableAutorenew: get('/api/disable-autorenew-dns/:id', DNS_PREMIUM),
  shareDns: post('/api/share-dns', DNS_PREMIUM),
  ownDns: get('/api/list-dns', DNS_PREMIUM),
  removedDns: get('/api/list-dns-removed', DNS_PREMIUM),
  sharedDns: get('/api/list-dns-shared', DNS_PREMIUM),
  // Removing or re-activating one's own DNS asks the code; hiding one shared from above does not (the handler waives it).
  removeActiveDns: put('/api/remove-active-dns/:id', { ...DNS_PREMIUM, stepUp: DNS_2FA }),
  rotateOwnDns: get('/api/rotate-dns/:id', DNS_PREMIUM),
  configureDns: put('/api/configure-dns/:id', DNS_PREMIUM),
  dnsLogs: get('/api/list-logs-dns', DNS_PREMIUM),
  removeSharedDns: get('/api/remove-shared-dns/:dns', DNS_PREMIUM),
  collector: get('/api/dns-collector', ADMIN),
  addCollector: post('/api/dns-collector', ADMIN),
  deleteCollector: del('/api/dns-collector/:id', ADMIN),

  // ---- Answered to players and customers (outside /api) ----
  shortLink: get('/s/:code', PUBLIC),
  playerApi: get('/player_api.php', { ...PUBLIC, perMinute: 120 }),
  playlist: get('/get.php', { ...PUBLIC, perMinute: 60 }),
  liveStream: get('/live/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),
  movieStream: get('/movie/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),
  seriesStream: get('/series/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),

  // ---- The desktop app: its installers and update feeds, from DESKTOP_UPDATES_DIR (issue 33) ----
  desktopRelease: get('/api/desktop-release', PUBLIC),
  desktopFile: get('/desktop/*', PUBLIC),

  // ---- The API's own description (OpenAPI 3.1) and its page ----
  apiDocument: get('/api/openapi.json', PUBLIC),
  apiDocs: get('/api/docs', PUBLIC),
  apiDocsAsset: get('/api/docs/:file', PUBLIC),
} satisfies Record<string, Omit<Call, 'name'>>;

/** The table, each entry with its own name. */
export const CALLS = Object.fromEntries(Object.entries(TABLE).map(([name, entry]) => [name, { ...entry, name }])) as {
  [K in keyof typeof TABLE]: (typeof TABLE)[K] & { name: K };
};

export type CallName = keyof typeof CALLS;

/**
 * What a call answers (on success): the output of its answer schema (call-schemas.ts), e.g.
 * `AnswerOf<typeof CALLS.logs>`; `unknown` for what is not JSON and for a call only known as `Call`.
 */
export type AnswerOf<C extends Call> = C['name'] extends CallName ? AnswerType<CallSchemas[C['name']]['answer']> : unknown;
/** Every entry's answer by name: `Answers['logs']` is `LogResponse`. */
export type Answers = { [K in CallName]: AnswerOf<(typeof CALLS)[K]> };

/** The names of a path's parameters: '/live/:username/:password/:file' -> 'username' | 'password' | 'file' (any name for a path only known as a string). */
export type ParamNames<P extends string> = string extends P
  ? string
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? Name | ParamNames<Rest>
    : P extends `${string}:${infer Name}`
      ? Name
      : never;
/**
 * The parameters of a call's path: '/api/reg-users/:id' -> { id: string | number }; `never` for a path
 * without any; any names for a call only known as `Call` (its path is just a string).
 */
export type ParamsOf<C extends Pick<Call, 'path'>> = string extends C['path']
  ? Record<string, string | number>
  : [ParamNames<C['path']>] extends [never]
    ? never
    : { [K in ParamNames<C['path']>]: string | number };

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

const FLAG_OFF: Partial<Record<SettingsFlag, string>> = {
  iptv: MSG.lineKindDisabled,
  p2p: MSG.lineKindDisabled,
  n_p2p: MSG.lineKindDisabled,
  ticket: MSG.ticketsDisabled,
};

/** Every grant of a rule that some request may meet: the call's own, its actions' and its body grants. */
export const grantsOf = (rule: Rule): Grant[] => [rule, ...Object.values(rule.actions ?? {}), ...Object.values(rule.when ?? {})];

/** The grants a request with this body must meet: the call's own, its action's and the body grants it matches. */
function grantsFor(rule: Rule, body: unknown): Grant[] {
  const fields = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const action = Number(fields.action);
  const extra = rule.actions && Number.isInteger(action) ? rule.actions[action] : undefined;
  const asked = Object.values(rule.when ?? {}).filter((g) => fields[g.field] !== undefined && (g.is === undefined || Number(fields[g.field]) === g.is));
  return [rule, ...(extra ? [extra] : []), ...asked];
}

/**
 * Why the caller may not make this call with this body (only its action and the fields of `when` count;
 * the screens pass just those, e.g. `{ action: LINE_ACTION.migrateToP2p }`): the pt-BR refusal, or null
 * when it may.
 */
export function refusal(call: Call, caller: Caller, body?: unknown): string | null {
  for (const grant of grantsFor(call.rule, body)) {
    const part = unmetPart(grant, caller);
    if (part === 'flag') return FLAG_OFF[grant.flag!] ?? MSG.forbidden;
    if (part) return grant.refused?.[part] ?? MSG.forbidden;
  }
  return null;
}

/** Whether the caller may make this call: the screens show a menu item, button or column exactly then. */
export const allows = (call: Call, caller: Caller, body?: unknown): boolean => refusal(call, caller, body) === null;

/** The settings flags a call's rule reads (the server reads them with the caller's account). */
export const ruleFlags = (rule: Rule): SettingsFlag[] => grantsOf(rule).flatMap((g) => (g.flag ? [g.flag] : []));

/** `/api/x/:id` with { id: 5 } -> `/api/x/5`; a missing parameter is a programming error. */
export function pathOf(call: Pick<Call, 'path'>, params: Record<string, string | number> = {}): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro ${name} ausente em ${call.path}`);
    return encodeURIComponent(String(value));
  });
}

/** A path's pattern: an `:id` is a number, any other parameter one segment, a final `*` the rest of the path. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.]/g, '\\.')
      .replace(/\*$/, '.*')
      .replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '\\d+' : '[^/]+'))}$`,
  );
const patterns = Object.values(CALLS as Record<string, Call>).map((call) => ({ call, pattern: patternOf(call.path) }));

/** The entry a request (method and concrete path) is for, or undefined when the table has none. */
export const callFor = (method: string, path: string): Call | undefined => patterns.find((p) => p.call.method === method && p.pattern.test(path))?.call;

/** Every permission with its pt-BR label, as the menu names what it opens, and what it opens (the admin's 'Permissões' modal, /me). */
export const PERMISSION_INFO: Record<Permission, { label: string; opens: string }> = {
  export_all: { label: 'Exportar logs e extrato', opens: 'Botões de exportação em Logs e no Extrato Financeiro.' },
  recharge_portal: { label: 'Portal de Recargas', opens: 'Clientes pagam a renovação online; a revenda gerencia as recargas.' },
  dns_premium: { label: 'DNS Premium', opens: 'Comprar, renovar, compartilhar e remover DNS próprios.' },
  dns_activators: { label: 'Ativadores DNS', opens: 'Cadastrar os DNS dos seus ativadores.' },
  new_p2p: { label: 'Novo P2P', opens: 'Criar e listar usuários Novo P2P.' },
  todays_games: { label: 'Jogos de Hoje', opens: 'Montar os canais temporários dos jogos de hoje.' },
  migrate_new_p2p: { label: 'Migrar Novo P2P', opens: 'Migrar linhas IPTV para Novo P2P.' },
  manage_2fa: { label: 'Configurar 2FA', opens: 'Ativar a verificação em duas etapas na própria conta.' },
};
