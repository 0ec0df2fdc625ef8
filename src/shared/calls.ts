// Every call the server answers, declared once: its name, method, path, rule (spec section 6) and the
// type of its answer (`AnswerOf`, `Answers`); the zod schemas of its query and body are in
// call-schemas.ts under the same name, so that the renderer, which reads this table in its first load,
// does not load zod and every schema (issue 21). The server registers its routes from these entries and
// parses each request with the entry's schemas (server/route.ts), so no path is written twice, and checks
// the rule before the handler runs (server/auth/guard.ts); the API document (/api/openapi.json) is made
// from the same entries; the renderer builds its requests from them and shows a menu item, button or
// column exactly when its call would be allowed (`allows`); the desktop's main process forwards only
// calls that match an entry. Subtree scoping (an id outside the caller's branch is 404) stays in the
// handlers: it depends on the id, not on the caller.
import type { ExcelExport, HttpMethod } from './platform';
import { MSG } from './messages';
import { RECHARGE_MSG } from './ops-base';
import { INFRA_MSG } from './infra-base';
import { ADMIN_CATEGORY, TICKET_MSG } from './tickets-base';
import { LINE_ACTION, type ListChanges } from './lines-base';
import { RESELLER_ACTION } from './network-base';
import type { Permission, Profile, SettingsFlag, SettingsFlags } from './domain';
import type {
  BrandingResponse,
  DashboardResponse,
  Enable2faResponse,
  LoginInfo,
  LoginResponse,
  MessageResponse,
  MyIpResponse,
  ProfileResponse,
  TelegramResponse,
  UsersBonusResponse,
  Verify2faResponse,
} from './api';
import type { AvailableMovies, BlacklistAttempt, BlacklistEntry, ChannelOption, SmartLineOption, SmartUser, TempChannel } from './catalogue';
import type { AnnouncementsResponse, Background, ExemptDns, LinksInfo, PanelMessage, RotationDnsResponse } from './communication';
import type { Balancer, CollectorItem, DnsActivator, DnsEntry, DnsItem, DnsLog, RemovedDns, SharedDns, VerifyDnsResponse } from './infra';
import type { IptvLine, LineActionAnswer, LineAnswer, LinePackage, P2pLine, PackageOption, VerifiedMigration } from './lines';
import type {
  AccessLog,
  DeleteResult,
  DuplicatePanel,
  ExtractResponse,
  ExtractRow,
  LogResponse,
  LogRow,
  MovementLog,
  Paged,
  ReportsResponse,
  Reseller,
  Tracking,
  TreeTotals,
} from './network';
import type { MpInfosResponse, PortalCredits, RechargeList, RunBackupResponse, ViewBackupsResponse } from './ops';
import type { TicketBadges, TicketDetail, TicketLineOption, TicketList } from './tickets';
import type { ExpiriesAnswer } from './expiries';
import type { TelegramBotAnswer, TelegramCodeAnswer, TelegramLinkAnswer } from './telegram-base';
import type { WhatsappConfigAnswer, WhatsappMessagesAnswer, WhatsappRemindersAnswer } from './whatsapp-base';
import type { DesktopRelease } from './desktop';
import type { AuditAnswer } from './audit-base';
import type { ResellerTrashAnswer, TrashAnswer } from './trash-base';
import type { AnalyticsAnswer, TreeNode } from './analytics-base';
import type { ApiTokenItem, ApiTokensAnswer, WebhookDeliveryItem, WebhookEndpointItem, WebhooksAnswer } from './automation-base';
import { TRIAL_MSG, type PublicTrialPage, type TrialAnswer, type TrialPageAnswer } from './trial-page-base';
import { SESSION_MSG, type RecoveryCodesAnswer, type RecoveryCodesStatus, type SessionsAnswer } from './sessions-base';

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
  /** The type of the answer, for the compiler only: always undefined at run time (see `answer`). */
  answer?: unknown;
}

/** An entry of the table: its path as a literal type (for `ParamsOf`) and the type of its answer (for `AnswerOf`). */
type Entry<M extends HttpMethod, P extends string, A, R extends Rule> = { method: M; path: P; rule: R; answer: A };

/** The marker of an entry's answer type: `answer: answer<LogResponse>()` is undefined at run time. */
const answer = <T>() => undefined as unknown as T;

// The rule keeps its own type, so that the server knows which entries ask a 2FA step-up (server/route.ts).
const def = <M extends HttpMethod, P extends string, A, R extends Rule>(method: M, path: P, rule: R) => ({ method, path, rule }) as Entry<M, P, A, R>;
// An entry without an `answer` answers `unknown` (a stream, a file, a page or a redirect).
type Answered<A> = { answer?: A };
const get = <P extends string, R extends Rule, A = unknown>(path: P, rule: R, _answer: Answered<A> = {}) => def<'GET', P, A, R>('GET', path, rule);
const post = <P extends string, R extends Rule, A = unknown>(path: P, rule: R, _answer: Answered<A> = {}) => def<'POST', P, A, R>('POST', path, rule);
const put = <P extends string, R extends Rule, A = unknown>(path: P, rule: R, _answer: Answered<A> = {}) => def<'PUT', P, A, R>('PUT', path, rule);
const del = <P extends string, R extends Rule, A = unknown>(path: P, rule: R, _answer: Answered<A> = {}) => def<'DELETE', P, A, R>('DELETE', path, rule);

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
  healthLive: get('/api/health/live', PUBLIC, { answer: answer<{ status: 'ok' }>() }),
  healthReady: get('/api/health/ready', PUBLIC, { answer: answer<{ status: 'ok'; database: 'sqlite' | 'postgres' }>() }),

  // ---- Auth and general ----
  myIp: get('/api/my-ip', PUBLIC, { answer: answer<MyIpResponse>() }),
  loginInfo: get('/api/login-info', PUBLIC, { answer: answer<LoginInfo>() }),
  botcheckChallenge: get('/api/botcheck/challenge', PUBLIC),
  login: post('/api/login', { ...PUBLIC, perMinute: 30 }, { answer: answer<LoginResponse>() }),
  logout: post('/api/logout', SIGNED, { answer: answer<MessageResponse>() }),
  events: get('/api/events', SIGNED),
  profile: get('/api/get-profile', SIGNED, { answer: answer<ProfileResponse>() }),
  changePassword: post('/api/change-password-reseller', SIGNED, { answer: answer<MessageResponse>() }),
  verify2fa: post('/api/verify2fa', SIGNED, { answer: answer<Verify2faResponse>() }),
  enable2fa: post('/api/enable2fa', MANAGE_2FA, { answer: answer<Enable2faResponse>() }),
  confirm2fa: post('/api/confirmConfig2fa', MANAGE_2FA, { answer: answer<MessageResponse & { has2fa: boolean } & RecoveryCodesAnswer>() }),
  reseller2faQr: get('/api/reseller/:id/2fa/qrcode', ADMIN, { answer: answer<{ qr_code_url: string }>() }),
  // ---- Sessions and devices, 2FA recovery codes (issue 30): /me, and the admin's row actions; in no token scope ----
  sessions: get('/api/me/sessions', SIGNED, { answer: answer<SessionsAnswer>() }),
  endSession: del('/api/me/sessions/:id', SIGNED, { answer: answer<MessageResponse>() }),
  endOtherSessions: post('/api/me/sessions/encerrar-outras', SIGNED, { answer: answer<MessageResponse & { ended: number }>() }),
  recoveryCodes: get('/api/me/2fa/codigos-recuperacao', SIGNED, { answer: answer<RecoveryCodesStatus>() }),
  renewRecoveryCodes: post(
    '/api/me/2fa/codigos-recuperacao',
    { ...SIGNED, perMinute: 10, stepUp: RECOVERY_2FA },
    { answer: answer<MessageResponse & RecoveryCodesAnswer>() },
  ),
  endResellerSessions: post('/api/reg-users/:id/encerrar-sessoes', ADMIN, { answer: answer<MessageResponse & { ended: number; tokens: number }>() }),
  resetReseller2fa: del('/api/reseller/:id/2fa', ADMIN, { answer: answer<MessageResponse>() }),
  settings: get('/api/settings', SIGNED, { answer: answer<SettingsFlags>() }),
  settingsAction: post('/api/settings', { ...ADMIN, ...ONCE }, { answer: answer<MessageResponse & { settings?: SettingsFlags }>() }),
  telegram: get('/api/get-telegram', SIGNED, { answer: answer<TelegramResponse>() }),
  saveTelegram: post('/api/save-telegram', { who: 'creator' }, { answer: answer<MessageResponse>() }),
  branding: get('/api/branding', PUBLIC, { answer: answer<BrandingResponse>() }),
  logo: get('/api/get-logo', PUBLIC, { answer: answer<{ logo: string }>() }),
  background: get('/api/get-background', PUBLIC, { answer: answer<{ background: string }>() }),
  backgroundImage: get('/api/background-image/:id', PUBLIC),
  dashboard: get('/api/dash-reseller', SIGNED, { answer: answer<DashboardResponse>() }),
  usersBonus: get('/api/totalUsersBonus', SIGNED, { answer: answer<UsersBonusResponse>() }),

  // ---- Resellers ----
  createReseller: post(
    '/api/reg-users',
    { who: 'creator', refused: { who: MSG.resellerCreateNotAllowed } },
    { answer: answer<MessageResponse & { id: number; username: string }>() },
  ),
  resellers: get('/api/reg-users', { who: 'manager' }, { answer: answer<Paged<Reseller>>() }),
  // Deleting (with the clients, the network, the tree) and blocking a network are the admin's; the direct block is for the others.
  resellerAction: put(
    '/api/reg-users/:id',
    {
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
    },
    { answer: answer<MessageResponse & Partial<DeleteResult>>() },
  ),
  resellerPermissions: get('/api/reg-users/:id/permissions', ADMIN, { answer: answer<{ permissions: Permission[] }>() }),
  setResellerPermissions: put('/api/reg-users/:id/permissions', ADMIN, { answer: answer<MessageResponse & { permissions: Permission[] }>() }),
  adminBlockReseller: put('/api/block-adm-reseller/:id', ADMIN, { answer: answer<MessageResponse>() }),
  exportResellers: post('/api/export-reseller', { who: 'manager', perMinute: EXPORTS_PER_MINUTE }, { answer: answer<Reseller[]>() }),
  exportMovements: post('/api/export-logs', { who: 'manager', perMinute: EXPORTS_PER_MINUTE }, { answer: answer<MovementLog[]>() }),
  resellerMovements: get('/api/logs-reseller/:id', { who: 'manager' }, { answer: answer<MovementLog[]>() }),
  resellerAccessLogs: get('/api/access-logs-reseller/:id', { who: 'manager' }, { answer: answer<AccessLog[]>() }),
  findReseller: post('/api/find-user', ADMIN, { answer: answer<Reseller>() }),
  treeTotals: get('/api/get-total-tree/:id', ADMIN, { answer: answer<TreeTotals>() }),
  tracking: get('/api/get-rastreio/:id', ADMIN, { answer: answer<Tracking>() }),
  duplicates: get('/api/verify-duplicate', ADMIN, { answer: answer<DuplicatePanel[]>() }),
  treeDuplicates: post('/api/get-tree-duplicates', ADMIN, { answer: answer<{ username: string; chain: Tracking['chain'] }[]>() }),
  externalKey: get('/api/get-external-key/:id', ADMIN, { answer: answer<{ key: string }>() }),

  // ---- Logs, reports, statement ----
  logs: get('/api/log', SIGNED, { answer: answer<LogResponse>() }),
  exportLogsAll: post('/api/export-logs-all', { who: 'signed', permission: 'export_all', perMinute: EXPORTS_PER_MINUTE }, { answer: answer<LogRow[]>() }),
  extract: get('/api/extract', { who: 'reseller' }, { answer: answer<ExtractResponse>() }),
  exportExtract: post(
    '/api/export-extract-financial',
    { who: 'reseller', permission: 'export_all', perMinute: EXPORTS_PER_MINUTE },
    { answer: answer<ExtractRow[]>() },
  ),
  // Heavy aggregates: a window refetches them after each movement, an account has no need of more.
  // 'Alterações' (issue 30): the changes of the caller's subtree, before and after; how long they are kept is the admin's.
  audit: get('/api/alteracoes', SIGNED, { answer: answer<AuditAnswer>() }),
  auditRetention: put('/api/alteracoes/prazo', ADMIN, { answer: answer<MessageResponse>() }),
  // 'Lixeira' (issue 30): the deleted lines of the caller's subtree; how long they wait is the admin's.
  trash: get('/api/lixeira', SIGNED, { answer: answer<TrashAnswer>() }),
  restoreLine: post('/api/lixeira/:id/restaurar', SIGNED, { answer: answer<MessageResponse>() }),
  eraseLine: del('/api/lixeira/:id', SIGNED, { answer: answer<MessageResponse>() }),
  trashRetention: put('/api/lixeira/prazo', ADMIN, { answer: answer<MessageResponse>() }),
  // The deleted resellers, networks and trees whose heir is in the caller's subtree; restoring and erasing them is the admin's, as deleting is.
  resellerTrash: get('/api/lixeira/revendas', SIGNED, { answer: answer<ResellerTrashAnswer>() }),
  restoreReseller: post('/api/lixeira/revendas/:id/restaurar', ADMIN, { answer: answer<MessageResponse>() }),
  eraseReseller: del('/api/lixeira/revendas/:id', ADMIN, { answer: answer<MessageResponse>() }),
  reports: get('/api/get-reports', { ...SIGNED, perMinute: PROBES_PER_MINUTE }, { answer: answer<ReportsResponse>() }),
  // 'Análises' (issue 31): renewal, tests that became customers, what comes in ahead and the tree, over the caller's subtree.
  analytics: get('/api/analises', SIGNED, { answer: answer<AnalyticsAnswer>() }),
  analyticsTree: get('/api/analises/arvore/:id', SIGNED, { answer: answer<TreeNode[]>() }),

  // ---- IPTV ----
  createIptv: post('/api/users-iptv', { ...ONCE, ...IPTV, when: { test: TEST_LINE } }, { answer: answer<LineAnswer>() }),
  iptvLines: get('/api/users-iptv', IPTV, { answer: answer<IptvLine[]>() }),
  iptvLineChanges: get('/api/users-iptv/changes', IPTV, { answer: answer<ListChanges<IptvLine>>() }),
  iptvAction: put(
    '/api/users-iptv/:id',
    { ...ONCE, ...IPTV, actions: { [LINE_ACTION.migrateToP2p]: TO_P2P, [LINE_ACTION.migrateToNewP2p]: TO_NEW_P2P } },
    { answer: answer<LineActionAnswer>() },
  ),
  exportIptv: post('/api/export-users-iptv', { ...IPTV, perMinute: EXPORTS_PER_MINUTE }, { answer: answer<IptvLine[]>() }),
  recreateIptv: put('/api/recreate-line/:id', IPTV, { answer: answer<MessageResponse>() }),
  cleanTrials: post('/api/clean-trials', IPTV, { answer: answer<{ message?: string }>() }),
  iptvPackages: post('/api/get-iptv-packages', SIGNED, { answer: answer<PackageOption[]>() }),
  activatePrime: post('/api/activate-prime', IPTV, { answer: answer<MessageResponse>() }),
  activateLazer: post('/api/activate-lazer', IPTV, { answer: answer<MessageResponse>() }),
  verifyIptvMigrate: post('/api/verify-iptv-migrate', { ...IPTV, perMinute: PROBES_PER_MINUTE }, { answer: answer<VerifiedMigration>() }),
  iptvMigrator: post('/api/iptv-migrator', { ...IPTV, ...ONCE }, { answer: answer<LineAnswer>() }),

  // ---- P2P ----
  createP2p: post('/api/users-p2p', { ...ONCE, ...P2P, when: { test: TEST_LINE } }, { answer: answer<LineAnswer>() }),
  p2pLines: get('/api/users-p2p', P2P, { answer: answer<P2pLine[]>() }),
  p2pLineChanges: get('/api/users-p2p/changes', P2P, { answer: answer<ListChanges<P2pLine>>() }),
  p2pAction: put('/api/users-p2p/:id', { ...ONCE, ...P2P, actions: { [LINE_ACTION.migrateToIptv]: TO_IPTV } }, { answer: answer<LineActionAnswer>() }),
  exportP2p: post('/api/export-users-p2p', { ...P2P, perMinute: EXPORTS_PER_MINUTE }, { answer: answer<P2pLine[]>() }),
  recreateP2p: put('/api/recreate-line-p2p/:id', P2P, { answer: answer<MessageResponse>() }),
  syncP2p: put('/api/sinc-line-p2p/:id', P2P, { answer: answer<MessageResponse>() }),
  p2pMigrator: post('/api/p2p-migrator', { ...P2P, ...ONCE }, { answer: answer<LineAnswer>() }),

  // ---- New P2P ----
  createNewP2p: post('/api/new-users-p2p', { ...ONCE, ...NEW_P2P, when: { test: TEST_LINE } }, { answer: answer<LineAnswer>() }),
  newP2pLines: get('/api/new-users-p2p', NEW_P2P, { answer: answer<P2pLine[]>() }),
  newP2pLineChanges: get('/api/new-users-p2p/changes', NEW_P2P, { answer: answer<ListChanges<P2pLine>>() }),
  newP2pAction: put(
    '/api/new-users-p2p/:id',
    { ...ONCE, ...NEW_P2P, actions: { [LINE_ACTION.migrateToIptv]: TO_IPTV } },
    { answer: answer<LineActionAnswer>() },
  ),
  exportNewP2p: post('/api/export-new-users-p2p', { ...NEW_P2P, perMinute: EXPORTS_PER_MINUTE }, { answer: answer<P2pLine[]>() }),
  recreateNewP2p: put('/api/recreate-line-new-p2p/:id', NEW_P2P, { answer: answer<MessageResponse>() }),
  syncNewP2p: put('/api/sinc-line-new-p2p/:id', NEW_P2P, { answer: answer<MessageResponse>() }),
  // The P2P plans: P2P creation, migration to P2P and new P2P all offer them.
  newP2pPackages: get('/api/get-new-p2p-packages', SIGNED, { answer: answer<PackageOption[]>() }),
  // Always a test line: not the admin's.
  newP2pFromCode: post(
    '/api/create-new-user-p2p-code',
    { ...ONCE, ...NEW_P2P, who: 'reseller', refused: TEST_LINE.refused, perMinute: PROBES_PER_MINUTE },
    { answer: answer<LineAnswer>() },
  ),

  // ---- Vencimentos: every kind the caller may renew (the handler reads which) ----
  expiries: get('/api/vencimentos', SIGNED, { answer: answer<ExpiriesAnswer>() }),
  expiryReminders: post('/api/vencimentos/lembrete', SIGNED, { answer: answer<MessageResponse & { saved: number }>() }),
  // ---- Telegram notices (issue 22): each account's link in /me, the admin's bot in /settings ----
  telegramLink: get('/api/me/telegram', SIGNED, { answer: answer<TelegramLinkAnswer>() }),
  telegramLinkCode: post('/api/me/telegram/code', { ...SIGNED, perMinute: 10 }, { answer: answer<TelegramCodeAnswer>() }),
  saveNoticePrefs: put('/api/me/telegram', SIGNED, { answer: answer<MessageResponse>() }),
  unlinkTelegram: del('/api/me/telegram', SIGNED, { answer: answer<MessageResponse>() }),
  telegramBot: get('/api/telegram-bot', ADMIN, { answer: answer<TelegramBotAnswer>() }),
  saveTelegramBot: put('/api/telegram-bot', { ...ADMIN, perMinute: 10 }, { answer: answer<MessageResponse & { username: string }>() }),
  removeTelegramBot: del('/api/telegram-bot', ADMIN, { answer: answer<MessageResponse>() }),
  // ---- WhatsApp Cloud API (issue 22): each account's own number in /me, reminders from Vencimentos; the webhook is Meta's ----
  whatsappConfig: get('/api/me/whatsapp', SIGNED, { answer: answer<WhatsappConfigAnswer>() }),
  // Each save asks Meta to check the number and token: a few per minute.
  saveWhatsappConfig: put('/api/me/whatsapp', { ...SIGNED, perMinute: 10 }, { answer: answer<MessageResponse & { display_phone_number: string }>() }),
  removeWhatsappConfig: del('/api/me/whatsapp', SIGNED, { answer: answer<MessageResponse>() }),
  whatsappReminders: post('/api/whatsapp/lembretes', { ...SIGNED, perMinute: 30 }, { answer: answer<WhatsappRemindersAnswer>() }),
  whatsappMessages: get('/api/whatsapp/mensagens', SIGNED, { answer: answer<WhatsappMessagesAnswer>() }),
  whatsappWebhookVerify: get('/api/whatsapp/webhook', { ...PUBLIC, perMinute: 30 }),
  // Meta posts every status of every message (sent, delivered, read) from a few addresses.
  whatsappWebhook: post('/api/whatsapp/webhook', { ...PUBLIC, perMinute: 1200 }, { answer: answer<{ received: number }>() }),

  // ---- Automation (issue 29): each account's API tokens and webhooks in /me; in no token scope (shared/automation.ts) ----
  apiTokens: get('/api/me/api-tokens', SIGNED, { answer: answer<ApiTokensAnswer>() }),
  createApiToken: post('/api/me/api-tokens', { ...SIGNED, perMinute: 10 }, { answer: answer<MessageResponse & { token: ApiTokenItem; secret: string }>() }),
  revokeApiToken: del('/api/me/api-tokens/:id', SIGNED, { answer: answer<MessageResponse>() }),
  // A sub-reseller's tokens, for the admin and the accounts above it (issue 42): never the secret.
  resellerApiTokens: get('/api/reg-users/:id/api-tokens', { who: 'manager' }, { answer: answer<{ tokens: ApiTokenItem[] }>() }),
  revokeResellerApiToken: del('/api/reg-users/api-tokens/:id', { who: 'manager' }, { answer: answer<MessageResponse>() }),
  webhooks: get('/api/me/webhooks', SIGNED, { answer: answer<WebhooksAnswer>() }),
  createWebhook: post(
    '/api/me/webhooks',
    { ...SIGNED, perMinute: 10 },
    { answer: answer<MessageResponse & { endpoint: WebhookEndpointItem; secret: string }>() },
  ),
  updateWebhook: put('/api/me/webhooks/:id', SIGNED, { answer: answer<MessageResponse>() }),
  deleteWebhook: del('/api/me/webhooks/:id', SIGNED, { answer: answer<MessageResponse>() }),
  webhookDeliveries: get('/api/me/webhooks/:id/deliveries', SIGNED, { answer: answer<WebhookDeliveryItem[]>() }),
  testWebhook: post('/api/me/webhooks/:id/test', { ...SIGNED, perMinute: 10 }, { answer: answer<MessageResponse>() }),
  resendDelivery: post('/api/me/webhook-deliveries/:id/resend', { ...SIGNED, perMinute: 30 }, { answer: answer<MessageResponse>() }),
  // ---- Teste automático (issue 29): each reseller's public page at /t/CODIGO, set in /me; the admin makes no tests ----
  trialPage: get('/api/me/teste-automatico', TRIAL_OWNER, { answer: answer<TrialPageAnswer>() }),
  saveTrialPage: put('/api/me/teste-automatico', TRIAL_OWNER, { answer: answer<MessageResponse & TrialPageAnswer>() }),
  renewTrialPageCode: post('/api/me/teste-automatico/codigo', { ...TRIAL_OWNER, perMinute: 10 }, { answer: answer<MessageResponse & TrialPageAnswer>() }),
  // The visitor's page: no session; limited per IP (each test also asks the bot check).
  publicTrialPage: get('/api/t/:code', { ...PUBLIC, perMinute: 60 }, { answer: answer<PublicTrialPage>() }),
  requestTrial: post('/api/t/:code', { ...PUBLIC, perMinute: 10, actor: TRIAL_MSG.actor }, { answer: answer<TrialAnswer>() }),

  // ---- Line packages (admin) ----
  linePackages: get('/api/line-packages', ADMIN, { answer: answer<LinePackage[]>() }),
  createLinePackage: post('/api/line-packages', ADMIN, { answer: answer<MessageResponse>() }),
  updateLinePackage: put('/api/line-packages/:id', ADMIN, { answer: answer<MessageResponse>() }),
  deleteLinePackage: del('/api/line-packages/:id', ADMIN, { answer: answer<MessageResponse>() }),

  // ---- Tickets ----
  createTicket: post(
    '/api/ticket',
    { ...ONCE, ...TICKETS, when: { adminCategory: { field: 'category', is: ADMIN_CATEGORY, who: 'admin', refused: { who: TICKET_MSG.adminCategoryOnly } } } },
    { answer: answer<MessageResponse & { id: number }>() },
  ),
  tickets: get('/api/ticket', TICKETS, { answer: answer<TicketList>() }),
  portalTickets: get('/api/ticket-portal-office', ADMIN, { answer: answer<TicketList>() }),
  ticket: get('/api/ticket/:id', TICKETS, { answer: answer<TicketDetail>() }),
  // Only the admin changes a ticket's status.
  replyTicket: put(
    '/api/ticket/:id',
    { ...TICKETS, when: { status: { field: 'atualizaStatus', who: 'admin' } } },
    { answer: answer<MessageResponse & { status: number }>() },
  ),
  finishTicket: get('/api/finishTicket/:id', TICKETS, { answer: answer<MessageResponse & { status: number }>() }),
  blockTicket: get('/api/ticket-block/:id', ADMIN, { answer: answer<MessageResponse>() }),
  ticketBadges: get('/api/ticket-badges', TICKETS, { answer: answer<TicketBadges>() }),
  ticketLineOptions: get('/api/get-users-resseler', TICKETS, { answer: answer<{ users: TicketLineOption[] }>() }),
  exportTickets: post('/api/export-tickets', { ...ADMIN, perMinute: EXPORTS_PER_MINUTE }, { answer: answer<ExcelExport>() }),

  // ---- Settings, links and announcements ----
  backgrounds: get('/api/get-backgrounds', ADMIN, { answer: answer<{ data: Background[] }>() }),
  uploadBackground: post('/api/upload-background', ADMIN, { answer: answer<MessageResponse>() }),
  removeBackground: del('/api/remove-background/:id', ADMIN, { answer: answer<MessageResponse>() }),
  addMigrationDns: post('/api/add-migration-dns', ADMIN, { answer: answer<MessageResponse>() }),
  migrationDns: get('/api/migration-dns', ADMIN, { answer: answer<{ data: ExemptDns[] }>() }),
  deleteMigrationDns: del('/api/migration-dns/:id', ADMIN, { answer: answer<MessageResponse>() }),
  rotateDns: get('/api/get-rotate-dns', ADMIN, { answer: answer<RotationDnsResponse>() }),
  saveRotateDns: post('/api/save-rotate-dns', ADMIN, { answer: answer<MessageResponse>() }),
  deleteRotateDns: del('/api/delete-rotate-dns/:id', ADMIN, { answer: answer<MessageResponse>() }),
  shortenLink: post('/api/encurtar-link', ADMIN, { answer: answer<MessageResponse & { link: string }>() }),
  saveLinks: post('/api/save-links', { who: 'creator' }, { answer: answer<MessageResponse>() }),
  links: get('/api/get-links', SIGNED, { answer: answer<{ links: string }>() }),
  linksInfoIptv: get('/api/get-links-info-iptv', SIGNED, { answer: answer<LinksInfo>() }),
  announcements: get('/api/anuncios', SIGNED, { answer: answer<AnnouncementsResponse>() }),
  publishAnnouncement: post('/api/anuncios', { who: 'creator' }, { answer: answer<MessageResponse>() }),
  deleteAnnouncement: del('/api/anuncios/:id', { who: 'creator' }, { answer: answer<MessageResponse>() }),
  sendMessage: post('/api/send-message', ADMIN, { answer: answer<MessageResponse & { recipients: number }>() }),
  myMessages: get('/api/my-messages', SIGNED, { answer: answer<{ data: PanelMessage[] }>() }),
  readMessage: post('/api/my-messages/:id/read', SIGNED, { answer: answer<MessageResponse>() }),

  // ---- Backups ----
  backups: get('/api/view-backups', ADMIN, { answer: answer<ViewBackupsResponse>() }),
  runBackup: post('/api/run-backup', ADMIN, { answer: answer<RunBackupResponse>() }),
  downloadBackup: post('/api/download-backup', ADMIN),

  // ---- Recharge portal ----
  mpInfos: get('/api/get-mp-infos', RECHARGE, { answer: answer<MpInfosResponse>() }),
  saveMpInfos: post('/api/save-mp-infos', { ...RECHARGE, who: 'reseller', stepUp: PORTAL_2FA }, { answer: answer<MessageResponse>() }),
  mpCreditValue: get('/api/get-mp-credit-value', RECHARGE, { answer: answer<{ creditPortal: number }>() }),
  saveMpCreditValue: post('/api/save-value-mp', { ...RECHARGE, who: 'reseller', stepUp: PORTAL_2FA }, { answer: answer<MessageResponse>() }),
  portalCredits: get('/api/recargas/credits', RECHARGE, { answer: answer<PortalCredits>() }),
  recharges: post('/api/recargas/listar', RECHARGE, { answer: answer<RechargeList>() }),
  portalTransfer: post(
    '/api/recargas/criar',
    { ...ONCE, ...RECHARGE, who: 'reseller', refused: { who: RECHARGE_MSG.adminNoRecharge } },
    { answer: answer<MessageResponse & PortalCredits>() },
  ),
  portalReturn: post(
    '/api/recargas/devolver',
    { ...ONCE, ...RECHARGE, who: 'reseller', refused: { who: RECHARGE_MSG.adminNoReturn } },
    { answer: answer<MessageResponse & PortalCredits>() },
  ),
  portalPayment: post('/api/recargas/pagamento', { ...PUBLIC, perMinute: 30 }, { answer: answer<{ id: number; preference_id: string; init_point: string }>() }),
  paymentWebhook: post('/api/recargas/webhook/:id', { ...PUBLIC, actor: RECHARGE_MSG.actor }),
  offlineCheckout: get('/api/recargas/offline/:preference', { ...PUBLIC, perMinute: 30 }),
  offlineCheckoutConfirm: post('/api/recargas/offline/:preference', { ...PUBLIC, perMinute: 30, actor: RECHARGE_MSG.actor }),

  // ---- Catalogue, today's games, smart app, blocked IPs ----
  availableMovies: get('/api/get-available-movies', SIGNED, { answer: answer<AvailableMovies>() }),
  syncCatalogue: post('/api/sync-catalogue', ADMIN, { answer: answer<MessageResponse & { live: number; movies: number; series: number }>() }),
  uploadCatalogue: post('/api/upload-catalogue', ADMIN, {
    answer: answer<MessageResponse & { live: number; movies: number; series: number; episodes: number }>(),
  }),
  channels: get('/api/xcode-channels', TODAYS_GAMES, { answer: answer<ChannelOption[]>() }),
  tempChannels: get('/api/xcode-channels-list', TODAYS_GAMES, { answer: answer<TempChannel[]>() }),
  insertChannel: post('/api/xcode-insert-channel', TODAYS_GAMES, { answer: answer<MessageResponse>() }),
  removeChannel: del('/api/xcode-remove-channel', TODAYS_GAMES, { answer: answer<MessageResponse>() }),
  removeAllChannels: get('/api/xcode-remove-all-channels', TODAYS_GAMES, { answer: answer<MessageResponse>() }),
  channelsJob: get('/api/job-temp-cn', TODAYS_GAMES, { answer: answer<MessageResponse>() }),
  smartAppLines: get('/api/users-smart-app/iptv', IPTV, { answer: answer<SmartLineOption[]>() }),
  smartAppUsers: get('/api/users-smart-app', IPTV, { answer: answer<SmartUser[]>() }),
  addSmartAppUser: post('/api/users-smart-app', IPTV, { answer: answer<MessageResponse>() }),
  deleteSmartAppUser: del('/api/users-smart-app/:id', IPTV, { answer: answer<MessageResponse>() }),
  resetSmartAppUser: post('/api/users-smart-app/reset', IPTV, { answer: answer<MessageResponse>() }),
  blacklist: get('/api/list-all-block', { ...ADMIN, flag: 'iptv' }, { answer: answer<BlacklistEntry[]>() }),
  blacklistAttempts: post('/api/list-all-block-registries', { ...ADMIN, flag: 'iptv' }, { answer: answer<BlacklistAttempt[]>() }),
  unblockIp: post('/api/delete-blacklist', { ...ADMIN, flag: 'iptv' }, { answer: answer<MessageResponse>() }),

  // ---- Balancers, DNS lists, activators ----
  balancers: get('/api/balancers', { ...ADMIN, flag: 'iptv' }, { answer: answer<Paged<Balancer>>() }),
  createBalancer: post('/api/balancers', { ...ADMIN, flag: 'iptv' }, { answer: answer<MessageResponse>() }),
  updateBalancer: put('/api/balancers/:id', { ...ADMIN, flag: 'iptv' }, { answer: answer<MessageResponse>() }),
  deleteBalancer: del('/api/balancers/:id', { ...ADMIN, flag: 'iptv' }, { answer: answer<MessageResponse>() }),
  dnsList: get('/api/dns', ADMIN, { answer: answer<Paged<DnsEntry>>() }),
  createDnsEntry: post('/api/dns', ADMIN, { answer: answer<MessageResponse>() }),
  updateDnsEntry: put('/api/dns/:id', ADMIN, { answer: answer<MessageResponse>() }),
  deleteDnsEntry: del('/api/dns/:id', ADMIN, { answer: answer<MessageResponse>() }),
  activators: get('/api/dns-activators', DNS_ACTIVATORS, { answer: answer<{ data: DnsActivator[] }>() }),
  createActivator: post('/api/dns-activators', DNS_ACTIVATORS, { answer: answer<MessageResponse>() }),
  updateActivator: put('/api/dns-activators/:id', DNS_ACTIVATORS, { answer: answer<MessageResponse>() }),
  deleteActivator: del('/api/dns-activators/:id', DNS_ACTIVATORS, { answer: answer<MessageResponse>() }),

  // ---- DNS purchase and management ----
  verifyDns: post('/api/verify-dns', { ...DNS_PREMIUM, perMinute: PROBES_PER_MINUTE }, { answer: answer<VerifyDnsResponse>() }),
  createDns: post('/api/create-dns', { ...ONCE, ...DNS_PREMIUM, perMinute: PROBES_PER_MINUTE, stepUp: DNS_PAID_2FA }, { answer: answer<MessageResponse>() }),
  renewDns: post('/api/renew-dns', { ...ONCE, ...DNS_PREMIUM, stepUp: DNS_PAID_2FA }, { answer: answer<MessageResponse>() }),
  renewDnsSlash: post('/api/renew-dns/', { ...ONCE, ...DNS_PREMIUM, stepUp: DNS_PAID_2FA }, { answer: answer<MessageResponse>() }),
  enableAutorenew: get('/api/enable-autorenew-dns/:id', DNS_PREMIUM, { answer: answer<MessageResponse>() }),
  disableAutorenew: get('/api/disable-autorenew-dns/:id', DNS_PREMIUM, { answer: answer<MessageResponse>() }),
  shareDns: post('/api/share-dns', DNS_PREMIUM, { answer: answer<MessageResponse>() }),
  ownDns: get('/api/list-dns', DNS_PREMIUM, { answer: answer<{ data: DnsItem[] }>() }),
  removedDns: get('/api/list-dns-removed', DNS_PREMIUM, { answer: answer<{ data: RemovedDns[] }>() }),
  sharedDns: get('/api/list-dns-shared', DNS_PREMIUM, { answer: answer<{ data: SharedDns[] }>() }),
  // Removing or re-activating one's own DNS asks the code; hiding one shared from above does not (the handler waives it).
  removeActiveDns: put('/api/remove-active-dns/:id', { ...DNS_PREMIUM, stepUp: DNS_2FA }, { answer: answer<MessageResponse>() }),
  rotateOwnDns: get('/api/rotate-dns/:id', DNS_PREMIUM, { answer: answer<MessageResponse>() }),
  configureDns: put('/api/configure-dns/:id', DNS_PREMIUM, { answer: answer<MessageResponse>() }),
  dnsLogs: get('/api/list-logs-dns', DNS_PREMIUM, { answer: answer<{ data: DnsLog[] }>() }),
  removeSharedDns: get('/api/remove-shared-dns/:dns', DNS_PREMIUM, { answer: answer<MessageResponse>() }),
  collector: get('/api/dns-collector', ADMIN, { answer: answer<{ data: CollectorItem[] }>() }),
  addCollector: post('/api/dns-collector', ADMIN, { answer: answer<MessageResponse>() }),
  deleteCollector: del('/api/dns-collector/:id', ADMIN, { answer: answer<MessageResponse>() }),

  // ---- Answered to players and customers (outside /api) ----
  shortLink: get('/s/:code', PUBLIC),
  playerApi: get('/player_api.php', { ...PUBLIC, perMinute: 120 }),
  playlist: get('/get.php', { ...PUBLIC, perMinute: 60 }),
  liveStream: get('/live/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),
  movieStream: get('/movie/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),
  seriesStream: get('/series/:username/:password/:file', { ...PUBLIC, perMinute: 300 }),

  // ---- The desktop app: its installers and update feeds, from DESKTOP_UPDATES_DIR (issue 33) ----
  desktopRelease: get('/api/desktop-release', PUBLIC, { answer: answer<DesktopRelease>() }),
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

/** What a call answers (on success): `AnswerOf<typeof CALLS.logs>` is `LogResponse`; `unknown` for an entry that says nothing. */
export type AnswerOf<C extends Call> = C extends { answer: infer A } ? A : unknown;
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

/** A path's pattern: an `:id` is a number, any other parameter one segment. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '\\d+' : '[^/]+'))}$`);
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
