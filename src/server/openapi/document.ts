// The API document (OpenAPI 3.1), made from the table of calls and nothing else: each entry's method and
// path, its query, body and answer schemas (call-schemas.ts, as JSON Schema 2020-12 by zod), its rule
// written out in pt-BR and kept whole under `x-rule`, its summary and group (summaries.ts), every status it
// may answer with the refusal's shape, and the two ways in (a session, an API token and its scopes).
// Served at GET /api/openapi.json and shown at /api/docs (routes.ts); the server tests check every answer
// against it (test/contract.ts).
import { z } from 'zod';
import { isJsonAnswer, type AnswerSpec, type OtherStatus } from '../../shared/answers';
import { CALL_SCHEMAS } from '../../shared/call-schemas';
import { CALLS, type CallName } from '../../shared/calls';
import { PERMISSION_INFO, type Call, type Grant, type Rule, type Who } from '../../shared/rules';
import { LINE_ACTION } from '../../shared/lines/texts';
import { SESSION_ENDING_401 } from '../../shared/messages';
import { RESELLER_ACTION } from '../../shared/network/texts';
import { CALL_GROUP_TEXTS, CALL_TEXTS } from './summaries';
import { TOKEN_SCOPES, type ScopeCall } from '../../shared/automation/texts';

const WHO: Record<Who, string> = {
  public: 'qualquer um, sem sessão',
  signed: 'qualquer conta',
  admin: 'só o admin',
  reseller: 'qualquer conta menos o admin',
  creator: 'o admin e os masters',
  manager: 'quem tem rede abaixo (admin, master ou revenda com sub-revendas)',
};

const grantText = (grant: Grant) =>
  [
    WHO[grant.who],
    grant.permission &&
      `com a permissão ${[grant.permission]
        .flat()
        .map((p) => `'${PERMISSION_INFO[p].label}'`)
        .join(' ou ')} (o admin tem todas)`,
    grant.flag && `com a função '${grant.flag}' ligada em /settings`,
  ]
    .filter(Boolean)
    .join(', ');

/** The action codes by their names, for the rule's text: 7 -> 'deleteNetwork'. */
const actionName = (call: Call, code: string) =>
  Object.entries(call.path.includes('reg-users') ? RESELLER_ACTION : LINE_ACTION).find(([, value]) => String(value) === code)?.[0] ?? code;

/** The scopes of an API token that open a call, each with the part of the call it opens (some `action`s, a sign of `credits`). */
const openingScopes = (name: string) =>
  TOKEN_SCOPES.flatMap((scope) => scope.calls.filter((c: ScopeCall) => c.name === name).map((opened: ScopeCall) => ({ id: scope.id, opened })));

/** The rule in pt-BR, as the access list (docs/access.md) says it. */
export function ruleText(call: Call): string {
  const rule: Rule = call.rule;
  const lines = [`Quem pode: ${grantText(rule)}.`];
  const scoped = openingScopes(call.name).map(
    ({ id, opened: c }) =>
      `\`${id}\`${c.actions ? ` (\`action\` ${c.actions.join(', ')})` : ''}${c.credits ? ` (\`credits\` ${c.credits === 'add' ? 'positivo' : 'negativo'})` : ''}`,
  );
  if (scoped.length) lines.push(`Com um token de API: o escopo ${scoped.join(' ou ')}.`);
  else if (rule.who !== 'public') lines.push('Só com a sessão de um login: nenhum escopo de token de API abre esta chamada.');
  for (const [code, grant] of Object.entries(rule.actions ?? {})) lines.push(`Com \`action\` ${code} (${actionName(call, code)}): ${grantText(grant)}.`);
  for (const [name, grant] of Object.entries(rule.when ?? {}))
    lines.push(`Quando o corpo ${grant.is === undefined ? `traz \`${grant.field}\`` : `tem \`${grant.field}\` = ${grant.is}`} (${name}): ${grantText(grant)}.`);
  if (rule.stepUp)
    lines.push(
      `Pede o código 2FA atual da conta em \`code_2fa\`${rule.stepUp.replay ? ' (uma nova tentativa com a mesma Idempotency-Key pode repeti-lo)' : ''}.`,
    );
  if (rule.perMinute) lines.push(`Até ${rule.perMinute} chamadas por minuto ${rule.who === 'public' ? 'por IP' : 'por conta'}.`);
  return lines.join('\n\n');
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/**
 * A schema as JSON Schema: a request as a client sends it (zod's input side: defaults may be left out),
 * an answer as the server sends it (the output side); OpenAPI's dialect, or `draft-7` for a tool that
 * reads only that one (the serialisers that npm run bench compares).
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input', target?: 'draft-7'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', ...(target ? { target } : {}) }) as JsonSchema;
  return rest;
}

/** The successful answer of an entry: its JSON by its schema, or what else it sends (a file, a page, a redirect). */
function success(answer: AnswerSpec) {
  if (isJsonAnswer(answer)) return { '200': { description: 'Feito.', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } } };
  if (answer.status === 302)
    return { '302': { description: answer.description, headers: { Location: { schema: { type: 'string' }, description: 'Para onde ir.' } } } };
  const json = answer.json ? { 'application/json': { schema: jsonSchema(answer.json, 'output') } } : {};
  return { '200': { description: answer.description, content: { [answer.media!]: { schema: { type: 'string' } }, ...json } } };
}

/** The ids of the scopes that open a call (its rule's text says which part of it each opens). */
const scopesOf = (name: CallName) => [...new Set(openingScopes(name).map((s) => s.id))];

/** Fastify's `:id` and `*` as OpenAPI's `{id}` and `{path}`: a call's key in the document's `paths`. */
export const templated = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
const pathParams = (path: string) => [...templated(path).matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

function operation(call: Call) {
  const name = call.name as CallName;
  const schemas: { query?: z.ZodType; body?: z.ZodType; answer: AnswerSpec; also?: readonly OtherStatus[] } = CALL_SCHEMAS[name];
  const also = new Set<OtherStatus>(schemas.also);
  const query = schemas.query ? jsonSchema(schemas.query) : undefined;
  const parameters = [
    ...pathParams(call.path).map((param) => ({
      name: param,
      in: 'path',
      required: true,
      schema: param === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
    })),
    ...Object.entries(query?.properties ?? {}).map(([param, schema]) => ({
      name: param,
      in: 'query',
      required: query?.required?.includes(param) ?? false,
      schema,
    })),
    ...(call.rule.idempotent
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description: 'Uma nova tentativa com a mesma chave e o mesmo corpo responde o mesmo, sem criar nem cobrar de novo; com outro corpo, 409.',
            schema: { type: 'string', pattern: '^[\\w\\-.:]{1,64}$' },
          },
        ]
      : []),
  ];
  const signed = call.rule.who !== 'public';
  const input = parameters.length > 0 || schemas.body !== undefined;
  // A page a person opens says its refusals as a page too, a player's list as text: the client may get either.
  const refusedAs = isJsonAnswer(schemas.answer) ? undefined : schemas.answer.refusedAs;
  const ref = (name: RefusalName) =>
    refusedAs
      ? { ...REFUSALS[name], content: { ...REFUSALS[name].content, [refusedAs]: { schema: { type: 'string' } } } }
      : { $ref: `#/components/responses/${name}` };
  const scopes = scopesOf(name);
  return {
    operationId: name,
    summary: CALL_TEXTS[name].summary,
    description: ruleText(call),
    tags: [CALL_TEXTS[name].tag],
    'x-rule': call.rule,
    // A signed call takes a session's token; an API token too when one of its scopes opens the call.
    security: signed ? [{ sessao: [] }, ...(scopes.length ? [{ tokenApi: scopes }] : [])] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(schemas.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(schemas.body) } } } } : {}),
    responses: {
      ...success(schemas.answer),
      ...(also.has(206) ? { '206': { description: 'Uma parte do arquivo (cabeçalho Range).' } } : {}),
      ...(also.has(304) ? { '304': { description: 'Nada mudou desde o ETag mandado em If-None-Match: use a cópia que já tem.' } } : {}),
      '400': ref('Malformed'),
      ...(parameters.some((p) => p.in === 'path') ? { '414': ref('UrlTooLong') } : {}),
      ...(signed || also.has(401) ? { '401': ref('Unauthorized') } : {}),
      ...(signed || also.has(403) ? { '403': ref('Forbidden') } : {}),
      ...(input || also.has(404) ? { '404': ref('NotFound') } : {}),
      ...(call.rule.idempotent ? { '409': ref('Reused') } : also.has(409) ? { '409': ref('Conflict') } : {}),
      ...(also.has(412) ? { '412': { description: 'A condição do pedido (If-Match, If-Unmodified-Since) não vale mais.' } } : {}),
      // A body that is not JSON (whatever the call reads): the server reads no other type.
      ...(call.method !== 'GET' ? { '415': ref('NotJson') } : {}),
      ...(also.has(416) ? { '416': { description: 'O trecho pedido em Range está fora do arquivo.' } } : {}),
      ...(input || also.has(422) ? { '422': ref('Invalid') } : {}),
      ...(call.rule.perMinute || signed ? { '429': ref('TooMany') } : {}),
      ...(also.has(502) ? { '502': ref('Upstream') } : {}),
      '503': ref('Unavailable'),
      '507': ref('DiskFull'),
    },
  };
}

const RETRY_AFTER = { 'Retry-After': { schema: { type: 'integer' }, description: 'Segundos até poder tentar de novo.' } };

const refusal = (description: string, withFields = false) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['message'],
        properties: {
          message: { type: 'string', description: 'O motivo, em pt-BR, como a tela o mostra.' },
          ...(withFields
            ? {
                errors: {
                  type: 'object',
                  additionalProperties: { type: 'array', items: { type: 'string' } },
                  description: 'Os campos recusados, cada um com as suas mensagens.',
                },
              }
            : {}),
        },
      },
    },
  },
});

/** Every refusal the document names, by the component's name. */
const REFUSALS = {
  Malformed: refusal('O pedido não pôde ser lido: JSON malformado, um caractere NUL, dados aninhados demais ou um endereço malformado; nada mudou.'),
  Unauthorized: refusal(
    'Sem sessão, ou o token expirou ou foi revogado (os textos da especificação, em inglês); no login, usuário ou senha que não conferem; num webhook de pagamento, a assinatura.',
  ),
  Forbidden: refusal('A regra da chamada não deixa esta conta fazê-la.'),
  NotFound: refusal('O item não existe ou não é do ramo de quem chama.'),
  Invalid: refusal('A entrada foi recusada; nada mudou.', true),
  UrlTooLong: refusal('Um parâmetro do caminho é longo demais; nada mudou.'),
  NotJson: refusal('O corpo não veio em JSON (Content-Type: application/json); nada mudou.'),
  Conflict: refusal('Já existe um item igual; nada mudou.'),
  Upstream: refusal('O serviço de fora que a chamada usa (provedor, registrador, Meta) falhou ou não respondeu; nada mudou.'),
  Reused: refusal('A Idempotency-Key já foi usada para outra operação; nada mudou.'),
  TooMany: {
    ...refusal('Chamadas demais; tente de novo depois do tempo de Retry-After.'),
    headers: RETRY_AFTER,
  },
  Unavailable: {
    ...refusal('O banco está fora do ar por um instante; tente de novo depois do tempo de Retry-After.'),
    headers: RETRY_AFTER,
  },
  DiskFull: {
    ...refusal('O disco do servidor está cheio; nada mudou. Tente de novo depois do tempo de Retry-After.'),
    headers: RETRY_AFTER,
  },
};

type RefusalName = keyof typeof REFUSALS;

/** The whole document; `serverUrl` is the panel's public address (PUBLIC_URL), when it has one. */
export function apiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  // The operations group by group, as summaries.ts lists them (the menu's order), whichever domain folder declares them.
  for (const name of Object.keys(CALL_TEXTS) as CallName[]) {
    const call: Call = CALLS[name];
    (paths[templated(call.path)] ??= {})[call.method.toLowerCase()] = operation(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Painel Revenda',
      version: '1',
      description: [
        'Todas as chamadas do painel, geradas da tabela de chamadas do servidor: o que cada uma recebe e quem pode fazê-la.',
        '## Duas formas de entrar',
        '**Sessão** (`sessao`): `POST /api/login` com `username` e `password` (e `code`, o código 2FA, se a conta tiver: sem ele a resposta é `{ twofa: true }`) responde `access_token`; mande-o em `Authorization: Bearer <token>`. O login passa pelo bot check que `GET /api/login-info` descreve: com `kind` `pow`, peça um desafio em `challengeUrl`, resolva a prova de trabalho ALTCHA (por exemplo com `solveChallenge` do pacote npm `altcha-lib`) e mande a solução, em base64, no campo `botcheck`; com `turnstile`, o token do Cloudflare Turnstile. Um script que roda sozinho deve usar um token de API, que não passa por login, bot check nem 2FA.',
        '**Token de API** (`tokenApi`): criado em Minha Conta, aba API e Webhooks; o segredo começa com `pr_live_` e vai em `Authorization: Bearer pr_live_...`. Ele age como a sua conta, só nas chamadas dos seus escopos (cada operação diz quais escopos a abrem; fora deles, 403), só dos IPs da sua lista (se houver; de outro IP, 403) e até o seu limite de chamadas por minuto (429 com Retry-After). Revogado ou vencido, 401. A sessão, o 2FA, os tokens e os webhooks nunca se alcançam com um token.',
        'Nas operações que criam ou cobram, o cabeçalho `Idempotency-Key` (até 64 letras, dígitos e - _ . :) faz uma nova tentativa responder o mesmo, sem cobrar duas vezes; a mesma chave com outro corpo é 409.',
        'Os códigos de `action` trafegam como números, como a especificação manda; cada operação que os lê diz o nome de cada código.',
        'As recusas respondem `{ message }` (e `errors` por campo num 422). Os textos são em pt-BR, menos os de 401 de sessão, que são os da especificação, em inglês, palavra por palavra: ' +
          `${SESSION_ENDING_401.map((text) => `\`${text}\``).join(', ')}. Qualquer um deles quer dizer que o token não vale mais: entre de novo.`,
      ].join('\n\n'),
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    tags: Object.entries(CALL_GROUP_TEXTS).map(([name, description]) => ({ name, description })),
    security: [{ sessao: [] }],
    paths,
    components: {
      securitySchemes: {
        sessao: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'O `access_token` que POST /api/login responde.' },
        tokenApi: {
          type: 'http',
          scheme: 'bearer',
          description: 'Um token de API (`pr_live_...`), com os seus escopos, a sua lista de IPs e o seu limite por minuto.',
        },
      },
      responses: REFUSALS,
    },
  };
}
