// The DNS collector (spec sections 2, 3 and 7; admin): hosts with their franchise and place, checked
// on a schedule — the name must resolve and answer an HTTP request within a short timeout. A host that
// fails is BLOQUEADO with the date it was found so; one that answers again is ATIVO.
import { lookup } from 'node:dns/promises';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../../shared/dates';
import type { z } from 'zod';
import { COLLECTOR_ACTIVE, COLLECTOR_BLOCKED, INFRA_MSG, normaliseHost } from '../../../shared/infra/texts';
import type { CollectorItem, collectorBody } from '../../../shared/infra/schemas';
import { notify } from '../telegram/notices';
import type { AppContext } from '../../context';
import { reach } from '../../core/http-client';
import { isUniqueViolation, now } from '../../db';
import { notFound } from '../../errors';
import { escapeHtml } from '../../security';
import { fieldError, settingsLog, type Who } from './common';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

const LABELS = { host: 'DNS', franquia: 'Franchise', onde: 'Local' };
export const COLLECTOR_TIMEOUT_MS = 5000;
const PARALLEL = 8;

/** Whether `host` (name or IP, with an optional port) resolves and answers HTTP within the timeout. */
export async function answers(host: string, timeoutMs = COLLECTOR_TIMEOUT_MS): Promise<boolean> {
  const hostname = host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  try {
    await lookup(hostname);
    // One try: the verdict is 'answered this check', and the next scheduled check is the next try.
    await reach(`http://${host}/`, { timeoutMs, redirect: 'manual', retry: false });
    return true;
  } catch {
    return false;
  }
}

/** A host that stopped answering: the admins hear it, and the owner of a DNS of that name. */
async function noticeBlocked(ctx: AppContext, host: string, at: number) {
  const text = `A DNS ${host} está bloqueada: não respondeu na verificação de ${formatDateTime(at)}.`;
  const owners = await ctx.db.selectFrom('dns_domains').select('account_id').where('domain', '=', host).where('removed', '=', 0).execute();
  const admins = await ctx.db.selectFrom('accounts').select('id').where('profile', '=', 'admin').execute();
  await notify(ctx.db, [...new Set([...admins.map((a) => a.id), ...owners.map((o) => o.account_id)])], 'dns_blocked', text, `dns-blocked:${host}:${at}`);
}

/** Checks every host once (a few at a time) and records what changed. */
export async function checkCollector(ctx: AppContext, timeoutMs = COLLECTOR_TIMEOUT_MS) {
  const rows = await ctx.db.selectFrom('dns_collector').select(['id', 'host', 'status']).execute();
  const result = { active: 0, blocked: 0 };
  for (let i = 0; i < rows.length; i += PARALLEL)
    await Promise.all(
      rows.slice(i, i + PARALLEL).map(async (row) => {
        const ok = await answers(row.host, timeoutMs);
        const at = now();
        result[ok ? 'active' : 'blocked']++;
        if (ok === (row.status === COLLECTOR_ACTIVE)) {
          await ctx.db.updateTable('dns_collector').set({ checked_at: at }).where('id', '=', row.id).execute();
          return;
        }
        await ctx.db
          .updateTable('dns_collector')
          .set(ok ? { status: COLLECTOR_ACTIVE, blocked_at: null, checked_at: at } : { status: COLLECTOR_BLOCKED, blocked_at: at, checked_at: at })
          .where('id', '=', row.id)
          .execute();
        if (!ok) await noticeBlocked(ctx, row.host, at);
      }),
    );
  return result;
}

export async function collectorList({ db }: AppContext): Promise<{ data: CollectorItem[] }> {
  const rows = await db.selectFrom('dns_collector').selectAll().orderBy('id', 'desc').execute();
  return {
    data: rows.map((r) => ({
      id: r.id,
      host: r.host,
      franchise: r.franchise,
      local: r.local,
      status: r.status,
      date_verification: r.blocked_at === null ? '' : formatDateTime(Number(r.blocked_at)),
    })),
  };
}

/** New hosts to check, each once. */
export async function addCollectorHosts({ db }: AppContext, who: Who, body: z.output<typeof collectorBody>) {
  const items = body.map((item, index) => {
    const host = normaliseHost(item.host);
    if (!host) throw fieldError(INFRA_MSG.dnsInvalid, `${index}.host`);
    return { host, franchise: item.franquia, local: item.onde };
  });
  if (new Set(items.map((i) => i.host)).size !== items.length) throw fieldError(INFRA_MSG.collectorDuplicate, 'host');
  await db
    .transaction()
    .execute(async (tx) => {
      await tx
        .insertInto('dns_collector')
        .values(items.map((i) => ({ ...i, status: COLLECTOR_ACTIVE, created_at: now() })))
        .execute();
    })
    .catch((e) => {
      throw isUniqueViolation(e) ? fieldError(INFRA_MSG.collectorDuplicate, 'host') : e;
    });
  await settingsLog(db, who, `Coletor: ${items.map((i) => escapeHtml(i.host)).join(', ')} adicionada(s)`);
  return { message: INFRA_MSG.collectorAdded };
}

export async function deleteCollectorHost({ db }: AppContext, who: Who, id: number) {
  const row = await db.deleteFrom('dns_collector').where('id', '=', id).returning(['host']).executeTakeFirst();
  if (!row) throw notFound();
  await settingsLog(db, who, `Coletor: ${escapeHtml(row.host)} excluída`);
  return { message: INFRA_MSG.collectorDeleted };
}

export function collectorRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);

  route(CALLS.collector, async () => collectorList(ctx));
  route(CALLS.addCollector, async ({ request, body }) => addCollectorHosts(ctx, request, body), { labels: LABELS });
  route(CALLS.deleteCollector, async ({ request, params }) => deleteCollectorHost(ctx, request, params.id));
}
