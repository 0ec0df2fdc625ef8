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
import { CALLS, type Call } from '../../../shared/calls';
import { api, invalidatesEverywhere, requestOf } from '../../api/base';
import { getPlatform } from '../../platform';

type Answer = { message: string; status: number };
export type TicketListArgs = TicketListQuery & { system: TicketSystem };

const LIST_CALL: Record<TicketSystem, Call> = { 1: CALLS.tickets, 2: CALLS.portalTickets };

const ticketApi = api.enhanceEndpoints({ addTagTypes: ['Tickets', 'Ticket'] }).injectEndpoints({
  endpoints: (build) => ({
    tickets: build.query<TicketList, TicketListArgs>({
      query: ({ system, ...q }) => requestOf(LIST_CALL[system], { query: { ...q } }),
      providesTags: ['Tickets'],
    }),
    ticket: build.query<TicketDetail, number>({
      query: (id) => requestOf(CALLS.ticket, { params: { id } }),
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
    ticketBadges: build.query<TicketBadges, void>({ query: () => requestOf(CALLS.ticketBadges), providesTags: ['Tickets'] }),
    ticketLines: build.query<{ users: TicketLineOption[] }, string>({ query: (search) => requestOf(CALLS.ticketLineOptions, { query: { search } }) }),
    createTicket: build.mutation<{ message: string; id: number }, TicketFormValues & { systemTypeId?: TicketSystem }>({
      query: (body) => requestOf(CALLS.createTicket, { body }),
      ...invalidatesEverywhere('Tickets', 'Dashboard'),
    }),
    replyTicket: build.mutation<Answer, { id: number; body: TicketReplyBody }>({
      query: ({ id, body }) => requestOf(CALLS.replyTicket, { params: { id }, body }),
      ...invalidatesEverywhere('Tickets', 'Ticket', 'Dashboard'),
    }),
    finishTicket: build.mutation<Answer, number>({
      query: (id) => requestOf(CALLS.finishTicket, { params: { id } }),
      ...invalidatesEverywhere('Tickets', 'Ticket', 'Dashboard'),
    }),
    blockTicket: build.mutation<{ message: string }, number>({
      query: (id) => requestOf(CALLS.blockTicket, { params: { id } }),
      ...invalidatesEverywhere('Tickets', 'Ticket'),
    }),
    exportTickets: build.mutation<ExcelExport, ExportTicketsBody>({ query: (body) => requestOf(CALLS.exportTickets, { body }) }),
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
