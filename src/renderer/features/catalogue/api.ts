// Calls of the catalogue screens: /list-movies (and the admin's M3U upload), /categorie-config (today's
// games), /blacklist and /smart-app. Paths and answer types come from the table of calls (src/shared/calls.ts).
import { CALLS, type Answers } from '../../../shared/calls';
import { api, byId, invalidatesEverywhere, requestOf, type QueryError, withBody } from '../../api/base';

const catalogueApi = api.enhanceEndpoints({ addTagTypes: ['Catalogue', 'TempChannels', 'Blacklist', 'SmartUsers'] }).injectEndpoints({
  endpoints: (build) => ({
    availableMovies: build.query<Answers['availableMovies'], void>({ query: () => requestOf(CALLS.availableMovies), providesTags: ['Catalogue'] }),
    uploadCatalogue: build.mutation<Answers['uploadCatalogue'], File>({
      // The file's bytes are read here, so the cache never holds them.
      async queryFn(file, _api, _extra, baseQuery) {
        const data = new Uint8Array(await file.arrayBuffer());
        const res = await baseQuery(requestOf(CALLS.uploadCatalogue, { file: { field: 'file', name: file.name, type: file.type || 'audio/x-mpegurl', data } }));
        return res.error ? { error: res.error as QueryError } : { data: res.data as Answers['uploadCatalogue'] };
      },
      ...invalidatesEverywhere('Catalogue', 'TempChannels'),
    }),

    syncCatalogue: build.mutation<Answers['syncCatalogue'], void>({
      query: () => requestOf(CALLS.syncCatalogue),
      ...invalidatesEverywhere('Catalogue', 'TempChannels'),
    }),
    xcodeChannels: build.query<Answers['channels'], void>({ query: () => requestOf(CALLS.channels), providesTags: ['Catalogue'] }),
    xcodeChannelsList: build.query<Answers['tempChannels'], void>({ query: () => requestOf(CALLS.tempChannels), providesTags: ['TempChannels'] }),
    insertChannel: build.mutation<Answers['insertChannel'], { stream_id: number; origim_name: string; name: string }>({
      query: withBody(CALLS.insertChannel),
      ...invalidatesEverywhere('TempChannels'),
    }),
    removeChannel: build.mutation<Answers['removeChannel'], string>({
      query: (name) => requestOf(CALLS.removeChannel, { body: { name } }),
      ...invalidatesEverywhere('TempChannels'),
    }),
    removeAllChannels: build.mutation<Answers['removeAllChannels'], void>({
      query: () => requestOf(CALLS.removeAllChannels),
      ...invalidatesEverywhere('TempChannels'),
    }),
    refreshChannelCache: build.mutation<Answers['channelsJob'], void>({ query: () => requestOf(CALLS.channelsJob), ...invalidatesEverywhere('TempChannels') }),

    blacklist: build.query<Answers['blacklist'], void>({ query: () => requestOf(CALLS.blacklist), providesTags: ['Blacklist'] }),
    blacklistAttempts: build.query<Answers['blacklistAttempts'], string>({
      query: (ip) => requestOf(CALLS.blacklistAttempts, { body: { ip } }),
      providesTags: ['Blacklist'],
    }),
    unblockIp: build.mutation<Answers['unblockIp'], string>({
      query: (ip) => requestOf(CALLS.unblockIp, { body: { ip } }),
      ...invalidatesEverywhere('Blacklist'),
    }),

    smartUsers: build.query<Answers['smartAppUsers'], void>({ query: () => requestOf(CALLS.smartAppUsers), providesTags: ['SmartUsers'] }),
    smartLines: build.query<Answers['smartAppLines'], void>({ query: () => requestOf(CALLS.smartAppLines) }),
    createSmartUser: build.mutation<Answers['addSmartAppUser'], { mac: string; id_device: string; username: string; app: number }>({
      query: withBody(CALLS.addSmartAppUser),
      ...invalidatesEverywhere('SmartUsers'),
    }),
    resetSmartMac: build.mutation<Answers['resetSmartAppUser'], { mac: string; id_device: string; username: string; app: number }>({
      query: withBody(CALLS.resetSmartAppUser),
      ...invalidatesEverywhere('SmartUsers'),
    }),
    deleteSmartUser: build.mutation<Answers['deleteSmartAppUser'], number>({ query: byId(CALLS.deleteSmartAppUser), ...invalidatesEverywhere('SmartUsers') }),
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
