// Values that the admin sets for a franchise (or the whole panel) and a master may override for its own
// network: the Telegram link, the franchise link texts and the app texts of the links dialog. A master's
// value never changes what another master's network sees. Keys: `{key}.a{masterId}` (a master),
// `{key}.f{franchise}` (the admin, per franchise), `{key}` (the admin, whole panel).
import type { DbOrTx } from '../../db';
import type { Account } from '../../db/schema';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { getSetting, setSetting } from '../../core/settings';
import { forbidden, unprocessable } from '../../errors';
import { FRANCHISE_IDS } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { COMM_MSG } from '../../../shared/communication/texts';

export type Scope = { kind: 'master'; id: number } | { kind: 'franchise'; franchise: number } | { kind: 'panel' };

export const scopedKey = (key: string, scope: Scope) =>
  scope.kind === 'master' ? `${key}.a${scope.id}` : scope.kind === 'franchise' ? `${key}.f${scope.franchise}` : key;

/** The masters above `accountId` (itself included), nearest first. */
async function masterChain(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('account_closure as c')
    .innerJoin('accounts as a', 'a.id', 'c.ancestor_id')
    .select('a.id')
    .where('c.descendant_id', '=', accountId)
    .where('a.profile', '=', 'master')
    .orderBy('c.depth')
    .execute();
  return rows.map((r) => r.id);
}

/** What an account sees for each key: its nearest master's value, else its franchise's, else the panel's. */
export async function scopedValues(db: DbOrTx, keys: readonly string[], account: Pick<Account, 'id' | 'id_franchise'>): Promise<Map<string, string>> {
  const chain = await masterChain(db, account.id);
  const candidates = (key: string) => [
    ...chain.map((id) => scopedKey(key, { kind: 'master', id })),
    scopedKey(key, { kind: 'franchise', franchise: account.id_franchise }),
    key,
  ];
  const all = keys.flatMap(candidates);
  const rows = all.length ? await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', all).execute() : [];
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const found = new Map<string, string>();
  for (const key of keys) {
    const hit = candidates(key).find((k) => stored.has(k));
    if (hit) found.set(key, stored.get(hit)!);
  }
  return found;
}

export const scopedValue = async (db: DbOrTx, key: string, account: Pick<Account, 'id' | 'id_franchise'>) => (await scopedValues(db, [key], account)).get(key);

/**
 * Where the caller writes (and, for the editor, reads): a master its own network; the admin the
 * franchise it names (its own by default), or the whole panel with `franchise` 0. Resellers write none:
 * the table of calls keeps these writes to `creator` (the admin and masters).
 */
export function writeScope(me: CallerAccount, franchise?: number): Scope {
  if (isAdmin(me)) {
    if (franchise !== undefined && franchise !== 0 && !FRANCHISE_IDS.includes(franchise))
      throw unprocessable(MSG.franchiseInvalid, { id_franchise: [MSG.franchiseInvalid] });
    return franchise === 0 ? { kind: 'panel' } : { kind: 'franchise', franchise: franchise ?? me.id_franchise };
  }
  if (franchise !== undefined && franchise !== 0 && franchise !== me.id_franchise) throw forbidden(COMM_MSG.onlyAdminFranchise);
  return { kind: 'master', id: me.id };
}

/** The value the editor of `scope` starts from: its own, or what that scope sees today. */
export async function editorValue(db: DbOrTx, key: string, me: CallerAccount, scope: Scope): Promise<string> {
  const own = await getSetting(db, scopedKey(key, scope));
  if (own !== undefined) return own;
  if (scope.kind === 'master') return (await scopedValue(db, key, me)) ?? '';
  if (scope.kind === 'franchise') return (await getSetting(db, key)) ?? '';
  return '';
}

export const setScoped = (db: DbOrTx, key: string, scope: Scope, value: string) => setSetting(db, scopedKey(key, scope), value);
