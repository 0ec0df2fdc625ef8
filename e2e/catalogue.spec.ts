// Issues 10 and 11 in the web shell: the admin loads an M3U catalogue on /list-movies and pages through
// the posters (12 a page, the placeholder for an empty thumb, search without accents, the Séries tab);
// an IP blocked by failed line logins is shown on /blacklist with its attempts and the admin unblocks it.
import { apiLogin, createReseller } from './support/api';
import { ADMIN } from './support/env';
import { expect, test } from './support/fixtures';
import { errorDialog, login, open, tableRow } from './support/ui';

const movies = Array.from({ length: 14 }, (_, i) => (i === 0 ? 'Ação Sem Pôster' : `Filme E2E ${String(i).padStart(2, '0')}`));
const PLAYLIST = [
  '#EXTM3U',
  '#EXTINF:-1 tvg-id="e2e.1" tvg-logo="" group-title="Esportes",Canal E2E',
  'http://origem.e2e.invalid/live/1.ts',
  ...movies.flatMap((name, i) => [`#EXTINF:-1 tvg-logo="" group-title="Filmes | E2E",${name}`, `http://origem.e2e.invalid/filmes/${i}.mp4`]),
  '#EXTINF:-1 tvg-logo="" group-title="Séries | E2E",Série E2E S01 E01',
  'http://origem.e2e.invalid/series/1/1.mp4',
].join('\n');

test('the admin loads a catalogue and pages through the posters on /list-movies', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await open(page, '/list-movies');
  await page.locator('input[type=file]').setInputFiles({ name: 'catalogo.m3u', mimeType: 'audio/x-mpegurl', buffer: Buffer.from(PLAYLIST) });
  await expect(page.getByText('Upload realizado com sucesso: 1 canais, 14 filmes, 1 séries')).toBeVisible();

  const posters = page.locator('.ant-card-cover img');
  await expect(page.getByRole('heading', { name: 'Filmes' })).toBeVisible();
  await expect(posters).toHaveCount(12);
  // The empty thumb shows the 520x420 placeholder.
  const placeholder = page.getByAltText('Ação Sem Pôster');
  await expect(placeholder).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(await placeholder.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([520, 420]);

  await page.getByRole('listitem', { name: '2' }).click();
  await expect(posters).toHaveCount(2);
  await expect(page.getByAltText('Filme E2E 13')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill('acao sem poster');
  await expect(posters).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill('');
  await page.getByRole('tab', { name: 'Séries' }).click();
  await expect(page.getByRole('heading', { name: 'Séries' })).toBeVisible();
  await expect(page.getByAltText('Série E2E')).toBeVisible();
});

test('an IP blocked by failed line logins is listed on /blacklist and the admin unblocks it', async ({ page, admin }) => {
  // A line, and its right password: refused while this IP is blocked.
  const reseller = await createReseller(admin, { credits: 5, prefix: 'blk' });
  const owner = await apiLogin(admin.request, reseller.username, reseller.password);
  const line = await owner.post<{ username: string; password: string }>('/api/users-iptv', { isOficial: true, package: 1, credits: 1 });
  await login(page, ADMIN.username, ADMIN.password);
  const playerApi = (password: string) =>
    page.request.get(`/player_api.php?username=${encodeURIComponent(line.username)}&password=${encodeURIComponent(password)}`);
  try {
    for (let i = 0; i < 10; i++) await playerApi(`errada-${i}`);
    expect((await playerApi(line.password)).status()).toBe(403);

    await open(page, '/blacklist');
    const row = tableRow(page, '127.0.0.1');
    await expect(row).toBeVisible();
    // Its total counts the failed panel logins from this address too (earlier specs made some).
    expect(Number(await row.getByRole('cell').nth(1).innerText())).toBeGreaterThanOrEqual(10);

    await row.getByRole('button', { name: /Histórico/ }).click();
    const attempts = errorDialog(page, 'Tentativas');
    await expect(attempts).toContainText('IP: 127.0.0.1');
    await expect(attempts.getByRole('cell', { name: 'errada-9' })).toBeVisible();
    await attempts.getByRole('button', { name: /close|fechar/i }).click();

    await row.getByRole('button', { name: /Excluir/ }).click();
    await errorDialog(page, 'Deseja excluir o IP 127.0.0.1 da blacklist?').getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText('IP excluído da blacklist com sucesso!')).toBeVisible();
    await expect(page.getByText('Nenhum IP bloqueado.')).toBeVisible();
    expect((await (await playerApi(line.password)).json()).user_info.auth).toBe(1);
  } finally {
    // Never leave the test machine's own address blocked for the specs that follow.
    await admin.call('POST', '/api/delete-blacklist', { ip: '127.0.0.1' });
  }
});
