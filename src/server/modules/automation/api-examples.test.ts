// Every example of the 'API e Webhooks' page (issue 43), run against the server as an integrator would:
// the curl requests through the app with a token of the scope the page names, and the Node program as
// it is on the page, by node, against the app listening on this machine. One source: shared/api-examples.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { API_EXAMPLE_PAYLOAD, API_EXAMPLE_SCOPES, API_REQUEST_EXAMPLES, apiExamples, NODE_SIGNATURE_EXAMPLE } from '../../../shared/api-examples';
import { WEBHOOK_SIGNATURE_HEADER } from '../../../shared/automation/texts';
import { useTestApp } from '../../test/harness';
import { deliverDue } from './delivery';

const t = useTestApp({ WEBHOOKS_ALLOW_LOCAL: '1' });
const dir = mkdtempSync(join(tmpdir(), 'painel-api-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A reseller's token with the scopes the page tells to choose. */
async function exampleToken() {
  const account = await t.createAccount({ credits: 20 });
  const session = await t.loginAs(account.username);
  const res = await t.request('POST', '/api/me/api-tokens', { token: session, body: { name: 'bot-exemplo', scopes: [...API_EXAMPLE_SCOPES] } });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return { session, token: res.data.secret as string };
}

/** The shape of a JSON value: its keys, all the way down. */
const shape = (value: unknown): unknown =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : typeof value === 'object' ? 'null' : 'value';

describe("the 'API e Webhooks' page's examples", () => {
  it('create a test line and renew it, each request as the page writes it answering 2xx', async () => {
    const { token } = await exampleToken();
    const { createTest, renew } = API_REQUEST_EXAMPLES;
    const created = await t.request(createTest.method, createTest.path(), {
      token,
      body: createTest.body,
      headers: { 'idempotency-key': createTest.idempotencyKey },
    });
    expect(created.status, JSON.stringify(created.data)).toBeLessThan(300);
    expect(created.data).toMatchObject({ id: expect.any(Number), username: expect.any(String), password: expect.any(String) });
    const renewed = await t.request(renew.method, renew.path(created.data.id), {
      token,
      body: renew.body,
      headers: { 'idempotency-key': renew.idempotencyKey },
    });
    expect(renewed.status, JSON.stringify(renewed.data)).toBeLessThan(300);
  });

  it('run the Node program of the page as it is, against the server', { timeout: 60_000 }, async () => {
    const { token } = await exampleToken();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const program = join(dir, 'bot.mjs');
    writeFileSync(program, apiExamples(`http://127.0.0.1:${port}`).node);
    // Asynchronously: the server answering it is this process.
    const run = await promisify(execFile)(process.execPath, [program], { env: { PATH: process.env.PATH, PAINEL_TOKEN: token }, timeout: 30_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^\S+ \S+\n$/);
  });

  it("describe a real delivery: the body has the example's fields and the page's Node check accepts its signature", async () => {
    const got: { body: string; signature: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => (got.push({ body, signature: String(req.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]) }), res.writeHead(200).end()));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { session, token } = await exampleToken();
      const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
      const hook = await t.request('POST', '/api/me/webhooks', { token: session, body: { url, events: [API_EXAMPLE_PAYLOAD.type] } });
      expect(hook.status, JSON.stringify(hook.data)).toBe(200);
      // The example's event: a paid line (the page's request makes a test, 'teste.criado').
      const { createTest } = API_REQUEST_EXAMPLES;
      const line = await t.request(createTest.method, createTest.path(), { token, body: { isOficial: true, package: 1, credits: 1 } });
      expect(line.status, JSON.stringify(line.data)).toBe(200);
      expect(await deliverDue(t.ctx)).toBe(1);
      const [delivery] = got;
      expect(shape(JSON.parse(delivery!.body))).toEqual(shape(API_EXAMPLE_PAYLOAD));

      const check = join(dir, 'assinatura.mjs');
      writeFileSync(check, NODE_SIGNATURE_EXAMPLE);
      const { assinaturaValida } = (await import(pathToFileURL(check).href)) as { assinaturaValida: (body: string, header: string, secret: string) => boolean };
      expect(assinaturaValida(delivery!.body, delivery!.signature, hook.data.secret)).toBe(true);
      expect(assinaturaValida(delivery!.body.replace('}', ' }'), delivery!.signature, hook.data.secret)).toBe(false);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
