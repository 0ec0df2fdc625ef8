// The account and the panel's general calls as zod schemas: health, login and its bot check, the profile,
// the password, the 2FA set-up, the settings flags, the support's Telegram link, the branding and the
// dashboard (the table's entries are in calls.ts beside this file).
import { z } from 'zod';
import { messageAnswer } from '../answers';
import { numeral } from '../numeral';
import { PERMISSIONS, PROFILES, SETTINGS_ACTION, SETTINGS_FLAGS } from '../domain';

// ---- The domain's values as the answers carry them (domain.ts keeps their types without zod) ----

export const profileSchema = z.enum(PROFILES);
export const permissionSchema = z.enum(PERMISSIONS);
/** Every settings flag, 1 on and 0 off. */
export const settingsFlagsAnswer = z.record(z.enum(SETTINGS_FLAGS), z.literal([0, 1]));
/** A 0/1 flag of the spec's answers (is_master, ...). */
export const bit = z.literal([0, 1]);
const count = z.number().int();

// ---- Auth and general (spec section 7) ----

/** The branding calls: the host whose branding is asked (the request's own host when absent). */
export const brandingQuery = z.object({ host: z.string().max(255).optional() });

export const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** The 2FA code of the authenticator app, or a recovery code ('k7m2-q9xp-3hdw'). */
  code: z.string().trim().max(20).optional(),
  /** The bot-check answer: ALTCHA payload (pow), Turnstile token, or absent when BOT_CHECK=off. */
  botcheck: z.string().max(4096).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Either the session (access_token...) or, for an account with 2FA and no code yet, `{ twofa: true }`. */
export const loginAnswer = z.object({
  access_token: z.string().optional(),
  id: z.number().int().optional(),
  username: z.string().optional(),
  crypt_pass: z.string().optional(),
  twofa: z.boolean().optional(),
  /** After a login with a 2FA recovery code: how many codes are left. */
  recovery_codes_left: z.number().int().optional(),
});
export type LoginResponse = z.infer<typeof loginAnswer>;

/** What the login screen needs before the user types: the caller's IP and how to prove it is human. */
export const loginInfoAnswer = z.object({
  ip: z.string(),
  botcheck: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('pow'), challengeUrl: z.string() }),
    z.object({ kind: z.literal('turnstile'), siteKey: z.string() }),
    z.object({ kind: z.literal('off') }),
  ]),
});
export type LoginInfo = z.infer<typeof loginInfoAnswer>;

/** An ALTCHA challenge (proof of work): the widget solves it and the login sends the solution as `botcheck`. */
export const botcheckChallengeAnswer = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

export const profileAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  profile: profileSchema,
  is_master: bit,
  /** Direct sub-resellers: an account that has any manages them (list, credits, block) even if not master. */
  sub_resellers: count,
  id_franchise: z.number().int(),
  owner_id: z.number().int().nullable(),
  credits: z.number(),
  permissions: z.array(permissionSchema),
  has2fa: z.boolean(),
  settings: settingsFlagsAnswer,
});
export type ProfileResponse = z.infer<typeof profileAnswer>;

export const dashboardAnswer = z.object({
  total_resellers: count,
  total_resellers_under: count,
  childrens: z.object({
    iptv_actives: count,
    p2p_actives: count,
    iptv_expired: count,
    p2p_expired: count,
    total_tests_iptv: count,
    total_tests_p2p: count,
  }),
  users_iptv: count,
  users_p2p: count,
  expiring_iptv: count,
  expiring_p2p: count,
  credits: z.number(),
  tickets: count,
  new_message: count,
  generate_tests: bit,
  iptv_tests: count,
  p2p_tests: count,
  total_new_users: count,
  created_users: count,
  next_goal: count,
});
export type DashboardResponse = z.infer<typeof dashboardAnswer>;

export const usersBonusAnswer = dashboardAnswer.pick({ created_users: true, total_new_users: true, next_goal: true });
export type UsersBonusResponse = z.infer<typeof usersBonusAnswer>;

/** POST /api/settings: the flag's change answers the flags as they are now; a maintenance action only its text. */
export const settingsActionAnswer = messageAnswer.extend({ settings: settingsFlagsAnswer.optional() });

/** The codes have no gap: every number from the first to the last is an action. */
export const settingsActionBody = z.object({ action: numeral(z.number().int().min(SETTINGS_ACTION.toggleTests).max(SETTINGS_ACTION.toggleTickets)) });

/** `id_franchise`: the admin's choice of franchise (0: the whole panel); a master writes its own network's. */
export const telegramBody = z.object({ telegram: z.string().trim().max(500), id_franchise: numeral(z.number().int()).optional() });
export const telegramAnswer = z.object({ telegram: z.string() });
export type TelegramResponse = z.infer<typeof telegramAnswer>;

export const verify2faAnswer = z.object({ has2fa: z.boolean() });
export type Verify2faResponse = z.infer<typeof verify2faAnswer>;
const qrCodeUrl = z.string().meta({ description: 'Uma URL data: do QR code, desenhado pelo servidor.' });
export const enable2faAnswer = z.object({
  /** A data: URL of the QR code drawn by the server. */
  qr_code_url: qrCodeUrl,
  secret: z.string(),
});
export type Enable2faResponse = z.infer<typeof enable2faAnswer>;
/** The QR code of a reseller's 2FA (admin). */
export const reseller2faQrAnswer = z.object({ qr_code_url: qrCodeUrl });
export const confirm2faBody = z.object({
  secret: z.string().trim().min(16).max(128),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

export const changePasswordBody = z.object({
  password: z.string().max(128),
  password_confirmation: z.string().max(128),
  current_password: z.string().max(128).optional(),
});

export const myIpAnswer = z.object({ ip: z.string() });
export type MyIpResponse = z.infer<typeof myIpAnswer>;

/** Branding by host: title, favicon, logo, login background, and whether it forces its light theme. */
export const brandingAnswer = z.object({
  host: z.string(),
  title: z.string(),
  favicon: z.string(),
  logo: z.string(),
  background: z.string(),
  forceLight: z.boolean(),
  primaryColor: z.string().optional(),
});
export type BrandingResponse = z.infer<typeof brandingAnswer>;
export const logoAnswer = z.object({ logo: z.string() });
export const backgroundAnswer = z.object({ background: z.string() });

// ---- Health (load balancers, systemd) ----

export const healthLiveAnswer = z.object({ status: z.literal('ok') });
export const healthReadyAnswer = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
