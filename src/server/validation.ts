// Request validation with the contract's zod schemas: a refusal is a 422 with field errors in pt-BR.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FIELD_LABELS, VALIDATION } from '../shared/messages';
import { SERVER_MSG } from './messages';
import { unprocessable } from './errors';

const valueAt = (input: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), input);

/**
 * zod's own (English) text of an issue is replaced by this mark, so that a message a schema sets itself
 * (`z.string({ error: ... })`, `.min(1, ...)`, a refinement's) is told apart and kept: it is the screen's
 * pt-BR text for that field.
 */
const NO_OWN_MESSAGE = '\0';
/** No body or query at all is an empty one; a body that is JSON `null` is no object, and refused. */
const safeParse = <S extends z.ZodType>(schema: S, input: unknown) => schema.safeParse(input === undefined ? {} : input, { error: () => NO_OWN_MESSAGE });
const ownMessage = (issue: z.core.$ZodIssue) => (issue.message && issue.message !== NO_OWN_MESSAGE ? issue.message : undefined);

/** The message of one refused field, in the words of spec section 5, naming the field as the screen does. */
function fieldMessage(issue: z.core.$ZodIssue, input: unknown): string {
  const own = ownMessage(issue);
  if (own) return own;
  const key = issue.path.filter((k) => typeof k === 'string').at(-1) ?? '';
  const label = FIELD_LABELS[key] ?? key;
  const value = valueAt(input, issue.path);
  if (value === undefined || value === null || value === '') return VALIDATION.required(label);
  if (issue.code === 'too_small' && issue.origin === 'string') return VALIDATION.tooShort(label);
  return VALIDATION.badFormat(label);
}

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    const message = fieldMessage(issue, input ?? {});
    if (!errors[field]?.includes(message)) (errors[field] ??= []).push(message);
  }
  throw unprocessable(SERVER_MSG.invalidInput, errors);
}

/**
 * Like `parse`, with pt-BR field names: a missing field is 'O campo {label} é necessário.', a wrong one
 * 'O campo {label} não está no formato correto.', and a schema's own rule keeps its message.
 */
export function parseLabeled<S extends z.ZodType>(schema: S, input: unknown, labels: Record<string, string>): z.infer<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    const label = labels[String(issue.path[0])] ?? field;
    // Missing whatever rule refused it (a type, a list of values): nothing was sent there.
    const missing = valueAt(input ?? {}, issue.path) === undefined;
    const message = ownMessage(issue) ?? (missing ? VALIDATION.required(label) : VALIDATION.badFormat(label));
    (errors[field] ??= []).push(message);
  }
  throw unprocessable(Object.values(errors)[0]?.[0] ?? SERVER_MSG.invalidInput, errors);
}

/** A client's Idempotency-Key and a hash of the call it came with (route, path ids, body). */
export interface RequestKey {
  key: string;
  hash: string;
}

/**
 * The Idempotency-Key header of a credit operation: absent, or up to 64 letters, digits and - _ . :
 * (it goes into the ledger's request id with a prefix). Anything else is refused, never ignored:
 * an ignored key would charge a retry twice. The hash binds the key to what was asked, so the same
 * key with another body is refused rather than answered with the first operation.
 */
export function idempotencyKey(request: FastifyRequest): RequestKey | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !/^[\w\-.:]{1,64}$/.test(key)) throw unprocessable(SERVER_MSG.idempotencyKeyInvalid);
  // A 2FA code changes every 30 seconds: a retry typed with a fresh one is still the same request.
  const { code_2fa: _code, ...body } = (request.body && typeof request.body === 'object' ? request.body : { value: request.body ?? null }) as Record<
    string,
    unknown
  >;
  const call = JSON.stringify([request.method, request.routeOptions.url, request.params ?? null, body]);
  return { key, hash: createHash('sha256').update(call).digest('hex') };
}

/** A positive integer id from a path parameter, or a 404 (an id that cannot exist is not found). */
export function idParam(value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw unprocessable(SERVER_MSG.invalidInput, { id: [SERVER_MSG.fieldInvalid('id')] });
  return id;
}
