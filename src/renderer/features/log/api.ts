// Calls of the activity logs, the financial statement and the reports.
import type { LogQuery } from '../../../shared/network';
import { CALLS, type Answers } from '../../../shared/calls';
import { api, requestOf } from '../../api/base';

const logApi = api.enhanceEndpoints({ addTagTypes: ['Logs', 'Movements'] }).injectEndpoints({
  endpoints: (build) => ({
    logs: build.query<Answers['logs'], Partial<LogQuery>>({ query: (q) => requestOf(CALLS.logs, { query: { ...q } }), providesTags: ['Logs', 'Movements'] }),
    extract: build.query<Answers['extract'], number | undefined>({
      query: (target) => requestOf(CALLS.extract, { query: { target } }),
      providesTags: ['Movements'],
    }),
    reports: build.query<Answers['reports'], void>({ query: () => requestOf(CALLS.reports), providesTags: ['Movements'] }),
  }),
});

export const { useLogsQuery, useExtractQuery, useReportsQuery } = logApi;
