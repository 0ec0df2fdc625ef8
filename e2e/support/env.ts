// Constants of the e2e run. The server is started by playwright.config.ts with these credentials.
export const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin-e2e-123',
} as const;

let counter = 0;
/** A name no other test of this run uses (letters and digits only, short enough for any field). */
export function uniqueName(prefix = 'e2e'): string {
  counter += 1;
  const stamp = Date.now().toString(36).slice(-5);
  return `${prefix}${stamp}${counter}${Math.floor(Math.random() * 1e3)}`.slice(0, 24);
}

/** A whatsapp number in country-code format (digits only). */
export function uniquePhone(): string {
  return `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
