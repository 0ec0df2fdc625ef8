// 'Lixeira' (issue 30): the schemas of its calls. Texts and answers are in trash-base.ts.
import { z } from 'zod';
import { numeral } from './numeral';
import { TRASH_MAX_DAYS, TRASH_MIN_DAYS } from './trash-base';
import { retentionBody } from './retention';

export * from './trash-base';

export const trashQuery = z.object({
  search: z.string().trim().max(64).optional(),
  page: numeral(z.number().int().min(1).max(100_000)).default(1),
  per_page: numeral(z.number().int().min(1).max(100)).default(10),
});
export type TrashQuery = z.infer<typeof trashQuery>;

export const trashRetentionBody = retentionBody(TRASH_MIN_DAYS, TRASH_MAX_DAYS);
