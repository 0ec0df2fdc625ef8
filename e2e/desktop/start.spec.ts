// The built desktop app starts: out/main/index.js is loaded by plain Node (Electron's main uses the
// same ESM loader) with only the `electron` module replaced, and must register its IPC handlers, the
// app:// protocol and the session's permission handlers, set the pt-BR menu and open its first window, sandboxed.
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function startMain(env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', './e2e/desktop/shim/register.mjs', 'e2e/desktop/shim/start-main.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, PAINEL_USER_DATA: mkdtempSync(join(tmpdir(), 'painel-desktop-')), ...env },
    // A main that never ends (a timer left running) fails here instead of holding the whole run.
    timeout: 30_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}

test('the built main process starts in Node, registers every IPC handler and opens the dashboard', () => {
  const started = startMain();
  expect(started).toMatchObject({ ready: true, quit: false, protocols: ['app'], menu: ['Arquivo', 'Editar', 'Exibir', 'Janela', 'Ajuda'] });
  // No session without its permission handlers (requests and checks).
  expect(started.permissions).toEqual(['check', 'request']);
  // Every channel of CHANNELS (the renderer's calls) has its handler.
  const source = readFileSync('src/main/ipc/channels.ts', 'utf8');
  const channels = source
    .slice(source.indexOf('CHANNELS = {'), source.indexOf('} as const'))
    .match(/'[a-z-]+:[a-z-]+'/g)!
    .map((c) => c.slice(1, -1));
  expect(started.ipc).toEqual([...channels].sort());
  expect(started.windows).toEqual([
    { url: 'app://panel/dashboard', webPreferences: expect.objectContaining({ sandbox: true, contextIsolation: true, nodeIntegration: false }) },
  ]);
});

test('a second start quits at once: no handlers, no window (the first instance is focused instead)', () => {
  expect(startMain({ PAINEL_SECOND_INSTANCE: '1' })).toMatchObject({ quit: true, ipc: [], windows: [] });
});

// Main bundles every package but the keychain binding, which the installer carries (electron-builder.yml's
// files; scripts/package.test.ts packs it): what main still loads at run time must be a dependency.
test('every bare import of the built main is a dependency, so the installer ships it', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const built = ['out/main/index.js', ...readdirBuilt()].map((f) => readFileSync(f, 'utf8')).join('\n');
  const imported = new Set(
    [...built.matchAll(/^import\s+(?:[^'"]*?from\s+)?["']([^"'.][^"']*)["']/gm)]
      .map((m) => m[1])
      .filter((s) => !s.startsWith('node:') && !builtinModules.includes(s) && s !== 'electron')
      .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0])),
  );
  expect(imported.size).toBeGreaterThan(0);
  expect([...imported].filter((name) => !(name in pkg.dependencies))).toEqual([]);
});

const readdirBuilt = () => readdirSync('out/main/chunks').map((f) => join('out/main/chunks', f));
