// Constants of the e2e run. The server is started by playwright.config.ts with these credentials.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
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

/**
 * How many workers run the specs side by side (E2E_WORKERS): one per two cores by default. A page of
 * the panel keeps Chromium's renderer on more than one core, so on two cores a second worker only
 * made each test twice as slow (measured: 14.1 min with one, 13.4 min with two and four timeouts).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));
/**
 * Each worker has a main server of its own, on its own data folder: a spec that turns a panel setting
 * off or fills the login limit never reaches a spec running beside it. The runner starts one per
 * worker (playwright.config.ts); in a worker, TEST_PARALLEL_INDEX (Playwright's) names its own.
 */
export const serverPort = (worker: number) => port(`E2E_PORT_${worker}`);
/** The main server of this worker, and the one that only the 2FA flow uses (its admin gets 2FA). */
export const E2E_PORT = serverPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
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
