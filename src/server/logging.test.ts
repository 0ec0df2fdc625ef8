import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest, readableStream } from './logging';

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
