// Logs (/log), the financial statement (/extract) and the reports (/reports), with their CSV exports.
import type { FastifyInstance } from 'fastify';
import { csvNumber } from '../../../shared/format';
import { extractQuery, logQuery } from '../../../shared/network';
import type { AppContext } from '../../context';
import { hasPermission } from '../../core/accounts';
import { forbidden } from '../../errors';
import { parse } from '../../validation';
import { reportService } from './service';

export function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const reports = reportService(ctx);
  const auth = { preHandler: app.requireAuth };

  app.get('/api/log', auth, async (request) => reports.logs(request.account, parse(logQuery, request.query)));
  app.post('/api/export-logs-all', auth, async (request, reply) => {
    if (!hasPermission(request.account, 'export_all')) throw forbidden();
    const csv = await reports.logsCsv(request.account, parse(logQuery, request.body));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="logs.csv"').send(`\uFEFF${csv}`);
  });
  app.get('/api/extract', auth, async (request) => reports.extract(request.account, parse(extractQuery, request.query).target));
  app.post('/api/export-extract-financial', auth, async (request, reply) => {
    if (!hasPermission(request.account, 'export_all')) throw forbidden();
    const { extracts } = await reports.extract(request.account);
    // pt-BR numbers (62,8; 125,00), as a Brazilian Excel reads a ';' CSV.
    const csv = ['Mês;Créditos;Revenda;Tipo;Valor (R$)', ...extracts.map((e) => [e.date, csvNumber(e.amount), e.reseller, e.type, csvNumber(e.value, 2)].join(';'))].join('\n');
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="extrato.csv"').send(`\uFEFF${csv}`);
  });
  app.get('/api/get-reports', auth, async (request) => reports.reports(request.account));
}
