// The infrastructure's schedule (DNS_CRON, São Paulo time): DNS auto-renewal and configuration, then
// the collector's check. Started and stopped with the server like the backups' schedule; `protect`
// keeps one run at a time, and each renewal is charged once per period whatever the instances.
import { Cron } from 'croner';
import type { AppContext } from '../../context';
import { checkCollector } from './collector';
import { runDnsJobs } from './premium';

export function startInfraSchedule(ctx: AppContext, log: { info: (m: string) => void; error: (e: unknown, m: string) => void }): Cron | null {
  if (!ctx.config.dnsCron) return null;
  return new Cron(ctx.config.dnsCron, { timezone: 'America/Sao_Paulo', protect: true }, async () => {
    try {
      const dns = await runDnsJobs(ctx);
      if (dns.renewed || dns.refused || dns.configured)
        log.info(`DNS: ${dns.renewed} renovada(s), ${dns.refused} recusada(s) por saldo, ${dns.configured} configurada(s)`);
    } catch (error) {
      log.error(error, 'tarefa de DNS falhou');
    }
    try {
      await checkCollector(ctx);
    } catch (error) {
      log.error(error, 'verificação do coletor de DNS falhou');
    }
  });
}
