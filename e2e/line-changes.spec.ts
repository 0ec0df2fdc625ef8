// Issue 28: an open list follows its lines live, asking only for what changed. A reseller has
// 'Listagem de Usuários IPTV' open; lines are created and deleted from elsewhere (its other session,
// as its bot would through the API): the screen shows the new one and drops the deleted one without a
// reload, and what it asked for after the first load were the changes since the cursor it held.
import { apiLogin, createReseller } from './support/api';
import { expect, test } from './support/fixtures';
import { login, open } from './support/ui';

test('the IPTV list shows lines created and deleted elsewhere, fetching only the changes', async ({ page, admin }) => {
  const reseller = await createReseller(admin, { credits: 10, prefix: 'viva' });
  const other = await apiLogin(admin.request, reseller.username, reseller.password);
  const first = await other.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, nota: 'a primeira' });

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/users-iptv')) asked.push(`${url.pathname}${url.searchParams.has('cursor') ? ' com cursor' : ''}`);
  });
  await login(page, reseller.username, reseller.password);
  await open(page, '/users-iptv');
  await expect(page.getByRole('heading', { name: 'Listagem de Usuários IPTV' })).toBeVisible();
  await expect(page.getByText('a primeira')).toBeVisible();

  const second = await other.post('/api/users-iptv', { isOficial: true, package: 1, credits: 1, nota: 'feita pelo bot' });
  await expect(page.getByText('feita pelo bot')).toBeVisible();
  await other.put(`/api/users-iptv/${first.id}`, { action: 2 });
  await expect(page.getByText('a primeira')).toBeHidden();
  await expect(page.getByText(String(second.username))).toBeVisible();

  expect(asked[0]).toBe('/api/users-iptv/changes');
  expect(asked.slice(1).every((a) => a === '/api/users-iptv/changes com cursor')).toBe(true);
  expect(asked.length).toBeGreaterThan(1);
});
