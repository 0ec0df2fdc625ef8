// The tables of migration 0013_dns, added to the one Database type by module augmentation (so that
// this module's tables do not touch the shared schema file).
import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface BalancersTable {
  id: Generated<number>;
  name: string;
  ip: string;
  created_at: number;
}
export interface DnsEntriesTable {
  id: Generated<number>;
  name: string;
  dns: string;
  created_at: number;
}
export interface DnsActivatorsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  dns: string;
  updated_at: number;
}
export interface DnsDomainsTable {
  id: Generated<number>;
  account_id: number;
  domain: string;
  /** The order in the owner's list (spec: 'Ordem'). */
  position: number;
  /** Levels below the owner that see it: 0 not shared, 99 the whole tree. */
  share_depth: Defaulted<number>;
  /** null: manual DNS (the reseller's own, no due date here). */
  due_at: number | null;
  /** 1 configured at the registrar and proxy; 0 processing. */
  status: Defaulted<number>;
  buy_cents: Defaulted<number>;
  renew_cents: Defaulted<number>;
  auto_renew: Defaulted<number>;
  removed: Defaulted<number>;
  manual: Defaulted<number>;
  /** The due date for which an automatic renewal was refused (logged once per period). */
  renew_refused_due: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: number;
}
export interface DnsSharedOffTable {
  account_id: number;
  domain_id: number;
}
export interface DnsCurrentTable {
  account_id: number;
  domain_id: number;
}
export interface DnsLogsTable {
  id: Generated<number>;
  account_id: number;
  actor_id: number;
  description: string;
  ip: string;
  created_at: number;
}
export interface RegistrarBuiltinTable {
  domain: string;
  expires_at: number;
  target: string;
  created_at: number;
}
export interface DnsCollectorTable {
  id: Generated<number>;
  host: string;
  franchise: string;
  local: string;
  status: Defaulted<string>;
  blocked_at: number | null;
  checked_at: number | null;
  created_at: number;
}

declare module './schema' {
  interface Database {
    balancers: BalancersTable;
    dns_entries: DnsEntriesTable;
    dns_activators: DnsActivatorsTable;
    dns_domains: DnsDomainsTable;
    dns_shared_off: DnsSharedOffTable;
    dns_current: DnsCurrentTable;
    dns_logs: DnsLogsTable;
    registrar_builtin: RegistrarBuiltinTable;
    dns_collector: DnsCollectorTable;
  }
}
