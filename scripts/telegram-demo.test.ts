// `npm run telegram:demo` ends when its input closes (Ctrl+D, or no terminal), on the port it was given.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test/ports';

describe('npm run telegram:demo', () => {
  it('listens on TELEGRAM_DEMO_PORT and ends when its input closes', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const demo = spawn(process.execPath, ['--import', 'tsx', 'scripts/telegram-demo.ts'], {
      env: { ...process.env, TELEGRAM_DEMO_PORT: String(port) },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    demo.stdout!.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => demo.once('exit', resolve));
    await expect.poll(() => output, { timeout: 30_000 }).toContain(`Telegram de demonstração em http://127.0.0.1:${port}`);
    demo.stdin!.end();
    expect(await exited).toBe(0);
  });
});
