// Calls of the ticket screens (both systems). Live events (app/live.tsx) invalidate 'Tickets' and
// 'Ticket', so every open list, chat and badge follows the server within the second.
import type { ExportTicketsBody, TicketListQuery, TicketReplyBody } from '../../../shared/tickets/schemas';
import type { TicketFormValues, TicketSystem } from '../../../shared/tickets/texts';
import { CALLS, type Answers } from '../../../shared/calls';
import type { Call } from '../../../shared/rules';
import { api, byId, invalidatesEverywhere, requestOf, withBody } from '../../api/base';
import { getPlatform } from '../../platform';
export type TicketListArgs = TicketListQuery & { system: TicketSystem };

const LIST_CALL = { 1: CALLS.tickets, 2: CALLS.portalTickets } satisfies Record<TicketSystem, Call>;

const ticketApi = api.enhanceEndpoints({ addTagTypes: ['Tickets', 'Ticket'] }).injectEndpoints({
  endpoints: (build) => ({
    tickets: build.query<Answers['tickets' | 'portalTickets'], TicketListArgs>({
      query: ({ system, ...q }) => requestOf(LIST_CALL[system], { query: { ...q } }),
      providesTags: ['Tickets'],
    }),
    ticket: build.query<Answers['ticket'], number>({
      query: byId(CALLS.ticket),
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
    ticketBadges: build.query<Answers['ticketBadges'], void>({ query: () => requestOf(CALLS.ticketBadges), providesTags: ['Tickets'] }),
    ticketLines: build.query<Answers['ticketLineOptions'], string>({ query: (search) => requestOf(CALLS.ticketLineOptions, { query: { search } }) }),
    createTicket: build.mutation<Answers['createTicket'], TicketFormValues & { systemTypeId?: TicketSystem }>({
      query: withBody(CALLS.createTicket),
      ...invalidatesEverywhere('Tickets', 'Dashboard'),
    }),
    replyTicket: build.mutation<Answers['replyTicket'], { id: number; body: TicketReplyBody }>({
      query: ({ id, body }) => requestOf(CALLS.replyTicket, { params: { id }, body }),
      ...invalidatesEverywhere('Tickets', 'Ticket', 'Dashboard'),
    }),
    finishTicket: build.mutation<Answers['finishTicket'], number>({
      query: byId(CALLS.finishTicket),
      ...invalidatesEverywhere('Tickets', 'Ticket', 'Dashboard'),
    }),
    blockTicket: build.mutation<Answers['blockTicket'], number>({ query: byId(CALLS.blockTicket), ...invalidatesEverywhere('Tickets', 'Ticket') }),
    exportTickets: build.mutation<Answers['exportTickets'], ExportTicketsBody>({ query: withBody(CALLS.exportTickets) }),
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
