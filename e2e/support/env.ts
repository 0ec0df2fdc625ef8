// Constants of the e2e run. The server is started by playwright.config.ts with these credentials.
export const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin-e2e-123',
} as const;

/** The main server of the run, and the one that only the 2FA flow uses (its admin gets 2FA). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
export const TWOFA_PORT = E2E_PORT + 1;
export const TWOFA_URL = `http://127.0.0.1:${TWOFA_PORT}`;
/** Where the main server finds the Telegram Bot API: the fake that e2e/telegram.spec.ts runs while it needs it. */
export const TELEGRAM_PORT = E2E_PORT - 3;
/** And the WhatsApp Cloud API: the fake that e2e/whatsapp.spec.ts runs. */
export const WHATSAPP_PORT = E2E_PORT - 4;

let counter = 0;
/** A name no other test of this run uses (letters and digits only, short enough for any field). */
export function uniqueName(prefix = 'e2e'): string {
  counter += 1;
  const stamp = Date.now().toString(36).slice(-5);
  return `${prefix}${stamp}${counter}${Math.floor(Math.random() * 1e3)}`.slice(0, 24);
}

/** A line username of 9 digits no other test of this run uses (the counter keeps two of one test apart). */
export function uniqueDigits(): string {
  counter += 1;
  return `${String(Date.now()).slice(-5)}${String(counter % 100).padStart(2, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

/** A whatsapp number in country-code format (digits only). */
export function uniquePhone(): string {
  return `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
