// Issue 31: a master opens 'Análises' on a computer (1366 px) and on a phone: what its network has coming
// ahead, the charts drawn, its sub-reseller in the tree with its lines, and a click that opens that
// reseller's list.
import { apiLogin, createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { login, open } from './support/ui';

for (const screen of [
  { name: 'no computador', width: 1366, height: 768 },
  { name: 'no celular', width: 390, height: 844 },
])
  test(`a master reads its network's figures and opens a reseller from the tree (${screen.name})`, async ({ page, admin }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const master = await createReseller(admin, { credits: 10, master: true, prefix: 'ana' });
    const masterApi = await apiLogin(admin.request, master.username, master.password);
    const sub = await createReseller(masterApi, { credits: 5, prefix: 'anas' });
    const subApi = await apiLogin(admin.request, sub.username, sub.password);
    for (const nota of ['cliente um', 'cliente dois']) await subApi.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, nota });

    await login(page, master.username, master.password);
    await open(page, '/analises');
    await expect(page.getByRole('heading', { name: 'Análises' })).toBeVisible();
    // Both customers end within 30 days, worth a credit each.
    const ahead = page.locator('.ant-col').filter({ hasText: 'Vencem nos próximos 30 dias' }).last();
    await expect(ahead).toContainText('2 linhas');
    await expect(ahead).toContainText('Renovação vale 2 créditos');
    // The charts are drawn.
    await expect(page.locator('.ant-card').filter({ hasText: 'Renovação' }).first().locator('canvas').first()).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const tree = page.locator('.ant-card').filter({ hasText: 'Árvore' });
    const row = tree.getByRole('row').filter({ hasText: sub.username });
    await expect(row).toContainText('2');
    await row.getByRole('link', { name: sub.username }).click();
    await expect(page).toHaveURL(new RegExp(`/users-iptv/${sub.id}$`));
    await expect(page.getByText('cliente dois')).toBeVisible();
  });
