// The lists: one account's lines of a kind (the caller's own, or a reseller's of its subtree) for the
// exports and, held in memory and brought forward by their changes (list-cache.ts), for the screens; and the
// packages the creation screens offer.
import { createHash } from 'node:crypto';
import { formatDateTime } from '../../../shared/dates';
import { applyListChanges, type ListChanges } from '../../../shared/lines/texts';
import { MSG } from '../../../shared/messages';
import { EXPIRY_TURNS_MS, expiringLevel, isExpired, type IptvLine, type P2pLine, type PackageOption } from '../../../shared/lines/schemas';
import { LINE_STATUS, type LineKind } from '../../../shared/lines/texts';
import { now } from '../../db';
import type { CallerAccount } from '../../core/accounts';
import { accountInScope } from '../../core/scope';
import { ONLINE_WINDOW_MS } from '../../providers/lines/builtin';
import type { LineTools } from './common';
import { heldList, heldLists, mapInSlices, movedTo, type HeldList, type ListAnswer } from './list-cache';

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

/** The lists of one service, with the lists it holds for the screens. */
export function lineLists(t: LineTools) {
  const { db } = t;
  const bring = heldLists<IptvLine | P2pLine>();
  const builtin = t.ctx.config.lineProvider.kind === 'builtin';

  /** The rows of a list (or of those of its `ids`) as the screens show them at `at`. */
  async function listOf(account: CallerAccount, kind: LineKind, at: number, ids?: number[]): Promise<{ rows: IptvLine[] | P2pLine[] }> {
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
    if (kind === 'iptv')
      return {
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
     * expiry warning or online mark turned with time alone since its instant. The whole list (held,
     * gzipped) when there is no cursor, or one of another owner name or from the future, or one the
     * changes cannot bring forward (changedSince).
     */
    async changes(
      caller: CallerAccount,
      kind: LineKind,
      resellerId: number,
      cursor: string | undefined,
    ): Promise<ListChanges<IptvLine> | ListChanges<P2pLine> | ListAnswer> {
      const account = resellerId ? await accountInScope(db, caller, resellerId, MSG.resellerNotFound) : caller;
      const version = await versionOf(account.id);
      const at = now();
      const held = parseCursor(cursor, account.username);
      const ids = held && held.version <= version && held.at <= at ? await changedSince(account, kind, held, at) : undefined;
      if (!ids) {
        const list = await current(account, kind, version, at);
        const whole = `{"cursor":${JSON.stringify(cursorOf(list.version, list.at, account.username))},"full":true,"removed":[],"rows":`;
        return list.around('changes', (rows) => `${whole}${rows}}`);
      }
      const { rows } = await listOf(account, kind, at, ids);
      const present = new Set(rows.map((r) => r.id));
      return {
        cursor: cursorOf(version, at, account.username),
        full: false,
        rows,
        removed: ids.filter((id) => !present.has(id)),
      } as ListChanges<IptvLine> | ListChanges<P2pLine>;
    },

    /** The same list for the screens (the spec's call): held in memory and gzipped. */
    async listAnswer(caller: CallerAccount, kind: LineKind, resellerId = 0): Promise<ListAnswer> {
      const account = resellerId ? await accountInScope(db, caller, resellerId, MSG.resellerNotFound) : caller;
      return (await current(account, kind, await versionOf(account.id), now())).answer();
    },
  };

  /** The version of an account's lines, read before the rows: a write in between is then seen again, never missed. */
  async function versionOf(accountId: number): Promise<number> {
    return Number((await db.selectFrom('line_versions').select('version').where('account_id', '=', accountId).executeTakeFirst())?.version ?? 0);
  }

  /**
   * The lines of the list that changed since a version and instant: written since (line_changes), or
   * turned by time alone (an expiry warning, the online mark). Undefined when only the whole list can
   * say it: records pruned past that version, more than CHANGES_MAX changes, or another server's online
   * status older than the minute it is kept.
   */
  async function changedSince(account: CallerAccount, kind: LineKind, since: { version: number; at: number }, at: number): Promise<number[] | undefined> {
    if (!builtin && at - since.at > 60_000) return undefined;
    const written = await db.selectFrom('line_changes').select('line_id').where('account_id', '=', account.id).where('version', '>', since.version).execute();
    // Records of lines gone from the list may have been pruned below a version (prune-changes.ts); read
    // after the records, so a prune that ran in between is seen.
    const pruned = await db.selectFrom('line_versions').select('pruned_version').where('account_id', '=', account.id).executeTakeFirst();
    if (since.version < Number(pruned?.pruned_version ?? 0)) return undefined;
    // Each range on its own, so each reads its index (lines_account; lines_seen), not the whole list.
    const inList = () => db.selectFrom('lines').select('id').where('account_id', '=', account.id).where('kind', '=', kind);
    const turned = await Promise.all([
      ...EXPIRY_TURNS_MS.map((before) =>
        inList()
          .where('exp_at', '>', since.at + before)
          .where('exp_at', '<=', at + before)
          .execute(),
      ),
      ...(builtin
        ? [
            inList()
              .where('last_seen_at', '>', since.at - ONLINE_WINDOW_MS)
              .where('last_seen_at', '<=', at - ONLINE_WINDOW_MS)
              .execute(),
          ]
        : []),
    ]);
    const ids = [...new Set([...written.map((r) => Number(r.line_id)), ...turned.flat().map((r) => Number(r.id))])];
    // Past this many, the whole list costs about the same and is simpler for the screen.
    return ids.length > CHANGES_MAX ? undefined : ids;
  }

  /**
   * The whole list at `version` and `at`: the held one brought forward by its changes as a screen's is
   * (applyListChanges), or read whole when it cannot be (none held, of another owner name, or changedSince
   * says so). Content unchanged keeps its JSON and gzip.
   */
  function current(account: CallerAccount, kind: LineKind, version: number, at: number): Promise<HeldList<IptvLine | P2pLine>> {
    return bring(`${account.id}:${kind}:${ownerMark(account.username)}`, async (held) => {
      if (held && held.version === version && held.at >= at) return held;
      const ids = held && held.version <= version && held.at <= at ? await changedSince(account, kind, held, at) : undefined;
      if (!held || !ids) return heldList<IptvLine | P2pLine>(version, at, (await listOf(account, kind, at)).rows);
      if (ids.length === 0) return movedTo(held, version, at);
      const { rows } = await listOf(account, kind, at, ids);
      const present = new Set(rows.map((r) => r.id));
      const removed = ids.filter((id) => !present.has(id));
      const gone = new Set(removed);
      // Lines of another kind written under the same version change nothing of this list.
      if (rows.length === 0 && !held.rows.some((r) => gone.has(r.id))) return movedTo(held, version, at);
      return heldList(version, at, applyListChanges<IptvLine | P2pLine>(held.rows, { cursor: '', full: false, rows, removed }));
    });
  }
}

/** The packages of one kind the creation screens offer. */
export async function packageOptions(t: LineTools, kind: 'iptv_package' | 'iptv_bouquet' | 'p2p_product'): Promise<PackageOption[]> {
  return t.db.selectFrom('line_packages').select(['id', 'name']).where('kind', '=', kind).orderBy('id').execute();
}
