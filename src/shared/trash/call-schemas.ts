// The zod schemas of the calls of 'Lixeira' (issue 30): each entry's query, body and answer, by its name
// in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import { resellerTrashAnswer, trashAnswer, trashQuery, trashRetentionBody } from './schemas';
import { messageAnswer } from '../answers';
import type { SchemaLines } from '../call-schemas';
import type { TRASH_CALLS } from './calls';

export const TRASH_CALL_SCHEMAS = {
  trash: { query: trashQuery, answer: trashAnswer },
  restoreLine: { answer: messageAnswer },
  eraseLine: { answer: messageAnswer },
  trashRetention: { body: trashRetentionBody, answer: messageAnswer },
  resellerTrash: { query: trashQuery, answer: resellerTrashAnswer },
  restoreReseller: { answer: messageAnswer },
  eraseReseller: { answer: messageAnswer },
} satisfies SchemaLines<typeof TRASH_CALLS>;
