// The database as Kysely sees it. Times are epoch milliseconds (UTC); credits are integer hundredths.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Profile } from '../../shared/domain';

export interface AccountsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  owner_id: number | null;
  profile: Profile;
  is_master: ColumnType<number, number | undefined, number>;
  id_franchise: number;
  /** JSON array of Permission. */
  permissions: ColumnType<string, string | undefined, string>;
  status: ColumnType<number, number | undefined, number>;
  block_admin: ColumnType<number, number | undefined, number>;
  block_reason: string | null;
  email: ColumnType<string, string | undefined, string>;
  email_contact: ColumnType<string, string | undefined, string>;
  twofa_secret_enc: string | null;
  /** The last TOTP time step used (a login or a step-up): a code is never accepted twice. */
  twofa_last_step: number | null;
  /** The request (idempotency key) that step was used for: a retry of that same request may use it again. */
  twofa_last_request: string | null;
  twofa_pending_enc: string | null;
  twofa_enabled: ColumnType<number, number | undefined, number>;
  /** The reseller's integration key, encrypted (made on first request). */
  external_key_enc: ColumnType<string | null, string | null | undefined, string | null>;
  /** Cached balance in hundredths; always equal to the ledger's sum (checked by tests). */
  credits: ColumnType<number, number | undefined, number>;
  last_topup_at: number | null;
  /** Tokens issued before this instant are refused (block, password change). */
  tokens_valid_after: ColumnType<number, number | undefined, number>;
  created_at: number;
}

export interface AccountClosureTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

/** SQLite only: the FTS5 trigram index of the searched columns of `accounts` (migration 0025). */
export interface AccountsSearchTable {
  rowid: number;
  username: string;
  email: string;
  email_contact: string;
}

/** Bumped by triggers on every write to an account's lines (migration 0014): the lists' cache key. */
export interface LineVersionsTable {
  account_id: number;
  version: number;
  /** Records of lines gone from the lists, at or below this version, may have been pruned (migration 0033). */
  pruned_version: Generated<number>;
}

/** Each line of an account under the version of its last write (migration 0024): what changed since a version. */
export interface LineChangesTable {
  account_id: number;
  line_id: number;
  version: number;
}

/** 'closure' (the tree's shape) and 'counters' (the resellers' line counters), bumped by triggers. */
export interface NetworkVersionsTable {
  name: 'closure' | 'counters';
  version: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  /** null: minted by the admin. */
  from_account_id: number | null;
  /** null: spent (lines, DNS). */
  to_account_id: number | null;
  amount_cents: number;
  sale_cents: ColumnType<number, number | undefined, number>;
  reason: ColumnType<string, string | undefined, string>;
  kind: string;
  request_id: string | null;
  /** sha256 of the call that made the row (see idempotencyKey): the same key with another body is refused. */
  request_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The line a purchase or extension paid for. */
  line_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The login of the side whose account was deleted (its id then null): written by the deletion (0036). */
  from_deleted_name: ColumnType<string | null, never, string | null>;
  to_deleted_name: ColumnType<string | null, never, string | null>;
  actor_id: number;
  created_at: number;
}

/** A request id claimed by a call that creates without spending, with its call's hash and first answer (0037). */
export interface RequestClaimsTable {
  request_id: string;
  request_hash: string;
  /** JSON: what the first run answered (or what its answer is read again from). */
  answer: string;
  created_at: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface TokenDenylistTable {
  jti: string;
  expires_at: number;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  ip: string;
  username: string;
  success: number;
  host: string;
  created_at: number;
}

export interface TwofaFailuresTable {
  id: Generated<number>;
  account_id: number;
  created_at: number;
}

export interface LoginThrottleTable {
  username: string;
  /** No attempt on this account before this instant (ms). */
  not_before: number;
}

export interface BlockedIpsTable {
  ip: string;
  until: number;
  reason: string;
  created_at: number;
}

export interface UsedChallengesTable {
  signature: string;
  expires_at: number;
  /** Set while the login that claimed it waits for its 2FA code: that user may claim it once more. */
  held_for: string | null;
}

export interface ActivityLogTable {
  id: Generated<number>;
  /** The reseller the row belongs to (its logs screen). */
  account_id: number;
  actor_id: number | null;
  type: string;
  /** Sanitised HTML. */
  action: string;
  target: ColumnType<string, string | undefined, string>;
  ip: ColumnType<string, string | undefined, string>;
  created_at: number;
}

export interface AccessLogTable {
  id: Generated<number>;
  account_id: number;
  ip: string;
  created_at: number;
}

/** Per-reseller counters for the dashboard, updated in the same transaction as the change. */
export interface ResellerCountersTable {
  account_id: number;
  iptv_actives: ColumnType<number, number | undefined, number>;
  p2p_actives: ColumnType<number, number | undefined, number>;
  iptv_expired: ColumnType<number, number | undefined, number>;
  p2p_expired: ColumnType<number, number | undefined, number>;
  tests_iptv: ColumnType<number, number | undefined, number>;
  tests_p2p: ColumnType<number, number | undefined, number>;
  created_users: ColumnType<number, number | undefined, number>;
}

export interface LinesTable {
  id: Generated<number>;
  kind: 'iptv' | 'p2p' | 'new_p2p';
  account_id: number;
  username: string;
  password: string;
  whatsapp: ColumnType<string, string | undefined, string>;
  note: ColumnType<string, string | undefined, string>;
  package_id: number | null;
  /** JSON array of bouquet ids (IPTV custom package). */
  bouquets: ColumnType<string, string | undefined, string>;
  status: number;
  exp_at: number;
  trust_used: ColumnType<number, number | undefined, number>;
  /** The device MAC activated on the line (Ativar Prime / Lazer Play). */
  mac: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'official' or 'test' when created here, 'migrated' or 'migrator' when moved in. */
  origin: string;
  created_at: number;
  /** The provider's own id of the line (null with the built-in provider). */
  provider_ref: ColumnType<string | null, string | null | undefined, string | null>;
  /** The activation code of the new P2P app the line was generated from (create-new-user-p2p-code). */
  device_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last successful player_api login: the built-in provider's online status. */
  last_seen_at: ColumnType<number | null, number | null | undefined, number | null>;
  last_seen_ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: an active line past its expiry, counted in its reseller's expired counter (core/line-counters.ts). */
  expired_counted: ColumnType<number, number | undefined, number>;
  /** When the last expiry reminder was sent from 'Vencimentos' (0019_line_reminders). */
  reminded_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1: a test the reseller's 'Teste automático' page gave (0027_trial_pages), tagged 'via página' in its lists. */
  via_page: ColumnType<number, number | undefined, number>;
}

export interface LinePackagesTable {
  id: Generated<number>;
  kind: string;
  name: string;
}

export interface LineAttemptsTable {
  id: Generated<number>;
  ip: string;
  username: ColumnType<string, string | undefined, string>;
  password: ColumnType<string, string | undefined, string>;
  host: ColumnType<string, string | undefined, string>;
  created_at: number;
}

export interface ShortLinksTable {
  code: string;
  url: string;
  created_at: number;
}

export interface TicketsTable {
  id: Generated<number>;
  /** 1 panel, 2 portal. */
  system: number;
  /** Who opened it (id_res). */
  account_id: number;
  status: ColumnType<number, number | undefined, number>;
  category: number;
  technology: number | null;
  resolution: ColumnType<string, string | undefined, string>;
  title: string;
  /** Plain text; sanitised HTML for the 'Administração' category. */
  content: string;
  /** JSON arrays: channel names and ids. */
  channels: ColumnType<string, string | undefined, string>;
  channel_ids: ColumnType<string, string | undefined, string>;
  /** The customer line it is about. */
  line_id: number | null;
  line_username: ColumnType<string, string | undefined, string>;
  franchise: number;
  blocked: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

export interface TicketMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  account_id: number;
  body: string;
  created_at: number;
}

export interface TicketReadsTable {
  ticket_id: number;
  account_id: number;
  read_at: number;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  /** Who published it: the admin's reach everyone, a master's its own subtree. */
  account_id: number;
  /** 1 'Mural de Informações', 2 'Últimas Atualizações', 3 the portal's wall. */
  type: number;
  title: string;
  /** Sanitised HTML. */
  body: string;
  created_at: number;
  updated_at: number;
}

export interface MessagesTable {
  id: Generated<number>;
  from_account_id: number;
  to_account_id: number;
  /** Sanitised HTML. */
  body: string;
  created_at: number;
  /** null until the recipient dismisses it on the dashboard. */
  read_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface BackgroundsTable {
  id: Generated<number>;
  franchise: number;
  /** File name in DATA_DIR/backgrounds. */
  file: string;
  mime: string;
  size: ColumnType<number, number | undefined, number>;
  account_id: number | null;
  created_at: number;
}

export interface MigrationDnsTable {
  id: Generated<number>;
  url: string;
  limit_days: number;
  created_at: number;
}

export interface RotationDnsTable {
  id: Generated<number>;
  dns: string;
  franchise: number;
  account_id: number | null;
  current: ColumnType<number, number | undefined, number>;
  /** The rotation order (spec: 'order'). */
  position: number;
  created_at: number;
}

export interface PortalAccountsTable {
  account_id: number;
  mp_public_key_enc: string | null;
  mp_access_token_enc: string | null;
  /** R$ per credit, in cents. */
  credit_value_cents: ColumnType<number, number | undefined, number>;
  /** Portal balance in hundredths; every change has its ledger row. */
  credits: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<number, number | undefined, number>;
}

export interface PortalRechargesTable {
  id: Generated<number>;
  account_id: number;
  username: string;
  /** Hundredths of a credit. */
  credits: number;
  amount_cents: number;
  /** pending, approved, rejected, cancelled... (Mercado Pago's payment status). */
  status: ColumnType<string, string | undefined, string>;
  preference_id: ColumnType<string, string | undefined, string>;
  payment_id: string | null;
  approved_at: number | null;
  created_at: number;
  updated_at: number;
  /** The customer's line this recharge renews when approved (0010_recharge). */
  line_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The payment preference's external_reference: random, or the id for rows older than 0017_recharge_reference. */
  reference: string;
  /** The payer's limit key (an IPv6 payer's /64), for the cap on pending checkouts (0022_checkout_limits). */
  payer_ip: ColumnType<string | null, string | null | undefined, string | null>;
}

export type CatalogueKind = 'live' | 'movie' | 'series';

export interface CatalogueCategoriesTable {
  id: Generated<number>;
  kind: CatalogueKind;
  name: string;
  position: number;
}

export interface CatalogueItemsTable {
  id: Generated<number>;
  kind: CatalogueKind;
  category_id: number;
  name: string;
  /** The name without accents, in lower case (the movie search). */
  search_name: string;
  logo: ColumnType<string, string | undefined, string>;
  epg_id: ColumnType<string, string | undefined, string>;
  /** Where the stream really is (a live channel or a movie); empty for a series. */
  source: ColumnType<string, string | undefined, string>;
  ext: ColumnType<string, string | undefined, string>;
  added_at: number;
}

export interface CatalogueEpisodesTable {
  id: Generated<number>;
  series_id: number;
  season: number;
  episode: number;
  title: string;
  source: string;
  ext: ColumnType<string, string | undefined, string>;
  added_at: number;
}

export interface TempChannelsTable {
  id: Generated<number>;
  stream_id: number;
  origim_name: string;
  name: string;
  account_id: number;
  created_at: number;
}

export interface SmartAppUsersTable {
  id: Generated<number>;
  account_id: number;
  line_id: number;
  mac: string;
  id_device: string;
  app: ColumnType<number, number | undefined, number>;
  created_at: number;
}

/** A Telegram chat linked to an account (issue 22), with the notices it wants. */
export interface TelegramLinksTable {
  account_id: number;
  chat_id: string;
  tg_username: string | null;
  /** JSON of NoticePrefs ('' = the defaults). */
  prefs: ColumnType<string, string | undefined, string>;
  /** In hundredths, like the balance. */
  low_credits: ColumnType<number, number | undefined, number>;
  /** 1 once 'Créditos abaixo do nível' went out, until the balance is back above the level. */
  low_notified: ColumnType<number, number | undefined, number>;
  linked_at: number;
}

export interface TelegramLinkCodesTable {
  code_hash: string;
  account_id: number;
  expires_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  account_id: number;
  chat_id: string;
  kind: string;
  text: string;
  dedupe_key: string | null;
  status: ColumnType<'pending' | 'sent' | 'failed', 'pending' | undefined, 'pending' | 'sent' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<number, number | undefined, number>;
  claimed_until: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** An account's own WhatsApp Cloud API number (issue 22). */
export interface WhatsappAccountsTable {
  account_id: number;
  phone_number_id: string;
  /** The access token, encrypted with SECRET_KEY. */
  token_enc: string;
  template_name: string;
  template_language: ColumnType<string, string | undefined, string>;
  /** Days before the expiry of the automatic reminder; 0: off. */
  auto_days: ColumnType<number, number | undefined, number>;
  display_phone_number: ColumnType<string, string | undefined, string>;
  portal_url: ColumnType<string, string | undefined, string>;
  verified_at: number;
}

/** A reseller's 'Teste automático' page (0027_trial_pages). */
export interface TrialPagesTable {
  account_id: number;
  code: string;
  enabled: ColumnType<number, number | undefined, number>;
  kind: 'iptv' | 'p2p' | 'new_p2p';
  package_id: number | null;
  test_hours: number;
  days: number;
  daily_cap: number;
  whatsapp: ColumnType<string, string | undefined, string>;
  created_at: number;
  updated_at: number;
  last_test_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Each test a page gave: what its limits count. */
export interface TrialRequestsTable {
  id: Generated<number>;
  account_id: number;
  line_id: number | null;
  name: string;
  whatsapp: string;
  /** The connection's limit key (an IPv4 address, an IPv6 /64: core/client-address.ts). */
  ip: string;
  /** The random id the visitor's browser keeps for the page (0035_trial_device); null before it. */
  device: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
}

export type WhatsappMessageStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

/** The columns of a send queue (migrations/helpers.ts `withQueueColumns`, core/outbox.ts). */
interface QueueColumns<Status extends string> {
  status: ColumnType<Status, 'pending' | undefined, Status>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<number, number | undefined, number>;
  claimed_until: ColumnType<number, number | undefined, number>;
  dedupe_key: string;
  created_at: number;
  sent_at: ColumnType<number | null, number | null | undefined, number | null>;
  status_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface WhatsappMessagesTable extends QueueColumns<WhatsappMessageStatus> {
  id: Generated<number>;
  account_id: number;
  line_id: number | null;
  kind: 'manual' | 'auto';
  /** The customer's number, digits with the country code. */
  to: string;
  /** JSON array of the template body's parameters ({{1}}, {{2}}, {{3}}). */
  params: string;
  wamid: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An account's API token (issue 29): the secret only as its SHA-256. */
export interface ApiTokensTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  /** The start of the secret, shown in the list to tell tokens apart ('pr_live_ab12cd'). */
  prefix: string;
  secret_hash: string;
  /** JSON array of scope ids (shared/automation/texts.ts). */
  scopes: string;
  /** JSON array of addresses the token may be used from; '' or '[]': any. */
  allowed_ips: ColumnType<string, string | undefined, string>;
  per_minute: ColumnType<number, number | undefined, number>;
  expires_at: number | null;
  created_at: number;
  last_used_at: ColumnType<number | null, number | null | undefined, number | null>;
  last_used_ip: ColumnType<string, string | undefined, string>;
  revoked_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export type WebhookEndpointStatus = 'active' | 'paused';

export interface WebhookEndpointsTable {
  id: Generated<number>;
  account_id: number;
  url: string;
  /** The signing secret, encrypted with SECRET_KEY. */
  secret_enc: string;
  /** JSON array of event types (shared/automation/texts.ts). */
  events: string;
  status: ColumnType<WebhookEndpointStatus, WebhookEndpointStatus | undefined, WebhookEndpointStatus>;
  /** Since when every delivery has failed; null while the endpoint answers. */
  failing_since: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: number;
}

export interface WebhookDeliveriesTable extends QueueColumns<'pending' | 'sent' | 'failed'> {
  id: Generated<number>;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  /** The JSON body sent, exactly as signed. */
  payload: string;
  response_status: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One change of an item (issue 30, core/audit.ts). */
export interface AuditLogTable {
  id: Generated<number>;
  /** The account whose subtree the item is in (the line's reseller, the reseller itself, the admin for its own settings). */
  owner_id: number;
  actor_id: number | null;
  actor_name: ColumnType<string, string | undefined, string>;
  ip: ColumnType<string, string | undefined, string>;
  via: ColumnType<string, string | undefined, string>;
  kind: string;
  item_id: string;
  item_label: ColumnType<string, string | undefined, string>;
  action: string;
  /** JSON array of AuditChange (shared/audit/schemas.ts), secrets as 'alterada'. */
  changes: string;
  created_at: number;
}

/** A deleted line in 'Lixeira' (issue 30): its whole row, kept for the admin's period. */
export interface LineTrashTable {
  line_id: number;
  account_id: number;
  kind: string;
  username: string;
  /** The line's row as JSON, as it was when deleted. */
  row: string;
  deleted_at: number;
  deleted_by: ColumnType<string, string | undefined, string>;
}

/** A deleted reseller, network or tree waiting in the trash (0031_account_trash). */
export interface AccountTrashTable {
  id: Generated<number>;
  /** 'conta' (delete), 'rede' (deleteNetwork), 'arvore' (deleteTree). */
  kind: string;
  /** The reseller the deletion was asked on (for a network, the reseller that stays). */
  top_id: number;
  username: string;
  /** Who received the refunds: the owner, or the reseller itself for a network. */
  heir_id: number;
  accounts: number;
  lines: number;
  refunded_cents: number;
  /** JSON: `[{ account_id, username, cents }]`, what each account gave back to the heir. */
  refunds: string;
  /** JSON: `{ table: row[] }`, every row that went with the accounts. */
  rows: string;
  /** JSON: `[{ table, column, value, ids }]`, the references the deletion set to null. */
  nulled: string;
  deleted_at: number;
  deleted_by: ColumnType<string, string | undefined, string>;
}

/** The logins ('conta') and line usernames (their kind) kept by an entry of `account_trash`. */
export interface AccountTrashNamesTable {
  trash_id: number;
  kind: string;
  username: string;
}

/** One login's session, by its access token's jti (0028_sessions). */
export interface SessionsTable {
  id: Generated<number>;
  jti: string;
  account_id: number;
  device: string;
  ip: string;
  created_at: number;
  last_used_at: number;
  expires_at: number;
  ended_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A 2FA recovery code: its SHA-256, spent once (0028_sessions). */
export interface TwofaRecoveryCodesTable {
  id: Generated<number>;
  account_id: number;
  code_hash: string;
  created_at: number;
  used_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One paid period of a line (0032_analytics): its end and, once renewed, when. */
export interface LineTermsTable {
  id: Generated<number>;
  line_id: number;
  account_id: number;
  ends_at: number;
  /** What renewing it is worth: the credits the period was sold for (one when not known). */
  credits_cents: number;
  renewed_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1: its end passed and it was counted as due in its month. */
  due_counted: ColumnType<number, number | undefined, number>;
}

/** A test line made, and when it became a paying customer (0032_analytics). */
export interface TestLinesTable {
  line_id: number;
  account_id: number;
  username: string;
  whatsapp: string;
  created_at: number;
  converted_at: ColumnType<number | null, number | null | undefined, number | null>;
}

type Summed = ColumnType<number, number | undefined, number>;

/** 'Análises' per account and São Paulo month, over the account's whole subtree (0032_analytics). */
export interface AnalyticsMonthsTable {
  account_id: number;
  month: string;
  due: Summed;
  on_time: Summed;
  late: Summed;
  tests: Summed;
  converted: Summed;
  sales_cents: Summed;
}

/**
 * Per account over its subtree and São Paulo day: the paid periods ending that day (0032_analytics) and
 * the credits sold that day (0038_sales_by_day).
 */
export interface AnalyticsDaysTable {
  account_id: number;
  day: string;
  lines: Summed;
  credits_cents: Summed;
  sales_cents: Summed;
}

/** What a write adds to one account's month or day, until `foldDeltas` adds it to the sums (0039_analytics_deltas). */
export type AnalyticsMonthDeltasTable = AnalyticsMonthsTable & { id: Generated<number> };
export type AnalyticsDayDeltasTable = AnalyticsDaysTable & { id: Generated<number> };

export interface Database {
  accounts: AccountsTable;
  account_closure: AccountClosureTable;
  accounts_search: AccountsSearchTable;
  ledger_entries: LedgerEntriesTable;
  request_claims: RequestClaimsTable;
  line_versions: LineVersionsTable;
  line_changes: LineChangesTable;
  network_versions: NetworkVersionsTable;
  settings: SettingsTable;
  token_denylist: TokenDenylistTable;
  login_attempts: LoginAttemptsTable;
  login_throttle: LoginThrottleTable;
  twofa_failures: TwofaFailuresTable;
  blocked_ips: BlockedIpsTable;
  used_challenges: UsedChallengesTable;
  activity_log: ActivityLogTable;
  access_log: AccessLogTable;
  reseller_counters: ResellerCountersTable;
  lines: LinesTable;
  line_packages: LinePackagesTable;
  short_links: ShortLinksTable;
  line_attempts: LineAttemptsTable;
  tickets: TicketsTable;
  ticket_messages: TicketMessagesTable;
  ticket_reads: TicketReadsTable;
  announcements: AnnouncementsTable;
  messages: MessagesTable;
  backgrounds: BackgroundsTable;
  migration_dns: MigrationDnsTable;
  rotation_dns: RotationDnsTable;
  portal_accounts: PortalAccountsTable;
  portal_recharges: PortalRechargesTable;
  catalogue_categories: CatalogueCategoriesTable;
  catalogue_items: CatalogueItemsTable;
  catalogue_episodes: CatalogueEpisodesTable;
  temp_channels: TempChannelsTable;
  smart_app_users: SmartAppUsersTable;
  telegram_links: TelegramLinksTable;
  telegram_link_codes: TelegramLinkCodesTable;
  outbox: OutboxTable;
  whatsapp_accounts: WhatsappAccountsTable;
  whatsapp_messages: WhatsappMessagesTable;
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  audit_log: AuditLogTable;
  line_trash: LineTrashTable;
  account_trash: AccountTrashTable;
  account_trash_names: AccountTrashNamesTable;
  trial_pages: TrialPagesTable;
  trial_requests: TrialRequestsTable;
  sessions: SessionsTable;
  twofa_recovery_codes: TwofaRecoveryCodesTable;
  line_terms: LineTermsTable;
  test_lines: TestLinesTable;
  analytics_months: AnalyticsMonthsTable;
  analytics_days: AnalyticsDaysTable;
  analytics_month_deltas: AnalyticsMonthDeltasTable;
  analytics_day_deltas: AnalyticsDayDeltasTable;
}

export type Account = Selectable<AccountsTable>;
