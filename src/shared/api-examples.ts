// The examples of the 'API e Webhooks' page (issue 29): what a reseller's bot sends to create a test
// line and renew it, as curl and as a Node program, a webhook's body and the check of its signature.
// One source for the page and for the server test that runs them (modules/automation/api-examples.test.ts).
import { CALLS, pathOf } from './calls';
import type { TokenScopeId } from './automation/texts';
import { DEFAULT_TEST_HOURS } from './domain';
import { LINE_ACTION } from './lines/texts';

/** The scopes the examples' token needs: create and renew IPTV lines. */
export const API_EXAMPLE_SCOPES: readonly TokenScopeId[] = ['iptv:vender'];

/** The requests of the examples; `path` takes the id of the line the first one created. */
export const API_REQUEST_EXAMPLES = {
  createTest: {
    method: CALLS.createIptv.method,
    path: () => CALLS.createIptv.path,
    idempotencyKey: 'pedido-4521',
    body: { isOficial: false, package: 1, test_hours: DEFAULT_TEST_HOURS, whatsapp: '5511999998888' },
  },
  renew: {
    method: CALLS.iptvAction.method,
    path: (id: number | string) => pathOf(CALLS.iptvAction, { id }),
    idempotencyKey: 'pagamento-98765',
    body: { action: LINE_ACTION.extend, credits: 1 },
  },
} as const;

type RequestExample = (typeof API_REQUEST_EXAMPLES)[keyof typeof API_REQUEST_EXAMPLES];

const curl = (base: string, example: RequestExample, path: string) => `curl -X ${example.method} '${base}${path}' \\
  -H 'Authorization: Bearer pr_live_SEU_TOKEN' \\
  -H 'Content-Type: application/json' \\
  -H 'Idempotency-Key: ${example.idempotencyKey}' \\
  -d '${JSON.stringify(example.body)}'`;

/** The page's examples for the panel at `base` (its address, without /api). */
export function apiExamples(base: string) {
  const { createTest, renew } = API_REQUEST_EXAMPLES;
  return {
    curlCreate: curl(base, createTest, createTest.path()),
    curlRenew: curl(base, renew, renew.path(123)),
    node: `// Node 18 ou mais novo (fetch nativo)
const PAINEL = '${base}';
const TOKEN = process.env.PAINEL_TOKEN; // pr_live_...

async function chamar(method, caminho, corpo, chave) {
  const resposta = await fetch(PAINEL + caminho, {
    method,
    headers: { Authorization: 'Bearer ' + TOKEN, 'Content-Type': 'application/json', 'Idempotency-Key': chave },
    body: JSON.stringify(corpo),
  });
  const dados = await resposta.json();
  if (!resposta.ok) throw new Error(resposta.status + ': ' + dados.message);
  return dados;
}

// Criar teste: a mesma chave numa nova tentativa nunca cria duas linhas.
const teste = await chamar('${createTest.method}', '${createTest.path()}', ${JSON.stringify(createTest.body)}, '${createTest.idempotencyKey}');
console.log(teste.username, teste.password);

// Renovar quando o cliente pagar: a mesma chave nunca cobra duas vezes.
await chamar('${renew.method}', '${renew.path('')}' + teste.id, ${JSON.stringify(renew.body)}, '${renew.idempotencyKey}');`,
  };
}

/** The Node check of a delivery's signature, as the page shows it. */
export const NODE_SIGNATURE_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// corpo: o texto cru da requisição (antes do JSON.parse); segredo: o whsec_... do webhook.
export function assinaturaValida(corpo, cabecalho, segredo, toleranciaSegundos = 300) {
  const partes = Object.fromEntries(cabecalho.split(',').map((p) => p.split('=')));
  const esperado = createHmac('sha256', segredo).update(partes.t + '.' + corpo).digest('hex');
  const recente = Math.abs(Date.now() / 1000 - Number(partes.t)) <= toleranciaSegundos;
  return recente && partes.v1?.length === esperado.length && timingSafeEqual(Buffer.from(partes.v1), Buffer.from(esperado));
}`;

/** The same check in PHP (the test runs the Node one: there is no PHP where the tests run). */
export const PHP_SIGNATURE_EXAMPLE = `<?php
$corpo = file_get_contents('php://input');
$segredo = getenv('PAINEL_WEBHOOK_SECRET'); // whsec_...
parse_str(str_replace(',', '&', $_SERVER['HTTP_X_PAINEL_SIGNATURE'] ?? ''), $partes);
$esperado = hash_hmac('sha256', ($partes['t'] ?? '') . '.' . $corpo, $segredo);
if (!hash_equals($esperado, $partes['v1'] ?? '') || abs(time() - (int) ($partes['t'] ?? 0)) > 300) {
    http_response_code(400);
    exit;
}
$evento = json_decode($corpo, true);
// $evento['type'], $evento['data']['line']['username'], ...
http_response_code(200);`;

/** A delivery's body, as 'Exemplo de corpo' shows it (a delivered one has these fields). */
export const API_EXAMPLE_PAYLOAD = {
  id: 'evt_2b1c…',
  type: 'linha.criada',
  created_at: '2026-11-26T13:05:00.000Z',
  account: { id: 42, username: 'revenda1' },
  data: { line: { id: 123, kind: 'iptv', kind_label: 'IPTV', username: '583920174', test: false, expires_at: '2026-12-26T13:05:00.000Z', whatsapp: null } },
};
