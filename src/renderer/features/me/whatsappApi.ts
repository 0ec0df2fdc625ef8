// Calls of the WhatsApp Cloud API reminders (issue 22): the account's own number in /me and the list of
// its sends; 'Vencimentos' sends reminders through it (features/expiries). A send changes the list of
// sends and the lines' 'Último lembrete'.
import { CALLS, type Answers } from '../../../shared/calls';
import type { LineKind } from '../../../shared/lines/texts';
import type { WhatsappConfigBody } from '../../../shared/whatsapp/schemas';
import { api, invalidatesEverywhere, requestOf, withBody } from '../../api/base';

const whatsappApi = api.enhanceEndpoints({ addTagTypes: ['WhatsappConfig', 'WhatsappMessages', 'Expiries'] }).injectEndpoints({
  endpoints: (build) => ({
    whatsappConfig: build.query<Answers['whatsappConfig'], void>({ query: () => requestOf(CALLS.whatsappConfig), providesTags: ['WhatsappConfig'] }),
    saveWhatsappConfig: build.mutation<Answers['saveWhatsappConfig'], WhatsappConfigBody>({
      query: withBody(CALLS.saveWhatsappConfig),
      ...invalidatesEverywhere('WhatsappConfig'),
    }),
    removeWhatsappConfig: build.mutation<Answers['removeWhatsappConfig'], void>({
      query: () => requestOf(CALLS.removeWhatsappConfig),
      // What was queued is dropped: the list of sends changes too.
      ...invalidatesEverywhere('WhatsappConfig', 'WhatsappMessages'),
    }),
    whatsappMessages: build.query<Answers['whatsappMessages'], { page: number; per_page: number }>({
      query: (query) => requestOf(CALLS.whatsappMessages, { query: { ...query } }),
      providesTags: ['WhatsappMessages'],
    }),
    sendWhatsappReminders: build.mutation<Answers['whatsappReminders'], { id: number; kind: LineKind }[]>({
      query: (lines) => requestOf(CALLS.whatsappReminders, { body: { lines } }),
      ...invalidatesEverywhere('WhatsappMessages', 'Expiries'),
    }),
  }),
});

export const {
  useWhatsappConfigQuery,
  useSaveWhatsappConfigMutation,
  useRemoveWhatsappConfigMutation,
  useWhatsappMessagesQuery,
  useSendWhatsappRemindersMutation,
} = whatsappApi;
