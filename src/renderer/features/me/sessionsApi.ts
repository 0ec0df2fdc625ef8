// Calls of 'Sessões e dispositivos' and of the 2FA recovery codes in /me (issue 30).
import { CALLS, type Answers } from '../../../shared/calls';
import { api, byId, invalidatesEverywhere, requestOf } from '../../api/base';

const sessionsApi = api.enhanceEndpoints({ addTagTypes: ['Sessions', 'RecoveryCodes'] }).injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<Answers['sessions'], void>({ query: () => requestOf(CALLS.sessions), providesTags: ['Sessions'] }),
    endSession: build.mutation<Answers['endSession'], number>({ query: byId(CALLS.endSession), ...invalidatesEverywhere('Sessions') }),
    endOtherSessions: build.mutation<Answers['endOtherSessions'], void>({
      query: () => requestOf(CALLS.endOtherSessions),
      ...invalidatesEverywhere('Sessions'),
    }),
    recoveryCodes: build.query<Answers['recoveryCodes'], void>({ query: () => requestOf(CALLS.recoveryCodes), providesTags: ['RecoveryCodes', 'TwoFactor'] }),
    renewRecoveryCodes: build.mutation<Answers['renewRecoveryCodes'], string>({
      query: (code) => requestOf(CALLS.renewRecoveryCodes, { body: { code_2fa: code } }),
      ...invalidatesEverywhere('RecoveryCodes'),
    }),
  }),
});

export const { useSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation, useRecoveryCodesQuery, useRenewRecoveryCodesMutation } = sessionsApi;
