// 'Alterações' (issue 30): the query and the answer of the audit's call. Kinds and texts are in texts.ts.
import { z } from 'zod';
import { numeral } from '../numeral';
import { AUDIT_KINDS, AUDIT_MAX_DAYS, AUDIT_MIN_DAYS } from './texts';
import { retentionBody } from '../retention';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.')
  .optional()
  .or(z.literal('').transform(() => undefined));

const auditKind = z.enum(Object.keys(AUDIT_KINDS) as [keyof typeof AUDIT_KINDS, ...(keyof typeof AUDIT_KINDS)[]]);

export const auditQuery = z.object({
  kind: auditKind.optional().or(z.literal('').transform(() => undefined)),
  /** One item's history ('Histórico' of a row): its id, with `kind`. */
  item: z.string().trim().max(100).optional(),
  /** Who made the changes (its username, exact). */
  actor: z.string().trim().max(64).optional(),
  from: day,
  to: day,
  page: numeral(z.number().int().min(1).max(100_000)).default(1),
  per_page: numeral(z.number().int().min(1).max(100)).default(20),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditRetentionBody = retentionBody(AUDIT_MIN_DAYS, AUDIT_MAX_DAYS);

export const auditChange = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChange>;

export const auditRow = z.object({
  id: z.number().int(),
  created_at_formatted: z.string(),
  actor: z.string(),
  ip: z.string(),
  /** 'token NOME' for a call made with an API token; '' otherwise. */
  via: z.string(),
  kind: auditKind,
  item_id: z.string(),
  item_label: z.string(),
  action: z.string(),
  changes: z.array(auditChange),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditAnswer = z.object({
  rows: z.array(auditRow),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The admin's: how many days the records are kept. */
  days: z.number().int().optional(),
});
export type AuditAnswer = z.infer<typeof auditAnswer>;
