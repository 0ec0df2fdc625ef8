import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { OneLinePerRequest, readableStream } from './logging';
import { onePageWebDir } from './test/harness';
import { freePort } from './test/ports';

describe('server log in a terminal', () => {
  it('prints one readable line per answered request, without its query string', async () => {
    const lines: string[] = [];
    const out = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { level: 'info', stream: readableStream(out) }, logController: new OneLinePerRequest() });
    app.get('/api/x', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/x?reg_password=segredo' });
    await app.close();
    const requestLines = lines.filter((l) => l.includes('/api/x'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(/^\d{2}:\d{2}:\d{2} INFO {2}GET \/api\/x 200 \d+ ms\n$/);
    expect(lines.join('')).not.toContain('segredo');
  });
});

/** The server as `npm start` runs it, its output piped (no terminal): each line it wrote, once it answered a request. */
async function serverLines(env: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'painel-log-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { PATH: process.env.PATH, DATA_DIR: join(dir, 'data'), WEB_DIR: onePageWebDir(), PORT: String(port), BOT_CHECK: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (c) => (output += c));
  server.stderr!.on('data', (c) => (output += c));
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Painel Revenda em');
    await fetch(`http://127.0.0.1:${port}/api/my-ip`);
    await expect.poll(() => output, { timeout: 10_000 }).toContain('/api/my-ip');
    return output.split('\n').filter(Boolean);
  } finally {
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

describe('server log format', () => {
  it('is readable lines by default, also when the output is not a terminal: the admin, the address and each request', { timeout: 90_000 }, async () => {
    const lines = await serverLines({});
    expect(lines.filter(isJson)).toEqual([]);
    expect(lines).toContainEqual(expect.stringMatching(/^\d{2}:\d{2}:\d{2} WARN {2}Administrador criado: usuário "admin", senha ".+"/));
    expect(lines).toContainEqual(expect.stringMatching(/^\d{2}:\d{2}:\d{2} INFO {2}Painel Revenda em http:\/\/127\.0\.0\.1:\d+\/login \(SQLite\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\d{2}:\d{2}:\d{2} INFO {2}GET \/api\/my-ip 200 \d+ ms$/));
  });

  it('is one JSON record a line with LOG_FORMAT=json (NODE_ENV=production chooses it), the start lines too', { timeout: 90_000 }, async () => {
    const lines = await serverLines({ NODE_ENV: 'production' });
    expect(lines.filter((l) => !isJson(l))).toEqual([]);
    expect(lines.map((l) => JSON.parse(l).msg)).toContainEqual(expect.stringMatching(/^Painel Revenda em http:\/\/127\.0\.0\.1:\d+\/login \(SQLite\)$/));
    expect(loadConfig({ DATA_DIR: tmpdir(), LOG_FORMAT: 'json' }, { writes: false }).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: tmpdir(), NODE_ENV: 'production', LOG_FORMAT: 'text' }, { writes: false }).logFormat).toBe('text');
    expect(() => loadConfig({ DATA_DIR: tmpdir(), LOG_FORMAT: 'xml' }, { writes: false })).toThrow(
      'LOG_FORMAT inválido: text (linhas legíveis) ou json (um registro JSON por linha).',
    );
  });
});
