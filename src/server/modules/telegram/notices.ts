// What the Telegram bot tells (issue 22): a notice is a row of the outbox, written where its cause is
// (in the same transaction when there is one), only for an account whose Telegram is linked and wants
// that kind. The sender (worker.ts) delivers it later: nothing here waits on Telegram.
import { DEFAULT_NOTICE_PREFS, type NoticeKind, type NoticePrefs } from '../../../shared/telegram/texts';
import { now, type DbOrTx } from '../../db';

export function prefsOf(stored: string): NoticePrefs {
  try {
    return { ...DEFAULT_NOTICE_PREFS, ...(stored ? (JSON.parse(stored) as Partial<NoticePrefs>) : {}) };
  } catch {
    return DEFAULT_NOTICE_PREFS;
  }
}

/** A Telegram message holds 4096 characters; a notice quotes at most this much of what someone wrote. */
const QUOTE_MAX = 500;
export const quote = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text);

/**
 * Queues `text` for each of `accountIds` whose Telegram is linked and wants `kind`. `dedupeKey` (with
 * the account appended) makes a notice that several server instances would write one row.
 */
export async function notify(db: DbOrTx, accountIds: number[], kind: NoticeKind, text: string, dedupeKey?: string): Promise<number> {
  if (accountIds.length === 0) return 0;
  const links = await db.selectFrom('telegram_links').select(['account_id', 'chat_id', 'prefs']).where('account_id', 'in', accountIds).execute();
  const wanted = links.filter((l) => prefsOf(l.prefs)[kind]);
  if (wanted.length === 0) return 0;
  const at = now();
  const inserted = await db
    .insertInto('outbox')
    .values(
      wanted.map((l) => ({
        account_id: l.account_id,
        chat_id: l.chat_id,
        kind,
        text,
        dedupe_key: dedupeKey ? `${dedupeKey}:${l.account_id}` : null,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

export async function notifyAdmins(db: DbOrTx, kind: NoticeKind, text: string, dedupeKey?: string): Promise<number> {
  const admins = await db.selectFrom('accounts').select('id').where('profile', '=', 'admin').execute();
  return notify(
    db,
    admins.map((a) => a.id),
    kind,
    text,
    dedupeKey,
  );
}
