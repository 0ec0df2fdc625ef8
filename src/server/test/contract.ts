// The check the server tests make of every answer (issue 47): the call it answers (by the table), a
// status the API document lists for that call, and a body of the shape the document gives for that
// status. A handler that changes a field, or answers a status, without its entry fails the test that
// made the request. Read through the document itself, so what is checked is what integrators read.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { callFor } from '../../shared/calls';
import type { Call } from '../../shared/rules';
import { apiDocument, templated } from '../openapi/document';

type Media = Record<string, { schema?: object }>;
type Response = { $ref?: string; content?: Media };
type Operation = { responses: Record<string, Response> };

const document = apiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response> };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const validators = new Map<string, ValidateFunction>();

const operationOf = (call: Call) => document.paths[templated(call.path)]![call.method.toLowerCase()]!;
const resolved = (response: Response) => (response.$ref ? document.components.responses[response.$ref.split('/').pop()!]! : response);

export interface Answered {
  method: string;
  url: string;
  status: number;
  contentType: string | undefined;
  body: unknown;
}

/** What is wrong with this answer by the document, or undefined when it is what the document says (or no entry of the table answers the URL). */
export function contractViolation({ method, url, status, contentType, body }: Answered): string | undefined {
  const call = callFor(method, new URL(url, 'http://painel').pathname);
  if (!call) return undefined;
  const responses = operationOf(call).responses;
  const response = responses[String(status)];
  const where = `${call.name} (${method} ${call.path}) respondeu ${status}`;
  if (!response) return `${where}, que o documento da API não lista (lista ${Object.keys(responses).join(', ')})`;
  const content = resolved(response).content;
  if (!content) return undefined;
  const media = (contentType ?? '').split(';')[0]!.trim();
  const declared = Object.keys(content);
  const match = declared.find((type) => type === media || type === '*/*' || (type.endsWith('/*') && media.startsWith(type.slice(0, -1))));
  if (!match) return `${where} em ${media || 'nenhum tipo'}; o documento diz ${declared.join(', ')}`;
  if (match !== 'application/json') return undefined;
  const key = `${call.name} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(content[match]!.schema ?? {});
    validators.set(key, validate);
  }
  if (validate(body)) return undefined;
  const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  return `${where} fora do esquema do documento: ${problems.join('; ')}`;
}
