// Calls of the activity logs, the financial statement and the reports.
import type { LogQuery } from '../../../shared/network/schemas';
import type { AuditQuery } from '../../../shared/audit/schemas';
import { CALLS, type Answers } from '../../../shared/calls';
import { api, requestOf } from '../../api/base';

const logApi = api.enhanceEndpoints({ addTagTypes: ['Logs', 'Movements', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    logs: build.query<Answers['logs'], Partial<LogQuery>>({ query: (q) => requestOf(CALLS.logs, { query: { ...q } }), providesTags: ['Logs', 'Movements'] }),
    extract: build.query<Answers['extract'], number | undefined>({
      query: (target) => requestOf(CALLS.extract, { query: { target } }),
      providesTags: ['Movements'],
    }),
    reports: build.query<Answers['reports'], void>({ query: () => requestOf(CALLS.reports), providesTags: ['Movements'] }),
    // Any change anywhere may add to it: read again whenever the screen opens.
    audit: build.query<Answers['audit'], Partial<AuditQuery>>({
      query: (q) => requestOf(CALLS.audit, { query: { ...q } }),
      providesTags: ['Audit'],
      keepUnusedDataFor: 0,
    }),
    saveAuditRetention: build.mutation<Answers['auditRetention'], number>({
      query: (days) => requestOf(CALLS.auditRetention, { body: { days } }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useLogsQuery, useExtractQuery, useReportsQuery, useAuditQuery, useSaveAuditRetentionMutation } = logApi;
