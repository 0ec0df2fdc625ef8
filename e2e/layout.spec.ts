// Issue 21: a long unbroken value (a ticket title, a note, a balancer's name) ends in an ellipsis inside
// its cell and never pushes the page sideways: at 1366x800, the laptop the probe used, and on a 390 px
// phone for the screens a reseller opens there (the line list, the tickets and a ticket's chat).
import type { Page } from '@playwright/test';
import { NAMED_HOST_MAX } from '../src/shared/infra';
import { TICKET_MAX } from '../src/shared/tickets';
import { createReseller, giveCredits, apiLogin, type Api } from './support/api';
import { expect, test } from './support/fixtures';
import { login } from './support/ui';

const long = (n: number) => 'A'.repeat(n);

/** How far the page scrolls sideways (0: it does not). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
}

/** A reseller with a line, a ticket and a balancer-free network, each holding the longest value allowed. */
async function longValues(admin: Api, request: Parameters<typeof apiLogin>[0]) {
  const account = await createReseller(admin, { credits: 5 });
  await giveCredits(admin, account.id, 2);
  const reseller = await apiLogin(request, account.username, account.password);
  await reseller.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, nota: long(500) });
  const ticket = await reseller.post('/api/ticket', { title: long(TICKET_MAX.title), category: 1, content: long(2_000) });
  return { account, ticketId: Number(ticket?.id ?? ticket?.data?.id) };
}

test.describe('at 1366x800', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('long titles, notes and names end in an ellipsis and no screen scrolls sideways', async ({ page, admin, request }) => {
    const { account } = await longValues(admin, request);
    await admin.post('/api/balancers', { name: long(NAMED_HOST_MAX.name), ip: '10.0.0.5' });
    await login(page, account.username, account.password);
    for (const path of ['/dashboard', '/users-iptv', '/ticket', '/log']) {
      await settled(page, path);
      expect(await sideways(page), path).toBeLessThanOrEqual(0);
    }
    // The columns after a long value stay in view: the note and the title are clipped, whole on hover.
    for (const [path, last, value] of [
      ['/users-iptv', 'Ações', long(500)],
      ['/ticket', 'Ação', long(TICKET_MAX.title)],
    ] as const) {
      await settled(page, path);
      const header = await page.getByRole('columnheader', { name: last, exact: true }).boundingBox();
      expect(header!.x + header!.width, `${path}: '${last}' within the width`).toBeLessThanOrEqual(1366);
      const cell = page.getByText(value, { exact: true }).first();
      expect(await cell.evaluate((el) => el.scrollWidth > el.clientWidth), `${path}: clipped`).toBe(true);
      await cell.scrollIntoViewIfNeeded();
      await cell.hover();
      await expect(page.getByRole('tooltip').getByText(value, { exact: true })).toBeVisible();
    }
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the line list, the tickets and a ticket chat fit the width', async ({ page, admin, request }) => {
    const { account, ticketId } = await longValues(admin, request);
    await login(page, account.username, account.password);
    for (const path of ['/users-iptv', '/ticket', `/ticket/${ticketId}`]) {
      await settled(page, path);
      expect(await sideways(page), path).toBeLessThanOrEqual(0);
    }
  });
});
