// Constants of the e2e run. The server is started by playwright.config.ts with these credentials.
import { execFileSync } from 'node:child_process';
export const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin-e2e-123',
} as const;

/**
 * The port in `process.env[name]`, or one free now, kept there: the runner reads this file first and
 * its workers inherit the environment, so every process of the run agrees on the ports, and a port
 * another program holds never fails the run (set the variable to choose one).
 */
export function port(name: string): number {
  process.env[name] ??= execFileSync(
    process.execPath,
    ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
    { encoding: 'utf8' },
  );
  return Number(process.env[name]);
}

/** The main server of the run, and the one that only the 2FA flow uses (its admin gets 2FA). */
export const E2E_PORT = port('E2E_PORT');
export const TWOFA_PORT = port('E2E_TWOFA_PORT');
export const TWOFA_URL = `http://127.0.0.1:${TWOFA_PORT}`;
/** Where the main server finds the Telegram Bot API: the fake that e2e/telegram.spec.ts runs while it needs it. */
export const TELEGRAM_PORT = port('E2E_TELEGRAM_PORT');
/** And the WhatsApp Cloud API: the fake that e2e/whatsapp.spec.ts runs. */
export const WHATSAPP_PORT = port('E2E_WHATSAPP_PORT');

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
