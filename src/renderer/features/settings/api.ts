// Calls of the settings screens (/settings, /settings-franchise) and of the dashboard's walls and
// messages. Live events (app/live.tsx) invalidate 'Announcements' and 'Messages', so an open dashboard
// shows a new announcement or message without a reload.
import type { AnnouncementBody, SaveLinksBody, SendMessageBody } from '../../../shared/communication/schemas';
import { CALLS, type Answers } from '../../../shared/calls';
import type { SettingsActionCode } from '../../../shared/domain';
import { api, byId, invalidatesEverywhere, requestOf, type QueryError, withBody } from '../../api/base';

const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Announcements', 'Messages', 'Backgrounds', 'ExemptDns', 'RotationDns', 'Links'] }).injectEndpoints({
  endpoints: (build) => ({
    flags: build.query<Answers['settings'], void>({ query: () => requestOf(CALLS.settings), providesTags: ['Settings'] }),
    settingsAction: build.mutation<Answers['settingsAction'], SettingsActionCode>({
      query: (action) => requestOf(CALLS.settingsAction, { body: { action } }),
      ...invalidatesEverywhere('Settings', 'Profile', 'Dashboard'),
    }),

    announcements: build.query<Answers['announcements'], void>({ query: () => requestOf(CALLS.announcements), providesTags: ['Announcements'] }),
    publishAnnouncement: build.mutation<Answers['publishAnnouncement'], AnnouncementBody>({
      query: withBody(CALLS.publishAnnouncement),
      ...invalidatesEverywhere('Announcements'),
    }),
    deleteAnnouncement: build.mutation<Answers['deleteAnnouncement'], number>({
      query: byId(CALLS.deleteAnnouncement),
      ...invalidatesEverywhere('Announcements'),
    }),

    sendMessage: build.mutation<Answers['sendMessage'], SendMessageBody>({ query: withBody(CALLS.sendMessage) }),
    myMessages: build.query<Answers['myMessages'], void>({ query: () => requestOf(CALLS.myMessages), providesTags: ['Messages'] }),
    readMessage: build.mutation<Answers['readMessage'], number>({ query: byId(CALLS.readMessage), ...invalidatesEverywhere('Messages') }),

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
    removeBackground: build.mutation<Answers['removeBackground'], number>({ query: byId(CALLS.removeBackground), ...invalidatesEverywhere('Backgrounds') }),

    shorten: build.mutation<Answers['shortenLink'], string>({ query: (link) => requestOf(CALLS.shortenLink, { body: { link } }) }),

    exemptDns: build.query<Answers['migrationDns'], void>({ query: () => requestOf(CALLS.migrationDns), providesTags: ['ExemptDns'] }),
    addExemptDns: build.mutation<Answers['addMigrationDns'], { url: string; limit_days: number }>({
      query: withBody(CALLS.addMigrationDns),
      ...invalidatesEverywhere('ExemptDns'),
    }),
    deleteExemptDns: build.mutation<Answers['deleteMigrationDns'], number>({ query: byId(CALLS.deleteMigrationDns), ...invalidatesEverywhere('ExemptDns') }),

    rotationDns: build.query<Answers['rotateDns'], void>({ query: () => requestOf(CALLS.rotateDns), providesTags: ['RotationDns'] }),
    saveRotationDns: build.mutation<Answers['saveRotateDns'], { dns: string; franchise?: number }>({
      query: withBody(CALLS.saveRotateDns),
      ...invalidatesEverywhere('RotationDns'),
    }),
    deleteRotationDns: build.mutation<Answers['deleteRotateDns'], number>({ query: byId(CALLS.deleteRotateDns), ...invalidatesEverywhere('RotationDns') }),

    links: build.query<Answers['links'], { type: number; id_franchise?: number }>({
      query: (q) => requestOf(CALLS.links, { query: q }),
      providesTags: ['Links'],
    }),
    linksInfo: build.query<Answers['linksInfoIptv'], void>({ query: () => requestOf(CALLS.linksInfoIptv), providesTags: ['Links'] }),
    saveLinks: build.mutation<Answers['saveLinks'], SaveLinksBody>({ query: withBody(CALLS.saveLinks), ...invalidatesEverywhere('Links') }),

    telegramOf: build.query<Answers['telegram'], number | undefined>({
      query: (id_franchise) => requestOf(CALLS.telegram, { query: { id_franchise } }),
      providesTags: ['Telegram'],
    }),
    saveTelegram: build.mutation<Answers['saveTelegram'], { telegram: string; id_franchise?: number }>({
      query: withBody(CALLS.saveTelegram),
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
