// Calls of the catalogue screens: /list-movies (and the admin's M3U upload), /categorie-config (today's
// games), /blacklist and /smart-app. Paths and answer types come from src/shared/catalogue.ts.
import type { AvailableMovies, BlacklistAttempt, BlacklistEntry, ChannelOption, SmartLineOption, SmartUser, TempChannel } from '../../../shared/catalogue';
import { api, invalidatesEverywhere, type QueryError } from '../../api/base';

type Answer = { message: string };

const catalogueApi = api.enhanceEndpoints({ addTagTypes: ['Catalogue', 'TempChannels', 'Blacklist', 'SmartUsers'] }).injectEndpoints({
  endpoints: (build) => ({
    availableMovies: build.query<AvailableMovies, void>({ query: () => ({ method: 'GET', path: '/api/get-available-movies' }), providesTags: ['Catalogue'] }),
    uploadCatalogue: build.mutation<Answer & { live: number; movies: number; series: number; episodes: number }, File>({
      // The file's bytes are read here, so the cache never holds them.
      async queryFn(file, _api, _extra, baseQuery) {
        const data = new Uint8Array(await file.arrayBuffer());
        const res = await baseQuery({ method: 'POST', path: '/api/upload-catalogue', file: { field: 'file', name: file.name, type: file.type || 'audio/x-mpegurl', data } });
        return res.error ? { error: res.error as QueryError } : { data: res.data as Answer & { live: number; movies: number; series: number; episodes: number } };
      },
      ...invalidatesEverywhere('Catalogue', 'TempChannels'),
    }),

    syncCatalogue: build.mutation<Answer & { live: number; movies: number; series: number }, void>({
      query: () => ({ method: 'POST', path: '/api/sync-catalogue' }),
      ...invalidatesEverywhere('Catalogue', 'TempChannels'),
    }),
    xcodeChannels: build.query<ChannelOption[], void>({ query: () => ({ method: 'GET', path: '/api/xcode-channels' }), providesTags: ['Catalogue'] }),
    xcodeChannelsList: build.query<TempChannel[], void>({ query: () => ({ method: 'GET', path: '/api/xcode-channels-list' }), providesTags: ['TempChannels'] }),
    insertChannel: build.mutation<Answer, { stream_id: number; origim_name: string; name: string }>({
      query: (body) => ({ method: 'POST', path: '/api/xcode-insert-channel', body }),
      ...invalidatesEverywhere('TempChannels'),
    }),
    removeChannel: build.mutation<Answer, string>({ query: (name) => ({ method: 'DELETE', path: '/api/xcode-remove-channel', body: { name } }), ...invalidatesEverywhere('TempChannels') }),
    removeAllChannels: build.mutation<Answer, void>({ query: () => ({ method: 'GET', path: '/api/xcode-remove-all-channels' }), ...invalidatesEverywhere('TempChannels') }),
    refreshChannelCache: build.mutation<Answer, void>({ query: () => ({ method: 'GET', path: '/api/job-temp-cn' }), ...invalidatesEverywhere('TempChannels') }),

    blacklist: build.query<BlacklistEntry[], void>({ query: () => ({ method: 'GET', path: '/api/list-all-block' }), providesTags: ['Blacklist'] }),
    blacklistAttempts: build.query<BlacklistAttempt[], string>({ query: (ip) => ({ method: 'POST', path: '/api/list-all-block-registries', body: { ip } }), providesTags: ['Blacklist'] }),
    unblockIp: build.mutation<Answer, string>({ query: (ip) => ({ method: 'POST', path: '/api/delete-blacklist', body: { ip } }), ...invalidatesEverywhere('Blacklist') }),

    smartUsers: build.query<SmartUser[], void>({ query: () => ({ method: 'GET', path: '/api/users-smart-app' }), providesTags: ['SmartUsers'] }),
    smartLines: build.query<SmartLineOption[], void>({ query: () => ({ method: 'GET', path: '/api/users-smart-app/iptv' }) }),
    createSmartUser: build.mutation<Answer, { mac: string; id_device: string; username: string; app: number }>({
      query: (body) => ({ method: 'POST', path: '/api/users-smart-app', body }),
      ...invalidatesEverywhere('SmartUsers'),
    }),
    resetSmartMac: build.mutation<Answer, { mac: string; id_device: string; username: string; app: number }>({
      query: (body) => ({ method: 'POST', path: '/api/users-smart-app/reset', body }),
      ...invalidatesEverywhere('SmartUsers'),
    }),
    deleteSmartUser: build.mutation<Answer, number>({ query: (id) => ({ method: 'DELETE', path: `/api/users-smart-app/${id}` }), ...invalidatesEverywhere('SmartUsers') }),
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
