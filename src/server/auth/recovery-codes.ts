// 2FA recovery codes (issue 30): ten one-time codes made when 2FA is turned on (and again on request),
// shown once and kept as their SHA-256 (each has 60 random bits, so a fast hash is enough: nothing to
// guess from it). At login one may stand in for the authenticator's code; spending it is one
// conditional update, so two logins with the same code cannot both win.
import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODES, normalizeRecoveryCode } from '../../shared/sessions/texts';
import { now, type DbOrTx } from '../db';

/** Letters and digits that are not mistaken for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const hashOf = (code: string) =>
  createHash('sha256')
    .update(`recovery:${normalizeRecoveryCode(code)}`, 'utf8')
    .digest('hex');

function newCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** Replaces the account's codes with ten new ones, and answers them (the only time they are seen). */
export async function renewRecoveryCodes(db: DbOrTx, accountId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newCode);
  const t = now();
  await db.deleteFrom('twofa_recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .insertInto('twofa_recovery_codes')
    .values(codes.map((code) => ({ account_id: accountId, code_hash: hashOf(code), created_at: t })))
    .execute();
  return codes;
}

/** Spends one of the account's codes: true when this call spent it (false: unknown, or spent before, even a moment ago in parallel). */
export async function spendRecoveryCode(db: DbOrTx, accountId: number, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 12) return false;
  const spent = await db
    .updateTable('twofa_recovery_codes')
    .set({ used_at: now() })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', hashOf(normalized))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function remainingRecoveryCodes(db: DbOrTx, accountId: number): Promise<number> {
  const { n } = await db
    .selectFrom('twofa_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function dropRecoveryCodes(db: DbOrTx, accountId: number): Promise<void> {
  await db.deleteFrom('twofa_recovery_codes').where('account_id', '=', accountId).execute();
}
