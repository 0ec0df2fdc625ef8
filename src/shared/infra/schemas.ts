// The contract of the network infrastructure screens (issue 10): balancers (/balancer), the admin's DNS
// list (/dns), DNS activators (/dns-activator), DNS purchase and management (/dns-settings), the DNS
// collector (/dns-collector) and duplicate panels (/view-duplicates) — request schemas and answers
// (spec sections 2, 3, 5, 7, 8 and 9); their pt-BR texts are in texts.ts.
import { z } from 'zod';
import { numeral } from '../numeral';
import { messageAnswer, paged } from '../answers';
import { INFRA_MSG, NAMED_HOST_MAX, SHARE_WHOLE_TREE } from './texts';

const text = (max: number) => z.string().trim().max(max);
const pageQuery = {
  page: numeral(z.number().int().positive().max(1_000_000)).default(1),
  per_page: numeral(z.number().int().positive().max(100)).default(10),
  search: text(100).optional(),
};

const id = z.number().int();
const flag = z.literal([0, 1]);

// ---- Balancers ----
export const listQuery = z.object(pageQuery);
export const balancerBody = z.object({ name: text(NAMED_HOST_MAX.name).optional(), ip: text(NAMED_HOST_MAX.host).optional() });
export const balancerAnswer = z.object({ id, name: z.string(), ip: z.string() });
export type Balancer = z.infer<typeof balancerAnswer>;
export const balancersAnswer = paged(balancerAnswer);
/** POST /api/balancers: the message and the balancer made. */
export const createdBalancerAnswer = messageAnswer.extend({ data: balancerAnswer });

// ---- DNS (/dns) and activators ----
export const dnsBody = z.object({ name: text(NAMED_HOST_MAX.name).optional(), dns: text(NAMED_HOST_MAX.host).optional() });
export const dnsEntryAnswer = z.object({ id, name: z.string(), dns: z.string() });
export type DnsEntry = z.infer<typeof dnsEntryAnswer>;
export const dnsListAnswer = paged(dnsEntryAnswer);
/** POST /api/dns: the message and the DNS made. */
export const createdDnsEntryAnswer = messageAnswer.extend({ data: dnsEntryAnswer });
export const activatorBody = z.object({ dns: text(260).optional(), ativador: text(100).optional() });
export const dnsActivatorAnswer = z.object({ id, ativador: z.string(), dns: z.string() });
export type DnsActivator = z.infer<typeof dnsActivatorAnswer>;
export const activatorsAnswer = z.object({ data: z.array(dnsActivatorAnswer) });

// ---- DNS purchase and management (/dns-settings) ----
const code2fa = z.string().trim().max(10).optional();
export const verifyDnsBody = z.object({ domains: z.array(z.string().trim().toLowerCase().max(80)).min(1).max(10) });
export const availableDnsAnswer = z.object({
  domain: z.string(),
  /** Credits for the first year. */
  credits: z.number(),
  /** Credits for each renewal year. */
  credits_renew: z.number(),
  /** The longest term offered, in years. */
  duration: z.number().int(),
});
export type AvailableDns = z.infer<typeof availableDnsAnswer>;
export const verifyDnsAnswer = z.object({
  /** VERIFY_OK_CODE when the check ran (spec section 5). */
  code: z.number().int(),
  /** Some domain asked is not one the search offers. */
  invalid: z.boolean(),
  available: z.array(availableDnsAnswer),
  unavailable: z.array(z.string()),
});
export type VerifyDnsResponse = z.infer<typeof verifyDnsAnswer>;
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

export const dnsItemAnswer = z.object({
  id,
  dns: z.string(),
  is_rotation: flag,
  is_shared: flag,
  due_date_formatted: z.string(),
  order: z.number().int(),
  /** Configured at the registrar and proxy (false: processing). */
  status: z.boolean(),
  buy_value: z.number(),
  renew_value: z.number(),
  auto_renew: flag,
  /** The owner when the DNS was shared with the caller by someone above; 0 for the caller's own. */
  id_res: z.number().int(),
  manual: flag,
});
export type DnsItem = z.infer<typeof dnsItemAnswer>;
export const ownDnsAnswer = z.object({ data: z.array(dnsItemAnswer) });
export const sharedDnsItemAnswer = z.object({ id, dns: z.string(), owner: z.string(), due_date_formatted: z.string(), is_active_shared: flag });
export type SharedDns = z.infer<typeof sharedDnsItemAnswer>;
export const sharedDnsAnswer = z.object({ data: z.array(sharedDnsItemAnswer) });
export const removedDnsItemAnswer = z.object({ id, dns: z.string(), due_date_formatted: z.string() });
export type RemovedDns = z.infer<typeof removedDnsItemAnswer>;
export const removedDnsAnswer = z.object({ data: z.array(removedDnsItemAnswer) });
export const dnsLogAnswer = z.object({ id, id_user: z.string(), description: z.string(), date: z.string(), ip: z.string() });
export type DnsLog = z.infer<typeof dnsLogAnswer>;
export const dnsLogsAnswer = z.object({ data: z.array(dnsLogAnswer) });

// ---- DNS collector ----
export const collectorItemBody = z.object({ host: text(260), franquia: text(60).optional().default(''), onde: text(100).optional().default('') });
export const collectorBody = z.array(collectorItemBody).min(1, INFRA_MSG.collectorEmpty).max(100);
export const collectorItemAnswer = z.object({
  id,
  host: z.string(),
  franchise: z.string(),
  local: z.string(),
  /** COLLECTOR_ACTIVE or COLLECTOR_BLOCKED. */
  status: z.string(),
  /** When it was found blocked (DD/MM/YYYY HH:mm:ss), or '' when active. */
  date_verification: z.string(),
});
export type CollectorItem = z.infer<typeof collectorItemAnswer>;
export const collectorAnswer = z.object({ data: z.array(collectorItemAnswer) });
