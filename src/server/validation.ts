// Request validation with the contract's zod schemas: a refusal is a 422 with field errors in pt-BR.
import type { z } from 'zod';
import { MSG } from '../shared/messages';
import { unprocessable } from './errors';

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(MSG.fieldInvalid(field));
  }
  throw unprocessable(MSG.invalidInput, errors);
}

/** A positive integer id from a path parameter, or a 404 (an id that cannot exist is not found). */
export function idParam(value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw unprocessable(MSG.invalidInput, { id: [MSG.fieldInvalid('id')] });
  return id;
}
