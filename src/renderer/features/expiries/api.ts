// Calls of 'Vencimentos' (issue 22): the tabs of what expires, and the reminders. Renewing uses the
// lines' own action call (features/lines/api.ts), one line at a time.
import { CALLS, type Answers } from '../../../shared/calls';
import type { ExpiriesQuery } from '../../../shared/expiries/schemas';
import { api, invalidatesEverywhere, requestOf } from '../../api/base';
import { LINE_TAGS } from '../lines/api';

const expiriesApi = api.enhanceEndpoints({ addTagTypes: ['Expiries'] }).injectEndpoints({
  endpoints: (build) => ({
    expiries: build.query<Answers['expiries'], Partial<ExpiriesQuery>>({
      query: (query) => requestOf(CALLS.expiries, { query: { ...query } }),
      // A line renewed, created or removed anywhere moves between the tabs.
      providesTags: ['Expiries', ...Object.values(LINE_TAGS)],
    }),
    remind: build.mutation<Answers['expiryReminders'], number[]>({
      query: (ids) => requestOf(CALLS.expiryReminders, { body: { ids } }),
      ...invalidatesEverywhere('Expiries'),
    }),
  }),
});

export const { useExpiriesQuery, useRemindMutation } = expiriesApi;
