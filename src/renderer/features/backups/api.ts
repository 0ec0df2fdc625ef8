// Calls of /view-backups: the three lists and 'Fazer backup agora' (the download goes through the platform).
import type { RunBackupResponse, ViewBackupsResponse } from '../../../shared/ops';
import { CALLS } from '../../../shared/calls';
import { api, invalidatesEverywhere, requestOf } from '../../api/base';

const backupsApi = api.enhanceEndpoints({ addTagTypes: ['Backups'] }).injectEndpoints({
  endpoints: (build) => ({
    backups: build.query<ViewBackupsResponse, void>({ query: () => requestOf(CALLS.backups), providesTags: ['Backups'] }),
    runBackup: build.mutation<RunBackupResponse, void>({ query: () => requestOf(CALLS.runBackup), ...invalidatesEverywhere('Backups') }),
  }),
});

export const { useBackupsQuery, useRunBackupMutation } = backupsApi;
