// 'Lixeira' (issue 30): the schemas of its calls and their answers. Texts are in texts.ts.
import { z } from 'zod';
import { numeral } from '../numeral';
import { RESELLER_TRASH_KIND_KEYS, TRASH_MAX_DAYS, TRASH_MIN_DAYS } from './texts';
import { retentionBody } from '../retention';

export const trashQuery = z.object({
  search: z.string().trim().max(64).optional(),
  page: numeral(z.number().int().min(1).max(100_000)).default(1),
  per_page: numeral(z.number().int().min(1).max(100)).default(10),
});
export type TrashQuery = z.infer<typeof trashQuery>;

export const trashRetentionBody = retentionBody(TRASH_MIN_DAYS, TRASH_MAX_DAYS);

const int = z.number().int();

export const trashRow = z.object({
  id: int,
  kind: z.string(),
  kind_label: z.string(),
  /** A test line (or a test that was disabled) rather than a paid one. */
  test: z.boolean(),
  username: z.string(),
  reseller: z.string(),
  exp_at_formatted: z.string(),
  deleted_at_formatted: z.string(),
  deleted_by: z.string(),
  /** When the purge erases it. */
  purge_at_formatted: z.string(),
});
export type TrashRow = z.infer<typeof trashRow>;

export const trashAnswer = z.object({
  rows: z.array(trashRow),
  total: int,
  page: int,
  per_page: int,
  /** The admin's: how many days a deleted line waits. */
  days: int.optional(),
});
export type TrashAnswer = z.infer<typeof trashAnswer>;

export const resellerTrashRow = z.object({
  id: int,
  kind: z.enum(RESELLER_TRASH_KIND_KEYS),
  kind_label: z.string(),
  /** The reseller the deletion was asked on (for a network, the one that stayed). */
  username: z.string(),
  accounts: int,
  lines: int,
  /** Credits given back to `heir` by the deletion, taken back from it by a restore. */
  refunded_credits: z.number(),
  heir: z.string(),
  deleted_at_formatted: z.string(),
  deleted_by: z.string(),
  purge_at_formatted: z.string(),
});
export type ResellerTrashRow = z.infer<typeof resellerTrashRow>;

export const resellerTrashAnswer = z.object({
  rows: z.array(resellerTrashRow),
  total: int,
  page: int,
  per_page: int,
  /** The admin's: how many days a deleted line or reseller waits. */
  days: int.optional(),
});
export type ResellerTrashAnswer = z.infer<typeof resellerTrashAnswer>;
