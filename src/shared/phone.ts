// Phone numbers (issue 42): one number is one text however it was typed. Every number the panel keeps or
// compares (a line's WhatsApp, the visitor's and the reseller's on the 'Teste automático' page, the
// reminders' recipients, the tests that become customers) is its E.164 form without the '+', the digits
// wa.me and the WhatsApp Cloud API take ('5511988880001'). Read with libphonenumber-js, Brazil by default.
// Server side and request schemas only: the renderer reads its texts elsewhere (issue 21).
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { VALIDATION } from './messages';

/**
 * How a typed number may be meant, in order: as written (a Brazilian number with or without 55, the
 * trunk and carrier prefixes, or '+' and a country code); '00' as the international prefix ('0055 11
 * ...'); digits alone as a number with its country code (how the panel kept numbers of other countries).
 */
function readings(text: string): string[] {
  const digits = text.replace(/\D/g, '');
  const plus = text.trim().startsWith('+');
  return [text, ...(!plus && digits.startsWith('00') ? [`+${digits.slice(2)}`] : []), ...(!plus ? [`+${digits}`] : [])];
}

/** The number's E.164 digits ('5511988880001'), or null when the text is no valid phone number. */
export function e164Digits(text: string): string | null {
  for (const reading of readings(text)) {
    const number = parsePhoneNumberFromString(reading, 'BR');
    if (number?.isValid()) return number.number.slice(1);
  }
  return null;
}

/** The texts that mean "no number": empty, and the lines' '0' of the spec. */
const NO_NUMBER = ['', '0'];

/** A typed number as its E.164 digits; '' and '0' (no number) as they are; anything else refused in pt-BR. */
function toPhone(text: string, ctx: z.RefinementCtx): string {
  if (NO_NUMBER.includes(text)) return text;
  const digits = e164Digits(text);
  if (digits) return digits;
  ctx.addIssue({ code: 'custom', message: VALIDATION.phoneInvalid });
  return z.NEVER;
}

/** A phone number as people type it (or a number of digits), kept as its E.164 digits, or none ('' or '0'). */
export const phoneField = z.coerce.string().trim().max(40).transform(toPhone);

/** The same, a number required (a missing one is refused as missing, not as a wrong number). */
export const requiredPhoneField = z
  .string()
  .trim()
  .max(40)
  .transform(toPhone)
  .refine((digits) => !NO_NUMBER.includes(digits), VALIDATION.phoneInvalid);
