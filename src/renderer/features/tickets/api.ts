// Calls of the ticket screens (both systems). Live events (app/live.tsx) invalidate 'Tickets' and
// 'Ticket', so every open list, chat and badge follows the server within the second.
import type { ExcelExport } from '../../../shared/platform';
import type {
  ExportTicketsBody,
  TicketBadges,
  TicketDetail,
  TicketFormValues,
  TicketLineOption,
  TicketList,
  TicketListQuery,
  TicketReplyBody,
  TicketSystem,
} from '../../../shared/tickets';
import { api, invalidatesEverywhere } from '../../api/base';
import { getPlatform } from '../../platform';

type Answer = { message: string; status: number };
export type TicketListArgs = TicketListQuery & { system: TicketSystem };

const LIST_PATH: Record<TicketSystem, string> = { 1: '/api/ticket', 2: '/api/ticket-portal-office' };

const ticketApi = api.enhanceEndpoints({ addTagTypes: ['Tickets', 'Ticket'] }).injectEndpoints({
  endpoints: (build) => ({
    tickets: build.query<TicketList, TicketListArgs>({
      query: ({ system, ...q }) => ({ method: 'GET', path: LIST_PATH[system], query: { ...q } }),
      providesTags: ['Tickets'],
    }),
    ticket: build.query<TicketDetail, number>({
      query: (id) => ({ method: 'GET', path: `/api/ticket/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Ticket', id }],
      // Reading an unread ticket marks it read: the lists' marks, the badges and the dashboard change.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (!data.unread) return;
          dispatch(api.util.invalidateTags(['Tickets', 'Dashboard']));
          getPlatform().broadcastInvalidate(['Tickets', 'Dashboard']);
        } catch {
          /* the screen shows the failure */
        }
      },
    }),
    ticketBadges: build.query<TicketBadges, void>({ query: () => ({ method: 'GET', path: '/api/ticket-badges' }), providesTags: ['Tickets'] }),
    ticketLines: build.query<{ users: TicketLineOption[] }, string>({ query: (search) => ({ method: 'GET', path: '/api/get-users-resseler', query: { search } }) }),
    createTicket: build.mutation<{ message: string; id: number }, TicketFormValues & { systemTypeId?: TicketSystem }>({
      query: (body) => ({ method: 'POST', path: '/api/ticket', body }),
      ...invalidatesEverywhere('Tickets', 'Dashboard'),
    }),
    replyTicket: build.mutation<Answer, { id: number; body: TicketReplyBody }>({
      query: ({ id, body }) => ({ method: 'PUT', path: `/api/ticket/${id}`, body }),
      ...invalidatesEverywhere('Tickets', 'Ticket', 'Dashboard'),
    }),
    finishTicket: build.mutation<Answer, number>({
      query: (id) => ({ method: 'GET', path: `/api/finishTicket/${id}` }),
      ...invalidatesEverywhere('Tickets', 'Ticket', 'Dashboard'),
    }),
    blockTicket: build.mutation<{ message: string }, number>({
      query: (id) => ({ method: 'GET', path: `/api/ticket-block/${id}` }),
      ...invalidatesEverywhere('Tickets', 'Ticket'),
    }),
    exportTickets: build.mutation<ExcelExport, ExportTicketsBody>({ query: (body) => ({ method: 'POST', path: '/api/export-tickets', body }) }),
  }),
});

export const {
  useTicketsQuery,
  useTicketQuery,
  useTicketBadgesQuery,
  useTicketLinesQuery,
  useCreateTicketMutation,
  useReplyTicketMutation,
  useFinishTicketMutation,
  useBlockTicketMutation,
  useExportTicketsMutation,
} = ticketApi;
