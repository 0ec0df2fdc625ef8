// Calls of /view-backups: the three lists and 'Fazer backup agora' (the download goes through the platform).
import type { RunBackupResponse, ViewBackupsResponse } from '../../../shared/ops';
import { api, invalidatesEverywhere } from '../../api/base';

const backupsApi = api.enhanceEndpoints({ addTagTypes: ['Backups'] }).injectEndpoints({
  endpoints: (build) => ({
    backups: build.query<ViewBackupsResponse, void>({ query: () => ({ method: 'GET', path: '/api/view-backups' }), providesTags: ['Backups'] }),
    runBackup: build.mutation<RunBackupResponse, void>({ query: () => ({ method: 'POST', path: '/api/run-backup' }), ...invalidatesEverywhere('Backups') }),
  }),
});

export const { useBackupsQuery, useRunBackupMutation } = backupsApi;
