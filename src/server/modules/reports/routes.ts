// Logs (/log), the financial statement (/extract) and the reports (/reports), with their CSV exports.
import type { FastifyInstance } from 'fastify';
import { csvNumber } from '../../../shared/format';
import type { AppContext } from '../../context';
import { reportService } from './service';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

export function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const reports = reportService(ctx);

  route(CALLS.logs, async ({ request, query }) => reports.logs(request.account, query));
  // The exports (permission export_all, in the table of calls): the spec's CSV, or with `format: 'json'`
  // the rows, from which the app writes its Excel file.
  route(CALLS.exportLogsAll, async ({ request, reply, body: { format, ...filters } }) => {
    const rows = await reports.logsAll(request.account, filters);
    if (format === 'json') return rows;
    const cell = (v: unknown) =>
      `"${String(v ?? '')
        .replace(/<[^>]*>/g, '')
        .replace(/"/g, '""')}"`;
    const csv = [
      'ID;Revenda;Usuário;Tipo;Ação;Data;IP',
      ...rows.map((r) => [r.id, r.revenda, r.usuario, r.type, r.acao, r.date, r.ip].map(cell).join(';')),
    ].join('\n');
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="logs.csv"').send(`\uFEFF${csv}`);
  });
  route(CALLS.extract, async ({ request, query }) => reports.extract(request.account, query.target));
  route(CALLS.exportExtract, async ({ request, reply, body }) => {
    const { extracts } = await reports.extract(request.account, body.target);
    if (body.format === 'json') return extracts;
    // pt-BR numbers (62,8; 125,00), as a Brazilian Excel reads a ';' CSV.
    const csv = [
      'Mês;Créditos;Revenda;Tipo;Valor do crédito (R$)',
      ...extracts.map((e) => [e.date, csvNumber(e.amount), e.reseller, e.type, csvNumber(e.value, 2)].join(';')),
    ].join('\n');
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="extrato.csv"').send(`\uFEFF${csv}`);
  });
  route(CALLS.reports, async ({ request }) => reports.reports(request.account));
}
