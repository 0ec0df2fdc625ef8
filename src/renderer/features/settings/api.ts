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
import { api, invalidatesEverywhere, type QueryError } from '../../api/base';

type Answer = { message: string };

export const COMMUNICATION_TAGS = ['Announcements', 'Messages'] as const;

const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Announcements', 'Messages', 'Backgrounds', 'ExemptDns', 'RotationDns', 'Links'] }).injectEndpoints({
  endpoints: (build) => ({
    flags: build.query<SettingsFlags, void>({ query: () => ({ method: 'GET', path: '/api/settings' }), providesTags: ['Settings'] }),
    settingsAction: build.mutation<Answer & { settings?: SettingsFlags }, number>({
      query: (action) => ({ method: 'POST', path: '/api/settings', body: { action } }),
      ...invalidatesEverywhere('Settings', 'Profile', 'Dashboard'),
    }),

    announcements: build.query<AnnouncementsResponse, void>({ query: () => ({ method: 'GET', path: '/api/anuncios' }), providesTags: ['Announcements'] }),
    publishAnnouncement: build.mutation<Answer, AnnouncementBody>({
      query: (body) => ({ method: 'POST', path: '/api/anuncios', body }),
      ...invalidatesEverywhere('Announcements'),
    }),
    deleteAnnouncement: build.mutation<Answer, number>({
      query: (id) => ({ method: 'DELETE', path: `/api/anuncios/${id}` }),
      ...invalidatesEverywhere('Announcements'),
    }),

    sendMessage: build.mutation<Answer & { recipients: number }, SendMessageBody>({ query: (body) => ({ method: 'POST', path: '/api/send-message', body }) }),
    myMessages: build.query<{ data: PanelMessage[] }, void>({ query: () => ({ method: 'GET', path: '/api/my-messages' }), providesTags: ['Messages'] }),
    readMessage: build.mutation<Answer, number>({
      query: (id) => ({ method: 'POST', path: `/api/my-messages/${id}/read` }),
      ...invalidatesEverywhere('Messages'),
    }),

    backgrounds: build.query<{ data: Background[] }, number | undefined>({
      query: (franchise) => ({ method: 'GET', path: '/api/get-backgrounds', query: { franchise } }),
      providesTags: ['Backgrounds'],
    }),
    uploadBackground: build.mutation<Answer, { file: File; franchise: number }>({
      // The file's bytes are read here, so the cache never holds them.
      async queryFn({ file, franchise }, _api, _extra, baseQuery) {
        const data = new Uint8Array(await file.arrayBuffer());
        const res = await baseQuery({ method: 'POST', path: '/api/upload-background', body: { franchise }, file: { field: 'file', name: file.name, type: file.type, data } });
        return res.error ? { error: res.error as QueryError } : { data: res.data as Answer };
      },
      ...invalidatesEverywhere('Backgrounds'),
    }),
    removeBackground: build.mutation<Answer, number>({
      query: (id) => ({ method: 'DELETE', path: `/api/remove-background/${id}` }),
      ...invalidatesEverywhere('Backgrounds'),
    }),

    shorten: build.mutation<Answer & { link: string }, string>({ query: (link) => ({ method: 'POST', path: '/api/encurtar-link', body: { link } }) }),

    exemptDns: build.query<{ data: ExemptDns[] }, void>({ query: () => ({ method: 'GET', path: '/api/migration-dns' }), providesTags: ['ExemptDns'] }),
    addExemptDns: build.mutation<Answer, { url: string; limit_days: number }>({
      query: (body) => ({ method: 'POST', path: '/api/add-migration-dns', body }),
      ...invalidatesEverywhere('ExemptDns'),
    }),
    deleteExemptDns: build.mutation<Answer, number>({
      query: (id) => ({ method: 'DELETE', path: `/api/migration-dns/${id}` }),
      ...invalidatesEverywhere('ExemptDns'),
    }),

    rotationDns: build.query<RotationDnsResponse, void>({ query: () => ({ method: 'GET', path: '/api/get-rotate-dns' }), providesTags: ['RotationDns'] }),
    saveRotationDns: build.mutation<Answer, { dns: string; franchise?: number }>({
      query: (body) => ({ method: 'POST', path: '/api/save-rotate-dns', body }),
      ...invalidatesEverywhere('RotationDns'),
    }),
    deleteRotationDns: build.mutation<Answer, number>({
      query: (id) => ({ method: 'DELETE', path: `/api/delete-rotate-dns/${id}` }),
      ...invalidatesEverywhere('RotationDns'),
    }),

    links: build.query<{ links: string }, { type: number; id_franchise?: number }>({
      query: (q) => ({ method: 'GET', path: '/api/get-links', query: q }),
      providesTags: ['Links'],
    }),
    linksInfo: build.query<LinksInfo, void>({ query: () => ({ method: 'GET', path: '/api/get-links-info-iptv' }), providesTags: ['Links'] }),
    saveLinks: build.mutation<Answer, SaveLinksBody>({
      query: (body) => ({ method: 'POST', path: '/api/save-links', body }),
      ...invalidatesEverywhere('Links'),
    }),

    telegramOf: build.query<TelegramResponse, number | undefined>({
      query: (id_franchise) => ({ method: 'GET', path: '/api/get-telegram', query: { id_franchise } }),
      providesTags: ['Telegram'],
    }),
    saveTelegram: build.mutation<Answer, { telegram: string; id_franchise?: number }>({
      query: (body) => ({ method: 'POST', path: '/api/save-telegram', body }),
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
