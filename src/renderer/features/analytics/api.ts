// Calls of 'Análises' (issue 31). Any line written anywhere may change them: read again whenever the screen opens.
import { CALLS, type Answers } from '../../../shared/calls';
import { api, requestOf } from '../../api/base';

const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    analytics: build.query<Answers['analytics'], void>({ query: () => requestOf(CALLS.analytics), keepUnusedDataFor: 0 }),
    analyticsTree: build.query<Answers['analyticsTree'], number>({ query: (id) => requestOf(CALLS.analyticsTree, { params: { id } }), keepUnusedDataFor: 0 }),
  }),
});

export const { useAnalyticsQuery, useLazyAnalyticsTreeQuery } = analyticsApi;
