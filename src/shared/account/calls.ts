// The entries of the account and the panel's general calls (health, login, profile, password, 2FA set-up,
// settings flags, the support's Telegram link, branding, dashboard) in the table of calls (../calls.ts):
// name, method, path and rule, without zod, for the renderer's first load; their schemas are in
// call-schemas.ts beside this file.
import { type Entries, type Rule, get, post, PUBLIC, SIGNED, ADMIN, ONCE } from '../rules';
import { MSG } from '../messages';

// The screens that ask a 2FA code (recharge portal, DNS premium) let their accounts set their 2FA up too.
const MANAGE_2FA: Rule = { who: 'signed', permission: ['manage_2fa', 'recharge_portal', 'dns_premium'], refused: { permission: MSG.twofaNotAllowed } };

export const ACCOUNT_CALLS = {
  // ---- Health (load balancers, systemd) ----
  healthLive: get('/api/health/live', PUBLIC),
  healthReady: get('/api/health/ready', PUBLIC),

  // ---- Auth and general ----
  myIp: get('/api/my-ip', PUBLIC),
  loginInfo: get('/api/login-info', PUBLIC),
  botcheckChallenge: get('/api/botcheck/challenge', PUBLIC),
  login: post('/api/login', { ...PUBLIC, perMinute: 30 }),
  logout: post('/api/logout', SIGNED),
  events: get('/api/events', SIGNED),
  profile: get('/api/get-profile', SIGNED),
  changePassword: post('/api/change-password-reseller', SIGNED),
  verify2fa: post('/api/verify2fa', SIGNED),
  enable2fa: post('/api/enable2fa', MANAGE_2FA),
  confirm2fa: post('/api/confirmConfig2fa', MANAGE_2FA),
  reseller2faQr: get('/api/reseller/:id/2fa/qrcode', ADMIN),
  settings: get('/api/settings', SIGNED),
  settingsAction: post('/api/settings', { ...ADMIN, ...ONCE }),
  telegram: get('/api/get-telegram', SIGNED),
  saveTelegram: post('/api/save-telegram', { who: 'creator' }),
  branding: get('/api/branding', PUBLIC),
  logo: get('/api/get-logo', PUBLIC),
  background: get('/api/get-background', PUBLIC),
  backgroundImage: get('/api/background-image/:id', PUBLIC),
  dashboard: get('/api/dash-reseller', SIGNED),
  usersBonus: get('/api/totalUsersBonus', SIGNED),
} satisfies Entries;
