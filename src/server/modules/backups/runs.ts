// The app's one backup service and its runs: 'Fazer backup agora' and the schedule share its "one at a time".
import { Cron } from 'croner';
import { BACKUP_MSG } from '../../../shared/ops/texts';
import type { RunBackupResponse } from '../../../shared/ops/schemas';
import { notifyAdmins } from '../telegram/notices';
import type { AppContext } from '../../context';
import type { CallerAccount } from '../../core/accounts';
import { logActivity } from '../../core/activity';
import { backupService, type BackupService } from './service';

const services = new WeakMap<AppContext, BackupService>();

/** The app's one backup service. */
export function backupsOf(ctx: AppContext, log?: (message: string, error?: unknown) => void): BackupService {
  let service = services.get(ctx);
  if (!service) services.set(ctx, (service = backupService(ctx.db, ctx.config.database, ctx.config.backup, ctx.config.secretKey, log)));
  return service;
}

/** 'Fazer backup agora': the backup, recorded in the caller's activity. */
export async function runBackupNow(ctx: AppContext, backups: BackupService, account: CallerAccount, ip: string): Promise<RunBackupResponse> {
  const { item, warnings } = await backups.run();
  await logActivity(ctx.db, { accountId: account.id, actorId: account.id, type: 'Configurações', action: `Backup ${item.name} criado`, ip });
  return { message: BACKUP_MSG.done, item, warnings };
}

type ScheduleLog = { info: (m: string) => void; error: (e: unknown, m: string) => void };

/**
 * The schedule (BACKUP_CRON, São Paulo time). With several servers on one PostgreSQL, each slot is
 * claimed in the database first (a conditional update), so one backup is made per slot.
 */
export function startBackupSchedule(ctx: AppContext, log: ScheduleLog): Cron | null {
  const { cron } = ctx.config.backup;
  if (!cron) return null;
  return new Cron(cron, { timezone: 'America/Sao_Paulo', protect: true }, (job: Cron) =>
    runScheduledBackup(ctx, job.currentRun()?.getTime() ?? Date.now(), log),
  );
}

/** One slot of the schedule: the backup, once whatever the instances; a failure told to the admins (Telegram). */
export async function runScheduledBackup(ctx: AppContext, at: number, log: ScheduleLog): Promise<void> {
  const slot = String(at).padStart(16, '0');
  try {
    // The lease row is made once and never reset: a second instance starting the same slot must not
    // put it back to zero after the first has claimed it.
    await ctx.db
      .insertInto('settings')
      .values({ key: 'backup.lease', value: '0'.padStart(16, '0') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const claimed = await ctx.db.updateTable('settings').set({ value: slot }).where('key', '=', 'backup.lease').where('value', '<', slot).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const { item, warnings } = await backupsOf(ctx).run();
    log.info(`backup agendado: ${item.name}${warnings.length ? ` (${warnings.join('; ')})` : ''}`);
    if (warnings.length) await notifyAdmins(ctx.db, 'backup_failed', `O backup agendado ${item.name} foi salvo aqui, mas: ${warnings.join('; ')}`);
  } catch (error) {
    log.error(error, 'backup agendado falhou');
    await notifyAdmins(ctx.db, 'backup_failed', `O backup agendado falhou: ${(error as Error).message ?? error}`).catch((e) =>
      log.error(e, 'aviso do backup falhou'),
    );
  }
}
