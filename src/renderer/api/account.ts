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
import { api, invalidatesEverywhere } from './base';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginInfo: build.query<LoginInfo, void>({ query: () => ({ method: 'GET', path: '/api/login-info' }) }),
    branding: build.query<BrandingResponse, string>({ query: (host) => ({ method: 'GET', path: '/api/branding', query: { host } }) }),
    profile: build.query<ProfileResponse, void>({ query: () => ({ method: 'GET', path: '/api/get-profile' }), providesTags: ['Profile', 'Settings'] }),
    dashboard: build.query<DashboardResponse, void>({ query: () => ({ method: 'GET', path: '/api/dash-reseller' }), providesTags: ['Dashboard'] }),
    telegram: build.query<TelegramResponse, void>({ query: () => ({ method: 'GET', path: '/api/get-telegram' }), providesTags: ['Telegram'] }),
    verify2fa: build.query<Verify2faResponse, void>({ query: () => ({ method: 'POST', path: '/api/verify2fa' }), providesTags: ['TwoFactor'] }),
    enable2fa: build.mutation<Enable2faResponse, void>({ query: () => ({ method: 'POST', path: '/api/enable2fa' }) }),
    confirm2fa: build.mutation<{ message: string }, { secret: string; code: string }>({
      query: (body) => ({ method: 'POST', path: '/api/confirmConfig2fa', body }),
      ...invalidatesEverywhere('TwoFactor', 'Profile'),
    }),
    changePassword: build.mutation<{ message: string }, { password: string; password_confirmation: string }>({
      query: (body) => ({ method: 'POST', path: '/api/change-password-reseller', body }),
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
