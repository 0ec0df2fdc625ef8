// The desktop package (electron-builder.yml), packed here as `npm run dist` packs it, with
// `electron-builder --linux dir` over a stand-in Electron distribution (the real runtime cannot be
// downloaded here): a binary carrying the fuse wire, so the fuses step runs on it. The app inside holds
// the desktop only, weighs under the budget, and its main starts from the package.
import { extractAll, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { FuseState, SENTINEL } from '@electron/fuses/dist/constants.js';
import { build } from 'electron-builder';
import { load } from 'js-yaml';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** app.asar plus app.asar.unpacked, at most. */
const BUDGET_BYTES = 20 * 1024 * 1024;

const config = load(readFileSync('electron-builder.yml', 'utf8')) as {
  publish: { provider: string; url: string };
  electronFuses: Record<string, boolean>;
};
const root = mkdtempSync(join(tmpdir(), 'painel-package-'));
const resources = join(root, 'dist/linux-unpacked/resources');
const asar = join(resources, 'app.asar');

function bytes(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  return stat.isDirectory() ? readdirSync(path).reduce((sum, name) => sum + bytes(join(path, name)), 0) : stat.size;
}

/** What the main at `main` did at start-up, from the smoke test's stand-in `electron` (e2e/desktop/shim). */
function startMain(main?: string) {
  const run = spawnSync(process.execPath, ['--import', './e2e/desktop/shim/register.mjs', 'e2e/desktop/shim/start-main.mjs', ...(main ? [main] : [])], {
    encoding: 'utf8',
    env: { ...process.env, PAINEL_USER_DATA: mkdtempSync(join(root, 'user-data-')) },
    timeout: 30_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '');
}

beforeAll(async () => {
  // A fresh clone has no built desktop yet.
  if (!existsSync('out/main/index.js')) execFileSync('npm', ['run', 'build:desktop'], { stdio: 'inherit' });
  // Electron's distribution as electron-builder copies it: the binary (named `electron`) with the fuse
  // wire after its sentinel (version 1, 8 fuses, Electron's defaults).
  const electronDist = join(root, 'electron');
  mkdirSync(electronDist);
  writeFileSync(join(electronDist, 'electron'), Buffer.concat([Buffer.from(SENTINEL), Buffer.from([1, 8]), Buffer.from('10110001')]), { mode: 0o755 });
  await build({
    linux: ['dir'],
    publish: 'never',
    config: {
      electronDist,
      electronVersion: createRequire(import.meta.url)('electron/package.json').version,
      directories: { output: join(root, 'dist') },
    },
  });
}, 600_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the desktop package', () => {
  it('holds the built main, preload and renderer, the icon, and of node_modules only the keychain binding', () => {
    const files = listPackage(asar, { isPack: false }).map((f) => f.replaceAll('\\', '/'));
    for (const entry of ['/package.json', '/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html', '/resources/icons/icon.png'])
      expect(files).toContain(entry);
    const packages = new Set(
      files
        .filter((f) => /^\/node_modules\/(@[^/]+\/)?[^/@]+\//.test(f))
        .map((f) =>
          f
            .split('/')
            .slice(2, f.startsWith('/node_modules/@') ? 4 : 3)
            .join('/'),
        ),
    );
    // No other package: none of the server's (Fastify, Kysely, pg, better-sqlite3, the AWS SDK, ...).
    expect([...packages].filter((name) => !/^@napi-rs\/keyring(-.+)?$/.test(name))).toEqual([]);
    // The keychain binding's binary for this system, unpacked (Electron loads a .node from disk).
    expect(readdirSync(join(resources, 'app.asar.unpacked/node_modules/@napi-rs')).some((name) => name.startsWith('keyring-'))).toBe(true);
  });

  it(`weighs at most ${BUDGET_BYTES / 1024 / 1024} MB (app.asar plus app.asar.unpacked)`, () => {
    const size = bytes(asar) + bytes(join(resources, 'app.asar.unpacked'));
    console.log(`app.asar + app.asar.unpacked: ${(size / 1024 / 1024).toFixed(1)} MB`);
    expect(size).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('points the updater at the generic feed and flips the fuses electron-builder.yml sets', async () => {
    expect(load(readFileSync(join(resources, 'app-update.yml'), 'utf8'))).toMatchObject(config.publish);
    const wire = await getCurrentFuseWire(join(root, 'dist/linux-unpacked/painel-revenda'));
    for (const [name, on] of Object.entries(config.electronFuses)) {
      const fuse = FuseV1Options[(name[0].toUpperCase() + name.slice(1)) as keyof typeof FuseV1Options];
      expect(wire[fuse], name).toBe(on ? FuseState.ENABLE : FuseState.DISABLE);
    }
  });

  it('starts from the package: the extracted main does at start-up what the built main does', () => {
    const app = join(root, 'app');
    extractAll(asar, app);
    const packed = startMain(join(app, 'out/main/index.js'));
    expect(packed).toMatchObject({ ready: true, quit: false, windows: [{ url: 'app://panel/dashboard' }] });
    expect(packed.ipc.length).toBeGreaterThan(0);
    // The same handlers, protocol, menu and window as the built main's, the preload from the package.
    const built = startMain();
    const preload = join(app, 'out/preload/index.cjs');
    expect(packed).toEqual({
      ...built,
      windows: built.windows.map((w: { webPreferences: object }) => ({ ...w, webPreferences: { ...w.webPreferences, preload } })),
    });
  });
});
