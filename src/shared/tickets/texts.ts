// Tickets without zod: the two systems and their statuses, the categories and their rules, the texts
// and labels, and the form's own checks (schemas.ts has the request schemas). The renderer imports this
// module, and schemas.ts only for its types, so no screen loads zod (issue 21).
import { validateFields } from '../validation';

/** 1: the panel's tickets (/ticket); 2: the portal's (/ticket-portal, `systemTypeId` 2). */
export const TICKET_SYSTEMS = [1, 2] as const;
export type TicketSystem = (typeof TICKET_SYSTEMS)[number];

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

/** Categories of spec section 9, plus the admin's own 'Administração' (HTML content, no chat). */
export const TICKET_CATEGORIES = [
  { id: 1, name: 'Dúvidas' },
  { id: 2, name: 'Problemas / Adição - TV ao Vivo' },
  { id: 3, name: 'Reclamação de master' },
  { id: 4, name: 'Denúncias' },
  { id: 5, name: 'Problemas - Filmes e Séries' },
  { id: 6, name: 'Adição - Filmes e Séries' },
  { id: 7, name: 'Atualização - Séries' },
  { id: 8, name: 'Problemas - Aplicativos' },
  { id: 9, name: 'Administração' },
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
  noChat: 'Tickets de Administração não têm chat.',
  onlyOwner: 'Somente quem abriu o ticket e o administrador podem escrever nele.',
  finishOnlyInProgress: 'Só é possível finalizar um ticket em andamento.',
  blockNotAllowed: 'Só é possível bloquear um ticket que não está pendente e ainda não foi bloqueado.',
  adminCategoryOnly: 'Somente o administrador pode abrir tickets de Administração.',
  statusInvalid: 'Status inválido para este ticket.',
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
export const TICKET_MAX = { title: 150, content: 20_000, message: 5000 } as const;

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
    title: { label: TICKET_LABELS.title, required: true, max: TICKET_MAX.title, plain: true },
    category: { label: TICKET_LABELS.category, required: true },
    // Only the admin's own category is HTML (its editor); the others are plain text.
    content: { label: TICKET_LABELS.content, required: true, max: TICKET_MAX.content, plain: values.category !== ADMIN_CATEGORY },
  });
  if (values.category !== undefined && TECH_REQUIRED.includes(values.category) && values.tech === undefined) errors.tech = TICKET_MSG.techRequired;
  if (values.category === CHANNEL_CATEGORY && !values.channels?.length) errors.channels = TICKET_MSG.channelRequired;
  return errors;
}
