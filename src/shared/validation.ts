// The generic form validator of spec section 5, used by every form: rules per field, the spec's
// messages, the sanitizer, empty-property removal, and the 'Atenção' summary rule.
import { parseAmount } from './format';
import { VALIDATION } from './messages';

export interface FieldRule {
  label: string;
  required?: boolean;
  /** Minimum length (text) or count (arrays). */
  min?: number;
  /** Maximum length (text). */
  max?: number;
  type?: 'text' | 'number' | 'email' | 'phone' | 'array';
  /** Name of another field that must hold the same value (password confirmation). */
  sameAs?: string;
  /** The text must match it (e.g. LOGIN_PATTERN), else 'não está no formato correto'. */
  pattern?: RegExp;
  /** The smallest number accepted (credits: 0), else 'não está no formato correto'. */
  minValue?: number;
  /** Plain text (a title, a name): markup is refused, never stored (`hasMarkup`). */
  plain?: boolean;
}

/** Whether a text holds an HTML tag; plain-text fields refuse it rather than store it. */
export const hasMarkup = (text: string) => /<\s*\/?\s*[a-z!?][^>]*>/i.test(text);

/** Logins and P2P names: letters, digits and . _ @ - (no spaces); the server checks the same. */
export const LOGIN_PATTERN = /^[\w.@-]+$/;
/** An IPTV username at creation: digits only, 4 to 15 of them. */
export const IPTV_USERNAME_PATTERN = /^\d{4,15}$/;

/** A number field's value: a number, or text read as the money and credit fields read it (`parseAmount`). */
const toNumber = (v: unknown) => (typeof v === 'number' ? v : (parseAmount(String(v)) ?? Number.NaN));

export type Rules<T> = Partial<Record<keyof T & string, FieldRule>>;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const formatOk: Record<NonNullable<FieldRule['type']>, (v: unknown) => boolean> = {
  text: (v) => typeof v === 'string',
  number: (v) => (typeof v === 'number' || typeof v === 'string') && Number.isFinite(toNumber(v)),
  email: (v) => typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()),
  // WhatsApp: numbers only, with the country code (e.g. 5511987654321).
  phone: (v) => /^\d{10,15}$/.test(String(v).replace(/[\s()+-]/g, '')),
  array: (v) => Array.isArray(v),
};

/** The message of each refused field, in field order (the form marks each field with its own). */
export function validateFields<T extends Record<string, unknown>>(values: T, rules: Rules<T>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules) as [string, FieldRule][]) {
    const value = values[name];
    if (rule.type === 'array') {
      if (!Array.isArray(value) || value.length === 0) {
        if (rule.required) errors[name] = VALIDATION.emptyArray;
        continue;
      }
    } else if (isEmpty(value)) {
      if (rule.required) errors[name] = VALIDATION.required(rule.label);
      continue;
    }
    if (rule.sameAs !== undefined && value !== values[rule.sameAs]) {
      errors[name] = VALIDATION.passwordMismatch;
      continue;
    }
    if (
      (rule.type && !formatOk[rule.type](value)) ||
      (rule.pattern && !rule.pattern.test(String(value).trim())) ||
      (rule.minValue !== undefined && !(toNumber(value) >= rule.minValue))
    ) {
      errors[name] = VALIDATION.badFormat(rule.label);
      continue;
    }
    if (rule.plain && hasMarkup(String(value))) {
      errors[name] = VALIDATION.noMarkup(rule.label);
      continue;
    }
    const length = typeof value === 'string' ? value.trim().length : Array.isArray(value) ? value.length : String(value).length;
    if (rule.min !== undefined && length < rule.min) errors[name] = VALIDATION.tooShort(rule.label);
    else if (rule.max !== undefined && length > rule.max) errors[name] = VALIDATION.badFormat(rule.label);
  }
  return errors;
}

/** Every message for the values, in field order; empty when all is well. */
export const validate = <T extends Record<string, unknown>>(values: T, rules: Rules<T>): string[] => Object.values(validateFields(values, rules));

/** The 'Atenção' warning: with 4 or more errors one summary message, otherwise each message. */
export function warningText(errors: string[]): { title: string; messages: string[] } {
  return { title: 'Atenção', messages: errors.length >= 4 ? [VALIDATION.manyErrors] : errors };
}

/**
 * The spec's sanitizer: strips the FIRST occurrence of each of - / . space ( ). It exists for
 * phone-like fields ('(11) 98765-4321'); free text a user typed (notes, observations, names) never
 * goes through it and is sent exactly as typed (docs/decisions.md).
 */
export function sanitize(text: string): string {
  let out = text;
  for (const ch of ['-', '/', '.', ' ', '(', ')']) {
    const i = out.indexOf(ch);
    if (i >= 0) out = out.slice(0, i) + out.slice(i + 1);
  }
  return out;
}

/** A phone-like field (whatsapp) as digits only: the sanitizer, then anything else that is no digit; none stays undefined. */
export const phoneDigits = (value?: string) => (value ? sanitize(value).replace(/\D/g, '') : undefined);

/** Empty strings and empty properties are removed before sending. */
export function removeEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(values) as [keyof T, unknown][]) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string' && v.trim() === '') continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[k] = v as T[keyof T];
  }
  return out;
}
