// The zod schemas of the calls of 'Teste automático' (issue 29): each entry's query, body and answer, by
// its name in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import { publicTrialPageAnswer, savedTrialPageAnswer, trialAnswer, trialPageAnswer, trialPageBody, trialRequestBody } from './schemas';
import type { SchemaLines } from '../call-schemas';
import type { TRIAL_PAGE_CALLS } from './calls';

export const TRIAL_PAGE_CALL_SCHEMAS = {
  trialPage: { answer: trialPageAnswer },
  saveTrialPage: { body: trialPageBody, answer: savedTrialPageAnswer },
  renewTrialPageCode: { answer: savedTrialPageAnswer, also: [404] },
  publicTrialPage: { answer: publicTrialPageAnswer },
  requestTrial: { body: trialRequestBody, answer: trialAnswer, also: [502] },
} satisfies SchemaLines<typeof TRIAL_PAGE_CALLS>;
