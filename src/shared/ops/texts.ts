// The operation screens without zod: the backup places and texts, and the recharge portal's texts and
// statuses (schemas.ts has the request schemas). The renderer imports this module, and schemas.ts only
// for its types, so no screen loads zod; the table of calls refuses two portal calls with these texts in
// the renderer's first load (issue 21).

/** Where a backup lies: the local backup folder or one of the two remote targets. */
export const BACKUP_PLACES = ['local', 'remote_1', 'remote_2'] as const;
export type BackupPlace = (typeof BACKUP_PLACES)[number];
export const BACKUP_PLACE_LABELS: Record<BackupPlace, string> = { local: 'Local', remote_1: 'Servidor 1', remote_2: 'Servidor 2' };

export const BACKUP_MSG = {
  title: 'Backups',
  runNow: 'Fazer backup agora',
  done: 'Backup realizado com sucesso!',
  running: 'Um backup já está em andamento. Aguarde e tente novamente.',
  failed: 'Não foi possível fazer o backup. Veja o log do servidor.',
  pgDumpMissing: 'O programa pg_dump não está instalado neste servidor: o backup do PostgreSQL precisa dele (pacote postgresql-client).',
  notOurs: 'Este arquivo não é um backup deste painel.',
  notFound: 'Backup não encontrado.',
  remoteNotConfigured: (n: number) => `Destino remoto ${n} não configurado`,
  remoteHint: (n: number) => `Para usá-lo, defina a variável BACKUP_REMOTE_${n} no servidor.`,
  remoteFailed: (slot: string, reason: string) => `A cópia para ${slot} falhou: ${reason}`,
  empty: 'Nenhum backup.',
  downloadFailed: 'Não foi possível baixar o backup.',
} as const;

// ---- Recharge portal ----

/** The most a credit of the portal may cost, in R$ (the field and the server say the same). */
export const CREDIT_VALUE_MAX = 100_000;

export const RECHARGE_STATUS_LABELS: Record<string, string> = {
  pending: 'Pendente',
  in_process: 'Em análise',
  approved: 'Aprovada',
  rejected: 'Recusada',
  cancelled: 'Cancelada',
  refunded: 'Devolvida',
  expired: 'Expirada',
};

export const RECHARGE_MSG = {
  /** Who renewed a line for a paid recharge, in 'Alterações'. */
  actor: 'Portal de Recargas',
  // Spec section 5
  keysEmpty: 'As chaves não podem estar vazias.',
  code2faMissing: 'Código 2FA não informado!',
  valueEmpty: 'O valor não pode estar vazio.',
  exceedsAvailable: 'Os créditos para recarga não podem exceder o total de créditos disponíveis.',
  exceedsPortal: 'Os créditos para devolução não podem exceder o total de créditos no portal.',
  adminNoRecharge: 'Admins não podem realizar recargas.',
  adminNoReturn: 'Admins não podem devolver recargas.',
  // Spec section 2
  keysConfigured: 'Você já possui chaves configuradas, caso deseje alterar, preencha os campos e altere!',
  // Spec section 8 (fallbacks): the calls' own, for an answer without a text…
  transferError: 'Erro ao transferir os créditos.',
  keysError: 'Erro ao alterar as chaves do Mercado Pago.',
  creditsInfoError: 'Erro ao obter informações de créditos.',
  keysInfoError: 'Erro ao obter informações das chaves.',
  valueInfoError: 'Erro ao obter informações do crédito.',
  listReloadError: 'Erro ao listar recargas. Por favor, atualize a página e tente novamente.',
  returnError: 'Erro ao devolver os créditos.',
  // …and the screens', for a failure that was no answer (the renderer's Fallbacks)
  changeKeysError: 'Ocorreu um erro ao Alterar Chaves.',
  creditError: 'Ocorreu um erro ao creditar os créditos.',
  returnFailed: 'Ocorreu um erro ao devolver os créditos.',
  listError: 'Erro ao listar recargas.',
  // Ours (the spec shows no success texts for these calls)
  keysSaved: 'Chaves do Mercado Pago alteradas com sucesso!',
  valueSaved: 'Valor do crédito alterado com sucesso!',
  credited: 'Créditos transferidos para o portal com sucesso!',
  returned: 'Créditos devolvidos com sucesso!',
  amountWhole: 'Informe um número inteiro de créditos, maior que zero.',
  twofaRequired: 'Configure o 2FA em Minha Conta para alterar chaves e valores do portal.',
  // One answer for whatever the public checkout cannot serve: it must not tell who is a customer of whom.
  checkoutRefused: 'Não foi possível gerar o pagamento desta recarga. Confira o usuário e o tipo da linha com a sua revenda.',
  checkoutsPending: 'Já há pagamentos pendentes demais. Conclua um deles ou tente novamente amanhã.',
  badSignature: 'Assinatura do Mercado Pago inválida.',
  portalShort: 'A revenda não tem créditos suficientes no portal para esta recarga.',
  gatewayUnavailable: 'O Mercado Pago não respondeu. Tente novamente em instantes.',
  paymentsOff: 'Este painel ainda não recebe pagamentos online. Fale com a sua revenda.',
  creditOption: 'Escolha uma opção de créditos válida: 1, 2, 3, 4, 5 ou 10.',
  offlineTitle: 'Pagamento da recarga',
  offlineNotice: 'Modo offline do painel: nenhum valor é cobrado. Confirmar aprova a recarga como o Mercado Pago aprovaria.',
  offlineConfirm: 'Confirmar pagamento',
  offlineApproved: 'Pagamento aprovado! A recarga foi aplicada à linha.',
  offlineAlready: 'Esta recarga já foi paga.',
  offlineUnknown: 'Pagamento não encontrado ou expirado. Volte ao portal e gere um novo pagamento.',
  valueSaveError: 'Ocorreu um erro ao alterar o valor do crédito.',
  twofaOffer: 'Para alterar as chaves e o valor do crédito do portal é necessário configurar o 2FA. Deseja configurar agora?',
} as const;
