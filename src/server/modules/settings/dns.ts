// The admin's DNS lists (spec sections 2, 3 and 7): exempt DNS of the IPTV migrator (lines brought from
// that panel do not pay their first `limit_days`) and each franchise's rotation DNS (the current one is
// what the franchise's line links use; deleting it hands over to the next in order).
import type { FastifyInstance } from 'fastify';
import { FRANCHISES } from '../../../shared/domain';
import { COMM_MSG, normaliseDns } from '../../../shared/communication/texts';
import type { ExemptDns, RotationDnsResponse } from '../../../shared/communication/schemas';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { isUniqueViolation, now, type DbOrTx, type Tx } from '../../db';
import { logActivity } from '../../core/activity';
import { notFound, unprocessable } from '../../errors';
import { escapeHtml } from '../../security';
import { rotationDnsOf } from '../infra/premium';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

/**
 * The address of a line's links: its owner's own rotation DNS (/dns-settings), else the current
 * rotation DNS of the owner's franchise (/dns), else the panel's PUBLIC_URL; never a request's Host.
 */
export async function linksDnsOf(db: DbOrTx, owner: { id: number; id_franchise: number }, publicUrl: string | null): Promise<string | null> {
  const own = await rotationDnsOf(db, owner.id, now());
  if (own) return own;
  const row = await db
    .selectFrom('rotation_dns')
    .select('dns')
    .where('franchise', '=', owner.id_franchise)
    .where('current', '=', 1)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return row?.dns ?? publicUrl;
}

/** The free days a list URL of another panel gets from the exempt DNS list (0 when none matches). */
export async function exemptDays(db: DbOrTx, listUrl: string): Promise<number> {
  let host: string;
  try {
    host = new URL(listUrl).hostname.toLowerCase();
  } catch {
    return 0;
  }
  const rows = await db.selectFrom('migration_dns').select(['url', 'limit_days']).execute();
  return rows.filter((r) => new URL(r.url).hostname.toLowerCase() === host).reduce((max, r) => Math.max(max, r.limit_days), 0);
}

const dnsOrRefuse = (text: string) => {
  const dns = normaliseDns(text);
  if (!dns) throw unprocessable(COMM_MSG.dnsInvalid, { dns: [COMM_MSG.dnsInvalid] });
  return dns;
};

/** The admin's use cases of the exempt and the rotation DNS. */
function dnsLists({ db }: AppContext) {
  const log = (tx: DbOrTx, accountId: number, action: string, ip: string) =>
    logActivity(tx, { accountId, actorId: accountId, type: 'Configurações', action, ip });

  /** A new DNS, written by `write` in a transaction: one already there is refused under `field`. */
  const addDns = (field: string, write: (tx: Tx) => Promise<void>) =>
    db
      .transaction()
      .execute(write)
      .catch((e) => {
        throw isUniqueViolation(e) ? unprocessable(COMM_MSG.dnsDuplicate, { [field]: [COMM_MSG.dnsDuplicate] }) : e;
      });

  async function addExemptDns(account: CallerAccount, ip: string, body: { url: string; limit_days: number }) {
    const url = dnsOrRefuse(body.url);
    await addDns('url', async (tx) => {
      await tx.insertInto('migration_dns').values({ url, limit_days: body.limit_days, created_at: now() }).execute();
      await log(tx, account.id, `DNS isenta <b>${escapeHtml(url)}</b> (${body.limit_days} dias) adicionada`, ip);
    });
    return { message: COMM_MSG.dnsSaved };
  }

  const exemptDnsList = async (): Promise<{ data: ExemptDns[] }> => ({
    data: await db.selectFrom('migration_dns').select(['id', 'url', 'limit_days']).orderBy('id', 'desc').execute(),
  });

  async function deleteExemptDns(account: CallerAccount, ip: string, id: number) {
    await db.transaction().execute(async (tx) => {
      const row = await tx.deleteFrom('migration_dns').where('id', '=', id).returning('url').executeTakeFirst();
      if (!row) throw notFound();
      await log(tx, account.id, `DNS isenta <b>${escapeHtml(row.url)}</b> excluída`, ip);
    });
    return { message: COMM_MSG.dnsDeleted };
  }

  async function rotationDns(): Promise<RotationDnsResponse> {
    const rows = await db.selectFrom('rotation_dns').selectAll().orderBy('franchise').orderBy('position').execute();
    return {
      data: rows.map((r) => ({ id: r.id, dns: r.dns, franchise: r.franchise, id_res: r.account_id ?? 0, current: r.current ? 1 : 0, order: r.position })),
      franchises: FRANCHISES.map((f) => ({ id_res: f.id, name: f.name, dns: rows.find((r) => r.franchise === f.id && r.current)?.dns ?? '' })),
    };
  }

  async function addRotationDns(account: CallerAccount, ip: string, body: { dns: string; franchise: number }) {
    const dns = dnsOrRefuse(body.dns);
    await addDns('dns', async (tx) => {
      const rows = await tx.selectFrom('rotation_dns').select(['position', 'current']).where('franchise', '=', body.franchise).execute();
      await tx
        .insertInto('rotation_dns')
        .values({
          dns,
          franchise: body.franchise,
          account_id: account.id,
          // The first DNS of a franchise is its current one; the others wait their turn.
          current: rows.some((r) => r.current) ? 0 : 1,
          position: rows.reduce((max, r) => Math.max(max, r.position), 0) + 1,
          created_at: now(),
        })
        .execute();
      await log(tx, account.id, `DNS de rodízio <b>${escapeHtml(dns)}</b> adicionada (franquia ${body.franchise})`, ip);
    });
    return { message: COMM_MSG.rotationAdded };
  }

  async function deleteRotationDns(account: CallerAccount, ip: string, id: number) {
    await db.transaction().execute(async (tx) => {
      const row = await tx.deleteFrom('rotation_dns').where('id', '=', id).returningAll().executeTakeFirst();
      if (!row) throw notFound();
      if (row.current) {
        // The next in order takes over (after the last, the first).
        const rest = await tx.selectFrom('rotation_dns').select(['id', 'position']).where('franchise', '=', row.franchise).orderBy('position').execute();
        const next = rest.find((r) => r.position > row.position) ?? rest[0];
        if (next) await tx.updateTable('rotation_dns').set({ current: 1 }).where('id', '=', next.id).execute();
      }
      await log(tx, account.id, `DNS de rodízio <b>${escapeHtml(row.dns)}</b> excluída (franquia ${row.franchise})`, ip);
    });
    return { message: COMM_MSG.dnsDeleted };
  }

  return { addExemptDns, exemptDnsList, deleteExemptDns, rotationDns, addRotationDns, deleteRotationDns };
}

export function dnsRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const dns = dnsLists(ctx);

  // ---- Exempt DNS ----
  route(CALLS.addMigrationDns, async ({ request, body }) => dns.addExemptDns(request.account, request.ip, body), {
    labels: { url: 'DNS', limit_days: 'Limite de dias' },
  });
  route(CALLS.migrationDns, async () => dns.exemptDnsList());
  route(CALLS.deleteMigrationDns, async ({ request, params }) => dns.deleteExemptDns(request.account, request.ip, params.id));

  // ---- Rotation DNS ----
  route(CALLS.rotateDns, async () => dns.rotationDns());
  route(CALLS.saveRotateDns, async ({ request, body }) => dns.addRotationDns(request.account, request.ip, body), {
    labels: { dns: 'DNS', franchise: 'Franquia' },
  });
  route(CALLS.deleteRotateDns, async ({ request, params }) => dns.deleteRotationDns(request.account, request.ip, params.id));
}
