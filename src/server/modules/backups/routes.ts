// Section 7: GET /api/view-backups (local, remote_1, remote_2), POST /api/download-backup (the file),
// and POST /api/run-backup ('Fazer backup agora'); admin only. The schedule runs in the server process.
import type { FastifyInstance } from 'fastify';
import { BACKUP_MSG } from '../../../shared/ops/texts';
import type { ViewBackupsResponse } from '../../../shared/ops/schemas';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { backupsOf, runBackupNow } from './runs';
import { CALLS } from '../../../shared/calls';
import { router } from '../../route';

const LABELS = { name: 'Arquivo', type: 'Local' };

export function backupRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = router(app, ctx);
  const backups = backupsOf(ctx, (message, error) => app.log.warn({ err: error }, message));

  route(CALLS.backups, async (): Promise<ViewBackupsResponse> => backups.list());

  route(CALLS.runBackup, async ({ request }) => runBackupNow(ctx, backups, request.account, request.ip));

  route(
    CALLS.downloadBackup,
    async ({ reply, body: { name, type } }) => {
      const found = await backups.locate(name, type);
      if (!found) throw notFound(BACKUP_MSG.notFound);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', String(found.size))
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(await found.open());
    },
    { labels: LABELS },
  );
}
