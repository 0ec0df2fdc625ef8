// The contract of tickets (spec sections 3, 4, 5, 7 "Tickets", 8 and 9): the two systems and their
// status machines and the categories as zod reads them, request and answer schemas (the texts, rules
// and labels are in texts.ts).
import { z } from 'zod';
import { numeral } from '../numeral';
import { VALIDATION } from '../messages';
import { hasMarkup } from '../validation';
import { LINE_KINDS } from '../lines/texts';
import { paged, messageAnswer } from '../answers';
import {
  TICKET_SYSTEMS,
  TICKET_CATEGORIES,
  ADMIN_CATEGORY,
  TECH_REQUIRED,
  CHANNEL_CATEGORY,
  RESOLUTIONS,
  TICKET_MSG,
  TICKET_LABELS,
  TICKET_MAX,
} from './texts';

/** An optional field that older clients send as "" when empty ('Todas', no user): "" means none. */
const orNone = <S extends z.ZodType>(schema: S) => z.union([z.literal('').transform(() => undefined), schema]).optional();

const channelList = z
  .union([
    z.array(z.string().trim().min(1).max(100)).max(30),
    z
      .string()
      .max(3000)
      .transform((s) =>
        s
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
  ])
  .optional();

/** POST /api/ticket. `systemTypeId` 2 files a portal ticket. */
export const createTicketBody = z
  .object({
    title: z.string().trim().min(1).max(TICKET_MAX.title),
    // The categories' ids as the API document's enum (a check alone would read as any integer there).
    category: numeral(z.literal(TICKET_CATEGORIES.map((k) => k.id))),
    content: z.string().trim().max(TICKET_MAX.content).optional(),
    /** Older clients send the description as `mensagem`. */
    mensagem: z.string().trim().max(TICKET_MAX.content).optional(),
    tech: orNone(numeral(z.number().int().min(0).max(2))),
    resolution: orNone(z.enum(RESOLUTIONS)),
    idUser: orNone(numeral(z.number().int().positive())),
    username: z.string().max(64).optional(),
    channels: channelList,
    idChannels: orNone(z.array(numeral(z.number().int().positive())).max(30)),
    systemTypeId: numeral(z.number().int().min(1).max(2)).default(1),
  })
  .transform(({ mensagem, ...body }) => ({ ...body, content: body.content || mensagem || '' }))
  .superRefine((body, issues) => {
    if (!body.content) issues.addIssue({ code: 'custom', path: ['content'], message: VALIDATION.required(TICKET_LABELS.content) });
    // Only the admin's own category is HTML (sanitised on the server); every other ticket is plain text.
    for (const field of ['title', 'content'] as const)
      if ((field === 'title' || body.category !== ADMIN_CATEGORY) && hasMarkup(body[field]))
        issues.addIssue({ code: 'custom', path: [field], message: VALIDATION.noMarkup(TICKET_LABELS[field]) });
    if (TECH_REQUIRED.includes(body.category) && body.tech === undefined) issues.addIssue({ code: 'custom', path: ['tech'], message: TICKET_MSG.techRequired });
    if (body.category === CHANNEL_CATEGORY && !body.channels?.length)
      issues.addIssue({ code: 'custom', path: ['channels'], message: TICKET_MSG.channelRequired });
  });
export type CreateTicketBody = z.input<typeof createTicketBody>;
export type CreateTicket = z.output<typeof createTicketBody>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The list's filters (admin: also reseller id and day). */
export const ticketFilters = z.object({
  category: numeral(z.number().int().min(1).max(ADMIN_CATEGORY)).optional(),
  /** Searches title and description. */
  title: z.string().trim().max(100).optional(),
  idRes: numeral(z.number().int().positive()).optional(),
  /** A São Paulo day, YYYY-MM-DD. */
  date: day.optional(),
});
export type TicketFilters = z.infer<typeof ticketFilters>;

export const ticketListQuery = ticketFilters.extend({
  status: numeral(z.number().int().min(0).max(3)).default(0),
  page: numeral(z.number().int().min(1).max(100_000)).default(1),
  per_page: numeral(z.number().int().min(1).max(50)).default(10),
});
export type TicketListQuery = z.infer<typeof ticketListQuery>;

/** PUT /api/ticket/{id}: a chat message and, from the admin, the new status (`atualizaStatus`). */
export const ticketReplyBody = z
  .object({
    mensagem: z.string().max(TICKET_MAX.message).optional(),
    atualizaStatus: numeral(z.number().int().min(1).max(3)).optional(),
  })
  .meta({ description: 'A mensagem (`mensagem`, não vazia) é obrigatória, a menos que o admin mande só o novo status (`atualizaStatus`).' });
export type TicketReplyBody = z.infer<typeof ticketReplyBody>;

/** POST /api/export-tickets: the list's filters (the spec's names) and the system. */
export const exportTicketsBody = z.object({
  content: z.string().trim().max(100).optional(),
  category: numeral(z.number().int().min(1).max(ADMIN_CATEGORY)).optional(),
  status: numeral(z.number().int().min(0).max(3)).optional(),
  date: day.optional(),
  idRes: numeral(z.number().int().positive()).optional(),
  /** Sent by the screens with the status select's value; the export filters by `status`. */
  atualizaStatus: z.unknown().optional(),
  systemTypeId: numeral(z.number().int().min(1).max(2)).default(1),
});
export type ExportTicketsBody = z.input<typeof exportTicketsBody>;

export const usersPickerQuery = z.object({ search: z.string().trim().max(64).optional() });

const int = z.number().int();

export const ticketMessage = z.object({
  id: int,
  mensagem: z.string(),
  id_res: int,
  username: z.string(),
  /** Written by the admin (support). */
  admin: z.boolean(),
  data_formatted: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

export const ticketAnswer = z.object({
  id: int,
  system: z.literal(TICKET_SYSTEMS),
  status: int,
  category: int,
  category_name: z.string(),
  technology: int.nullable(),
  title: z.string(),
  /** Plain text; sanitised HTML for the 'Administração' category. */
  content: z.string(),
  data_formatted: z.string(),
  franchise: int,
  id_res: int,
  /** Who opened it ('Feita por'). */
  username: z.string(),
  blocked: z.literal([0, 1]),
  resolution: z.string(),
  channels: z.array(z.string()),
  id_user: int.nullable(),
  /** The customer line's username. */
  user: z.string(),
  /** Someone else wrote after the caller last read it. */
  unread: z.boolean(),
});
export type Ticket = z.infer<typeof ticketAnswer>;

export const ticketDetailAnswer = ticketAnswer.extend({ chat: z.array(ticketMessage) });
export type TicketDetail = z.infer<typeof ticketDetailAnswer>;

export const ticketListAnswer = paged(ticketAnswer).extend({
  /** How many tickets each tab holds under the same filters, by status. */
  counts: z.record(z.string(), int),
});
export type TicketList = z.infer<typeof ticketListAnswer>;

/** The sidebar badges: for the admin the tickets waiting for an answer, for the others unread answers. */
export const ticketBadgesAnswer = z.object({
  /** The panel's tickets. */
  1: int,
  /** The portal's. */
  2: int,
});
export type TicketBadges = z.infer<typeof ticketBadgesAnswer>;

export const ticketLineOption = z.object({ id: int, username: z.string(), kind: z.enum(LINE_KINDS) });
export type TicketLineOption = z.infer<typeof ticketLineOption>;
export const ticketLineOptionsAnswer = z.object({ users: z.array(ticketLineOption) });

export const createTicketAnswer = messageAnswer.extend({ id: int });
/** A reply or a finish: its text and the ticket's status now. */
export const ticketStatusAnswer = messageAnswer.extend({ status: int });
