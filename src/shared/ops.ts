// The contract of the operation screens: backups (/view-backups) and the recharge portal
// (/recharge-portal) — request schemas, answers and their pt-BR texts (spec sections 2, 3, 5, 7, 8).
import { z } from 'zod';
import { CREDIT_OPTIONS } from './domain';

// ---- Backups ----

/** Where a backup lies: the local backup folder or one of the two remote targets. */
export const BACKUP_PLACES = ['local', 'remote_1', 'remote_2'] as const;
export type BackupPlace = (typeof BACKUP_PLACES)[number];
export const BACKUP_PLACE_LABELS: Record<BackupPlace, string> = { local: 'Local', remote_1: 'Servidor 1', remote_2: 'Servidor 2' };

/** The panel's own backup file names: painel-AAAA-MM-DD_HH-mm-ss-mmm.(sqlite|pgdump).gz (São Paulo time). */
export const BACKUP_NAME = /^painel-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}-\d{3}\.(sqlite|pgdump)\.gz$/;

export interface BackupItem {
  name: string;
  /** Bytes. */
  size: number;
  /** DD/MM/YYYY HH:mm:ss (São Paulo). */
  created: string;
  type: BackupPlace;
  /** The folder it is in. */
  where: string;
}

export interface BackupTarget {
  type: BackupPlace;
  /** The folder, or null when this remote is not configured. */
  where: string | null;
  /** Why the folder cannot be read now (missing, no permission). */
  error?: string;
}

export interface ViewBackupsResponse {
  local: BackupItem[];
  remote_1: BackupItem[];
  remote_2: BackupItem[];
  targets: BackupTarget[];
}

export const downloadBackupBody = z.object({
  name: z.string().max(100).regex(BACKUP_NAME),
  type: z.enum(BACKUP_PLACES),
});
export type DownloadBackupBody = z.infer<typeof downloadBackupBody>;

export interface RunBackupResponse {
  message: string;
  item: BackupItem;
  /** Remote copies that failed (the local one is there). */
  warnings: string[];
}

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
  listFailed: 'Por favor, atualize a página e tente novamente',
} as const;

// ---- Recharge portal ----

export const RECHARGE_MSG = {
  // Spec section 5
  keysEmpty: 'As chaves não podem estar vazias.',
  code2faMissing: 'Código 2FA não informado!',
  valueEmpty: 'O valor não pode estar vazio.',
  exceedsAvailable: 'Os créditos para recarga não podem exceder o total de créditos disponíveis.',
  exceedsPortal: 'Os créditos para devolução não podem exceder o total de créditos no portal.',
  adminNoRecharge: 'Admins não podem realizar recargas.',
  adminNoReturn: 'Admins não podem devolver recargas.',
  // Spec section 2
  keysConfigured: 'Você já possuí chaves configuradas, caso deseje alterar, preencha os campos e altere!',
  // Spec section 8 (fallbacks)
  transferError: 'Erro ao transferir os créditos.',
  keysError: 'Erro ao alterar as chaves do Mercado Pago.',
  creditsInfoError: 'Erro ao obter informações de créditos.',
  keysInfoError: 'Erro ao obter informações das chaves.',
  valueInfoError: 'Erro ao obter informações do crédito.',
  listReloadError: 'Erro ao listar recargas. Por favor, atualize a página e tente novamente.',
  returnError: 'Erro ao devolver os créditos.',
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

/** What a customer may buy on the portal: the whole credit options (decisions.md: 1 = 30 days ... 10 = 365). */
export const PORTAL_CREDIT_OPTIONS: number[] = CREDIT_OPTIONS.map((o) => o.credits).filter((c) => Number.isInteger(c));

export const RECHARGE_STATUS_LABELS: Record<string, string> = {
  pending: 'Pendente',
  in_process: 'Em análise',
  approved: 'Aprovada',
  rejected: 'Recusada',
  cancelled: 'Cancelada',
  refunded: 'Devolvida',
  expired: 'Expirada',
};

// Empty or missing keys, value and code are answered with the spec's own texts by the server (the
// generic 'O campo ... é necessário.' would not be the spec's words).
const twofaCode = z.string().trim().max(10).optional();

export const saveMpInfosBody = z.object({
  mercado_pago_public_key: z.string().trim().max(200).optional(),
  mercado_pago_access_token: z.string().trim().max(300).optional(),
  code_2fa: twofaCode,
});
export type SaveMpInfosBody = z.infer<typeof saveMpInfosBody>;

export const saveValueMpBody = z.object({
  creditPortal: z.union([z.number().finite().min(0).max(100_000), z.literal(''), z.null()]).optional(),
  code_2fa: twofaCode,
});

/** Amounts are whole credits (spec section 5). */
export const rechargeTransferBody = z.object({
  id_res: z.coerce.number().int().positive().optional(),
  qtd_creditos: z.number({ error: RECHARGE_MSG.amountWhole }).int(RECHARGE_MSG.amountWhole).positive(RECHARGE_MSG.amountWhole).max(1_000_000),
});

export const rechargeListBody = z.object({
  filters: z
    .object({
      status: z.string().max(20).optional(),
      username: z.string().max(64).optional(),
    })
    .optional(),
  page: z.coerce.number().int().positive().max(1_000_000).default(1),
  per_page: z.coerce.number().int().positive().max(100).default(10),
  id_res: z.coerce.number().int().positive().optional(),
});

export interface MpInfosResponse {
  /** Masked: the end of each key only. */
  mercado_pago_public_key: string;
  mercado_pago_access_token: string;
  has_keys: boolean;
}

export interface PortalCredits {
  id: number;
  credits: number;
  creditos_portal: number;
}

export interface Recharge {
  id: number;
  username: string;
  status: string;
  data_aprovacao: string | null;
  created_at: string;
  updated_at: string;
}

export interface RechargeList {
  recargas: { data: Recharge[]; total: number; current_page: number; per_page: number; last_page: number };
}

/** A customer's payment (the portal's checkout): which reseller, which line, how many credits. */
export const portalPaymentBody = z.object({
  id_res: z.coerce.number().int().positive(),
  username: z.string().trim().min(1).max(64),
  /** Whole credit options only: the approved recharge renews the line by that option's period. */
  qtd_creditos: z.number({ error: RECHARGE_MSG.creditOption }).refine((n) => PORTAL_CREDIT_OPTIONS.includes(n), RECHARGE_MSG.creditOption),
  /** Which line, when the username names lines of several kinds. */
  kind: z.enum(['iptv', 'p2p', 'new_p2p']).optional(),
});
