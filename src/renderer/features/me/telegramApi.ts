// Calls of the Telegram notices (issue 22): the account's link and choices in /me, the admin's bot in
// /settings. A new bot changes what /me offers, so saving it refreshes both.
import { CALLS, type Answers } from '../../../shared/calls';
import type { NoticePrefsBody } from '../../../shared/telegram/schemas';
import { api, invalidatesEverywhere, requestOf, withBody } from '../../api/base';

const telegramApi = api.enhanceEndpoints({ addTagTypes: ['TelegramLink', 'TelegramBot'] }).injectEndpoints({
  endpoints: (build) => ({
    telegramLink: build.query<Answers['telegramLink'], void>({ query: () => requestOf(CALLS.telegramLink), providesTags: ['TelegramLink'] }),
    telegramLinkCode: build.mutation<Answers['telegramLinkCode'], void>({ query: () => requestOf(CALLS.telegramLinkCode) }),
    saveNoticePrefs: build.mutation<Answers['saveNoticePrefs'], NoticePrefsBody>({
      query: withBody(CALLS.saveNoticePrefs),
      ...invalidatesEverywhere('TelegramLink'),
    }),
    unlinkTelegram: build.mutation<Answers['unlinkTelegram'], void>({ query: () => requestOf(CALLS.unlinkTelegram), ...invalidatesEverywhere('TelegramLink') }),
    telegramBot: build.query<Answers['telegramBot'], void>({ query: () => requestOf(CALLS.telegramBot), providesTags: ['TelegramBot'] }),
    saveTelegramBot: build.mutation<Answers['saveTelegramBot'], string>({
      query: (token) => requestOf(CALLS.saveTelegramBot, { body: { token } }),
      ...invalidatesEverywhere('TelegramBot', 'TelegramLink'),
    }),
    removeTelegramBot: build.mutation<Answers['removeTelegramBot'], void>({
      query: () => requestOf(CALLS.removeTelegramBot),
      ...invalidatesEverywhere('TelegramBot', 'TelegramLink'),
    }),
  }),
});

export const {
  useTelegramLinkQuery,
  useTelegramLinkCodeMutation,
  useSaveNoticePrefsMutation,
  useUnlinkTelegramMutation,
  useTelegramBotQuery,
  useSaveTelegramBotMutation,
  useRemoveTelegramBotMutation,
} = telegramApi;
