// Calls of the activity logs, the financial statement and the reports.
import type { ExtractResponse, LogQuery, LogResponse, ReportsResponse } from '../../../shared/network';
import { api } from '../../api/base';

const logApi = api.enhanceEndpoints({ addTagTypes: ['Logs', 'Movements'] }).injectEndpoints({
  endpoints: (build) => ({
    logs: build.query<LogResponse, Partial<LogQuery>>({ query: (q) => ({ method: 'GET', path: '/api/log', query: { ...q } }), providesTags: ['Logs', 'Movements'] }),
    extract: build.query<ExtractResponse, number | undefined>({ query: (target) => ({ method: 'GET', path: '/api/extract', query: { target } }), providesTags: ['Movements'] }),
    reports: build.query<ReportsResponse, void>({ query: () => ({ method: 'GET', path: '/api/get-reports' }), providesTags: ['Movements'] }),
  }),
});

export const { useLogsQuery, useExtractQuery, useReportsQuery } = logApi;
