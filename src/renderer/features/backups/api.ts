// Calls of /view-backups: the three lists and 'Fazer backup agora' (the download goes through the platform).
import { CALLS, type Answers } from '../../../shared/calls';
import { api, invalidatesEverywhere, requestOf } from '../../api/base';

const backupsApi = api.enhanceEndpoints({ addTagTypes: ['Backups'] }).injectEndpoints({
  endpoints: (build) => ({
    backups: build.query<Answers['backups'], void>({ query: () => requestOf(CALLS.backups), providesTags: ['Backups'] }),
    runBackup: build.mutation<Answers['runBackup'], void>({ query: () => requestOf(CALLS.runBackup), ...invalidatesEverywhere('Backups') }),
  }),
});

export const { useBackupsQuery, useRunBackupMutation } = backupsApi;
