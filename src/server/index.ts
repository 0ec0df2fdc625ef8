// `npm run server`: configuration, migrations, the admin on the first start, then listen.
import { ConfigError, loadConfig, startupWarnings } from './config';
import { migrateToLatest, openDatabase } from './db';
import { databaseFault, faultLogger } from './db/faults';
import { ensureAdmin } from './core/bootstrap';
import { buildApp } from './app';
import { startBackupSchedule } from './modules/backups/runs';
import { startInfraSchedule } from './modules/infra/schedule';
import { startTelegram, TELEGRAM_DEFAULTS } from './modules/telegram/worker';
import { startWhatsapp, WHATSAPP_DEFAULTS } from './modules/whatsapp/worker';
import { startWebhooks, WEBHOOK_DEFAULTS } from './modules/automation/delivery';
import { every } from './core/every';
import { HOURLY_MS, runHourlyJobs } from './modules/hourly';
import { refreshStatistics } from './db/statistics';
import { FOLD_EVERY_MS, foldDeltas } from './modules/analytics/record';
import { startRechargeSchedule } from './modules/recharge/routes';

/** How long a stop waits for the requests in flight. */
const STOP_GRACE_MS = 15_000;

async function main() {
  const config = loadConfig();
  // One log of the database's faults for the whole process (the pool's idle connections, the requests,
  // the jobs): an outage is said once, not once by each. The app's logger once it exists.
  let warn = (line: string) => console.warn(line);
  const logFault = faultLogger((line) => warn(line));
  const { db, dialect } = openDatabase(config.database, { onIdleError: logFault });
  await migrateToLatest(db);
  // The planner's statistics before the first call (a database that never had them plans every count
  // the slow way; on SQLite, while its worker analyzes, the panel's writes would wait for it), then hourly.
  await refreshStatistics(db);
  const admin = await ensureAdmin(db, config.adminUsername, config.adminPassword);
  const { app, ctx } = await buildApp({ config, db, dialect, logFault });
  warn = (line) => app.log.warn(line);
  // What the start says (the admin's password, the warnings, the address) goes in the log's format and
  // is said whatever LOG_LEVEL.
  const start = app.log.child({}, { level: 'info' });
  if (admin.created && !config.adminPassword)
    start.warn(`Administrador criado: usuário "${config.adminUsername}", senha "${admin.password}" (anote: ela não será mostrada de novo).`);
  // A background task that fails because the database is away says so once (the fault logger), not
  // with a stack every second; any other failure is logged whole.
  const failed = (error: unknown, what: string) => (databaseFault(error) ? logFault(error) : app.log.error({ err: error }, what));
  const schedule = startBackupSchedule(ctx, { info: (m) => app.log.info(m), error: failed });
  const infraSchedule = startInfraSchedule(ctx, { info: (m) => app.log.info(m), error: failed });
  const telegram = startTelegram(ctx, { ...TELEGRAM_DEFAULTS, log: failed, warn: (line) => app.log.warn(line) });
  const whatsapp = startWhatsapp(ctx, { ...WHATSAPP_DEFAULTS, log: failed });
  const webhooks = startWebhooks(ctx, { ...WEBHOOK_DEFAULTS, log: failed });
  const stopAuditPurge = every(
    HOURLY_MS,
    () => runHourlyJobs(db),
    (e) => failed(e, 'tarefas de hora em hora (limpezas, análises, estatísticas do banco): falharam'),
  );
  const stopFolding = every(
    FOLD_EVERY_MS,
    () => foldDeltas(db),
    (e) => failed(e, 'análises: somar o que as vendas e renovações escreveram falhou'),
  );
  const stopRecharges = startRechargeSchedule(ctx, (e) => failed(e, 'checkouts vencidos: falhou'));
  // A promise nobody awaited that failed: logged, never the end of the process.
  process.on('unhandledRejection', (error) => failed(error, 'falha não tratada'));
  /**
   * Graceful stop (SIGTERM from systemd or a balancer's drain, Ctrl+C): no new connections, the
   * requests in flight finish (up to STOP_GRACE_MS), the event streams end (the screens reconnect,
   * to another instance on PostgreSQL), the jobs release their leases, then the pool closes. A second
   * signal stops at once.
   */
  const close = async () => {
    process.once('SIGINT', () => process.exit(1));
    process.once('SIGTERM', () => process.exit(1));
    setTimeout(() => {
      app.log.warn(`parada: requisições ainda em andamento após ${STOP_GRACE_MS / 1000} s; encerrando assim mesmo`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    schedule?.stop();
    infraSchedule?.stop();
    await Promise.all([telegram.stop(), whatsapp.stop(), webhooks.stop(), stopAuditPurge(), stopFolding(), stopRecharges(), app.close()]);
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  for (const warning of startupWarnings(config)) start.warn(warning);
  start.info(`Painel Revenda em http://${config.host}:${config.port}/login (${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuração inválida: ${error.message}` : error);
  process.exit(1);
});
