// Issue 21: a long unbroken value (a ticket title, a note, a balancer's name) ends in an ellipsis inside
// its cell and never pushes the page sideways: at 1366x800, the laptop the probe used, and on a 390 px
// phone for the screens a reseller opens there (the line list, the tickets and a ticket's chat).
// Issue 26: Vencimentos, Revendas and Minha Conta on the phone too; the reseller row menu within the
// screen; the ticket chat's 'Enviar' in view at 1366x600.
import type { Locator, Page } from '@playwright/test';
import { NAMED_HOST_MAX } from '../src/shared/infra/texts';
import { TICKET_MAX } from '../src/shared/tickets/texts';
import { LINE_NOTE_MAX } from '../src/shared/lines/texts';
import { createReseller, giveCredits, apiLogin, type Api } from './support/api';
import { expect, test } from './support/fixtures';
import { login, open } from './support/ui';
import { ADMIN } from './support/env';
import { RESELLER_LOGIN_MAX } from '../src/shared/network/texts';

const long = (n: number) => 'A'.repeat(n);

/** How far the page scrolls sideways (0: it does not). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function settled(page: Page, path: string) {
  await open(page, path);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
}

/** Whether `element` lies within the viewport. */
async function inView(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

/** Opens a reseller's row menu and each of its submenus in turn: each lies within the screen. */
async function rowMenuInView(page: Page, username: string) {
  await page.getByRole('button', { name: `Ações de ${username}` }).click();
  const menu = page.locator('.ant-dropdown:visible .ant-dropdown-menu-root');
  await expect(menu).toBeVisible();
  expect(await inView(page, menu), 'the row menu').toBe(true);
  for (const group of await menu.locator(':scope > .ant-dropdown-menu-submenu').all()) {
    await group.click();
    const sub = page.locator('.ant-dropdown-menu-submenu-popup:visible');
    await expect(sub).toHaveCount(1);
    expect(await inView(page, sub), `${await group.innerText()}`).toBe(true);
  }
  await page.keyboard.press('Escape');
}

/** A reseller with a line, a ticket and a balancer-free network, each holding the longest value allowed. */
async function longValues(admin: Api, request: Parameters<typeof apiLogin>[0]) {
  const account = await createReseller(admin, { credits: 5 });
  await giveCredits(admin, account.id, 2);
  const reseller = await apiLogin(request, account.username, account.password);
  await reseller.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, nota: long(LINE_NOTE_MAX) });
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
      ['/users-iptv', 'Ações', long(LINE_NOTE_MAX)],
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

test.describe('issue 26 on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Vencimentos, Revendas and Minha Conta fit the width; no 'Abrir em nova janela'; the row menu stays on the screen", async ({ page, admin, request }) => {
    const master = await createReseller(admin, { credits: 5, master: true });
    const api = await apiLogin(request, master.username, master.password);
    const sub = await createReseller(api);
    const line = await api.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, nota: 'cliente', whatsapp: '5511988887777' });
    await api.put(`/api/users-iptv/${line.id}`, { action: 3, exp_day: new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }) });
    // The last notices of a linked Telegram, with long texts ('Últimos avisos' ran 64 px past the card).
    const recent = Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      text: `Nova resposta no ticket #${i + 1} "${long(120)}"`,
      status: 'sent',
      created_at_formatted: '25/11/2026 10:00:00',
    }));
    const prefs = {
      ticket_answer: true,
      daily_summary: true,
      low_credits: true,
      dns_blocked: true,
      renewal_refused: true,
      new_ticket: true,
      backup_failed: true,
    };
    await page.route('**/api/me/telegram', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            json: {
              bot: { username: 'painel_bot' },
              link: { tg_username: 'cliente', linked_at_formatted: '25/11/2026 09:00:00' },
              kinds: ['ticket_answer', 'daily_summary', 'low_credits'],
              prefs,
              low_credits: 10,
              recent,
            },
          })
        : route.continue(),
    );
    await login(page, master.username, master.password);

    await settled(page, '/vencimentos');
    await expect(page.getByRole('list', { name: 'Linhas' }).getByRole('listitem')).toHaveCount(1);
    expect(await sideways(page), '/vencimentos').toBeLessThanOrEqual(0);

    await settled(page, '/list-resellers');
    await expect(page.getByRole('list', { name: 'Revendas' }).getByRole('listitem')).toHaveCount(1);
    expect(await sideways(page), '/list-resellers').toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: /Abrir em nova janela/ })).toHaveCount(0);
    await rowMenuInView(page, sub.username);

    await settled(page, '/me');
    const notices = page.locator('.ant-table').filter({ hasText: 'Últimos avisos' });
    await expect(notices.locator('.ant-table-row')).toHaveCount(10);
    const card = page.locator('.ant-card').filter({ has: notices });
    const [cardBox, tableBox] = [(await card.boundingBox())!, (await notices.boundingBox())!];
    expect(tableBox.x + tableBox.width, 'the table within its card').toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(await sideways(page), '/me').toBeLessThanOrEqual(0);

    await settled(page, '/ticket');
    await expect(page.getByRole('button', { name: /Abrir em nova janela/ })).toHaveCount(0);
  });
});

test.describe('issue 26 at 1366x800', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the admin's reseller row menu and each of its submenus stay on the screen; no column hides under 'Ações'", async ({ page, admin }) => {
    // The longest login and a long contact e-mail, as a real network has them.
    const account = await createReseller(admin, {
      username: `revenda.${Date.now().toString(36)}`.padEnd(RESELLER_LOGIN_MAX, 'a'),
      emailContact: `financeiro.${'b'.repeat(40)}@empresa-exemplo.com.br`,
    });
    await login(page, ADMIN.username, ADMIN.password);
    await open(page, '/list-resellers');
    await page.getByLabel('Pesquisar revendas').fill(account.username);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await rowMenuInView(page, account.username);
    // Issue 43: 'Franquia', the last column before the fixed 'Ações', is whole once the table is scrolled to its end.
    // A long login or e-mail ends in an ellipsis instead of widening its column without end.
    const email = page.getByText(/^financeiro\.b+@/);
    expect(await email.evaluate((el) => el.scrollWidth > el.clientWidth), 'the e-mail is clipped').toBe(true);
    const overflow = await page.locator('.ant-table-content').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, 'how far the table scrolls sideways').toBeLessThan(400);
    await page.locator('.ant-table-content').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const [franchise, actions] = [
      (await page.getByRole('columnheader', { name: 'Franquia', exact: true }).boundingBox())!,
      (await page.getByRole('columnheader', { name: 'Ações', exact: true }).boundingBox())!,
    ];
    expect(franchise.x + franchise.width, "'Franquia' ends where 'Ações' begins").toBeLessThanOrEqual(actions.x + 1);
    expect(actions.x + actions.width).toBeLessThanOrEqual(1366);
  });
});

test.describe('issue 26 at 1366x600', () => {
  test.use({ viewport: { width: 1366, height: 600 } });

  test("the ticket chat's 'Enviar' is in view and sends", async ({ page, admin, request }) => {
    const account = await createReseller(admin);
    const reseller = await apiLogin(request, account.username, account.password);
    await reseller.post('/api/ticket', { title: 'Canal sem imagem', category: 1, content: 'O canal 5 está sem imagem.\n'.repeat(40) });
    await login(page, account.username, account.password);
    await settled(page, '/ticket');
    await page.getByRole('button', { name: 'Chat' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Chat do ticket' });
    const send = dialog.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeVisible();
    expect(await inView(page, send)).toBe(true);
    await dialog.getByLabel('Mensagem').fill('Ainda sem imagem.');
    await send.click();
    await expect(dialog.getByText('Ainda sem imagem.')).toBeVisible();
  });
});
