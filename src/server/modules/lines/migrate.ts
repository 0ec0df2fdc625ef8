// The migrators: a line brought from another panel (the IPTV one reads it from its list URL) keeps its
// credentials and the typed expiry, and costs the whole months until then, once per request id.
import { endOfDayOf } from '../../../shared/dates';
import { formatCredits } from '../../../shared/format';
import { MSG } from '../../../shared/messages';
import { SERVER_MSG } from '../../messages';
import { LINE_STATUS } from '../../../shared/lines/texts';
import { credentialsOfUrl, lineCredential, linePassword, type LineResult, type VerifiedMigration } from '../../../shared/lines/schemas';
import { exemptMigratorCredits } from '../../../shared/communication/schemas';
import { now } from '../../db';
import { isAdmin, type Caller } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { withCredits } from '../../core/ledger';
import { unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { exemptDays } from '../settings/dns';
import { activityType, refuseTakenUsername, type LineTools } from './common';

/** The IPTV migrator's first step: the list URL has credentials, and that username is still free here. */
export async function verifyMigration(t: LineTools, url: string): Promise<VerifiedMigration> {
  const credentials = credentialsOfUrl(url);
  if (!credentials) throw unprocessable(SERVER_MSG.migratorBadLink, { url: [SERVER_MSG.migratorBadLink] });
  // The other panel's credentials become a line here: the same rules as a line edited by hand.
  if (!lineCredential.safeParse(credentials.username).success || !linePassword.safeParse(credentials.password).success)
    throw unprocessable(SERVER_MSG.migratorBadCredentials, { url: [SERVER_MSG.migratorBadCredentials] });
  const taken = await t.db.selectFrom('lines').select('id').where('kind', '=', 'iptv').where('username', '=', credentials.username).executeTakeFirst();
  if (taken) throw unprocessable(SERVER_MSG.lineUsernameTaken, { url: [SERVER_MSG.lineUsernameTaken] });
  // A panel on the exempt DNS list: its customers migrate without paying their first days.
  const exempt_days = await exemptDays(t.db, url);
  return exempt_days ? { ...credentials, exempt_days } : credentials;
}

/** The line as the migrators' forms give it: `day` is its expiry, `exempt_days` the free days of its panel. */
export interface ImportedLine {
  username: string;
  password: string;
  packageId: number;
  note?: string;
  day: string;
  exempt_days?: number;
}

/** The migration itself: the line is made here, charged (rounded up, at least 1 credit) unless the caller is the admin. */
export async function importLine(t: LineTools, caller: Caller, kind: 'iptv' | 'p2p', line: ImportedLine): Promise<LineResult> {
  const me = caller.account;
  const expAt = endOfDayOf(line.day);
  if (!Number.isFinite(expAt) || expAt <= now()) throw unprocessable(SERVER_MSG.lineBadExpiry, { exp_date: [SERVER_MSG.lineBadExpiry] });
  await t.assertPackages(kind === 'iptv' ? 'iptv_package' : 'p2p_product', [line.packageId]);
  const cost = exemptMigratorCredits(expAt, line.exempt_days ?? 0);
  const requestId = caller.requestKey ? `line-import:${me.id}:${caller.requestKey.key}` : undefined;
  const created = await withCredits(
    t.db,
    async (tx) => {
      const purchase = !isAdmin(me) && cost > 0 ? { credits: cost, reason: `Migração de ${line.username}`, requestId } : undefined;
      const bought = await t.buy(tx, caller, purchase, () =>
        t.insert(tx, {
          kind,
          account_id: me.id,
          username: line.username,
          password: line.password,
          note: line.note ?? '',
          package_id: line.packageId,
          status: LINE_STATUS.active,
          exp_at: expAt,
          origin: 'migrator',
          created_at: now(),
        }),
      );
      if (bought.replayed) return bought.line;
      await logActivity(tx, {
        accountId: me.id,
        actorId: me.id,
        type: activityType(kind),
        action: `Migrou de outro painel <b>${escapeHtml(line.username)}</b> (${formatCredits(cost)})`,
        target: line.username,
        ip: caller.ip,
      });
      return bought.line;
    },
    requestId,
  ).catch(refuseTakenUsername);
  return { ...(await t.result(created)), message: MSG.lineMigrated };
}
