// Calls of the signed-in account: profile, dashboard, settings flags, Telegram link, 2FA, password.
import type {
  BrandingResponse,
  DashboardResponse,
  Enable2faResponse,
  LoginInfo,
  ProfileResponse,
  TelegramResponse,
  Verify2faResponse,
} from '../../shared/api';
import { CALLS } from '../../shared/calls';
import { api, invalidatesEverywhere, requestOf } from './base';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginInfo: build.query<LoginInfo, void>({ query: () => requestOf(CALLS.loginInfo) }),
    branding: build.query<BrandingResponse, string>({ query: (host) => requestOf(CALLS.branding, { query: { host } }) }),
    profile: build.query<ProfileResponse, void>({ query: () => requestOf(CALLS.profile), providesTags: ['Profile', 'Settings'] }),
    dashboard: build.query<DashboardResponse, void>({ query: () => requestOf(CALLS.dashboard), providesTags: ['Dashboard'] }),
    telegram: build.query<TelegramResponse, void>({ query: () => requestOf(CALLS.telegram), providesTags: ['Telegram'] }),
    verify2fa: build.query<Verify2faResponse, void>({ query: () => requestOf(CALLS.verify2fa), providesTags: ['TwoFactor'] }),
    enable2fa: build.mutation<Enable2faResponse, void>({ query: () => requestOf(CALLS.enable2fa) }),
    confirm2fa: build.mutation<{ message: string }, { secret: string; code: string }>({
      query: (body) => requestOf(CALLS.confirm2fa, { body }),
      ...invalidatesEverywhere('TwoFactor', 'Profile'),
    }),
    changePassword: build.mutation<{ message: string }, { password: string; password_confirmation: string }>({
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
