// The zod schemas of the calls of sessions and devices and the 2FA recovery codes (issue 30): each entry's
// query, body and answer, by its name in calls.ts beside this file (../call-schemas.ts assembles every
// domain's).
import {
  endOtherSessionsAnswer,
  endResellerSessionsAnswer,
  endResellerSessionsBody,
  recoveryCodesStatus,
  renewRecoveryCodesAnswer,
  renewRecoveryCodesBody,
  sessionsAnswer,
} from './schemas';
import { messageAnswer } from '../answers';
import type { SchemaLines } from '../call-schemas';
import type { SESSIONS_CALLS } from './calls';

export const SESSIONS_CALL_SCHEMAS = {
  sessions: { answer: sessionsAnswer },
  endSession: { answer: messageAnswer },
  endOtherSessions: { answer: endOtherSessionsAnswer },
  recoveryCodes: { answer: recoveryCodesStatus },
  renewRecoveryCodes: { body: renewRecoveryCodesBody, answer: renewRecoveryCodesAnswer },
  endResellerSessions: { body: endResellerSessionsBody, answer: endResellerSessionsAnswer },
  resetReseller2fa: { answer: messageAnswer, also: [409] },
} satisfies SchemaLines<typeof SESSIONS_CALLS>;
