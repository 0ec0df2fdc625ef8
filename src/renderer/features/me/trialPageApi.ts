// Calls of 'Teste automático' (issue 29): the reseller's page in /me, and the visitor's page at /t/CODIGO
// (no session). Saving or renewing the page answers it whole.
import { CALLS, type Answers } from '../../../shared/calls';
import type { TrialPageBody, TrialRequestBody } from '../../../shared/trial-page/schemas';
import { api, invalidatesEverywhere, requestOf, withBody } from '../../api/base';

const trialPageApi = api.enhanceEndpoints({ addTagTypes: ['TrialPage'] }).injectEndpoints({
  endpoints: (build) => ({
    trialPage: build.query<Answers['trialPage'], void>({ query: () => requestOf(CALLS.trialPage), providesTags: ['TrialPage'] }),
    saveTrialPage: build.mutation<Answers['saveTrialPage'], TrialPageBody>({ query: withBody(CALLS.saveTrialPage), ...invalidatesEverywhere('TrialPage') }),
    renewTrialPageCode: build.mutation<Answers['renewTrialPageCode'], void>({
      query: () => requestOf(CALLS.renewTrialPageCode),
      ...invalidatesEverywhere('TrialPage'),
    }),
    publicTrialPage: build.query<Answers['publicTrialPage'], string>({ query: (code) => requestOf(CALLS.publicTrialPage, { params: { code } }) }),
    requestTrial: build.mutation<Answers['requestTrial'], { code: string; body: TrialRequestBody }>({
      query: ({ code, body }) => requestOf(CALLS.requestTrial, { params: { code }, body }),
    }),
  }),
});

export const { useTrialPageQuery, useSaveTrialPageMutation, useRenewTrialPageCodeMutation, usePublicTrialPageQuery, useRequestTrialMutation } = trialPageApi;
