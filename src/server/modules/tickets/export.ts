// The admin's export: the list's filters over every status (or one), as an Excel workbook description.
import dayjs from 'dayjs';
import sanitizeHtml from 'sanitize-html';
import { formatDateTime, TIME_ZONE } from '../../../shared/dates';
import type { ExcelExport } from '../../../shared/platform';
import { ADMIN_CATEGORY, TICKET_MSG, categoryName, statusInfo, technologyName, type TicketFilters, type TicketSystem } from '../../../shared/tickets';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { notFound } from '../../errors';
import { filtered, json } from './common';

/** The most rows one export answers. */
const EXPORT_LIMIT = 100_000;

const plainText = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });

export async function exportTickets(ctx: AppContext, me: CallerAccount, system: TicketSystem, f: TicketFilters & { status?: number }): Promise<ExcelExport> {
  let q = filtered(ctx, me, system, f);
  if (f.status !== undefined) q = q.where('t.status', '=', f.status);
  const rows = await q.selectAll('t').select('a.username as owner').orderBy('t.id', 'desc').limit(EXPORT_LIMIT).execute();
  if (!rows.length) throw notFound(TICKET_MSG.exportEmpty);
  const stamp = dayjs().tz(TIME_ZONE);
  return {
    fileName: system === 2 ? `Tickets_Portal_${stamp.format('DD-MM-YYYY HH-mm-ss')}.xlsx` : `Tickets_${stamp.format('DD-MM-YYYY')}_.xlsx`,
    sheetName: system === 2 ? 'Tickets Portal' : 'Tickets',
    columns: [
      { header: 'ID', key: 'id', width: 8 },
      { header: 'Status', key: 'status', width: 14 },
      { header: 'Categoria', key: 'category', width: 30 },
      { header: 'Tecnologia', key: 'technology', width: 12 },
      { header: 'Título', key: 'title', width: 40 },
      { header: 'Descrição', key: 'content', width: 60 },
      { header: 'Data', key: 'date', date: true },
      { header: 'Feita por', key: 'owner', width: 20 },
      { header: 'Revenda ID', key: 'id_res', width: 12 },
      { header: 'Franquia', key: 'franchise', width: 10 },
      { header: 'Usuário', key: 'user', width: 18 },
      { header: 'Resolução', key: 'resolution', width: 12 },
      { header: 'Canais', key: 'channels', width: 30 },
      { header: 'Bloqueado', key: 'blocked', width: 10 },
    ],
    rows: rows.map((t) => ({
      id: t.id,
      status: statusInfo(system, t.status)?.label ?? String(t.status),
      category: categoryName(t.category),
      technology: technologyName(t.technology),
      title: t.title,
      content: t.category === ADMIN_CATEGORY ? plainText(t.content) : t.content,
      date: formatDateTime(Number(t.created_at)),
      owner: t.owner,
      id_res: t.account_id,
      franchise: t.franchise,
      user: t.line_username,
      resolution: t.resolution,
      channels: json<string[]>(t.channels, []).join(', '),
      blocked: t.blocked ? 'Sim' : 'Não',
    })),
  };
}
