// The HTTP contract between the server and every client: request bodies as zod schemas (the server
// validates with them, the UI types its forms with them) and response shapes as types.
import { z } from 'zod';
import { numeral } from './numeral';
import { SETTINGS_ACTION, type Permission, type Profile, type SettingsFlags } from './domain';

/** Every error answer of the server: 4xx with a pt-BR message, and field errors on 422. */
export interface ApiError {
  message: string;
  errors?: Record<string, string[]>;
}

/** The answer of most changes: the pt-BR text the screen shows. */
export interface MessageResponse {
  message: string;
}

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
export interface LoginResponse {
  access_token?: string;
  id?: number;
  username?: string;
  crypt_pass?: string;
  twofa?: boolean;
  /** After a login with a 2FA recovery code: how many codes are left. */
  recovery_codes_left?: number;
}

/** What the login screen needs before the user types: the caller's IP and how to prove it is human. */
export interface LoginInfo {
  ip: string;
  botcheck: { kind: 'pow'; challengeUrl: string } | { kind: 'turnstile'; siteKey: string } | { kind: 'off' };
}

export interface ProfileResponse {
  id: number;
  username: string;
  profile: Profile;
  is_master: 0 | 1;
  /** Direct sub-resellers: an account that has any manages them (list, credits, block) even if not master. */
  sub_resellers: number;
  id_franchise: number;
  owner_id: number | null;
  credits: number;
  permissions: Permission[];
  has2fa: boolean;
  settings: SettingsFlags;
}

export interface DashboardResponse {
  total_resellers: number;
  total_resellers_under: number;
  childrens: {
    iptv_actives: number;
    p2p_actives: number;
    iptv_expired: number;
    p2p_expired: number;
    total_tests_iptv: number;
    total_tests_p2p: number;
  };
  users_iptv: number;
  users_p2p: number;
  expiring_iptv: number;
  expiring_p2p: number;
  credits: number;
  tickets: number;
  new_message: number;
  generate_tests: number;
  iptv_tests: number;
  p2p_tests: number;
  total_new_users: number;
  created_users: number;
  next_goal: number;
}

export type UsersBonusResponse = Pick<DashboardResponse, 'created_users' | 'total_new_users' | 'next_goal'>;

/** The codes have no gap: every number from the first to the last is an action. */
export const settingsActionBody = z.object({ action: numeral(z.number().int().min(SETTINGS_ACTION.toggleTests).max(SETTINGS_ACTION.toggleTickets)) });

/** `id_franchise`: the admin's choice of franchise (0: the whole panel); a master writes its own network's. */
export const telegramBody = z.object({ telegram: z.string().trim().max(500), id_franchise: numeral(z.number().int()).optional() });
export interface TelegramResponse {
  telegram: string;
}

export interface Verify2faResponse {
  has2fa: boolean;
}
export interface Enable2faResponse {
  /** A data: URL of the QR code drawn by the server. */
  qr_code_url: string;
  secret: string;
}
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

export interface MyIpResponse {
  ip: string;
}

/** Branding by host: title, favicon, logo, login background, and whether it forces its light theme. */
export interface BrandingResponse {
  host: string;
  title: string;
  favicon: string;
  logo: string;
  background: string;
  forceLight: boolean;
  primaryColor?: string;
}
