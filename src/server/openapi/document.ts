// The API document (OpenAPI 3.1), made from the table of calls and nothing else: each entry's method and
// path, its query and body schemas (call-schemas.ts, as JSON Schema 2020-12 by zod), its rule written
// out in pt-BR and kept whole under `x-rule`, its summary and group (summaries.ts), its errors and the
// bearer token. Served at GET /api/openapi.json and shown at /api/docs (routes.ts).
import { z } from 'zod';
import { CALL_SCHEMAS } from '../../shared/call-schemas';
import { CALLS, PERMISSION_INFO, type Call, type CallName, type Grant, type Rule, type Who } from '../../shared/calls';
import { LINE_ACTION } from '../../shared/lines-base';
import { SESSION_ENDING_401 } from '../../shared/messages';
import { RESELLER_ACTION } from '../../shared/network-base';
import { CALL_GROUPS, CALL_TEXTS } from './summaries';

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

/** The rule in pt-BR, as the access list (docs/access.md) says it. */
export function ruleText(call: Call): string {
  const rule: Rule = call.rule;
  const lines = [`Quem pode: ${grantText(rule)}.`];
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

/** A request schema as JSON Schema, the shape a client sends (zod's input side: defaults may be left out). */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Fastify's `:id` and `*` as OpenAPI's `{id}` and `{path}`. */
const templated = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
const pathParams = (path: string) => [...templated(path).matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

function operation(call: Call) {
  const name = call.name as CallName;
  const schemas: { query?: z.ZodType; body?: z.ZodType } = CALL_SCHEMAS[name];
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
  return {
    operationId: name,
    summary: CALL_TEXTS[name].summary,
    description: ruleText(call),
    tags: [CALL_TEXTS[name].tag],
    'x-rule': call.rule,
    ...(signed ? {} : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(schemas.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(schemas.body) } } } } : {}),
    responses: {
      '200': { description: 'Feito.', content: { 'application/json': { schema: {} } } },
      ...(signed ? { '401': ref('Unauthorized'), '403': ref('Forbidden') } : {}),
      ...(parameters.length || schemas.body ? { '404': ref('NotFound'), '422': ref('Invalid') } : {}),
      ...(call.rule.idempotent ? { '409': ref('Reused') } : {}),
      ...(call.rule.perMinute ? { '429': ref('TooMany') } : {}),
      '503': ref('Unavailable'),
    },
  };
}

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

/** The whole document; `serverUrl` is the panel's public address (PUBLIC_URL), when it has one. */
export function apiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of Object.values(CALLS) as Call[]) (paths[templated(call.path)] ??= {})[call.method.toLowerCase()] = operation(call);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Painel Revenda',
      version: '1',
      description: [
        'Todas as chamadas do painel, geradas da tabela de chamadas do servidor: o que cada uma recebe e quem pode fazê-la.',
        'Entre com `POST /api/login` e mande o token em `Authorization: Bearer <token>`. Nas operações de crédito, o cabeçalho `Idempotency-Key` (até 64 letras, dígitos e - _ . :) faz uma nova tentativa responder o mesmo, sem cobrar duas vezes.',
        'As recusas respondem `{ message }` (e `errors` por campo num 422). Os textos são em pt-BR, menos os de 401 de sessão, que são os da especificação, em inglês, palavra por palavra: ' +
          `${SESSION_ENDING_401.map((text) => `\`${text}\``).join(', ')}. Qualquer um deles quer dizer que o token não vale mais: entre de novo.`,
      ].join('\n\n'),
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    tags: Object.keys(CALL_GROUPS).map((name) => ({ name })),
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'O token que POST /api/login responde.' } },
      responses: {
        Unauthorized: refusal('Sem sessão, ou o token expirou ou foi revogado (os textos da especificação, em inglês).'),
        Forbidden: refusal('A regra da chamada não deixa esta conta fazê-la.'),
        NotFound: refusal('O item não existe ou não é do ramo de quem chama.'),
        Invalid: refusal('A entrada foi recusada; nada mudou.', true),
        Reused: refusal('A Idempotency-Key já foi usada para outra operação; nada mudou.'),
        TooMany: {
          ...refusal('Chamadas demais; tente de novo depois do tempo de Retry-After.'),
          headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Segundos até poder tentar de novo.' } },
        },
        Unavailable: {
          ...refusal('O banco está fora do ar por um instante; tente de novo depois do tempo de Retry-After.'),
          headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Segundos até poder tentar de novo.' } },
        },
      },
    },
  };
}
