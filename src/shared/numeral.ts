// Numbers in requests: a JSON number, or a numeral as a query string or a form writes it ('12', '0,6' is
// not one, '0.6' is). zod's own coercion took anything Number() takes ([] and '' as 0, [1] and true as 1),
// so a malformed body passed as a real value; here anything else stays what it was and the number schema
// refuses it with its 422.
import { z } from 'zod';

const NUMERAL = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;
const fromNumeral = (value: unknown) => (typeof value === 'string' && NUMERAL.test(value) ? Number(value) : value);

/** `schema` (a z.number() with its rules) that also takes a numeral string, and nothing else. */
export const numeral = <T extends z.ZodType<number>>(schema: T) => z.preprocess(fromNumeral, schema);
