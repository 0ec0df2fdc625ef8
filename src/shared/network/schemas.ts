// The contract of the reseller network (spec section 7 "Resellers"): request schemas and answers.
import { z } from 'zod';
import { paged, messageAnswer } from '../answers';
import { permissionSchema, profileSchema } from '../account/schemas';
import { numeral } from '../numeral';
import { MSG } from '../messages';
import { PERMISSIONS } from '../domain';
import { FORBIDDEN_PASSWORD_CHARS } from '../password';
import { LOGIN_PATTERN } from '../validation';
import { LOG_TYPES, FIRST_LOG_YEAR, RESELLER_ACTION, RESELLER_LOGIN_MAX, RESELLER_LOGIN_MIN } from './texts';

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

const int = z.number().int();

export const resellerAnswer = z.object({
  id: int,
  username: z.string(),
  email: z.string(),
  email_contact: z.string(),
  credits: z.number(),
  days_to_due: int,
  status: int,
  block_admin: int,
  owner_id: int.nullable(),
  /** The admin's columns only (spec section 6). */
  owner: z.string().optional(),
  id_franchise: int.optional(),
  total_iptv: int,
  total_up2p: int,
  total_actives: int,
  is_master: int,
});
export type Reseller = z.infer<typeof resellerAnswer>;
export const resellersAnswer = paged(resellerAnswer);
/** Every reseller of the branch, for the exports. */
export const exportResellersAnswer = z.array(resellerAnswer);

export type Paged<T> = Omit<z.output<ReturnType<typeof paged>>, 'data'> & { data: T[] };

export const movementLog = z.object({
  id: int,
  amount: z.number(),
  reason: z.string(),
  sale: z.number(),
  from_to: z.string(),
  registered: z.string(),
});
export type MovementLog = z.infer<typeof movementLog>;
export const movementsAnswer = z.array(movementLog);

export const accessLog = z.object({ ip: z.string(), date: z.string() });
export type AccessLog = z.infer<typeof accessLog>;
export const accessLogsAnswer = z.array(accessLog);

export const treeTotalsAnswer = z.object({ total_resellers: int, total_users_iptv: int });
export type TreeTotals = z.infer<typeof treeTotalsAnswer>;

/** An owner of the chain, from the top of the tree down to the account. */
const chainLink = z.object({ id: int, username: z.string(), profile: profileSchema });
export const trackingAnswer = z.object({
  /** From the top of the tree down to the account. */
  chain: z.array(chainLink),
  ips: z.array(z.object({ ip: z.string(), date: z.string(), logins: int })),
});
export type Tracking = z.infer<typeof trackingAnswer>;
/** The trees of the chosen duplicated resellers. */
export const treeDuplicatesAnswer = z.array(z.object({ username: z.string(), chain: z.array(chainLink) }));

/** The integration key of a reseller. */
export const externalKeyAnswer = z.object({ key: z.string() });
export const resellerPermissionsAnswer = z.object({ permissions: z.array(permissionSchema) });
export const setResellerPermissionsAnswer = messageAnswer.extend(resellerPermissionsAnswer.shape);
export const createResellerAnswer = messageAnswer.extend({ id: int, username: z.string() });

export const treeDuplicatesBody = z.object({ revs: z.string().max(5000) });

/** Accounts that logged in from one IP: `revendedores` is comma-separated. */
export const duplicatePanel = z.object({ ip: z.string(), revendedores: z.string() });
export type DuplicatePanel = z.infer<typeof duplicatePanel>;
export const duplicatesAnswer = z.array(duplicatePanel);

export const deleteResult = messageAnswer.extend({
  deleted_accounts: int,
  refunded_credits: z.number(),
  /** How many days the deleted accounts wait in the trash (issue 30). */
  trash_days: int,
});
export type DeleteResult = z.infer<typeof deleteResult>;
/** PUT /api/reg-users/:id: its text; a deletion also what it deleted and returned. */
export const resellerActionAnswer = deleteResult.partial().required({ message: true });

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

export const logRow = z.object({
  id: int,
  revenda: z.string(),
  usuario: z.string(),
  /** Sanitised HTML. */
  acao: z.string(),
  type: z.string(),
  date: z.string(),
  ip: z.string(),
});
export type LogRow = z.infer<typeof logRow>;
export const logRowsAnswer = z.array(logRow);

export const resellerOption = z.object({ label: z.string(), value: int });
export type ResellerOption = z.infer<typeof resellerOption>;

export const logAnswer = z.object({ logs: paged(logRow), resellers: z.array(resellerOption) });
export type LogResponse = z.infer<typeof logAnswer>;

export const extractQuery = z.object({ target: numeral(z.number().int().min(0)).optional() });
/** POST /api/export-logs: one reseller's credit movements. */
export const exportMovementsBody = z.object({ id: numeral(z.number().int().positive()) });

export const extractRow = z.object({
  /** MM/YYYY */
  date: z.string(),
  amount: z.number(),
  reseller: z.string(),
  /** 'Recebido', 'Enviado', 'Devolvido' or 'Consumo'. */
  type: z.string(),
  /** 'Valor do crédito': the R$ of one credit (the sale value) of these movements. */
  value: z.number(),
  token: z.string(),
});
export type ExtractRow = z.infer<typeof extractRow>;
export const extractRowsAnswer = z.array(extractRow);

export const extractAnswer = z.object({ extracts: z.array(extractRow), resellers: z.array(resellerOption), dates: z.array(z.string()) });
export type ExtractResponse = z.infer<typeof extractAnswer>;

export const monthUsers = z.object({ mes: z.string(), users: int });
export type MonthUsers = z.infer<typeof monthUsers>;

export const reportsAnswer = z.object({
  /** Month label -> R$ sold. */
  financeiro: z.record(z.string(), z.number()),
  novos_usuarios_iptv: z.array(monthUsers),
  novos_usuarios_p2p: z.array(monthUsers),
  novos_usuarios_migrados: z.array(monthUsers),
});
export type ReportsResponse = z.infer<typeof reportsAnswer>;

/** PUT /api/reg-users/:id/permissions: the whole set the admin grants (the rest are taken away). */
export const permissionsBody = z.object({ permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length) });

/** The exports' answer: the spec's CSV, or the rows (`json`) that the app writes as an Excel file. */
export const exportFormat = z.object({ format: z.enum(['csv', 'json']).default('csv') });
export const logExportBody = logQuery.extend(exportFormat.shape);
export const extractExportBody = extractQuery.extend(exportFormat.shape);
