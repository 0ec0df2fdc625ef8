// Calls of the settings screens (/settings, /settings-franchise) and of the dashboard's walls and
// messages. Live events (app/live.tsx) invalidate 'Announcements' and 'Messages', so an open dashboard
// shows a new announcement or message without a reload.
import type { AnnouncementBody, SaveLinksBody, SendMessageBody } from '../../../shared/communication';
import { CALLS, type Answers } from '../../../shared/calls';
import type { SettingsActionCode } from '../../../shared/domain';
import { api, invalidatesEverywhere, requestOf, type QueryError } from '../../api/base';

const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Announcements', 'Messages', 'Backgrounds', 'ExemptDns', 'RotationDns', 'Links'] }).injectEndpoints({
  endpoints: (build) => ({
    flags: build.query<Answers['settings'], void>({ query: () => requestOf(CALLS.settings), providesTags: ['Settings'] }),
    settingsAction: build.mutation<Answers['settingsAction'], SettingsActionCode>({
      query: (action) => requestOf(CALLS.settingsAction, { body: { action } }),
      ...invalidatesEverywhere('Settings', 'Profile', 'Dashboard'),
    }),

    announcements: build.query<Answers['announcements'], void>({ query: () => requestOf(CALLS.announcements), providesTags: ['Announcements'] }),
    publishAnnouncement: build.mutation<Answers['publishAnnouncement'], AnnouncementBody>({
      query: (body) => requestOf(CALLS.publishAnnouncement, { body }),
      ...invalidatesEverywhere('Announcements'),
    }),
    deleteAnnouncement: build.mutation<Answers['deleteAnnouncement'], number>({
      query: (id) => requestOf(CALLS.deleteAnnouncement, { params: { id } }),
      ...invalidatesEverywhere('Announcements'),
    }),

    sendMessage: build.mutation<Answers['sendMessage'], SendMessageBody>({ query: (body) => requestOf(CALLS.sendMessage, { body }) }),
    myMessages: build.query<Answers['myMessages'], void>({ query: () => requestOf(CALLS.myMessages), providesTags: ['Messages'] }),
    readMessage: build.mutation<Answers['readMessage'], number>({
      query: (id) => requestOf(CALLS.readMessage, { params: { id } }),
      ...invalidatesEverywhere('Messages'),
    }),

    backgrounds: build.query<Answers['backgrounds'], number | undefined>({
      query: (franchise) => requestOf(CALLS.backgrounds, { query: { franchise } }),
      providesTags: ['Backgrounds'],
    }),
    uploadBackground: build.mutation<Answers['uploadBackground'], { file: File; franchise: number }>({
      // The file's bytes are read here, so the cache never holds them.
      async queryFn({ file, franchise }, _api, _extra, baseQuery) {
        const data = new Uint8Array(await file.arrayBuffer());
        const res = await baseQuery(
          requestOf(CALLS.uploadBackground, { body: { franchise }, file: { field: 'file', name: file.name, type: file.type, data } }),
        );
        return res.error ? { error: res.error as QueryError } : { data: res.data as Answers['uploadBackground'] };
      },
      ...invalidatesEverywhere('Backgrounds'),
    }),
    removeBackground: build.mutation<Answers['removeBackground'], number>({
      query: (id) => requestOf(CALLS.removeBackground, { params: { id } }),
      ...invalidatesEverywhere('Backgrounds'),
    }),

    shorten: build.mutation<Answers['shortenLink'], string>({ query: (link) => requestOf(CALLS.shortenLink, { body: { link } }) }),

    exemptDns: build.query<Answers['migrationDns'], void>({ query: () => requestOf(CALLS.migrationDns), providesTags: ['ExemptDns'] }),
    addExemptDns: build.mutation<Answers['addMigrationDns'], { url: string; limit_days: number }>({
      query: (body) => requestOf(CALLS.addMigrationDns, { body }),
      ...invalidatesEverywhere('ExemptDns'),
    }),
    deleteExemptDns: build.mutation<Answers['deleteMigrationDns'], number>({
      query: (id) => requestOf(CALLS.deleteMigrationDns, { params: { id } }),
      ...invalidatesEverywhere('ExemptDns'),
    }),

    rotationDns: build.query<Answers['rotateDns'], void>({ query: () => requestOf(CALLS.rotateDns), providesTags: ['RotationDns'] }),
    saveRotationDns: build.mutation<Answers['saveRotateDns'], { dns: string; franchise?: number }>({
      query: (body) => requestOf(CALLS.saveRotateDns, { body }),
      ...invalidatesEverywhere('RotationDns'),
    }),
    deleteRotationDns: build.mutation<Answers['deleteRotateDns'], number>({
      query: (id) => requestOf(CALLS.deleteRotateDns, { params: { id } }),
      ...invalidatesEverywhere('RotationDns'),
    }),

    links: build.query<Answers['links'], { type: number; id_franchise?: number }>({
      query: (q) => requestOf(CALLS.links, { query: q }),
      providesTags: ['Links'],
    }),
    linksInfo: build.query<Answers['linksInfoIptv'], void>({ query: () => requestOf(CALLS.linksInfoIptv), providesTags: ['Links'] }),
    saveLinks: build.mutation<Answers['saveLinks'], SaveLinksBody>({
      query: (body) => requestOf(CALLS.saveLinks, { body }),
      ...invalidatesEverywhere('Links'),
    }),

    telegramOf: build.query<Answers['telegram'], number | undefined>({
      query: (id_franchise) => requestOf(CALLS.telegram, { query: { id_franchise } }),
      providesTags: ['Telegram'],
    }),
    saveTelegram: build.mutation<Answers['saveTelegram'], { telegram: string; id_franchise?: number }>({
      query: (body) => requestOf(CALLS.saveTelegram, { body }),
      ...invalidatesEverywhere('Telegram'),
    }),
  }),
});

export const {
  useFlagsQuery,
  useSettingsActionMutation,
  useAnnouncementsQuery,
  usePublishAnnouncementMutation,
  useDeleteAnnouncementMutation,
  useSendMessageMutation,
  useMyMessagesQuery,
  useReadMessageMutation,
  useBackgroundsQuery,
  useUploadBackgroundMutation,
  useRemoveBackgroundMutation,
  useShortenMutation,
  useExemptDnsQuery,
  useAddExemptDnsMutation,
  useDeleteExemptDnsMutation,
  useRotationDnsQuery,
  useSaveRotationDnsMutation,
  useDeleteRotationDnsMutation,
  useLinksQuery,
  useLinksInfoQuery,
  useSaveLinksMutation,
  useTelegramOfQuery,
  useSaveTelegramMutation,
} = settingsApi;
