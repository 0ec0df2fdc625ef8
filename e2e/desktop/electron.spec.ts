// The real Electron app, where its runtime is installed: Playwright's _electron launches the built app
// (out/main) against the e2e server and waits for the login window. On machines where the runtime
// cannot be downloaded (this project's CI), the test is skipped and says so.
import { _electron as electron, expect, test } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SERVER_URL } from './bench';

/** The Electron binary, read from the package's path.txt (as `npm start` does), or null. */
function electronBinary(): string | null {
  try {
    const dir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const binary = join(process.env.ELECTRON_OVERRIDE_DIST_PATH || join(dir, 'dist'), readFileSync(join(dir, 'path.txt'), 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

test('the Electron app opens its login window on the real runtime', async () => {
  const executablePath = electronBinary();
  test.skip(!executablePath, 'Runtime do Electron não instalado nesta máquina: o app real não foi iniciado.');
  const app = await electron.launch({
    executablePath: executablePath!,
    args: ['.', `--user-data-dir=${mkdtempSync(join(tmpdir(), 'painel-electron-'))}`],
    env: { ...process.env, PAINEL_SERVER_URL: SERVER_URL },
  });
  const first = await app.firstWindow();
  await expect(first.getByText('Seja Bem-Vindo!')).toBeVisible({ timeout: 30_000 });
  expect(await first.evaluate(() => typeof window.panel?.request)).toBe('function');
  await app.close();
});
