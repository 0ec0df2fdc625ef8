// Calls of /me's 'Tokens de API' and 'Webhooks' (issue 29).
import { CALLS, type Answers } from '../../../shared/calls';
import type { z } from 'zod';
import type { createApiTokenBody, createWebhookBody, updateWebhookBody } from '../../../shared/automation';
import { api, invalidatesEverywhere, requestOf } from '../../api/base';

const automationApi = api.enhanceEndpoints({ addTagTypes: ['ApiTokens', 'Webhooks', 'WebhookDeliveries'] }).injectEndpoints({
  endpoints: (build) => ({
    apiTokens: build.query<Answers['apiTokens'], void>({ query: () => requestOf(CALLS.apiTokens), providesTags: ['ApiTokens'] }),
    createApiToken: build.mutation<Answers['createApiToken'], z.input<typeof createApiTokenBody>>({
      query: (body) => requestOf(CALLS.createApiToken, { body }),
      ...invalidatesEverywhere('ApiTokens'),
    }),
    revokeApiToken: build.mutation<Answers['revokeApiToken'], number>({
      query: (id) => requestOf(CALLS.revokeApiToken, { params: { id } }),
      ...invalidatesEverywhere('ApiTokens'),
    }),
    webhooks: build.query<Answers['webhooks'], void>({ query: () => requestOf(CALLS.webhooks), providesTags: ['Webhooks'] }),
    createWebhook: build.mutation<Answers['createWebhook'], z.input<typeof createWebhookBody>>({
      query: (body) => requestOf(CALLS.createWebhook, { body }),
      ...invalidatesEverywhere('Webhooks'),
    }),
    updateWebhook: build.mutation<Answers['updateWebhook'], { id: number } & z.input<typeof updateWebhookBody>>({
      query: ({ id, ...body }) => requestOf(CALLS.updateWebhook, { params: { id }, body }),
      ...invalidatesEverywhere('Webhooks'),
    }),
    deleteWebhook: build.mutation<Answers['deleteWebhook'], number>({
      query: (id) => requestOf(CALLS.deleteWebhook, { params: { id } }),
      ...invalidatesEverywhere('Webhooks', 'WebhookDeliveries'),
    }),
    webhookDeliveries: build.query<Answers['webhookDeliveries'], number>({
      query: (id) => requestOf(CALLS.webhookDeliveries, { params: { id } }),
      providesTags: ['WebhookDeliveries'],
    }),
    testWebhook: build.mutation<Answers['testWebhook'], number>({
      query: (id) => requestOf(CALLS.testWebhook, { params: { id }, body: {} }),
      ...invalidatesEverywhere('WebhookDeliveries'),
    }),
    resendDelivery: build.mutation<Answers['resendDelivery'], number>({
      query: (id) => requestOf(CALLS.resendDelivery, { params: { id }, body: {} }),
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
