// Reminders by the WhatsApp Cloud API (issue 22), without zod: the texts of /me's card and of the
// 'Enviar lembrete' option and the statuses of a send (schemas.ts has the request and answer schemas).
// The renderer reads this module, and schemas.ts only for its types (issue 21).

/** The language a new configuration's template starts with (Meta's code for Brazilian Portuguese). */
export const WHATSAPP_DEFAULT_LANGUAGE = 'pt_BR';
/** 'Lembrete automático': 0 is off, otherwise this many days before the expiry. */
export const AUTO_DAYS_MAX = 30;
export const WHATSAPP_PAGE_SIZES = [10, 25, 50] as const;

export const WHATSAPP_STATUS_LABELS = { pending: 'Na fila', sent: 'Enviado', delivered: 'Entregue', read: 'Lido', failed: 'Falhou' } as const;
export type WhatsappStatus = keyof typeof WHATSAPP_STATUS_LABELS;

/** Who asked for a send: someone in 'Vencimentos', or the daily automatic reminder. */
export const WHATSAPP_KIND_LABELS = { manual: 'Manual', auto: 'Automático' } as const;
export type WhatsappKind = keyof typeof WHATSAPP_KIND_LABELS;

/** The card's fields, as the screen and the server's refusals name them. */
export const WHATSAPP_FIELDS = {
  phone_number_id: 'ID do número de telefone',
  token: 'Token de acesso',
  template_name: 'Nome do modelo',
  template_language: 'Idioma do modelo',
  auto_days: 'Lembrete automático (dias antes do vencimento)',
  portal_url: 'Link do portal de recargas',
} as const;

/** What the template's body receives, said in the card (the choice of {{3}} included). */
export const WHATSAPP_TEMPLATE_HELP =
  'O modelo precisa estar aprovado na Meta, com três variáveis no corpo: {{1}} o usuário da linha, {{2}} a data de vencimento (DD/MM/AAAA) e {{3}} o link do portal de recargas informado abaixo ou, sem ele, o nome do painel.';

export const WHATSAPP_MSG = {
  saved: (phone: string) => `WhatsApp ${phone} configurado com sucesso!`,
  removed: 'Configuração do WhatsApp excluída.',
  notConfigured: 'Configure a API do WhatsApp em Minha Conta para enviar lembretes por ela.',
  tokenRefused: 'A Meta recusou este token de acesso. Gere um token válido no painel da Meta e cole aqui.',
  numberRefused: 'A Meta não encontrou este ID do número de telefone com este token. Confira os dois em WhatsApp > Configuração da API, no painel da Meta.',
  unreachable: 'Não foi possível falar com a API do WhatsApp agora. Tente novamente em instantes.',
  queued: (n: number) =>
    n === 0
      ? 'Nenhum lembrete foi para a fila de envio.'
      : n === 1
        ? 'Lembrete na fila de envio para 1 linha.'
        : `Lembretes na fila de envio para ${n} linhas.`,
  skipNotFound: 'Linha não encontrada na sua rede.',
  skipNoNumber: 'Linha sem número de WhatsApp.',
  skipAlreadyToday: 'Lembrete já enviado hoje para este vencimento.',
  droppedOnRemove: 'Não enviado: a configuração do WhatsApp foi excluída.',
  webhookOff: 'O webhook do WhatsApp não está configurado neste painel.',
  webhookRefused: 'Token de verificação do webhook inválido.',
  badSignature: 'Assinatura do webhook inválida.',
} as const;
