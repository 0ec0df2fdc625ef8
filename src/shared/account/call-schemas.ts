// The zod schemas of the account's and the panel's general calls (health, login, profile, password, 2FA
// set-up, settings flags, the support's Telegram link, branding, dashboard): each entry's query, body and
// answer, by its name in calls.ts beside this file (../call-schemas.ts assembles every domain's).
import {
  backgroundAnswer,
  botcheckChallengeAnswer,
  brandingAnswer,
  brandingQuery,
  changePasswordBody,
  confirm2faBody,
  dashboardAnswer,
  enable2faAnswer,
  healthLiveAnswer,
  healthReadyAnswer,
  loginAnswer,
  loginBody,
  loginInfoAnswer,
  logoAnswer,
  myIpAnswer,
  profileAnswer,
  reseller2faQrAnswer,
  settingsActionAnswer,
  settingsActionBody,
  settingsFlagsAnswer,
  telegramAnswer,
  telegramBody,
  usersBonusAnswer,
  verify2faAnswer,
} from './schemas';
import { messageAnswer, NOT_JSON } from '../answers';
import { confirm2faAnswer } from '../sessions/schemas';
import { franchiseQuery } from '../communication/schemas';
import type { SchemaLines } from '../call-schemas';
import type { ACCOUNT_CALLS } from './calls';

export const ACCOUNT_CALL_SCHEMAS = {
  healthLive: { answer: healthLiveAnswer },
  healthReady: { answer: healthReadyAnswer },
  myIp: { answer: myIpAnswer },
  loginInfo: { answer: loginInfoAnswer },
  botcheckChallenge: { answer: botcheckChallengeAnswer },
  login: { body: loginBody, answer: loginAnswer, also: [401, 403, 502] },
  logout: { answer: messageAnswer },
  events: { answer: NOT_JSON.events },
  profile: { answer: profileAnswer },
  changePassword: { body: changePasswordBody, answer: messageAnswer },
  verify2fa: { answer: verify2faAnswer },
  enable2fa: { answer: enable2faAnswer, also: [409] },
  confirm2fa: { body: confirm2faBody, answer: confirm2faAnswer },
  reseller2faQr: { answer: reseller2faQrAnswer },
  settings: { answer: settingsFlagsAnswer },
  settingsAction: { body: settingsActionBody, answer: settingsActionAnswer },
  telegram: { query: franchiseQuery, answer: telegramAnswer },
  saveTelegram: { body: telegramBody, answer: messageAnswer },
  branding: { query: brandingQuery, answer: brandingAnswer },
  logo: { query: brandingQuery, answer: logoAnswer },
  background: { query: brandingQuery, answer: backgroundAnswer },
  backgroundImage: { answer: NOT_JSON.image },
  dashboard: { answer: dashboardAnswer },
  usersBonus: { answer: usersBonusAnswer },
} satisfies SchemaLines<typeof ACCOUNT_CALLS>;
