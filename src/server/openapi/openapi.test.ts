// The API document: valid OpenAPI 3.1, every entry of the table in it with its schemas and rule, and a
// client generated from it (openapi-typescript + openapi-fetch) that type-checks and works against the
// running panel: it logs in, reads the packages, creates a line and lists it.
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_SCHEMAS } from '../../shared/call-schemas';
import { CALLS, type CallName } from '../../shared/calls';
import type { Call } from '../../shared/rules';
import { useTestApp } from '../test/harness';
import { templated } from './document';

const t = useTestApp();
let base = '';
let document: { paths: Record<string, Record<string, Record<string, unknown>>> };
// Inside node_modules, so that the generated client finds openapi-fetch as any module of the project would.
mkdirSync('node_modules/.cache', { recursive: true });
const dir = mkdtempSync(join(process.cwd(), 'node_modules/.cache/openapi-client-'));

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  document = (await (await fetch(`${base}/api/openapi.json`)).json()) as typeof document;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const operationOf = (call: Call) => document.paths[templated(call.path)]?.[call.method.toLowerCase()];

describe('GET /api/docs', () => {
  it('names its own icon, and every file the page names is served (the browser asks for no missing /favicon.ico)', async () => {
    const page = await (await fetch(`${base}/api/docs`)).text();
    expect(page).toMatch(/<link rel="icon" href="[^"]+"/);
    const named = [...page.matchAll(/(?:href|src)="(\/[^"]+)"/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const file of named) expect([file, (await fetch(`${base}${file}`)).status]).toEqual([file, 200]);
  });

  it('is a page in pt-BR: every call by its group, with who may call it, its fields, its answers and a curl; no English controls', async () => {
    const page = await (await fetch(`${base}/api/docs`)).text();
    for (const english of ['Try it out', 'Execute', 'Parameters', 'Responses', 'Authorize', 'swagger']) expect(page).not.toContain(english);
    // Every entry of the table has its article.
    for (const call of Object.values(CALLS) as Call[]) expect(page).toContain(`<article id="${call.name}">`);
    const renew = page.slice(page.indexOf('<article id="renewDns">'), page.indexOf('</article>', page.indexOf('<article id="renewDns">')));
    expect(renew).toContain('Renova uma DNS própria');
    expect(renew).toContain('Quem pode chamar');
    expect(renew).toContain('<code>code_2fa</code>');
    expect(renew).toContain('<h4>Respostas</h4>');
    expect(renew).toMatch(/curl -X POST &#39;http:\/\/127\.0\.0\.1:\d+\/api\/renew-dns&#39; \\\n {2}-H &#39;Authorization: Bearer SEU_TOKEN&#39;/);
    // Which texts are the spec's: the 401s, word for word, in English.
    expect(page).toContain('menos os de 401 de sessão, que são os da especificação, em inglês, palavra por palavra');
    expect(renew).toContain('<code>Token not provided</code>');
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validated = await SwaggerParser.validate(structuredClone(document) as never);
    expect((validated as { openapi: string }).openapi).toBe('3.1.0');
  });

  it("passes Redocly's recommended lint with no error", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(errors).toEqual([]);
  });

  it('has every entry of the table, with its schemas, its rule and its security', () => {
    for (const [name, call] of Object.entries(CALLS) as [CallName, Call][]) {
      const operation = operationOf(call);
      expect(operation, name).toBeDefined();
      expect(operation!.operationId).toBe(name);
      expect(operation!['x-rule']).toEqual(call.rule);
      expect(String(operation!.summary).length, name).toBeGreaterThan(5);
      const schemas: { query?: unknown; body?: unknown; answer?: unknown } = CALL_SCHEMAS[name];
      expect(operation!.requestBody !== undefined, `${name}: corpo`).toBe(schemas.body !== undefined);
      // Every answer is described: a JSON 200 has its schema, anything else its media type or a redirect.
      const ok = (operation!.responses as Record<string, { content?: Record<string, { schema: object }> }>)['200'];
      const json = ok?.content?.['application/json']?.schema;
      if (json) expect(Object.keys(json).length, `${name}: esquema da resposta`).toBeGreaterThan(0);
      else expect(ok?.content ?? (operation!.responses as Record<string, unknown>)['302'], name).toBeDefined();
      if (call.rule.who === 'public') expect(operation!.security, name).toEqual([]);
      else expect(operation!.responses).toHaveProperty('401');
    }
    // A rule is written out in pt-BR: a permission by its label, the 2FA step-up, the action codes by name.
    expect(operationOf(CALLS.renewDns)!.description).toMatch(/'DNS Premium'.*\n\nPede o código 2FA/s);
    expect(operationOf(CALLS.resellerAction)!.description).toContain('`action` 7 (deleteNetwork): só o admin');
    const login = operationOf(CALLS.login)!.requestBody as { content: { 'application/json': { schema: { required: string[] } } } };
    expect(login.content['application/json'].schema.required).toEqual(['username', 'password']);
  });

  /** The JSON Schema of `call`'s body in the document. */
  const bodyOf = (call: Call) =>
    (operationOf(call)!.requestBody as { content: { 'application/json': { schema: JsonObject } } }).content['application/json'].schema;
  type JsonObject = { properties: Record<string, Record<string, unknown>>; description?: string; required?: string[] };

  it("says the rules the server applies, not a looser shape (issue 47): the values a field takes, a webhook's address", async () => {
    expect(bodyOf(CALLS.createTicket).properties.category).toMatchObject({ enum: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(bodyOf(CALLS.portalPayment).properties.qtd_creditos).toMatchObject({ enum: [1, 2, 3, 4, 5, 10] });
    expect(bodyOf(CALLS.replyTicket).description).toContain('`mensagem`, não vazia) é obrigatória');
    const pattern = new RegExp(String(bodyOf(CALLS.createWebhook).properties.url!.pattern));
    // The pattern the document gives accepts what the server accepts, and refuses what it refuses.
    const admin = await t.loginAs(t.admin.username, 'Admin-test-123');
    // (The local receivers the pattern lets through are refused here too: this server does not allow them.)
    for (const url of ['https://loja.exemplo/ganchos', 'https://loja.exemplo:8443', 'http://loja.exemplo/x', 'ftp://loja.exemplo/x', 'loja.exemplo']) {
      const res = await t.request('POST', CALLS.createWebhook.path, { token: admin, body: { url, events: ['linha.criada'] } });
      expect([url, res.status === 200]).toEqual([url, pattern.test(url)]);
    }
    // Category 0 is refused by the server, as the document now says.
    const ticket = await t.request('POST', CALLS.createTicket.path, { token: admin, body: { title: 'x', category: 0, content: 'y' } });
    expect(ticket.status).toBe(422);
  });
});

describe('a client generated from the document', () => {
  it('type-checks its calls and logs in, creates a line and lists it', async () => {
    writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(document as never)));
    const client = `import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function run(baseUrl: string, username: string, password: string) {
  const api = createClient<paths>({ baseUrl });
  const { data: login } = await api.POST('/api/login', { body: { username, password } });
  // The answers are typed by the document: these lines do not compile if a field were \`unknown\`.
  const token: string = login?.access_token ?? '';
  const authorization = 'Bearer ' + token;
  const { data: packages } = await api.POST('/api/get-iptv-packages', { body: { package: 1 }, headers: { authorization } });
  const created = await api.POST('/api/users-iptv', { body: { isOficial: true, credits: 1, package: packages![0]!.id }, headers: { authorization } });
  const { data: lines, response } = await api.GET('/api/users-iptv', { params: { query: { reseller_id: 0 } }, headers: { authorization } });
  return { created: created.response.status, error: created.error, status: response.status, lines: (lines ?? []).map((line) => ({ username: line.username })) };
}
`;
    /** What the compiler says of a client's source, next to the generated types. */
    const compile = (name: string, source: string) => {
      writeFileSync(join(dir, name), source);
      const program = ts.createProgram([join(dir, name)], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        skipLibCheck: true,
      });
      return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    };
    expect(compile('client.ts', client)).toEqual([]);
    // A field the login does not answer, or one of another type, does not compile: the answers are not `any`.
    const wrong = client.replace('login?.access_token', 'login?.accessToken').replace('package: packages![0]!.id', 'package: packages![0]!.name');
    expect(compile('wrong.ts', wrong).join('\n')).toMatch(/accessToken.*does not exist[\s\S]*'string' is not assignable to type 'number'/);

    writeFileSync(
      join(dir, 'client.mjs'),
      ts.transpileModule(client, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText,
    );
    const { run } = (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'client.mjs')).href)) as {
      run: (base: string, username: string, password: string) => Promise<{ created: number; status: number; lines: { username: string }[] }>;
    };
    const reseller = await t.createAccount({ credits: 5 });
    const answer = await run(base, reseller.username, reseller.password);
    expect(answer, JSON.stringify(answer)).toMatchObject({ created: 200 });
    expect(answer.status).toBe(200);
    expect(answer.lines).toHaveLength(1);
  });
});
