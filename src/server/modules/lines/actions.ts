// The actions on one line (PUT /api/users-iptv|users-p2p|new-users-p2p/{id}, spec section 7), one small
// function each, by their LINE_ACTION names. The line is already found in the caller's subtree; the
// table of calls has already checked who may ask which action (act.ts).
import { endOfDay, endOfDayOf, formatDateTime } from '../../../shared/dates';
import { toCents } from '../../../shared/domain';
import { formatCredits } from '../../../shared/format';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { LINE_ACTION, LINE_KIND_LABELS, LINE_STATUS, expiryMoveCredits, type LineKind } from '../../../shared/lines/texts';
import type { LineAction, LineResult } from '../../../shared/lines/schemas';
import { isUniqueViolation, now, type Tx } from '../../db';
import { isAdmin, type Caller } from '../../core/accounts';
import { applyMovement, withCredits } from '../../core/ledger';
import { getSetting } from '../../core/settings';
import { unprocessable } from '../../errors';
import type { ProvidedLine as Line } from '../../providers/lines';
import { IPTV_TESTS_BLOCKED } from './admin-actions';
import { linksAnswer } from './links';
import type { LinePatch, LineTools } from './common';
import { lineData, queueWebhookEvent } from '../automation/events';
import { readersOfAccount } from '../../core/scope';

/** Trust ("Confiança ao cliente"): 48 free hours, once per paid period. */
const TRUST_MS = 48 * 3_600_000;

/** One request's action: who asks, on which line, and how it is logged. */
export interface Acting {
  caller: Caller;
  kind: LineKind;
  line: Line;
  log(tx: Tx, text: string): Promise<void>;
  /** Changes the line and logs `text` in one transaction; answers `message`. */
  update(patch: LinePatch, text: string, message: string): Promise<{ message: string }>;
}

export type ActionAnswer = { message: string } & Partial<LineResult>;
type Code = LineAction['action'];
/** One action: the line service's tools, the request, and the body's own part of the union. */
type Run<A extends Code> = (t: LineTools, a: Acting, action: Extract<LineAction, { action: A }>) => Promise<ActionAnswer>;

const toggle: Run<typeof LINE_ACTION.toggle> = async (t, { kind, line, log }, action) => {
  const enable = kind === 'iptv' ? line.status === LINE_STATUS.disabled : action.on === 1;
  const paid = await t.db.selectFrom('ledger_entries').select('id').where('line_id', '=', line.id).executeTakeFirst();
  const status = enable ? (paid || line.origin !== 'test' ? LINE_STATUS.active : LINE_STATUS.test) : LINE_STATUS.disabled;
  // A test turned back on: not while the admin has tests off or IPTV tests blocked (SETTINGS_ACTION.blockIptvTests).
  if (status === LINE_STATUS.test) {
    await t.assertTestsAllowed(t.db, kind);
    if (kind === 'iptv' && (await getSetting(t.db, IPTV_TESTS_BLOCKED)) === '1') throw unprocessable(SERVER_MSG.iptvTestsBlockedNow);
  }
  return t.db.transaction().execute(async (tx) => {
    await t.change(tx, line, { status });
    await log(tx, enable ? 'Ativou' : 'Desativou');
    return { message: MSG.lineToggled(line.username) };
  });
};

const extend: Run<typeof LINE_ACTION.extend> = async (t, { caller, line, log }, action) => {
  const me = caller.account;
  const requestId = caller.requestKey ? `line-extend:${me.id}:${caller.requestKey.key}` : undefined;
  const extended = await withCredits(
    t.db,
    async (tx) => {
      if (!isAdmin(me)) {
        const paid = await applyMovement(tx, {
          from: me.id,
          to: null,
          amountCents: toCents(action.credits),
          reason: `Renovação de ${line.username}`,
          kind: 'line_extension',
          requestId,
          requestHash: caller.requestKey?.hash,
          actorId: me.id,
        });
        if (paid.replayed) return tx.selectFrom('lines').selectAll().where('id', '=', line.id).executeTakeFirstOrThrow();
        await tx.updateTable('ledger_entries').set({ line_id: line.id }).where('id', '=', paid.entry.id).execute();
      }
      const row = await t.renew(tx, line, action.credits);
      await log(tx, `Renovou (${formatCredits(action.credits)})`);
      await queueWebhookEvent(tx, {
        accountId: row.account_id,
        readers: readersOfAccount(tx, row.account_id),
        type: 'linha.renovada',
        data: { ...lineData(row), credits: action.credits },
      });
      return row;
    },
    requestId,
  );
  const date = formatDateTime(extended.exp_at);
  return {
    message: SERVER_MSG.lineExtended(line.username, date),
    exp_date_formatted: date,
    username: line.username,
    password: line.password,
    name: line.username,
    pass: line.password,
  };
};

const remove: Run<typeof LINE_ACTION.delete> = (t, { caller, line, log }) =>
  t.db.transaction().execute(async (tx) => {
    await t.trash(tx, line, caller.account.username);
    await log(tx, 'Deletou');
    return { message: MSG.lineDeleted(line.username) };
  });

const edit: Run<typeof LINE_ACTION.edit> = async (t, { caller, kind, line, log, update }, action) => {
  const me = caller.account;
  const username = kind === 'iptv' ? action.username : action.name;
  if (username && username !== line.username) {
    const taken = await t.db.selectFrom('lines').select('id').where('kind', '=', kind).where('username', '=', username).executeTakeFirst();
    if (taken) throw unprocessable(SERVER_MSG.lineUsernameTaken, { username: [SERVER_MSG.lineUsernameTaken] });
    await t.assertNotInTrash(t.db, kind, username);
  }
  if (kind === 'iptv' && action.isCustomPackage) await t.assertPackages('iptv_bouquet', action.bouquets ?? []);
  else if (kind === 'iptv' && action.package) await t.assertPackages('iptv_package', [action.package]);
  let exp: number | undefined;
  if (action.exp_day) {
    // A chosen day, never in the past; later than the current expiry only as a new expiry date (flagVencimento).
    exp = endOfDayOf(action.exp_day);
    if (!Number.isFinite(exp) || exp < now() || (exp > line.exp_at && action.flagVencimento !== 1))
      throw unprocessable(SERVER_MSG.lineBadExpiry, { exp_day: [SERVER_MSG.lineBadExpiry] });
  }
  const patch = {
    ...(username ? { username } : {}),
    ...(action.whatsapp !== undefined ? { whatsapp: action.whatsapp || '0' } : {}),
    ...(action.nota !== undefined ? { note: action.nota } : {}),
    ...(kind === 'iptv' && action.isCustomPackage && action.bouquets ? { package_id: null, bouquets: JSON.stringify(action.bouquets) } : {}),
    ...(kind === 'iptv' && !action.isCustomPackage && action.package ? { package_id: action.package, bouquets: '[]' } : {}),
    ...(exp ? { exp_at: exp } : {}),
  };
  if (exp === undefined || exp <= line.exp_at) return update(patch, exp ? `Retrocedeu o vencimento para ${formatDateTime(exp)} de` : 'Editou', MSG.lineEdited);
  // A later expiry is a paid period, as a renewal: charged (not the admin), official, a new trust.
  const later = exp;
  const cost = isAdmin(me) ? 0 : expiryMoveCredits(line.exp_at, later, now());
  const requestId = caller.requestKey ? `line-expiry:${me.id}:${caller.requestKey.key}` : undefined;
  await withCredits(
    t.db,
    async (tx) => {
      if (cost > 0) {
        const paid = await applyMovement(tx, {
          from: me.id,
          to: null,
          amountCents: toCents(cost),
          reason: `Novo vencimento de ${line.username}`,
          kind: 'line_extension',
          requestId,
          requestHash: caller.requestKey?.hash,
          actorId: me.id,
        });
        if (paid.replayed) return;
        await tx.updateTable('ledger_entries').set({ line_id: line.id }).where('id', '=', paid.entry.id).execute();
      }
      await t.change(tx, line, { ...patch, status: LINE_STATUS.active, trust_used: 0 }, { creditsCents: cost > 0 ? toCents(cost) : null });
      await log(tx, `Adiou o vencimento para ${formatDateTime(later)} (${formatCredits(cost)}) de`);
    },
    requestId,
  );
  return { message: MSG.lineEdited };
};

const note: Run<typeof LINE_ACTION.note> = (_t, { update }, action) => update({ note: action.nota }, 'Editou a nota de', MSG.lineNoteEdited);

const changePackage: Run<typeof LINE_ACTION.package> = async (t, { kind, update }, action) => {
  if (kind === 'iptv') throw unprocessable(SERVER_MSG.lineActionInvalid);
  await t.assertPackages('p2p_product', [action.product_id]);
  return update({ package_id: action.product_id }, 'Trocou o pacote de', MSG.linePackageEdited);
};

const trust: Run<typeof LINE_ACTION.trust> = async (_t, { line, update }) => {
  if (line.trust_used) throw unprocessable(SERVER_MSG.lineTrustUsed);
  // Trust is for a paying customer: 48 free hours on a test would turn a 1-hour test into two days.
  if (line.status === LINE_STATUS.test) throw unprocessable(SERVER_MSG.lineTrustOfficialOnly);
  return update({ exp_at: Math.max(now(), line.exp_at) + TRUST_MS, trust_used: 1 }, 'Adicionou confiança (48 horas) a', MSG.lineTrusted(line.username));
};

const links: Run<typeof LINE_ACTION.links> = async (t, { line }) => {
  const answer = await t.result(line);
  if (answer.links_notice) throw unprocessable(answer.links_notice);
  return { ...answer, ...(await linksAnswer(t.db, answer, await t.ownerOf(line.account_id))), message: SERVER_MSG.lineLinks };
};

const at2359: Run<typeof LINE_ACTION.at2359> = (_t, { line, update }) =>
  update({ exp_at: endOfDay(line.exp_at) }, 'Vencimento para 23:59 de', SERVER_MSG.lineAt2359(line.username));

/** Moves the line to another kind: the same credentials, expiry and trust, in one step. */
async function migrate(
  t: LineTools,
  { kind, line, log }: Acting,
  target: LineKind,
  packageId: number,
  kept: { whatsapp: string; note: string },
): Promise<ActionAnswer> {
  if ((target === 'iptv') === (kind === 'iptv')) throw unprocessable(SERVER_MSG.lineActionInvalid);
  await t.assertPackages(target === 'iptv' ? 'iptv_package' : 'p2p_product', [packageId]);
  const moved = await t.db
    .transaction()
    .execute(async (tx) => {
      await t.remove(tx, line);
      const row = await t.insert(tx, {
        kind: target,
        account_id: line.account_id,
        username: line.username,
        password: line.password,
        whatsapp: kept.whatsapp,
        note: kept.note,
        package_id: packageId,
        status: line.status,
        exp_at: line.exp_at,
        trust_used: line.trust_used,
        origin: 'migrated',
        created_at: now(),
      });
      await log(tx, `Migrou de ${LINE_KIND_LABELS[kind]} para ${LINE_KIND_LABELS[target]}`);
      return row;
    })
    .catch((error) => {
      if (isUniqueViolation(error)) throw unprocessable(SERVER_MSG.lineUsernameTaken);
      throw error;
    });
  return { ...(await t.result(moved)), message: MSG.lineMigrated };
}

const RUNS: { [A in Code]: Run<A> } = {
  [LINE_ACTION.toggle]: toggle,
  [LINE_ACTION.extend]: extend,
  [LINE_ACTION.delete]: remove,
  [LINE_ACTION.edit]: edit,
  [LINE_ACTION.note]: note,
  [LINE_ACTION.package]: changePackage,
  [LINE_ACTION.migrateToIptv]: (t, a, action) => migrate(t, a, 'iptv', action.package, { whatsapp: action.whatsapp || a.line.whatsapp, note: a.line.note }),
  [LINE_ACTION.trust]: trust,
  [LINE_ACTION.links]: links,
  [LINE_ACTION.migrateToP2p]: (t, a, action) => migrate(t, a, 'p2p', action.productid, { whatsapp: a.line.whatsapp, note: action.nota ?? a.line.note }),
  [LINE_ACTION.at2359]: at2359,
  [LINE_ACTION.migrateToNewP2p]: (t, a, action) => migrate(t, a, 'new_p2p', action.productid, { whatsapp: a.line.whatsapp, note: action.nota ?? a.line.note }),
};

/** The line service's runner of the body's action (each function takes its own part of the union). */
export function lineActions(t: LineTools) {
  return (a: Acting, action: LineAction) => (RUNS[action.action] as Run<Code>)(t, a, action);
}
