// 'Alterações' (issue 30): the query of the audit's call. Kinds, texts and answers are in audit-base.ts.
import { z } from 'zod';
import { numeral } from './numeral';
import { AUDIT_KINDS, AUDIT_MAX_DAYS, AUDIT_MIN_DAYS } from './audit-base';
import { retentionBody } from './retention';

export * from './audit-base';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const auditQuery = z.object({
  kind: z
    .enum(Object.keys(AUDIT_KINDS) as [keyof typeof AUDIT_KINDS, ...(keyof typeof AUDIT_KINDS)[]])
    .optional()
    .or(z.literal('').transform(() => undefined)),
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
