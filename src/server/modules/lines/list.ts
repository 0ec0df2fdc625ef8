// The lists: one account's lines of a kind (the caller's own, or a reseller's of its subtree) for the
// exports and, from memory while nothing changed them (list-cache.ts), for the screens; and the
// packages the creation screens offer.
import { formatDateTime } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { LINE_STATUS, expiringLevel, isExpired, nextExpiryChange, type IptvLine, type LineKind, type P2pLine, type PackageOption } from '../../../shared/lines';
import { now } from '../../db';
import type { CallerAccount } from '../../core/accounts';
import { accountInScope } from '../../core/scope';
import { ONLINE_WINDOW_MS } from '../../providers/lines/builtin';
import type { LineTools } from './common';
import { listCache, mapInSlices, type ListAnswer } from './list-cache';

const STATUS_TEXT = { [LINE_STATUS.active]: 'Ativo', [LINE_STATUS.test]: 'Teste', [LINE_STATUS.disabled]: 'Desativado' } as const;

/** The lists of one service, with the cache of their screens' answers. */
export function lineLists(t: LineTools) {
  const { db } = t;
  const cachedLists = listCache();

  /** The rows of a list as the screens show them, and until when they read the same (list-cache.ts). */
  async function listOf(account: CallerAccount, kind: LineKind, at: number): Promise<{ rows: IptvLine[] | P2pLine[]; validUntil: number }> {
    // Only the columns the lists show (and the provider needs for the online status): the list may be 50 000 rows.
    const rows = await db
      .selectFrom('lines')
      .select([
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
      ])
      .where('account_id', '=', account.id)
      .where('kind', '=', kind)
      .orderBy('exp_at', 'asc')
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
      })),
    };
  }

  return {
    /** The whole list of one account's lines of a kind (the caller's own, or a reseller of its subtree), as the exports take it. */
    async list(caller: CallerAccount, kind: LineKind, resellerId = 0): Promise<IptvLine[] | P2pLine[]> {
      const account = resellerId ? await accountInScope(db, caller, resellerId, MSG.resellerNotFound) : caller;
      return (await listOf(account, kind, now())).rows;
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
