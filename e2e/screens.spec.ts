// Every screen of the app's screen table (src/renderer/app/nav.tsx) opens, for the admin, a plain
// reseller and a master, without an uncaught page error, an error on the console or a refused or failed
// call: a screen that breaks on opening is found here even when no flow of its own goes through it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { ADMIN } from './support/env';
import { login, open } from './support/ui';

/** The screens' paths as the app declares them (those with an id are opened from their lists). */
const PATHS = [...readFileSync('src/renderer/app/nav.tsx', 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => m[1]!).filter((path) => !path.includes(':'));

/**
 * Opens every screen in turn, as the app's links do (the dashboard after the login is a fresh load), and
 * returns what went wrong on each, with its path: each screen is read only once the one before it has
 * gone (`open`). The test has a screen's time for each (on a busy machine a screen takes seconds), not
 * one test's.
 */
async function openEveryScreen(page: Page): Promise<{ problems: string[]; opened: string[] }> {
  test.setTimeout(30_000 + PATHS.length * 5_000);
  const problems: string[] = [];
  const opened: string[] = [];
  let current = '';
  page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
  // A failed call is told with its address by the response itself; the console's line for it says less.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`${current}: ${message.text()}`);
  });
  // Opening a screen makes no call the account may not make, and none the server fails.
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${current}: ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  for (const path of PATHS) {
    current = path;
    await open(page, path);
    // A screen the account may not see sends it to the dashboard.
    await expect(page).toHaveURL(new RegExp(`(${path.replace(/[/-]/g, '\\$&')}|/dashboard)$`));
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
    if (new URL(page.url()).pathname === path) opened.push(path);
  }
  return { problems, opened };
}

test('every screen opens for the admin with no page error, console error or failed call', async ({ page }) => {
  expect(PATHS.length).toBeGreaterThan(25);
  await login(page, ADMIN.username, ADMIN.password);
  const { problems, opened } = await openEveryScreen(page);
  expect(problems).toEqual([]);
  // The admin sees the admin screens.
  for (const path of ['/settings', '/dns', '/view-backups', '/blacklist', '/ticket-portal']) expect(opened).toContain(path);
});

for (const kind of ['plain reseller', 'master'] as const) {
  test(`every screen opens or sends a ${kind} to the dashboard, with no page error, console error or failed call`, async ({ page, admin }) => {
    const account = await createReseller(admin, { credits: 5, master: kind === 'master' });
    await login(page, account.username, account.password);
    const { problems, opened } = await openEveryScreen(page);
    expect(problems).toEqual([]);
    expect(opened).toContain('/users-iptv');
    expect(opened).not.toContain('/settings');
    // Only a master manages a network of its own.
    expect(opened.includes('/reseller')).toBe(kind === 'master');
  });
}
