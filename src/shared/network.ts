// The contract of the reseller network (spec section 7 "Resellers"): request schemas and answers.
import { z } from 'zod';
import { numeral } from './numeral';
import { MSG } from './messages';
import { PERMISSIONS } from './domain';
import { FORBIDDEN_PASSWORD_CHARS } from './password';
import { LOGIN_PATTERN } from './validation';
import { LOG_TYPES, FIRST_LOG_YEAR, RESELLER_ACTION, RESELLER_LOGIN_MAX, RESELLER_LOGIN_MIN } from './network-base';

// The texts, limits and helpers, without zod (the renderer reads them there): see network-base.ts.
export * from './network-base';

const username = z.string().trim().min(RESELLER_LOGIN_MIN).max(RESELLER_LOGIN_MAX).regex(LOGIN_PATTERN);
const password = z
  .string()
  .min(4)
  .max(64)
  .refine((p) => !FORBIDDEN_PASSWORD_CHARS.test(p), MSG.passwordSpecialChars);
/** Whatsapp, numbers only with the country code; the spec keeps it in `email`. */
const whatsapp = z.union([
  z.literal(''),
  z.literal('0'),
  z
    .string()
    .trim()
    .regex(/^\d{10,15}$/),
]);
/** Credits with two places; negative where the call takes them back. */
const creditAmount = z.number().finite().multipleOf(0.01).max(1_000_000);
const credits = numeral(creditAmount.min(-1_000_000));

export const regUserBody = z.object({
  username,
  password,
  email: whatsapp.optional(),
  email_contact: z.union([z.literal(''), z.string().trim().email().max(254)]).optional(),
  credits: numeral(creditAmount.min(0)).optional(),
  sale: numeral(z.number().finite().min(0).max(100_000)).optional(),
  reg_password: z.string().max(128).optional(),
  days_until_due: numeral(z.number().int().min(0).max(3650)).optional(),
  /** Admin only: the franchise of a new account below the admin. */
  id_franchise: numeral(z.number().int()).optional(),
});
export type RegUserBody = z.infer<typeof regUserBody>;

export const regUsersQuery = z.object({
  page: numeral(z.number().int().min(1).max(100_000)).default(1),
  per_page: numeral(z.number().int().min(1).max(100)).default(10),
  search: z.string().trim().max(64).optional(),
  searchID: numeral(z.number().int().min(0)).optional(),
});

export const regUserAction = z.discriminatedUnion('action', [
  z.object({
    action: z.literal(RESELLER_ACTION.credits),
    credits: credits.refine((c) => c !== 0),
    sale: numeral(z.number().finite().min(0).max(100_000)).optional(),
    reason: z.string().max(500).optional(),
  }),
  z.object({
    action: z.literal(RESELLER_ACTION.edit),
    username,
    email: whatsapp.optional(),
    password: z.union([z.literal(''), password]).optional(),
    email_contact: z.union([z.literal(''), z.string().trim().email().max(254)]).optional(),
    newMaster: numeral(z.number().int()).optional(),
    reg_password: z.string().max(128).optional(),
  }),
  z.object({ action: z.literal(RESELLER_ACTION.master), isMaster: numeral(z.number().int().min(0).max(1)) }),
  z.object({ action: z.literal(RESELLER_ACTION.delete) }),
  z.object({ action: z.literal(RESELLER_ACTION.block), reason: z.string().trim().max(500).optional() }),
  /** Admin: blocks (by the admin) the reseller and its whole network below it, or unblocks them all. */
  z.object({ action: z.literal(RESELLER_ACTION.blockNetwork), reason: z.string().trim().max(500).optional() }),
  z.object({ action: z.literal(RESELLER_ACTION.deleteNetwork) }),
  z.object({ action: z.literal(RESELLER_ACTION.deleteTree) }),
]);
export type RegUserAction = z.infer<typeof regUserAction>;

/** The reason is checked where the block happens (unblocking needs none). */
export const blockReasonBody = z.object({ reason: z.string().max(500).optional() });
export const findUserBody = z.object({ username: z.string().trim().min(1).max(64) });

export interface Reseller {
  id: number;
  username: string;
  email: string;
  email_contact: string;
  credits: number;
  days_to_due: number;
  status: number;
  block_admin: number;
  owner_id: number | null;
  /** The admin's columns only (spec section 6). */
  owner?: string;
  id_franchise?: number;
  total_iptv: number;
  total_up2p: number;
  total_actives: number;
  is_master: number;
}

export interface Paged<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

export interface MovementLog {
  id: number;
  amount: number;
  reason: string;
  sale: number;
  from_to: string;
  registered: string;
}

export interface AccessLog {
  ip: string;
  date: string;
}

export interface TreeTotals {
  total_resellers: number;
  total_users_iptv: number;
}

export interface Tracking {
  /** From the top of the tree down to the account. */
  chain: { id: number; username: string; profile: string }[];
  ips: { ip: string; date: string; logins: number }[];
}

export const treeDuplicatesBody = z.object({ revs: z.string().max(5000) });

/** Accounts that logged in from one IP: `revendedores` is comma-separated. */
export interface DuplicatePanel {
  ip: string;
  revendedores: string;
}

export interface DeleteResult {
  message: string;
  deleted_accounts: number;
  refunded_credits: number;
  /** How many days the deleted accounts wait in the trash (issue 30). */
  trash_days: number;
}

// ---- Logs, statement and reports (section 7 "Logs, reports, catalogue, financial") ----

export const logQuery = z.object({
  month: numeral(z.number().int().min(1).max(12)).optional(),
  year: numeral(z.number().int().min(FIRST_LOG_YEAR).max(2100)).optional(),
  log_type: z
    .enum(LOG_TYPES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  reseller: numeral(z.number().int().min(0)).optional(),
  search: z.string().trim().max(100).optional(),
  page: numeral(z.number().int().min(1).max(100_000)).default(1),
  per_page: numeral(z.number().int().min(1).max(100)).default(10),
});
export type LogQuery = z.infer<typeof logQuery>;

export interface LogRow {
  id: number;
  revenda: string;
  usuario: string;
  /** Sanitised HTML. */
  acao: string;
  type: string;
  date: string;
  ip: string;
}

export interface ResellerOption {
  label: string;
  value: number;
}

export interface LogResponse {
  logs: Paged<LogRow>;
  resellers: ResellerOption[];
}

export const extractQuery = z.object({ target: numeral(z.number().int().min(0)).optional() });
/** POST /api/export-logs: one reseller's credit movements. */
export const exportMovementsBody = z.object({ id: numeral(z.number().int().positive()) });

export interface ExtractRow {
  /** MM/YYYY */
  date: string;
  amount: number;
  reseller: string;
  /** 'Recebido', 'Enviado', 'Devolvido' or 'Consumo'. */
  type: string;
  /** 'Valor do crédito': the R$ of one credit (the sale value) of these movements. */
  value: number;
  token: string;
}

export interface ExtractResponse {
  extracts: ExtractRow[];
  resellers: ResellerOption[];
  dates: string[];
}

export interface MonthUsers {
  mes: string;
  users: number;
}

export interface ReportsResponse {
  /** Month label -> R$ sold. */
  financeiro: Record<string, number>;
  novos_usuarios_iptv: MonthUsers[];
  novos_usuarios_p2p: MonthUsers[];
  novos_usuarios_migrados: MonthUsers[];
}

/** PUT /api/reg-users/:id/permissions: the whole set the admin grants (the rest are taken away). */
export const permissionsBody = z.object({ permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length) });

/** The exports' answer: the spec's CSV, or the rows (`json`) that the app writes as an Excel file. */
export const exportFormat = z.object({ format: z.enum(['csv', 'json']).default('csv') });
export const logExportBody = logQuery.extend(exportFormat.shape);
export const extractExportBody = extractQuery.extend(exportFormat.shape);
