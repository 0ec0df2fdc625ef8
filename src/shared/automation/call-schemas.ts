// The zod schemas of the calls of the API tokens and webhooks (issue 29): each entry's query, body and
// answer, by its name in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import {
  apiTokensAnswer,
  createApiTokenBody,
  createdApiTokenAnswer,
  createdWebhookAnswer,
  createWebhookBody,
  resellerApiTokensAnswer,
  updateWebhookBody,
  webhookDeliveriesAnswer,
  webhooksAnswer,
} from './schemas';
import { messageAnswer } from '../answers';
import type { SchemaLines } from '../call-schemas';
import type { AUTOMATION_CALLS } from './calls';

export const AUTOMATION_CALL_SCHEMAS = {
  apiTokens: { answer: apiTokensAnswer },
  createApiToken: { body: createApiTokenBody, answer: createdApiTokenAnswer },
  revokeApiToken: { answer: messageAnswer },
  resellerApiTokens: { answer: resellerApiTokensAnswer },
  revokeResellerApiToken: { answer: messageAnswer },
  webhooks: { answer: webhooksAnswer },
  createWebhook: { body: createWebhookBody, answer: createdWebhookAnswer },
  updateWebhook: { body: updateWebhookBody, answer: messageAnswer },
  deleteWebhook: { answer: messageAnswer },
  webhookDeliveries: { answer: webhookDeliveriesAnswer },
  testWebhook: { answer: messageAnswer },
  resendDelivery: { answer: messageAnswer },
} satisfies SchemaLines<typeof AUTOMATION_CALLS>;
