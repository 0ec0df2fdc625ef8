// The contract of the operation screens: backups (/view-backups) and the recharge portal
// (/recharge-portal) — request schemas and answers (spec sections 2, 3, 5, 7, 8); their pt-BR texts are in texts.ts.
import { z } from 'zod';
import { numeral } from '../numeral';
import { paged, messageAnswer } from '../answers';
import { CREDIT_OPTIONS } from '../domain';
import { BACKUP_PLACES, CREDIT_VALUE_MAX, RECHARGE_MSG } from './texts';

// ---- Backups ----

/** The panel's own backup file names: painel-AAAA-MM-DD_HH-mm-ss-mmm.(sqlite|pgdump).gz (São Paulo time). */
export const BACKUP_NAME = /^painel-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}-\d{3}\.(sqlite|pgdump)\.gz$/;

const int = z.number().int();
const backupPlace = z.enum(BACKUP_PLACES);

export const backupItem = z.object({
  name: z.string(),
  /** Bytes. */
  size: int,
  /** DD/MM/YYYY HH:mm:ss (São Paulo). */
  created: z.string(),
  type: backupPlace,
  /** The folder it is in. */
  where: z.string(),
});
export type BackupItem = z.infer<typeof backupItem>;

export const backupTarget = z.object({
  type: backupPlace,
  /** The folder, or null when this remote is not configured. */
  where: z.string().nullable(),
  /** Why the folder cannot be read now (missing, no permission). */
  error: z.string().optional(),
});
export type BackupTarget = z.infer<typeof backupTarget>;

export const viewBackupsAnswer = z.object({
  local: z.array(backupItem),
  remote_1: z.array(backupItem),
  remote_2: z.array(backupItem),
  targets: z.array(backupTarget),
});
export type ViewBackupsResponse = z.infer<typeof viewBackupsAnswer>;

export const downloadBackupBody = z.object({
  name: z.string().max(100).regex(BACKUP_NAME),
  type: z.enum(BACKUP_PLACES),
});
export type DownloadBackupBody = z.infer<typeof downloadBackupBody>;

export const runBackupAnswer = messageAnswer.extend({
  item: backupItem,
  /** Remote copies that failed (the local one is there). */
  warnings: z.array(z.string()),
});
export type RunBackupResponse = z.infer<typeof runBackupAnswer>;

// ---- Recharge portal ----

/** What a customer may buy on the portal: the whole credit options (decisions.md: 1 = 30 days ... 10 = 365). */
export const PORTAL_CREDIT_OPTIONS: number[] = CREDIT_OPTIONS.map((o) => o.credits).filter((c) => Number.isInteger(c));

// Empty or missing keys, value and code are answered with the spec's own texts by the server (the
// generic 'O campo ... é necessário.' would not be the spec's words).
const twofaCode = z.string().trim().max(10).optional();

export const saveMpInfosBody = z.object({
  mercado_pago_public_key: z.string().trim().max(200).optional(),
  mercado_pago_access_token: z.string().trim().max(300).optional(),
  code_2fa: twofaCode,
});
export type SaveMpInfosBody = z.infer<typeof saveMpInfosBody>;

export const saveValueMpBody = z.object({
  creditPortal: z.union([z.number().finite().min(0).max(CREDIT_VALUE_MAX), z.literal(''), z.null()]).optional(),
  code_2fa: twofaCode,
});

/** Amounts are whole credits (spec section 5). */
export const rechargeTransferBody = z.object({
  id_res: numeral(z.number().int().positive()).optional(),
  qtd_creditos: z.number({ error: RECHARGE_MSG.amountWhole }).int(RECHARGE_MSG.amountWhole).positive(RECHARGE_MSG.amountWhole).max(1_000_000),
});

export const rechargeListBody = z.object({
  filters: z
    .object({
      status: z.string().max(20).optional(),
      username: z.string().max(64).optional(),
    })
    .optional(),
  page: numeral(z.number().int().positive().max(1_000_000)).default(1),
  per_page: numeral(z.number().int().positive().max(100)).default(10),
  id_res: numeral(z.number().int().positive()).optional(),
});

export const mpInfosAnswer = z.object({
  /** Masked: the end of each key only. */
  mercado_pago_public_key: z.string(),
  mercado_pago_access_token: z.string(),
  has_keys: z.boolean(),
});
export type MpInfosResponse = z.infer<typeof mpInfosAnswer>;

/** The R$ of one credit on the portal. */
export const mpCreditValueAnswer = z.object({ creditPortal: z.number() });
/** Saved: the value as stored. */
export const saveMpCreditValueAnswer = messageAnswer.extend(mpCreditValueAnswer.shape);

export const portalCreditsAnswer = z.object({
  id: int,
  /** The account's own credits. */
  credits: z.number(),
  /** The credits reserved to the portal. */
  creditos_portal: z.number(),
});
export type PortalCredits = z.infer<typeof portalCreditsAnswer>;
/** A transfer to or from the portal: its text and both balances now. */
export const portalTransferAnswer = messageAnswer.extend(portalCreditsAnswer.shape);

export const rechargeItem = z.object({
  id: int,
  username: z.string(),
  status: z.string(),
  data_aprovacao: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Recharge = z.infer<typeof rechargeItem>;

export const rechargeListAnswer = z.object({ recargas: paged(rechargeItem) });
export type RechargeList = z.infer<typeof rechargeListAnswer>;

/** A customer's payment (the portal's checkout): which reseller, which line, how many credits. */
export const portalPaymentBody = z.object({
  id_res: numeral(z.number().int().positive()),
  username: z.string().trim().min(1).max(64),
  /** Whole credit options only: the approved recharge renews the line by that option's period. */
  // A list of literals, not a check: the API document then names the options (enum).
  qtd_creditos: z.literal(PORTAL_CREDIT_OPTIONS, { error: RECHARGE_MSG.creditOption }),
  /** Which line, when the username names lines of several kinds. */
  kind: z.enum(['iptv', 'p2p', 'new_p2p']).optional(),
});

/** The checkout made for the payment: the recharge and where the payer goes to pay. */
export const portalPaymentAnswer = z.object({ id: int, preference_id: z.string(), init_point: z.string() });

/** What the gateway's notification did: nothing to read (`received`), or the payment's status and whether the recharge changed. */
export const paymentWebhookAnswer = z.union([z.object({ received: z.boolean() }), z.object({ status: z.string(), changed: z.boolean() })]);
