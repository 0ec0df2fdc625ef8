// The database as Kysely sees it. Times are epoch milliseconds (UTC); credits are integer hundredths.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
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
  /** The line a purchase or extension paid for. */
  line_id: ColumnType<number | null, number | null | undefined, number | null>;
  actor_id: number;
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

export interface BlockedIpsTable {
  ip: string;
  until: number;
  reason: string;
  created_at: number;
}

export interface UsedChallengesTable {
  signature: string;
  expires_at: number;
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

export interface Database {
  accounts: AccountsTable;
  account_closure: AccountClosureTable;
  ledger_entries: LedgerEntriesTable;
  settings: SettingsTable;
  token_denylist: TokenDenylistTable;
  login_attempts: LoginAttemptsTable;
  blocked_ips: BlockedIpsTable;
  used_challenges: UsedChallengesTable;
  activity_log: ActivityLogTable;
  access_log: AccessLogTable;
  reseller_counters: ResellerCountersTable;
  lines: LinesTable;
  line_packages: LinePackagesTable;
  short_links: ShortLinksTable;
  line_attempts: LineAttemptsTable;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
