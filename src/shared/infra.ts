// The contract of the network infrastructure screens (issue 10): balancers (/balancer), the admin's DNS
// list (/dns), DNS activators (/dns-activator), DNS purchase and management (/dns-settings), the DNS
// collector (/dns-collector) and duplicate panels (/view-duplicates) — request schemas, answers and
// their pt-BR texts (spec sections 2, 3, 5, 7, 8 and 9).
import { z } from 'zod';
import { numeral } from './numeral';
import { INFRA_MSG, NAMED_HOST_MAX, SHARE_WHOLE_TREE } from './infra-base';

// The texts, limits and helpers, without zod (the renderer reads them there): see infra-base.ts.
export * from './infra-base';

const text = (max: number) => z.string().trim().max(max);
const pageQuery = {
  page: numeral(z.number().int().positive().max(1_000_000)).default(1),
  per_page: numeral(z.number().int().positive().max(100)).default(10),
  search: text(100).optional(),
};

export type { Paged } from './network';

// ---- Balancers ----
export const listQuery = z.object(pageQuery);
export const balancerBody = z.object({ name: text(NAMED_HOST_MAX.name).optional(), ip: text(NAMED_HOST_MAX.host).optional() });
export interface Balancer {
  id: number;
  name: string;
  ip: string;
}

// ---- DNS (/dns) and activators ----
export const dnsBody = z.object({ name: text(NAMED_HOST_MAX.name).optional(), dns: text(NAMED_HOST_MAX.host).optional() });
export interface DnsEntry {
  id: number;
  name: string;
  dns: string;
}
export const activatorBody = z.object({ dns: text(260).optional(), ativador: text(100).optional() });
export interface DnsActivator {
  id: number;
  ativador: string;
  dns: string;
}

// ---- DNS purchase and management (/dns-settings) ----
const code2fa = z.string().trim().max(10).optional();
export const verifyDnsBody = z.object({ domains: z.array(z.string().trim().toLowerCase().max(80)).min(1).max(10) });
export interface AvailableDns {
  domain: string;
  /** Credits for the first year. */
  credits: number;
  /** Credits for each renewal year. */
  credits_renew: number;
  /** The longest term offered, in years. */
  duration: number;
}
export interface VerifyDnsResponse {
  code: number;
  invalid: boolean;
  available: AvailableDns[];
  unavailable: string[];
}
export const createDnsBody = z.object({
  domain: z.string().trim().toLowerCase().max(253).optional(),
  manual: z.boolean().optional(),
  credits: z.number().finite().nonnegative().optional(),
  credits_renew: z.number().finite().nonnegative().optional(),
  /** The chosen term in years. */
  duration: numeral(z.number().int().positive().max(10)).optional(),
  code_2fa: code2fa,
});
export const renewDnsBody = z.object({ domain: z.string().trim().toLowerCase().max(253), code_2fa: code2fa });
export const codeBody = z.object({ code_2fa: code2fa });
export const shareDnsBody = z.object({ id: numeral(z.number().int().positive()), size: numeral(z.number().int().min(0).max(SHARE_WHOLE_TREE)) });
export type CreateDnsBody = z.output<typeof createDnsBody>;
export type RenewDnsBody = z.output<typeof renewDnsBody>;
export type ShareDnsBody = z.output<typeof shareDnsBody>;

export interface DnsItem {
  id: number;
  dns: string;
  is_rotation: 0 | 1;
  is_shared: 0 | 1;
  due_date_formatted: string;
  order: number;
  /** Configured at the registrar and proxy (false: processing). */
  status: boolean;
  buy_value: number;
  renew_value: number;
  auto_renew: 0 | 1;
  /** The owner when the DNS was shared with the caller by someone above; 0 for the caller's own. */
  id_res: number;
  manual: 0 | 1;
}
export interface SharedDns {
  id: number;
  dns: string;
  owner: string;
  due_date_formatted: string;
  is_active_shared: 0 | 1;
}
export interface RemovedDns {
  id: number;
  dns: string;
  due_date_formatted: string;
}
export interface DnsLog {
  id: number;
  id_user: string;
  description: string;
  date: string;
  ip: string;
}

// ---- DNS collector ----
export const collectorItemBody = z.object({ host: text(260), franquia: text(60).optional().default(''), onde: text(100).optional().default('') });
export const collectorBody = z.array(collectorItemBody).min(1, INFRA_MSG.collectorEmpty).max(100);
export interface CollectorItem {
  id: number;
  host: string;
  franchise: string;
  local: string;
  status: string;
  /** When it was found blocked (DD/MM/YYYY HH:mm:ss), or '' when active. */
  date_verification: string;
}
