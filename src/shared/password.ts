// The account password rule of spec section 5, shared by the forms and the server.
import { MSG } from './messages';

/** Characters a password may not contain: double quote, single quote, semicolon, colon. */
export const FORBIDDEN_PASSWORD_CHARS = /["';:]/;

/** The pt-BR problem with a password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (!password?.trim()) return MSG.passwordBlank;
  if (FORBIDDEN_PASSWORD_CHARS.test(password)) return MSG.passwordSpecialChars;
  return null;
}
