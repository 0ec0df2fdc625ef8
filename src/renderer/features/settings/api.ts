// Calls of the settings screens (/settings, /settings-franchise) and of the dashboard's walls and
// messages. Live events (app/live.tsx) invalidate 'Announcements' and 'Messages', so an open dashboard
// shows a new announcement or message without a reload.
import type { SettingsFlags } from '../../../shared/domain';
import type {
  AnnouncementBody,
  AnnouncementsResponse,
  Background,
  ExemptDns,
  LinksInfo,
  PanelMessage,
  RotationDnsResponse,
  SaveLinksBody,
  SendMessageBody,
} from '../../../shared/communication';
import type { TelegramResponse } from '../../../shared/api';
import { CALLS } from '../../../shared/calls';
import { api, invalidatesEverywhere, requestOf, type QueryError } from '../../api/base';

type Answer = { message: string };

export const COMMUNICATION_TAGS = ['Announcements', 'Messages'] as const;

const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Announcements', 'Messages', 'Backgrounds', 'ExemptDns', 'RotationDns', 'Links'] }).injectEndpoints({
  endpoints: (build) => ({
    flags: build.query<SettingsFlags, void>({ query: () => requestOf(CALLS.settings), providesTags: ['Settings'] }),
    settingsAction: build.mutation<Answer & { settings?: SettingsFlags }, number>({
      query: (action) => requestOf(CALLS.settingsAction, { body: { action } }),
      ...invalidatesEverywhere('Settings', 'Profile', 'Dashboard'),
    }),

    announcements: build.query<AnnouncementsResponse, void>({ query: () => requestOf(CALLS.announcements), providesTags: ['Announcements'] }),
    publishAnnouncement: build.mutation<Answer, AnnouncementBody>({
      query: (body) => requestOf(CALLS.publishAnnouncement, { body }),
      ...invalidatesEverywhere('Announcements'),
    }),
    deleteAnnouncement: build.mutation<Answer, number>({
      query: (id) => requestOf(CALLS.deleteAnnouncement, { params: { id } }),
      ...invalidatesEverywhere('Announcements'),
    }),

    sendMessage: build.mutation<Answer & { recipients: number }, SendMessageBody>({ query: (body) => requestOf(CALLS.sendMessage, { body }) }),
    myMessages: build.query<{ data: PanelMessage[] }, void>({ query: () => requestOf(CALLS.myMessages), providesTags: ['Messages'] }),
    readMessage: build.mutation<Answer, number>({
      query: (id) => requestOf(CALLS.readMessage, { params: { id } }),
      ...invalidatesEverywhere('Messages'),
    }),

    backgrounds: build.query<{ data: Background[] }, number | undefined>({
      query: (franchise) => requestOf(CALLS.backgrounds, { query: { franchise } }),
      providesTags: ['Backgrounds'],
    }),
    uploadBackground: build.mutation<Answer, { file: File; franchise: number }>({
      // The file's bytes are read here, so the cache never holds them.
      async queryFn({ file, franchise }, _api, _extra, baseQuery) {
        const data = new Uint8Array(await file.arrayBuffer());
        const res = await baseQuery(requestOf(CALLS.uploadBackground, { body: { franchise }, file: { field: 'file', name: file.name, type: file.type, data } }));
        return res.error ? { error: res.error as QueryError } : { data: res.data as Answer };
      },
      ...invalidatesEverywhere('Backgrounds'),
    }),
    removeBackground: build.mutation<Answer, number>({
      query: (id) => requestOf(CALLS.removeBackground, { params: { id } }),
      ...invalidatesEverywhere('Backgrounds'),
    }),

    shorten: build.mutation<Answer & { link: string }, string>({ query: (link) => requestOf(CALLS.shortenLink, { body: { link } }) }),

    exemptDns: build.query<{ data: ExemptDns[] }, void>({ query: () => requestOf(CALLS.migrationDns), providesTags: ['ExemptDns'] }),
    addExemptDns: build.mutation<Answer, { url: string; limit_days: number }>({
      query: (body) => requestOf(CALLS.addMigrationDns, { body }),
      ...invalidatesEverywhere('ExemptDns'),
    }),
    deleteExemptDns: build.mutation<Answer, number>({
      query: (id) => requestOf(CALLS.deleteMigrationDns, { params: { id } }),
      ...invalidatesEverywhere('ExemptDns'),
    }),

    rotationDns: build.query<RotationDnsResponse, void>({ query: () => requestOf(CALLS.rotateDns), providesTags: ['RotationDns'] }),
    saveRotationDns: build.mutation<Answer, { dns: string; franchise?: number }>({
      query: (body) => requestOf(CALLS.saveRotateDns, { body }),
      ...invalidatesEverywhere('RotationDns'),
    }),
    deleteRotationDns: build.mutation<Answer, number>({
      query: (id) => requestOf(CALLS.deleteRotateDns, { params: { id } }),
      ...invalidatesEverywhere('RotationDns'),
    }),

    links: build.query<{ links: string }, { type: number; id_franchise?: number }>({
      query: (q) => requestOf(CALLS.links, { query: q }),
      providesTags: ['Links'],
    }),
    linksInfo: build.query<LinksInfo, void>({ query: () => requestOf(CALLS.linksInfoIptv), providesTags: ['Links'] }),
    saveLinks: build.mutation<Answer, SaveLinksBody>({
      query: (body) => requestOf(CALLS.saveLinks, { body }),
      ...invalidatesEverywhere('Links'),
    }),

    telegramOf: build.query<TelegramResponse, number | undefined>({
      query: (id_franchise) => requestOf(CALLS.telegram, { query: { id_franchise } }),
      providesTags: ['Telegram'],
    }),
    saveTelegram: build.mutation<Answer, { telegram: string; id_franchise?: number }>({
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
