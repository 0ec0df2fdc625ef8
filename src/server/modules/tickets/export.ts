// The admin's export: the list's filters over every status (or one), as an Excel workbook description.
import dayjs from 'dayjs';
import sanitizeHtml from 'sanitize-html';
import { formatDateTime, TIME_ZONE } from '../../../shared/dates';
import type { ExcelColumn, ExcelExport } from '../../../shared/platform';
import { ADMIN_CATEGORY, TICKET_MSG, categoryName, statusInfo, technologyName, type TicketSystem } from '../../../shared/tickets/texts';
import type { TicketFilters } from '../../../shared/tickets/schemas';
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
  // Each column with the cell it shows of a ticket.
  const cells: [ExcelColumn, (t: (typeof rows)[number]) => string | number | null][] = [
    [{ header: 'ID', key: 'id', width: 8 }, (t) => t.id],
    [{ header: 'Status', key: 'status', width: 14 }, (t) => statusInfo(system, t.status)?.label ?? String(t.status)],
    [{ header: 'Categoria', key: 'category', width: 30 }, (t) => categoryName(t.category)],
    [{ header: 'Tecnologia', key: 'technology', width: 12 }, (t) => technologyName(t.technology)],
    [{ header: 'Título', key: 'title', width: 40 }, (t) => t.title],
    [{ header: 'Descrição', key: 'content', width: 60 }, (t) => (t.category === ADMIN_CATEGORY ? plainText(t.content) : t.content)],
    [{ header: 'Data', key: 'date', date: true }, (t) => formatDateTime(Number(t.created_at))],
    [{ header: 'Feita por', key: 'owner', width: 20 }, (t) => t.owner],
    [{ header: 'Revenda ID', key: 'id_res', width: 12 }, (t) => t.account_id],
    [{ header: 'Franquia', key: 'franchise', width: 10 }, (t) => t.franchise],
    [{ header: 'Usuário', key: 'user', width: 18 }, (t) => t.line_username],
    [{ header: 'Resolução', key: 'resolution', width: 12 }, (t) => t.resolution],
    [{ header: 'Canais', key: 'channels', width: 30 }, (t) => json<string[]>(t.channels, []).join(', ')],
    [{ header: 'Bloqueado', key: 'blocked', width: 10 }, (t) => (t.blocked ? 'Sim' : 'Não')],
  ];
  const stamp = dayjs().tz(TIME_ZONE);
  return {
    fileName: system === 2 ? `Tickets_Portal_${stamp.format('DD-MM-YYYY HH-mm-ss')}.xlsx` : `Tickets_${stamp.format('DD-MM-YYYY')}_.xlsx`,
    sheetName: system === 2 ? 'Tickets Portal' : 'Tickets',
    columns: cells.map(([column]) => column),
    rows: rows.map((t) => Object.fromEntries(cells.map(([column, value]) => [column.key, value(t)]))),
  };
}
