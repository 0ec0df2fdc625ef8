// The contract of tickets (spec sections 3, 4, 5, 7 "Tickets", 8 and 9): the two systems and their
// status machines, the categories and their rules, request schemas, answers and every ticket text.
import { z } from 'zod';
import { MSG, VALIDATION } from './messages';
import { validateFields } from './validation';

/** 1: the panel's tickets (/ticket); 2: the portal's (/ticket-portal, `systemTypeId` 2). */
export const TICKET_SYSTEMS = [1, 2] as const;
export type TicketSystem = (typeof TICKET_SYSTEMS)[number];
export const TICKET_SYSTEM = { panel: 1, portal: 2 } as const;

/** Main screen: 0 pending, 2 in progress, 3 answered, 1 finished. */
export const TICKET_STATUS = { pending: 0, inProgress: 2, answered: 3, finished: 1 } as const;
/** Portal: 0 pending (red), 2 in progress (yellow), 1 answered (green). */
export const PORTAL_STATUS = { pending: 0, inProgress: 2, answered: 1 } as const;

export interface StatusInfo {
  status: number;
  /** The tab. */
  tab: string;
  /** One ticket's status. */
  label: string;
  color: string;
}

/** The tabs of each screen, in the spec's order. */
export const STATUS_TABS: Record<TicketSystem, StatusInfo[]> = {
  1: [
    { status: 0, tab: 'Pendentes', label: 'Pendente', color: 'red' },
    { status: 2, tab: 'Em andamento', label: 'Em andamento', color: 'gold' },
    { status: 3, tab: 'Respondidos', label: 'Respondido', color: 'green' },
    { status: 1, tab: 'Finalizados', label: 'Finalizado', color: 'default' },
  ],
  2: [
    { status: 0, tab: 'Pendentes', label: 'Pendente', color: 'red' },
    { status: 2, tab: 'Andamento', label: 'Andamento', color: 'gold' },
    { status: 1, tab: 'Respondidos', label: 'Respondido', color: 'green' },
  ],
};

/** What each system calls pending, in progress and answered; the panel also has finished. */
export const STATES: Record<TicketSystem, { pending: number; inProgress: number; answered: number; finished?: number }> = {
  1: TICKET_STATUS,
  2: PORTAL_STATUS,
};

/** The statuses the admin may set (spec section 4): main in progress / answered; portal Andamento / Respondido. */
export const ADMIN_STATUS_OPTIONS: Record<TicketSystem, { value: number; label: string }[]> = {
  1: [
    { value: 2, label: 'Em andamento' },
    { value: 3, label: 'Respondido' },
  ],
  2: [
    { value: 2, label: 'Andamento' },
    { value: 1, label: 'Respondido' },
  ],
};

export const statusInfo = (system: TicketSystem, status: number): StatusInfo | undefined => STATUS_TABS[system].find((s) => s.status === status);

/** Categories of spec section 9, plus the admin's own 'Administracao' (HTML content, no chat). */
export const TICKET_CATEGORIES = [
  { id: 1, name: 'Dúvidas' },
  { id: 2, name: 'Problemas / Adição - TV ao Vivo' },
  { id: 3, name: 'Reclamação de master' },
  { id: 4, name: 'Denúncias' },
  { id: 5, name: 'Problemas - Filmes e Séries' },
  { id: 6, name: 'Adição - Filmes e Séries' },
  { id: 7, name: 'Atualização - Séries' },
  { id: 8, name: 'Problemas - Aplicativos' },
  { id: 9, name: 'Administracao' },
] as const;
export const ADMIN_CATEGORY = 9;
export const categoryName = (id: number) => TICKET_CATEGORIES.find((c) => c.id === id)?.name ?? '';
/** Seen only by their author and the admin, never by the masters above (a complaint about one). */
export const PRIVATE_CATEGORIES: readonly number[] = [3, 4];
/** Technology is required for these and shown also for 7 and 8. */
export const TECH_REQUIRED: readonly number[] = [2, 5, 6];
export const TECH_SHOWN: readonly number[] = [2, 5, 6, 7, 8];
/** Category 2 (live TV) needs at least one channel. */
export const CHANNEL_CATEGORY = 2;
/** Resolution is asked where picture quality matters: live TV, films and series. */
export const RESOLUTION_SHOWN: readonly number[] = [2, 5, 6];

export const TECHNOLOGIES = [
  { id: 0, name: 'Todas' },
  { id: 1, name: 'IPTV' },
  { id: 2, name: 'P2P' },
] as const;
export const technologyName = (id: number | null) => (id === null ? '' : (TECHNOLOGIES.find((t) => t.id === id)?.name ?? ''));
export const RESOLUTIONS = ['Todas', 'SD', 'HD', 'HD 2', 'FHD', 'FHD 2', 'UHD'] as const;

export const TICKET_MSG = {
  created: 'Ticket criado com sucesso',
  sent: 'Mensagem enviada com sucesso',
  finished: 'Ticket encerrado com sucesso',
  blocked: 'Ticket bloqueado com sucesso',
  statusChanged: 'Status do ticket alterado com sucesso',
  createFailed: 'Por favor, insira todos os campos corretamente',
  listFailed: MSG.reloadAndRetry,
  getFailed: 'Por favor, tente novamente mais tarde',
  techRequired: 'É necessário informar uma tecnologia',
  channelRequired: 'É necessário informar um canal',
  noUserWarning: 'Não informar o usuário dificulta a solução do problema. Você gostaria de continuar?',
  blankMessage: 'A mensagem não pode ser em branco',
  exportEmpty: 'Nenhum item encontrado!',
  notFound: 'Ticket não encontrado.',
  lineNotFound: 'Usuário não encontrado.',
  blockedWrite: 'Este ticket está bloqueado.',
  finishedWrite: 'Este ticket está finalizado.',
  noChat: 'Tickets de Administracao não têm chat.',
  onlyOwner: 'Somente quem abriu o ticket e o administrador podem escrever nele.',
  finishOnlyInProgress: 'Só é possível finalizar um ticket em andamento.',
  blockNotAllowed: 'Só é possível bloquear um ticket que não está pendente e ainda não foi bloqueado.',
  adminCategoryOnly: 'Somente o administrador pode abrir tickets de Administracao.',
  statusInvalid: 'Status inválido para este ticket.',
  nothingToSend: 'Informe a mensagem ou o novo status.',
} as const;

/** The form labels, in the spec's words, for the validator and the 422 field messages. */
export const TICKET_LABELS = {
  title: 'Título',
  category: 'Categoria',
  content: 'Descrição',
  tech: 'Tecnologia',
  resolution: 'Resolução',
  idUser: 'Usuário',
  channels: 'Canais',
  mensagem: 'Mensagem',
  atualizaStatus: 'Status',
  status: 'Status',
  page: 'Página',
  per_page: 'Itens por página',
  idRes: 'ID da revenda',
  date: 'Data',
  systemTypeId: 'Sistema',
  search: 'Busca',
} as const;

/** The longest title and description a ticket takes (the form counts them, the server refuses beyond). */
export const TICKET_MAX = { title: 150, content: 20_000 } as const;

/** An optional field that older clients send as "" when empty ('Todas', no user): "" means none. */
const orNone = <S extends z.ZodType>(schema: S) => z.union([z.literal('').transform(() => undefined), schema]).optional();

const channelList = z
  .union([z.array(z.string().trim().min(1).max(100)).max(30), z.string().max(3000).transform((s) => s.split(',').map((c) => c.trim()).filter(Boolean))])
  .optional();

/** POST /api/ticket. `systemTypeId` 2 files a portal ticket. */
export const createTicketBody = z
  .object({
    title: z.string().trim().min(1).max(TICKET_MAX.title),
    category: z.coerce.number().int().refine((c) => TICKET_CATEGORIES.some((k) => k.id === c)),
    content: z.string().trim().max(TICKET_MAX.content).optional(),
    /** Older clients send the description as `mensagem`. */
    mensagem: z.string().trim().max(TICKET_MAX.content).optional(),
    tech: orNone(z.coerce.number().int().min(0).max(2)),
    resolution: orNone(z.enum(RESOLUTIONS)),
    idUser: orNone(z.coerce.number().int().positive()),
    username: z.string().max(64).optional(),
    channels: channelList,
    idChannels: orNone(z.array(z.coerce.number().int().positive()).max(30)),
    systemTypeId: z.coerce.number().int().min(1).max(2).default(1),
  })
  .transform(({ mensagem, ...body }) => ({ ...body, content: body.content || mensagem || '' }))
  .superRefine((body, issues) => {
    if (!body.content) issues.addIssue({ code: 'custom', path: ['content'], message: VALIDATION.required(TICKET_LABELS.content) });
    if (TECH_REQUIRED.includes(body.category) && body.tech === undefined) issues.addIssue({ code: 'custom', path: ['tech'], message: TICKET_MSG.techRequired });
    if (body.category === CHANNEL_CATEGORY && !body.channels?.length) issues.addIssue({ code: 'custom', path: ['channels'], message: TICKET_MSG.channelRequired });
  });
export type CreateTicketBody = z.input<typeof createTicketBody>;
export type CreateTicket = z.output<typeof createTicketBody>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The list's filters (admin: also reseller id and day). */
export const ticketFilters = z.object({
  category: z.coerce.number().int().min(1).max(ADMIN_CATEGORY).optional(),
  /** Searches title and description. */
  title: z.string().trim().max(100).optional(),
  idRes: z.coerce.number().int().positive().optional(),
  /** A São Paulo day, YYYY-MM-DD. */
  date: day.optional(),
});
export type TicketFilters = z.infer<typeof ticketFilters>;

export const ticketListQuery = ticketFilters.extend({
  status: z.coerce.number().int().min(0).max(3).default(0),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export type TicketListQuery = z.infer<typeof ticketListQuery>;

/** PUT /api/ticket/{id}: a chat message and, from the admin, the new status (`atualizaStatus`). */
export const ticketReplyBody = z.object({
  mensagem: z.string().max(5000).optional(),
  atualizaStatus: z.coerce.number().int().min(1).max(3).optional(),
});
export type TicketReplyBody = z.infer<typeof ticketReplyBody>;

/** POST /api/export-tickets: the list's filters (the spec's names) and the system. */
export const exportTicketsBody = z.object({
  content: z.string().trim().max(100).optional(),
  category: z.coerce.number().int().min(1).max(ADMIN_CATEGORY).optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
  date: day.optional(),
  idRes: z.coerce.number().int().positive().optional(),
  /** Sent by the screens with the status select's value; the export filters by `status`. */
  atualizaStatus: z.unknown().optional(),
  systemTypeId: z.coerce.number().int().min(1).max(2).default(1),
});
export type ExportTicketsBody = z.input<typeof exportTicketsBody>;

export const usersPickerQuery = z.object({ search: z.string().trim().max(64).optional() });

export interface TicketMessage {
  id: number;
  mensagem: string;
  id_res: number;
  username: string;
  /** Written by the admin (support). */
  admin: boolean;
  data_formatted: string;
}

export interface Ticket {
  id: number;
  system: TicketSystem;
  status: number;
  category: number;
  category_name: string;
  technology: number | null;
  title: string;
  /** Plain text; sanitised HTML for the 'Administracao' category. */
  content: string;
  data_formatted: string;
  franchise: number;
  id_res: number;
  /** Who opened it ('Feita por'). */
  username: string;
  blocked: 0 | 1;
  resolution: string;
  channels: string[];
  id_user: number | null;
  /** The customer line's username. */
  user: string;
  /** Someone else wrote after the caller last read it. */
  unread: boolean;
}

export interface TicketDetail extends Ticket {
  chat: TicketMessage[];
}

export interface TicketList {
  data: Ticket[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
  /** How many tickets each tab holds under the same filters. */
  counts: Record<number, number>;
}

/** The sidebar badges: for the admin the tickets waiting for an answer, for the others unread answers. */
export interface TicketBadges {
  1: number;
  2: number;
}

export interface TicketLineOption {
  id: number;
  username: string;
  kind: string;
}

export interface TicketFormValues {
  title?: string;
  category?: number;
  content?: string;
  tech?: number;
  resolution?: string;
  idUser?: number;
  channels?: string[];
}

/** The form's own checks (spec section 5) per field, in the order the warning lists them. */
export function ticketFieldErrors(values: TicketFormValues): Partial<Record<keyof TicketFormValues, string>> {
  const errors: Partial<Record<keyof TicketFormValues, string>> = validateFields(values as Record<string, unknown>, {
    title: { label: TICKET_LABELS.title, required: true, max: TICKET_MAX.title },
    category: { label: TICKET_LABELS.category, required: true },
    content: { label: TICKET_LABELS.content, required: true, max: TICKET_MAX.content },
  });
  if (values.category !== undefined && TECH_REQUIRED.includes(values.category) && values.tech === undefined) errors.tech = TICKET_MSG.techRequired;
  if (values.category === CHANNEL_CATEGORY && !values.channels?.length) errors.channels = TICKET_MSG.channelRequired;
  return errors;
}
