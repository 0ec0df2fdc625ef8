// The desktop app's folder (issue 33): /desktop/<file> serves what the admin dropped into
// DESKTOP_UPDATES_DIR with the right types, caching and ranges, never a listing nor anything beside the
// files; GET /api/desktop-release offers one download per system with its version; without the folder,
// nothing is served and no download is offered.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../messages';
import { loadConfig } from '../../config';
import { useTestApp } from '../../test/harness';
import { writeRelease } from '../../test/desktop-feed';

const dir = mkdtempSync(join(tmpdir(), 'painel-desktop-feed-'));
const EXE = Buffer.alloc(64 * 1024, 7);
writeRelease(dir, 'latest.yml', '1.4.0', { 'painel-revenda-1.4.0-win-x64.exe': EXE });
writeRelease(dir, 'latest-mac.yml', '1.4.0', {
  'painel-revenda-1.4.0-mac-arm64.zip': Buffer.from('zip'),
  'painel-revenda-1.4.0-mac-arm64.dmg': Buffer.from('dmg'),
});
writeRelease(dir, 'latest-linux.yml', '1.3.9', { 'painel-revenda-1.3.9-linux-x86_64.AppImage': Buffer.from('appimage') });
writeFileSync(join(dir, 'painel-revenda-1.4.0-win-x64.exe.blockmap'), 'blockmap');
writeFileSync(join(dir, '.env'), 'SECRET=1');
writeFileSync(join(dir, 'notas.txt'), 'rascunho');
mkdirSync(join(dir, 'antigos.exe'));
// Links out of the folder (or to a file inside it) are never followed: only the folder's own regular files.
const outside = mkdtempSync(join(tmpdir(), 'painel-desktop-outside-'));
writeFileSync(join(outside, 'segredo.yml'), 'SECRET=2');
symlinkSync(join(outside, 'segredo.yml'), join(dir, 'fora.yml'));
symlinkSync('/etc/hostname', join(dir, 'hostname.yml'));
symlinkSync(join(dir, 'painel-revenda-1.4.0-win-x64.exe'), join(dir, 'atalho.exe'));

const t = useTestApp({ DESKTOP_UPDATES_DIR: dir });

describe('the desktop folder, configured', () => {
  it('serves each feed and installer with its type and caching: feeds revalidated, installers kept a day', async () => {
    const feed = await t.request('GET', '/desktop/latest.yml');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/yaml; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('public, no-cache');
    expect(feed.headers.etag).toBeTruthy();
    expect(String(feed.data)).toContain('version: 1.4.0');
    const types: Record<string, string> = {
      'painel-revenda-1.4.0-win-x64.exe': 'application/vnd.microsoft.portable-executable',
      'painel-revenda-1.4.0-win-x64.exe.blockmap': 'application/octet-stream',
      'painel-revenda-1.4.0-mac-arm64.dmg': 'application/x-apple-diskimage',
      'painel-revenda-1.4.0-mac-arm64.zip': 'application/zip',
      'painel-revenda-1.3.9-linux-x86_64.AppImage': 'application/vnd.appimage',
    };
    for (const [file, type] of Object.entries(types)) {
      const res = await t.request('GET', `/desktop/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers['content-type'], file).toBe(type);
      expect(res.headers['cache-control'], file).toBe('public, max-age=86400');
    }
    const exe = await t.app.inject({ method: 'GET', url: '/desktop/painel-revenda-1.4.0-win-x64.exe', headers: { 'accept-encoding': 'gzip' } });
    expect(exe.rawPayload.equals(EXE)).toBe(true);
    expect(exe.headers['content-encoding']).toBeUndefined();
  });

  it('answers ranges (the updater downloads only the changed blocks), revalidation and HEAD', async () => {
    const part = await t.app.inject({ method: 'GET', url: '/desktop/painel-revenda-1.4.0-win-x64.exe', headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${EXE.length}`);
    expect(part.rawPayload.equals(EXE.subarray(10, 20))).toBe(true);
    const first = await t.request('GET', '/desktop/latest.yml');
    const again = await t.request('GET', '/desktop/latest.yml', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/desktop/painel-revenda-1.4.0-win-x64.exe' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(EXE.length));
  });

  it('never lists the folder, and serves nothing but the files of a release', async () => {
    for (const url of [
      '/desktop/',
      '/desktop',
      '/desktop/.env',
      '/desktop/notas.txt',
      '/desktop/antigos.exe',
      '/desktop/nada.exe',
      '/desktop/..%2Fpackage.json',
      '/desktop/%2e%2e/package.json',
      '/desktop/x%252F..%252F.env',
      '/desktop/fora.yml',
      '/desktop/hostname.yml',
      '/desktop/atalho.exe',
    ]) {
      const res = await t.request('GET', url);
      expect(res.status, url).toBe(404);
      expect(JSON.stringify(res.data), url).not.toMatch(/latest|SECRET|painel-revenda-1/);
    }
  });

  it("offers one download per system, the feed's preferred installer with its version", async () => {
    const res = await t.request('GET', '/api/desktop-release');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      downloads: [
        { os: 'windows', label: 'Windows', version: '1.4.0', url: '/desktop/painel-revenda-1.4.0-win-x64.exe' },
        { os: 'mac', label: 'macOS', version: '1.4.0', url: '/desktop/painel-revenda-1.4.0-mac-arm64.dmg' },
        { os: 'linux', label: 'Linux', version: '1.3.9', url: '/desktop/painel-revenda-1.3.9-linux-x86_64.AppImage' },
      ],
    });
  });
});

describe('the desktop folder, not configured', () => {
  const bare = useTestApp();
  it('serves nothing and offers no download', async () => {
    expect(await bare.request('GET', '/desktop/latest.yml')).toMatchObject({ status: 404, data: { message: SERVER_MSG.routeNotFound } });
    expect((await bare.request('GET', '/api/desktop-release')).data).toEqual({ downloads: [] });
  });
});

describe('DESKTOP_UPDATES_DIR', () => {
  it('must be a folder that exists, said at start', () => {
    expect(() => loadConfig({ DATA_DIR: dir, DESKTOP_UPDATES_DIR: join(dir, 'nao-existe') }, { writes: false })).toThrow(
      'DESKTOP_UPDATES_DIR não é uma pasta existente',
    );
    expect(() => loadConfig({ DATA_DIR: dir, DESKTOP_UPDATES_DIR: join(dir, 'latest.yml') }, { writes: false })).toThrow(
      'DESKTOP_UPDATES_DIR não é uma pasta existente',
    );
  });
});

describe('a folder with a broken feed or a missing installer', () => {
  const broken = mkdtempSync(join(tmpdir(), 'painel-desktop-feed-'));
  writeFileSync(join(broken, 'latest.yml'), 'version: [sem fim');
  writeRelease(broken, 'latest-linux.yml', '2.0.0', { 'painel-revenda-2.0.0-linux-amd64.deb': Buffer.from('deb') });
  writeFileSync(join(broken, 'latest-mac.yml'), 'version: 2.0.0\nfiles:\n  - url: painel-revenda-2.0.0-mac-arm64.dmg\n');
  const b = useTestApp({ DESKTOP_UPDATES_DIR: broken });
  it('offers only the systems whose feed reads and whose installer is there', async () => {
    expect((await b.request('GET', '/api/desktop-release')).data).toEqual({
      downloads: [{ os: 'linux', label: 'Linux', version: '2.0.0', url: '/desktop/painel-revenda-2.0.0-linux-amd64.deb' }],
    });
  });
});
