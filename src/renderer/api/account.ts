// Calls of the signed-in account: profile, dashboard, settings flags, Telegram link, 2FA, password.
import { CALLS, type Answers } from '../../shared/calls';
import { api, invalidatesEverywhere, requestOf } from './base';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginInfo: build.query<Answers['loginInfo'], void>({ query: () => requestOf(CALLS.loginInfo) }),
    branding: build.query<Answers['branding'], string>({ query: (host) => requestOf(CALLS.branding, { query: { host } }) }),
    profile: build.query<Answers['profile'], void>({ query: () => requestOf(CALLS.profile), providesTags: ['Profile', 'Settings'] }),
    dashboard: build.query<Answers['dashboard'], void>({ query: () => requestOf(CALLS.dashboard), providesTags: ['Dashboard'] }),
    telegram: build.query<Answers['telegram'], void>({ query: () => requestOf(CALLS.telegram), providesTags: ['Telegram'] }),
    verify2fa: build.query<Answers['verify2fa'], void>({ query: () => requestOf(CALLS.verify2fa), providesTags: ['TwoFactor'] }),
    enable2fa: build.mutation<Answers['enable2fa'], void>({ query: () => requestOf(CALLS.enable2fa) }),
    confirm2fa: build.mutation<Answers['confirm2fa'], { secret: string; code: string }>({
      query: (body) => requestOf(CALLS.confirm2fa, { body }),
      ...invalidatesEverywhere('TwoFactor', 'Profile'),
    }),
    changePassword: build.mutation<Answers['changePassword'], { password: string; password_confirmation: string }>({
      query: (body) => requestOf(CALLS.changePassword, { body }),
    }),
  }),
});

export const {
  useLoginInfoQuery,
  useBrandingQuery,
  useProfileQuery,
  useDashboardQuery,
  useTelegramQuery,
  useVerify2faQuery,
  useEnable2faMutation,
  useConfirm2faMutation,
  useChangePasswordMutation,
} = accountApi;
