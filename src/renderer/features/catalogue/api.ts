// Calls of the catalogue screens: /list-movies (and the admin's M3U upload), /categorie-config (today's
// games), /blacklist and /smart-app. Paths and answer types come from src/shared/catalogue.ts.
import type { AvailableMovies, BlacklistAttempt, BlacklistEntry, ChannelOption, SmartLineOption, SmartUser, TempChannel } from '../../../shared/catalogue';
import { CALLS } from '../../../shared/calls';
import { api, invalidatesEverywhere, requestOf, type QueryError } from '../../api/base';

type Answer = { message: string };

const catalogueApi = api.enhanceEndpoints({ addTagTypes: ['Catalogue', 'TempChannels', 'Blacklist', 'SmartUsers'] }).injectEndpoints({
  endpoints: (build) => ({
    availableMovies: build.query<AvailableMovies, void>({ query: () => requestOf(CALLS.availableMovies), providesTags: ['Catalogue'] }),
    uploadCatalogue: build.mutation<Answer & { live: number; movies: number; series: number; episodes: number }, File>({
      // The file's bytes are read here, so the cache never holds them.
      async queryFn(file, _api, _extra, baseQuery) {
        const data = new Uint8Array(await file.arrayBuffer());
        const res = await baseQuery(requestOf(CALLS.uploadCatalogue, { file: { field: 'file', name: file.name, type: file.type || 'audio/x-mpegurl', data } }));
        return res.error ? { error: res.error as QueryError } : { data: res.data as Answer & { live: number; movies: number; series: number; episodes: number } };
      },
      ...invalidatesEverywhere('Catalogue', 'TempChannels'),
    }),

    syncCatalogue: build.mutation<Answer & { live: number; movies: number; series: number }, void>({
      query: () => requestOf(CALLS.syncCatalogue),
      ...invalidatesEverywhere('Catalogue', 'TempChannels'),
    }),
    xcodeChannels: build.query<ChannelOption[], void>({ query: () => requestOf(CALLS.channels), providesTags: ['Catalogue'] }),
    xcodeChannelsList: build.query<TempChannel[], void>({ query: () => requestOf(CALLS.tempChannels), providesTags: ['TempChannels'] }),
    insertChannel: build.mutation<Answer, { stream_id: number; origim_name: string; name: string }>({
      query: (body) => requestOf(CALLS.insertChannel, { body }),
      ...invalidatesEverywhere('TempChannels'),
    }),
    removeChannel: build.mutation<Answer, string>({ query: (name) => requestOf(CALLS.removeChannel, { body: { name } }), ...invalidatesEverywhere('TempChannels') }),
    removeAllChannels: build.mutation<Answer, void>({ query: () => requestOf(CALLS.removeAllChannels), ...invalidatesEverywhere('TempChannels') }),
    refreshChannelCache: build.mutation<Answer, void>({ query: () => requestOf(CALLS.channelsJob), ...invalidatesEverywhere('TempChannels') }),

    blacklist: build.query<BlacklistEntry[], void>({ query: () => requestOf(CALLS.blacklist), providesTags: ['Blacklist'] }),
    blacklistAttempts: build.query<BlacklistAttempt[], string>({ query: (ip) => requestOf(CALLS.blacklistAttempts, { body: { ip } }), providesTags: ['Blacklist'] }),
    unblockIp: build.mutation<Answer, string>({ query: (ip) => requestOf(CALLS.unblockIp, { body: { ip } }), ...invalidatesEverywhere('Blacklist') }),

    smartUsers: build.query<SmartUser[], void>({ query: () => requestOf(CALLS.smartAppUsers), providesTags: ['SmartUsers'] }),
    smartLines: build.query<SmartLineOption[], void>({ query: () => requestOf(CALLS.smartAppLines) }),
    createSmartUser: build.mutation<Answer, { mac: string; id_device: string; username: string; app: number }>({
      query: (body) => requestOf(CALLS.addSmartAppUser, { body }),
      ...invalidatesEverywhere('SmartUsers'),
    }),
    resetSmartMac: build.mutation<Answer, { mac: string; id_device: string; username: string; app: number }>({
      query: (body) => requestOf(CALLS.resetSmartAppUser, { body }),
      ...invalidatesEverywhere('SmartUsers'),
    }),
    deleteSmartUser: build.mutation<Answer, number>({ query: (id) => requestOf(CALLS.deleteSmartAppUser, { params: { id } }), ...invalidatesEverywhere('SmartUsers') }),
  }),
});

export const {
  useAvailableMoviesQuery,
  useUploadCatalogueMutation,
  useSyncCatalogueMutation,
  useXcodeChannelsQuery,
  useXcodeChannelsListQuery,
  useInsertChannelMutation,
  useRemoveChannelMutation,
  useRemoveAllChannelsMutation,
  useRefreshChannelCacheMutation,
  useBlacklistQuery,
  useBlacklistAttemptsQuery,
  useUnblockIpMutation,
  useSmartUsersQuery,
  useSmartLinesQuery,
  useCreateSmartUserMutation,
  useResetSmartMacMutation,
  useDeleteSmartUserMutation,
} = catalogueApi;
