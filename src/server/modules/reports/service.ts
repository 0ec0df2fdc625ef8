// Activity logs, the monthly financial statement and the six-month reports, all over the caller's
// subtree only and computed from the data (activity log and credit ledger).
import type { Expression, SqlBool } from 'kysely';
import { fromCents } from '../../../shared/domain';
import { formatDateTime, lastMonths, monthKey, monthRange } from '../../../shared/dates';
import type { ExtractResponse, ExtractRow, LogQuery, LogResponse, LogRow, ReportsResponse } from '../../../shared/network/schemas';
import { MSG } from '../../../shared/messages';
import type { AppContext } from '../../context';
import type { Account } from '../../db/schema';
import { isAdmin, type CallerAccount } from '../../core/accounts';
import { giverName, isSpending, movementsOf, takerName } from '../../core/ledger';
import { accountInScope, actorIpSeenBy } from '../../core/scope';

const option = (a: Pick<Account, 'id' | 'username'>) => ({ label: a.username, value: a.id });

/** An activity log row as `viewerId`'s log screen and exports read it (the address only where the viewer may see it). */
const logColumns = (viewerId: number) =>
  [
    'l.id',
    'l.action',
    'l.type',
    'l.created_at',
    'a.username as revenda',
    'actor.username as usuario',
    actorIpSeenBy(viewerId, 'l.actor_id', 'l.ip').as('ip'),
  ] as const;
const logRow = (r: { id: number; revenda: string; usuario: string | null; action: string; type: string; created_at: number; ip: string }): LogRow => ({
  id: r.id,
  revenda: r.revenda,
  usuario: r.usuario ?? '',
  acao: r.action,
  type: r.type,
  date: formatDateTime(r.created_at),
  ip: r.ip,
});

export function reportService(ctx: AppContext) {
  const { db } = ctx;
  const like = ctx.dialect === 'postgres' ? 'ilike' : 'like';

  /** The account a screen is about: the caller, or one of its subtree (`id` 0 or absent = own). */
  const subject = (caller: CallerAccount, id?: number) => (id ? accountInScope(db, caller, id, MSG.resellerNotFound) : Promise.resolve(caller));

  function logRows(accountId: number, q: LogQuery) {
    let base = db
      .selectFrom('activity_log as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .leftJoin('accounts as actor', 'actor.id', 'l.actor_id')
      .where('l.account_id', '=', accountId);
    if (q.year) {
      const { start } = monthRange(q.year, q.month ?? 1);
      const { end } = q.month ? monthRange(q.year, q.month) : monthRange(q.year + 1, 1);
      base = base.where('l.created_at', '>=', start).where('l.created_at', '<', end);
    }
    if (q.log_type) base = base.where('l.type', '=', q.log_type);
    if (q.search) base = base.where('l.action', like, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return base;
  }

  return {
    async logs(caller: CallerAccount, q: LogQuery): Promise<LogResponse> {
      const account = await subject(caller, q.reseller);
      const base = logRows(account.id, q);
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .select(logColumns(caller.id))
        .orderBy('l.id', 'desc')
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page)
        .execute();
      const count = Number(total);
      return {
        logs: {
          data: rows.map(logRow),
          total: count,
          current_page: q.page,
          per_page: q.per_page,
          last_page: Math.max(1, Math.ceil(count / q.per_page)),
        },
        resellers: account.id === caller.id ? [option(caller)] : [option(caller), option(account)],
      };
    },

    /** Every log row of the filters, for the exports (at most 100 000 rows). */
    async logsAll(caller: CallerAccount, q: LogQuery): Promise<LogRow[]> {
      const account = await subject(caller, q.reseller);
      const rows = await logRows(account.id, q).select(logColumns(caller.id)).orderBy('l.id', 'desc').limit(100_000).execute();
      return rows.map(logRow);
    },

    async extract(caller: CallerAccount, target?: number): Promise<ExtractResponse> {
      const account = await subject(caller, target);
      const rows = await movementsOf(db, account.id).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(20_000).execute();
      // One statement line per month, counterpart, kind of movement, direction (credits given back to the
      // account and by it are two lines, never one sum) and credit value (the sale price of one credit:
      // movements at another price are another line), in the order of their newest movement.
      const lines = new Map<string, ExtractRow>();
      for (const r of rows) {
        const received = r.to_account_id === account.id;
        const type = received ? (r.kind === 'refund' ? 'Devolvido' : 'Recebido') : isSpending(r) ? 'Consumo' : r.kind === 'refund' ? 'Devolvido' : 'Enviado';
        const reseller = received ? giverName(r) : takerName(r);
        const date = monthKey(r.created_at);
        const key = `${date}|${reseller}|${type}|${received ? 'in' : 'out'}|${r.sale_cents}`;
        const line = lines.get(key) ?? { date, amount: 0, reseller, type, value: fromCents(r.sale_cents), token: key };
        line.amount = Math.round((line.amount + fromCents(r.amount_cents)) * 100) / 100;
        lines.set(key, line);
      }
      const extracts = [...lines.values()];
      return { extracts, resellers: [option(account)], dates: [...new Set(extracts.map((e) => e.date))] };
    },

    async reports(caller: CallerAccount): Promise<ReportsResponse> {
      const months = lastMonths(6);
      // Sales: credits this account passed down at a sale value (the admin's mints are its sales), also to
      // an account deleted since (its side of the row is null then).
      const given = db.selectFrom('ledger_entries').select(['amount_cents', 'sale_cents', 'created_at']);
      const sales = await (isAdmin(caller) ? given.where('kind', '=', 'mint') : given.where('from_account_id', '=', caller.id).where('kind', '=', 'transfer'))
        .where('created_at', '>=', months[0].start)
        .execute();
      const financeiro = Object.fromEntries(months.map((m) => [m.label, 0]));
      for (const s of sales) {
        const month = months.find((m) => s.created_at >= m.start && s.created_at < m.end);
        if (month) financeiro[month.label] = Math.round((financeiro[month.label] + (s.amount_cents * s.sale_cents) / 10_000) * 100) / 100;
      }
      // New customer lines of the whole subtree per month: created here (IPTV or P2P) or migrated in.
      const counts = await Promise.all(
        months.map((m) =>
          db
            .selectFrom('lines as l')
            .innerJoin('account_closure as c', 'c.descendant_id', 'l.account_id')
            .select((eb) => {
              // How many lines meet a condition.
              const count = (condition: Expression<SqlBool>) => eb.fn.sum<number>(eb.case().when(condition).then(1).else(0).end());
              const sold = eb('l.origin', 'in', ['official', 'test']);
              return [
                count(eb('l.origin', 'in', ['migrated', 'migrator'])).as('migrated'),
                count(eb.and([sold, eb('l.kind', '=', 'iptv')])).as('iptv'),
                count(eb.and([sold, eb('l.kind', '!=', 'iptv')])).as('p2p'),
              ];
            })
            .where('c.ancestor_id', '=', caller.id)
            .where('l.created_at', '>=', m.start)
            .where('l.created_at', '<', m.end)
            .executeTakeFirstOrThrow(),
        ),
      );
      const series = (key: 'iptv' | 'p2p' | 'migrated') => months.map((m, i) => ({ mes: m.label, users: Number(counts[i][key] ?? 0) }));
      return { financeiro, novos_usuarios_iptv: series('iptv'), novos_usuarios_p2p: series('p2p'), novos_usuarios_migrados: series('migrated') };
    },
  };
}
