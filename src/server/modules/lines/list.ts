// The lists: one account's lines of a kind (the caller's own, or a reseller's of its subtree) for the
// exports and, from memory while nothing changed them (list-cache.ts), for the screens; and the
// packages the creation screens offer.
import { createHash } from 'node:crypto';
import { formatDateTime } from '../../../shared/dates';
import type { ListChanges } from '../../../shared/lines/texts';
import { MSG } from '../../../shared/messages';
import { EXPIRY_TURNS_MS, expiringLevel, isExpired, nextExpiryChange, type IptvLine, type P2pLine, type PackageOption } from '../../../shared/lines/schemas';
import { LINE_STATUS, type LineKind } from '../../../shared/lines/texts';
import { now } from '../../db';
import type { CallerAccount } from '../../core/accounts';
import { accountInScope } from '../../core/scope';
import { ONLINE_WINDOW_MS } from '../../providers/lines/builtin';
import type { LineTools } from './common';
import { listCache, mapInSlices, type ListAnswer } from './list-cache';

/** The most changed lines a screen is sent one by one. */
const CHANGES_MAX = 5_000;

/** The version and instant a list answer is of, with a mark of its owner's name (shown in every row). */
const ownerMark = (username: string) => createHash('sha1').update(username).digest('base64url').slice(0, 8);
const cursorOf = (version: number, at: number, username: string) => `${version}.${at}.${ownerMark(username)}`;
function parseCursor(cursor: string | undefined, username: string): { version: number; at: number } | undefined {
  const [version, at, owner] = (cursor ?? '').split('.');
  if (owner !== ownerMark(username) || !/^\d+$/.test(version ?? '') || !/^\d+$/.test(at ?? '')) return undefined;
  return { version: Number(version), at: Number(at) };
}

/** The 'via página' mark of a test the reseller's 'Teste automático' page gave: only on those rows (a list may be 50 000 rows). */
const viaPage = (l: { via_page: number }) => (Number(l.via_page) === 1 ? { via_page: true as const } : {});

const STATUS_TEXT = { [LINE_STATUS.active]: 'Ativo', [LINE_STATUS.test]: 'Teste', [LINE_STATUS.disabled]: 'Desativado' } as const;

/** The lists of one service, with the cache of their screens' answers. */
export function lineLists(t: LineTools) {
  const { db } = t;
  const cachedLists = listCache();

  /** The rows of a list (or of those of its `ids`) as the screens show them, and until when they read the same (list-cache.ts). */
  async function listOf(account: CallerAccount, kind: LineKind, at: number, ids?: number[]): Promise<{ rows: IptvLine[] | P2pLine[]; validUntil: number }> {
    // Only the columns the lists show (and the provider needs for the online status): the list may be 50 000 rows.
    const columns = [
      'id',
      'kind',
      'username',
      'password',
      'status',
      'note',
      'exp_at',
      'created_at',
      'package_id',
      'bouquets',
      'whatsapp',
      'provider_ref',
      'last_seen_at',
      'last_seen_ip',
      'account_id',
      'via_page',
    ] as const;
    const rows = ids
      ? // A few changed lines: found by id (the primary key), then kept if still of this list.
        (
          await db
            .selectFrom('lines')
            .select(columns)
            .where('id', 'in', ids.length ? ids : [0])
            .execute()
        )
          .filter((l) => Number(l.account_id) === account.id && l.kind === kind)
          .sort((a, b) => Number(a.exp_at) - Number(b.exp_at) || Number(a.id) - Number(b.id))
      : await db
          .selectFrom('lines')
          .select(columns)
          .where('account_id', '=', account.id)
          .where('kind', '=', kind)
          // The order of byExpiry (shared): a list patched by its changes reads as one built whole.
          .orderBy('exp_at', 'asc')
          .orderBy('id', 'asc')
          .limit(100_000)
          .execute();
    const watching = await t.providerFor(kind).online(rows);
    // Online status from another server can change at any time: such a list is kept a minute at most.
    let validUntil = t.ctx.config.lineProvider.kind === 'builtin' ? Infinity : at + 60_000;
    for (const l of rows) {
      validUntil = Math.min(validUntil, nextExpiryChange(l.exp_at, at));
      if (watching.has(l.id) && l.last_seen_at) validUntil = Math.min(validUntil, l.last_seen_at + ONLINE_WINDOW_MS + 1);
    }
    if (kind === 'iptv')
      return {
        validUntil,
        rows: await mapInSlices(rows, (l) => ({
          id: l.id,
          id_iptv: l.id,
          username: l.username,
          password: l.password,
          status: STATUS_TEXT[l.status as 0 | 1 | 2],
          watching: watching.get(l.id) ?? '',
          nota: l.note,
          exp_date: formatDateTime(l.exp_at),
          exp_date_timestamp: l.exp_at,
          created_at: l.created_at,
          expiring: expiringLevel(l.exp_at, at),
          expired: isExpired(l, at),
          package: l.package_id,
          bouquets: JSON.parse(l.bouquets) as number[],
          whatsapp: l.whatsapp,
          owner: account.username,
          ...viaPage(l),
        })),
      };
    return {
      validUntil,
      rows: await mapInSlices(rows, (l) => ({
        id: l.id,
        name: l.username,
        pass: l.password,
        whatsapp: l.whatsapp,
        nota: l.note,
        productid: l.package_id,
        status: l.status as 0 | 1 | 2,
        startTime: formatDateTime(l.created_at),
        endTime: formatDateTime(l.exp_at),
        startTime_timestamp: l.created_at,
        endTime_timestamp: l.exp_at,
        expiring: expiringLevel(l.exp_at, at),
        expired: isExpired(l, at),
        id_res: account.id,
        owner: account.username,
        ...viaPage(l),
      })),
    };
  }

  return {
    /** The whole list of one account's lines of a kind (the caller's own, or a reseller of its subtree), as the exports take it. */
    async list(caller: CallerAccount, kind: LineKind, resellerId = 0): Promise<IptvLine[] | P2pLine[]> {
      const account = resellerId ? await accountInScope(db, caller, resellerId, MSG.resellerNotFound) : caller;
      return (await listOf(account, kind, now())).rows;
    },

    /**
     * What changed in the list since a screen's `cursor` (issue 28): the lines written since its version
     * (a line gone from this list, deleted, moved or migrated, is in `removed`), and those whose
     * expiry warning or online mark turned with time alone since its instant. The whole list when there
     * is no cursor, or one of another owner name or from the future, or (with another server's online
     * status) one older than the minute that status is kept, or one older than the pruned records.
     */
    async changes(
      caller: CallerAccount,
      kind: LineKind,
      resellerId: number,
      cursor: string | undefined,
    ): Promise<ListChanges<IptvLine> | ListChanges<P2pLine>> {
      const account = resellerId ? await accountInScope(db, caller, resellerId, MSG.resellerNotFound) : caller;
      const version = Number((await db.selectFrom('line_versions').select('version').where('account_id', '=', account.id).executeTakeFirst())?.version ?? 0);
      const at = now();
      // A list's rows are all of one kind (listOf's union is per list, not per row).
      const answer = (full: boolean, rows: IptvLine[] | P2pLine[], removed: number[] = []) =>
        ({ cursor: cursorOf(version, at, account.username), full, rows, removed }) as ListChanges<IptvLine> | ListChanges<P2pLine>;
      const held = parseCursor(cursor, account.username);
      const builtin = t.ctx.config.lineProvider.kind === 'builtin';
      if (!held || held.version > version || held.at > at || (!builtin && at - held.at > 60_000)) {
        return answer(true, (await listOf(account, kind, at)).rows);
      }
      const written = await db.selectFrom('line_changes').select('line_id').where('account_id', '=', account.id).where('version', '>', held.version).execute();
      // Records of lines gone from the list may have been pruned below a version (prune-changes.ts); read
      // after the records, so a prune that ran in between is seen: a cursor older than it gets the whole list.
      const pruned = await db.selectFrom('line_versions').select('pruned_version').where('account_id', '=', account.id).executeTakeFirst();
      if (held.version < Number(pruned?.pruned_version ?? 0)) return answer(true, (await listOf(account, kind, at)).rows);
      // Each range on its own, so each reads its index (lines_account; lines_seen), not the whole list.
      const inList = () => db.selectFrom('lines').select('id').where('account_id', '=', account.id).where('kind', '=', kind);
      const turned = await Promise.all([
        ...EXPIRY_TURNS_MS.map((before) =>
          inList()
            .where('exp_at', '>', held.at + before)
            .where('exp_at', '<=', at + before)
            .execute(),
        ),
        ...(builtin
          ? [
              inList()
                .where('last_seen_at', '>', held.at - ONLINE_WINDOW_MS)
                .where('last_seen_at', '<=', at - ONLINE_WINDOW_MS)
                .execute(),
            ]
          : []),
      ]);
      const ids = [...new Set([...written.map((r) => Number(r.line_id)), ...turned.flat().map((r) => Number(r.id))])];
      // Past this many, the whole list costs about the same and is simpler for the screen.
      if (ids.length > CHANGES_MAX) return answer(true, (await listOf(account, kind, at)).rows);
      const { rows } = await listOf(account, kind, at, ids);
      const present = new Set(rows.map((r) => r.id));
      return answer(
        false,
        rows,
        ids.filter((id) => !present.has(id)),
      );
    },

    /** The same list for the screens: from memory while nothing changed it (list-cache.ts), gzipped. */
    async listAnswer(caller: CallerAccount, kind: LineKind, resellerId = 0): Promise<ListAnswer> {
      const account = resellerId ? await accountInScope(db, caller, resellerId, MSG.resellerNotFound) : caller;
      // The version is read before the rows: a write in between makes a newer list under an older
      // version (built again on the next call), never an older list under the newer version.
      const version = await db.selectFrom('line_versions').select('version').where('account_id', '=', account.id).executeTakeFirst();
      const at = now();
      return cachedLists(`${account.id}:${kind}`, `${version?.version ?? 0}:${account.username}`, at, () => listOf(account, kind, at));
    },
  };
}

/** The packages of one kind the creation screens offer. */
export async function packageOptions(t: LineTools, kind: 'iptv_package' | 'iptv_bouquet' | 'p2p_product'): Promise<PackageOption[]> {
  return t.db.selectFrom('line_packages').select(['id', 'name']).where('kind', '=', kind).orderBy('id').execute();
}
