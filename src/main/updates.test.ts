// The updates from the panel's own server (issue 33), end to end but for Electron: electron-updater's
// Linux (.deb) updater runs over the stand-in electron (its HTTP through `net.request`) against the real
// panel server serving a local feed from DESKTOP_UPDATES_DIR. A newer version is found, downloaded,
// checked against the feed's sha512 and offered in pt-BR; a tampered file is refused and said.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESKTOP_MSG } from '../shared/desktop/texts';
import { createTestApp } from '../server/test/harness';
import { writeRelease } from '../server/test/desktop-feed';
import { dialogs, electronFake, fakeApp, fakeElectronForPackages, resetElectronFake } from './test/electron-fake';

vi.mock('electron', () => electronFake);
fakeElectronForPackages();

const { DebUpdater } = await import('electron-updater');
const { createUpdates } = await import('./updates');

const DEB = Buffer.alloc(200 * 1024, 3);
const feedDir = mkdtempSync(join(tmpdir(), 'painel-feed-'));
writeRelease(feedDir, 'latest-linux.yml', '1.1.0', { 'painel-revenda-1.1.0-linux-amd64.deb': DEB });
const server = await createTestApp({ DESKTOP_UPDATES_DIR: feedDir });
const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
afterAll(() => server.close());

/** The log lines of one run. */
let logged: string[] = [];
const log = {
  info: (...parts: unknown[]) => void logged.push(parts.join(' ')),
  warn: (...parts: unknown[]) => void logged.push(parts.join(' ')),
  error: (...parts: unknown[]) => void logged.push(parts.join(' ')),
};

/** electron-updater's updater of a packaged app at version 1.0.0, with a fresh download cache. */
function packagedUpdater() {
  const home = mkdtempSync(join(tmpdir(), 'painel-updater-'));
  process.env.XDG_CACHE_HOME = join(home, 'cache');
  fakeApp.userData = home;
  const updater = new DebUpdater();
  // What electron-builder writes into the installed app's resources (the feed's URL is set per check).
  const config = join(home, 'app-update.yml');
  writeFileSync(config, 'provider: generic\nurl: http://127.0.0.1:1/desktop/\nupdaterCacheDirName: painel-revenda-updater\n');
  updater.updateConfigPath = config;
  const pending = join(home, 'cache', 'painel-revenda-updater', 'pending');
  return { updater, pending };
}

const answer = (label: string) => (dialogs.answer = (options) => options.buttons!.indexOf(label));

beforeEach(() => {
  resetElectronFake();
  logged = [];
});

describe('updates from the panel server', () => {
  it('finds the newer version, downloads and verifies it, and asks in pt-BR to restart now', async () => {
    const { updater, pending } = packagedUpdater();
    const install = vi.spyOn(updater, 'quitAndInstall').mockImplementation(() => undefined);
    answer(DESKTOP_MSG.restartNow);
    await createUpdates({ updater, signedServer: async () => base, autoDownload: () => true, log }).check();
    expect(dialogs.shown.map((d) => d.message)).toEqual(['Nova versão 1.1.0 disponível: reiniciar para atualizar']);
    expect(dialogs.shown[0].buttons).toEqual(['Reiniciar agora', 'Na próxima inicialização']);
    expect(readFileSync(join(pending, 'painel-revenda-1.1.0-linux-amd64.deb')).equals(DEB)).toBe(true);
    expect(install).toHaveBeenCalledWith(true, true);
  });

  it('leaves the update for the next start when asked, and does not ask again in this run', async () => {
    const { updater } = packagedUpdater();
    const install = vi.spyOn(updater, 'quitAndInstall').mockImplementation(() => undefined);
    answer(DESKTOP_MSG.restartLater);
    const updates = createUpdates({ updater, signedServer: async () => base, autoDownload: () => true, log });
    await updates.check();
    await updates.check();
    expect(dialogs.shown).toHaveLength(1);
    expect(install).not.toHaveBeenCalled();
    expect(updater.autoInstallOnAppQuit).toBe(true);
  });

  it('refuses a tampered installer: nothing kept, the error logged and said', async () => {
    const tamperedDir = mkdtempSync(join(tmpdir(), 'painel-feed-'));
    writeRelease(tamperedDir, 'latest-linux.yml', '1.1.0', { 'painel-revenda-1.1.0-linux-amd64.deb': DEB });
    const changed = Buffer.from(DEB);
    changed[1000] ^= 0xff;
    writeFileSync(join(tamperedDir, 'painel-revenda-1.1.0-linux-amd64.deb'), changed);
    const tampered = await createTestApp({ DESKTOP_UPDATES_DIR: tamperedDir });
    try {
      const url = await tampered.app.listen({ host: '127.0.0.1', port: 0 });
      const { updater, pending } = packagedUpdater();
      const install = vi.spyOn(updater, 'quitAndInstall').mockImplementation(() => undefined);
      await createUpdates({ updater, signedServer: async () => url, autoDownload: () => true, log }).check();
      expect(dialogs.shown).toEqual([
        expect.objectContaining({ type: 'error', message: 'Não foi possível atualizar para a versão 1.1.0.', detail: DESKTOP_MSG.updateTampered }),
      ]);
      expect(existsSync(pending) ? readdirSync(pending).filter((f) => f.endsWith('.deb')) : []).toEqual([]);
      expect(logged.join('\n')).toMatch(/sha512 checksum mismatch/);
      expect(install).not.toHaveBeenCalled();
    } finally {
      await tampered.close();
    }
  });

  it('with automatic downloads off, asks before downloading; "Agora não" downloads nothing', async () => {
    const { updater, pending } = packagedUpdater();
    answer(DESKTOP_MSG.notNow);
    await createUpdates({ updater, signedServer: async () => base, autoDownload: () => false, log }).check();
    expect(dialogs.shown.map((d) => [d.message, d.buttons])).toEqual([['Nova versão 1.1.0 disponível.', ['Baixar', 'Agora não']]]);
    expect(existsSync(pending) ? readdirSync(pending) : []).toEqual([]);
  });

  it('says nothing without a session, at the current version, or on a server without the folder', async () => {
    const { updater } = packagedUpdater();
    const checking = vi.spyOn(updater, 'checkForUpdates');
    await createUpdates({ updater, signedServer: async () => null, autoDownload: () => true, log }).check();
    expect(checking).not.toHaveBeenCalled();

    fakeApp.version = '1.1.0';
    const current = packagedUpdater();
    await createUpdates({ updater: current.updater, signedServer: async () => base, autoDownload: () => true, log }).check();

    const bare = await createTestApp();
    try {
      const url = await bare.app.listen({ host: '127.0.0.1', port: 0 });
      const away = packagedUpdater();
      await createUpdates({ updater: away.updater, signedServer: async () => url, autoDownload: () => true, log }).check();
    } finally {
      await bare.close();
    }
    expect(dialogs.shown).toEqual([]);
    expect(logged.join('\n')).toMatch(/latest-linux\.yml/);
  });
});
