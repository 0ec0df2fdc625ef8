// Calls of /me's 'Tokens de API' and 'Webhooks' (issue 29).
import { CALLS, type Answers } from '../../../shared/calls';
import type { z } from 'zod';
import type { createApiTokenBody, createWebhookBody, updateWebhookBody } from '../../../shared/automation/schemas';
import { api, byId, byIdEmptyBody, byIdWithBody, invalidatesEverywhere, requestOf, withBody } from '../../api/base';

const automationApi = api.enhanceEndpoints({ addTagTypes: ['ApiTokens', 'Webhooks', 'WebhookDeliveries'] }).injectEndpoints({
  endpoints: (build) => ({
    apiTokens: build.query<Answers['apiTokens'], void>({ query: () => requestOf(CALLS.apiTokens), providesTags: ['ApiTokens'] }),
    createApiToken: build.mutation<Answers['createApiToken'], z.input<typeof createApiTokenBody>>({
      query: withBody(CALLS.createApiToken),
      ...invalidatesEverywhere('ApiTokens'),
    }),
    revokeApiToken: build.mutation<Answers['revokeApiToken'], number>({ query: byId(CALLS.revokeApiToken), ...invalidatesEverywhere('ApiTokens') }),
    webhooks: build.query<Answers['webhooks'], void>({ query: () => requestOf(CALLS.webhooks), providesTags: ['Webhooks'] }),
    createWebhook: build.mutation<Answers['createWebhook'], z.input<typeof createWebhookBody>>({
      query: withBody(CALLS.createWebhook),
      ...invalidatesEverywhere('Webhooks'),
    }),
    updateWebhook: build.mutation<Answers['updateWebhook'], { id: number } & z.input<typeof updateWebhookBody>>({
      query: byIdWithBody(CALLS.updateWebhook),
      ...invalidatesEverywhere('Webhooks'),
    }),
    deleteWebhook: build.mutation<Answers['deleteWebhook'], number>({
      query: byId(CALLS.deleteWebhook),
      ...invalidatesEverywhere('Webhooks', 'WebhookDeliveries'),
    }),
    webhookDeliveries: build.query<Answers['webhookDeliveries'], number>({ query: byId(CALLS.webhookDeliveries), providesTags: ['WebhookDeliveries'] }),
    testWebhook: build.mutation<Answers['testWebhook'], number>({ query: byIdEmptyBody(CALLS.testWebhook), ...invalidatesEverywhere('WebhookDeliveries') }),
    resendDelivery: build.mutation<Answers['resendDelivery'], number>({
      query: byIdEmptyBody(CALLS.resendDelivery),
      ...invalidatesEverywhere('WebhookDeliveries'),
    }),
  }),
});

export const {
  useApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  useWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useWebhookDeliveriesQuery,
  useTestWebhookMutation,
  useResendDeliveryMutation,
} = automationApi;
