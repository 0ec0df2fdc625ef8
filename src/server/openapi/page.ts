// /api/docs (issue 43): the API document as a page in pt-BR, written here from the same document as
// /api/openapi.json: the calls by group, each with its method and path, what it does, who may call it,
// its parameters, its body's fields, its answers and a curl to copy. No English controls, no script
// of a third party; the page's one script (docs.js) only copies a curl, under the panel's page policy.
import { SESSION_ENDING_401 } from '../../shared/messages';
import { escapeHtml } from '../security';
import type { apiDocument } from './document';

type Document = ReturnType<typeof apiDocument>;
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
};
type Parameter = { name: string; in: string; required: boolean; schema: Schema; description?: string };
type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { $ref?: string; description?: string }>;
};

/** The document's texts mark code with backticks. */
/** The document's texts as HTML: paragraphs, `## ` a heading, `code` and **bold** (the Markdown the texts use). */
const prose = (text: string) =>
  text
    .split('\n\n')
    .map((p) => {
      const inline = escapeHtml(p.replace(/^## /, ''))
        .replace(/`([^`]+)`/g, '<code>$1</code>')
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
      return p.startsWith('## ') ? `<h2>${inline}</h2>` : `<p>${inline}</p>`;
    })
    .join('');

const TYPES: Record<string, string> = { integer: 'inteiro', number: 'número', string: 'texto', boolean: 'verdadeiro ou falso', object: 'objeto', null: 'nulo' };
const WHERE: Record<string, string> = { path: 'caminho', query: 'consulta', header: 'cabeçalho' };

/** A JSON Schema's type, in pt-BR: 'inteiro (1 a 10)', 'um de: 1, 2', 'lista de texto'. */
function typeText(s: Schema): string {
  if (s.enum) return `um de: ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if ('const' in s) return `= ${JSON.stringify(s.const)}`;
  const options = s.anyOf ?? s.oneOf;
  if (options) return [...new Set(options.map(typeText))].join(' ou ');
  const types = [s.type ?? 'qualquer'].flat();
  const text = types.map((t) => (t === 'array' ? `lista de ${s.items ? typeText(s.items) : 'valores'}` : (TYPES[t] ?? t))).join(' ou ');
  const range =
    s.minimum !== undefined && s.maximum !== undefined
      ? ` (${s.minimum} a ${s.maximum})`
      : s.minimum !== undefined
        ? ` (a partir de ${s.minimum})`
        : s.maxLength !== undefined
          ? ` (até ${s.maxLength} caracteres)`
          : '';
  return text + range;
}

/** A value of the schema for the curl: its default, its first option, or a stand-in of its type. */
function sample(s: Schema): unknown {
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  if ('const' in s) return s.const;
  const options = s.anyOf ?? s.oneOf;
  if (options) return sample(options[0]!);
  const type = [s.type].flat()[0];
  if (type === 'object') return Object.fromEntries((s.required ?? []).map((name) => [name, sample(s.properties?.[name] ?? {})]));
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'boolean') return true;
  return 'texto';
}

const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

function fields(s: Schema): string {
  const options = s.anyOf ?? s.oneOf;
  if (options?.every((o) => o.properties)) return options.map((o, i) => `<p class="muted">Forma ${i + 1} de ${options.length}:</p>${fields(o)}`).join('');
  if (!s.properties) return `<p>${escapeHtml(typeText(s))}</p>`;
  return table(
    ['Campo', 'Tipo', 'Obrigatório', 'Descrição'],
    Object.entries(s.properties).map(([name, f]) => [
      `<code>${escapeHtml(name)}</code>`,
      escapeHtml(typeText(f)),
      s.required?.includes(name) ? 'sim' : 'não',
      escapeHtml(f.description ?? ''),
    ]),
  );
}

function curl(base: string, method: string, path: string, op: Operation): string {
  const parts = [`curl -X ${method.toUpperCase()} '${base}${path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' ? '1' : `<${name}>`))}'`];
  if (op.security?.length !== 0) parts.push(`-H 'Authorization: Bearer SEU_TOKEN'`);
  const body = op.requestBody?.content['application/json'].schema;
  if (body) parts.push(`-H 'Content-Type: application/json'`, `-d '${JSON.stringify(sample(body))}'`);
  return parts.join(' \\\n  ');
}

function operationHtml(doc: Document, base: string, method: string, path: string, op: Operation): string {
  const responses = doc.components.responses as Record<string, { description: string }>;
  const answers = Object.entries(op.responses).map(([status, r]) => {
    const description = r.$ref ? responses[r.$ref.split('/').pop()!]!.description : (r.description ?? '');
    const texts = status === '401' ? ` Textos: ${SESSION_ENDING_401.map((t) => `<code>${escapeHtml(t)}</code>`).join(', ')}.` : '';
    return `<li><strong>${status}</strong>: ${escapeHtml(description)}${texts}</li>`;
  });
  const parameters = op.parameters ?? [];
  const body = op.requestBody?.content['application/json'].schema;
  return `<article id="${escapeHtml(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(op.summary)}</p>
<h4>Quem pode chamar</h4>${prose(op.description)}
${
  parameters.length
    ? `<h4>Parâmetros</h4>${table(
        ['Nome', 'Onde', 'Obrigatório', 'Tipo', 'Descrição'],
        parameters.map((p) => [
          `<code>${escapeHtml(p.name)}</code>`,
          WHERE[p.in] ?? p.in,
          p.required ? 'sim' : 'não',
          escapeHtml(typeText(p.schema)),
          escapeHtml(p.description ?? ''),
        ]),
      )}`
    : ''
}
${body ? `<h4>Corpo (JSON)</h4>${fields(body)}` : ''}
<h4>Respostas</h4><ul>${answers.join('')}</ul>
<h4>Exemplo</h4><div class="curl"><pre>${escapeHtml(curl(base, method, path, op))}</pre><button type="button" data-copy>Copiar</button></div>
<p><a href="#topo">Voltar ao início</a></p>
</article>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1f1f1f;background:#fafafa}main{max-width:1100px;margin:0 auto;padding:24px}
article{background:#fff;border:1px solid #e5e5e5;border-radius:8px;padding:16px 20px;margin:16px 0}h2{margin-top:40px}h3{margin:0 0 8px;word-break:break-all}
h4{margin:16px 0 4px}.summary{font-size:1.05em}.muted{color:#666}.method{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:.85em;padding:2px 6px}
.get{background:#1677ff}.post{background:#389e0d}.put{background:#d48806}.patch{background:#08979c}.delete{background:#cf1322}
table{border-collapse:collapse;width:100%;font-size:.92em}th,td{border:1px solid #e5e5e5;padding:4px 8px;text-align:left;vertical-align:top}
code{background:#f3f3f3;border-radius:3px;padding:0 3px}.curl{position:relative}pre{background:#141414;color:#f5f5f5;padding:12px;border-radius:6px;overflow-x:auto;white-space:pre-wrap;word-break:break-all}
.curl button{position:absolute;top:8px;right:8px}nav ul{columns:2}@media (max-width:800px){nav ul{columns:1}main{padding:12px}}`;

/** The copy button's script: the page's policy runs no inline script, so it is a file of its own. */
export const DOCS_SCRIPT = `document.addEventListener('click', async (event) => {
  const button = event.target.closest('[data-copy]');
  if (!button) return;
  try {
    await navigator.clipboard.writeText(button.parentElement.querySelector('pre').textContent);
    button.textContent = 'Copiado';
  } catch {
    button.textContent = 'Selecione o texto e copie';
  }
  setTimeout(() => (button.textContent = 'Copiar'), 2000);
});
`;

/** The page of the document; `base` is the panel's address for the curls, `favicon` and `script` the files it names. */
export function docsPage(doc: Document, base: string, favicon: string, script: string): string {
  const byTag = new Map<string, string[]>(doc.tags.map((t) => [t.name, []]));
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) byTag.get(op.tags[0]!)?.push(operationHtml(doc, base, method, path, op));
  const groups = [...byTag].filter(([, ops]) => ops.length > 0);
  const id = (tag: string) =>
    `grupo-${tag
      .normalize('NFD')
      .replace(/[^\w]+/g, '-')
      .toLowerCase()}`;
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>API do ${escapeHtml(doc.info.title)}</title>
<link rel="icon" href="${favicon}"><style>${STYLE}</style></head>
<body><main>
<h1 id="topo">API do ${escapeHtml(doc.info.title)}</h1>
${prose(doc.info.description)}
<p>O mesmo documento em OpenAPI 3.1, para gerar um cliente: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav aria-label="Grupos"><h2>Grupos</h2><ul>${groups.map(([tag, ops]) => `<li><a href="#${id(tag)}">${escapeHtml(tag)}</a> (${ops.length})</li>`).join('')}</ul></nav>
${groups.map(([tag, ops]) => `<section aria-labelledby="${id(tag)}"><h2 id="${id(tag)}">${escapeHtml(tag)}</h2>${ops.join('\n')}</section>`).join('\n')}
</main><script src="${script}"></script></body>
</html>
`;
}
