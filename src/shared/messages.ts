// Every user-facing text that server and UI share, in pt-BR and, where the spec gives it, word for word. The texts
// only the server says are in server/messages.ts (SERVER_MSG), out of the screens' first load.
import { RESELLER_LOGIN_MAX, RESELLER_LOGIN_MIN } from './network/texts';

/** The 401 texts of spec section 8: any of them ends the session. Kept in English as the spec has them. */
export const AUTH_401 = {
  missing: 'Token not provided',
  expired: 'Token has expired',
  denied: 'The token has been blacklisted',
  badSignature: 'Token Signature could not be verified.',
  userNotFound: 'User not found',
} as const;
export const SESSION_ENDING_401: readonly string[] = Object.values(AUTH_401);

export const MSG = {
  // Generic
  genericErrorTitle: 'Ocorreu um erro',
  reloadAndRetry: 'Por favor, atualize a página e tente novamente',
  fillAllCorrectly: 'Por favor, preencha todos os campos corretamente',
  forbidden: 'Você não tem permissão para esta ação.',
  totalsError: 'Ocorreu um erro ao buscar totalizadores',
  functionsStatusError: 'Ocorreu um erro ao retornar status das funções',
  toggleStatusError: 'Ocorreu um erro ao trocar status',
  confirmYes: 'Sim',
  confirmNo: 'Não',
  warningTitle: 'Atenção',

  // Login
  loginTitle: 'Seja Bem-Vindo!',
  loginButton: 'Logar',
  loginFailedTitle: 'Tivemos um problema',
  loginFillAll: 'Preencha todos os campos.',

  // 2FA
  twofaQrErrorTitle: 'Erro',
  twofaQrError: 'Erro ao buscar QR Code do 2FA.',
  twofaResellerQrError: 'Erro ao recuperar o QR Code 2FA deste revendedor.',
  twofaVerifyError: 'Erro ao verificar autenticação 2FA.',
  twofaConfigError: 'Erro ao configurar autenticação 2FA.',
  twofaConfirmError: 'Ocorreu um erro ao confirmar a configuração 2fa, tente novamente mais tarde ou tente refazer o login',
  twofaNotConfigured: '2FA não configurado',
  twofaConfirmed: 'Autenticação 2FA configurada com sucesso!',
  twofaNotAllowed: 'Você não tem permissão para gerenciar o 2FA.',

  // Password
  passwordBlank: 'A senha não pode ser em branco',
  passwordSpecialChars: 'A senha não pode conter alguns caracteres especiais',
  passwordMismatch: 'As senhas não conferem.',
  passwordChanged: 'Senha alterada com sucesso!',

  // Resellers
  resellerCreated: 'Revenda cadastrada com sucesso!',
  resellerNotFound: 'Não foi possível encontrar a revenda',
  externalKeyError: 'Ocorreu um erro ao recuperar chave externa',
  resellerCreateNotAllowed: 'Somente o administrador e revendas master podem cadastrar revendas.',
  blockReasonShort: 'O motivo deve ter pelo menos 10 caracteres.',
  franchiseInvalid: 'Franquia inválida.',

  // Lines
  lineNoPackage: 'Por favor, é necessário selecionar algum pacote',
  lineAdminNoTests: 'O administrador não gera testes.',
  lineKindDisabled: 'Este tipo de usuário está desativado no momento.',
  ticketsDisabled: 'Os tickets estão desativados no momento.',
  lineToggled: (name: string) => `Usuário: ${name} status trocado com sucesso!`,
  lineDeleted: (name: string) => `Usuário: ${name} excluído com sucesso!`,
  lineEdited: 'Usuário editado com sucesso!',
  lineNoteEdited: 'Nota editada com sucesso!',
  linePackageEdited: 'Pacote editado com sucesso!',
  lineTrusted: (name: string) => `Usuário: ${name} adicionado confiança com sucesso!`,
  lineMigrated: 'Usuário migrado com sucesso!',

  // Network
  networkError: 'Não foi possível conectar ao servidor.',
  /** Said in the screen where a call got no answer (the banner over the screen, the chat's message box). */
  serverAway: 'Sem conexão com o servidor. Verifique a internet ou o endereço do servidor; o que você digitou não foi perdido.',
  /** A part of a screen loaded on first use that did not come (components/lazyPart.tsx), with 'Tentar de novo'. */
  partFailed: 'Esta parte da tela não carregou. Verifique a conexão com o servidor.',
  serverUrlInvalid: 'Endereço do servidor inválido. Use, por exemplo, http://192.168.0.10:3000.',
} as const;

/** Generic form validator messages (spec section 5). */
export const VALIDATION = {
  required: (label: string) => `O campo ${label} é necessário.`,
  tooShort: (label: string) => `O campo ${label} está incompleto.`,
  badFormat: (label: string) => `O campo ${label} não está no formato correto.`,
  noMarkup: (label: string) => `O campo ${label} não aceita HTML (texto entre < e >).`,
  emptyArray: 'É necessário inserir ao menos um...',
  passwordMismatch: 'As senhas não conferem.',
  phoneInvalid: 'Informe um número de WhatsApp válido, com DDD (ex.: (11) 98765-4321); de outro país, com + e o código do país.',
  manyErrors: 'Preencha todos os campos obrigatórios.',
} as const;

/**
 * The pt-BR label of each request field, so that a server refusal names the field as the screen does
 * ('O campo Nome não está no formato correto.', never 'O campo name ...').
 */
export const FIELD_LABELS: Record<string, string> = {
  action: 'Ação',
  username: 'Usuário',
  password: 'Senha',
  password_confirmation: 'Confirmação de senha',
  current_password: 'Senha atual',
  name: 'Nome',
  pass: 'Senha',
  email: 'WhatsApp',
  whatsapp: 'WhatsApp',
  email_contact: 'E-mail',
  credits: 'Créditos',
  sale: 'Valor de venda por crédito',
  reason: 'Motivo',
  nota: 'Nota',
  package: 'Pacote',
  productid: 'Plano',
  product_id: 'Pacote',
  bouquets: 'Bouquets',
  test_hours: 'Horas de teste',
  exp_day: 'Vencimento',
  exp_date: 'Vencimento',
  endTime: 'Vencimento',
  url: 'Link',
  mac: 'MAC',
  code: 'Código',
  id_franchise: 'Franquia',
  newMaster: 'Novo master',
  telegram: 'Telegram',
  token: 'Token do bot',
  prefs: 'Avisos',
  low_credits: 'Nível de créditos',
};

/** What a field accepts, said under it (the same rules the server checks). */
export const FIELD_HINTS = {
  login: `De ${RESELLER_LOGIN_MIN} a ${RESELLER_LOGIN_MAX} caracteres: letras, números e . _ @ - (sem espaços).`,
  p2pName: 'De 3 a 40 caracteres: letras, números e . _ @ - (sem espaços).',
  iptvUsername: 'Somente números, de 4 a 15 dígitos.',
  password: 'De 4 a 64 caracteres, sem aspas, ponto e vírgula ou dois-pontos.',
  credits: 'Zero ou mais, com até duas casas (ex.: 10 ou 0,6).',
  email: 'Opcional. Ex.: nome@provedor.com.br',
  whatsapp: 'Somente números, com o código do país (ex.: 5511987654321).',
} as const;

/** Texts of the line screens' own checks and dialogs (spec sections 2, 5 and 8). */
export const LINES_UI_MSG = {
  macInvalid: 'Por favor, insira um endereço MAC válido',
  macSuccessTitle: 'Sucesso!',
  macSuccess: 'Usuário ativado com sucesso!',
  macErrorTitle: 'Erro!',
  macError: 'Falha ao ativar o usuário',
  rollbackQuestion: 'Deseja retroceder a data de expiração do usuário?',
  migrationNeedsPackage: 'É necessário selecionar um pacote para migração',
  invalidForm: 'Formulário inválido',
  codeRequired: 'Código deve ser informado!',
  fillAllFields: 'Preencha todos os campos',
  migratorBadLink: 'Link inválido, não contém username e password',
  migratorBadDate: 'Data de vencimento inválida',
  linksPlaceholder: '.::SELECIONE::.',
  linksPrompt: 'Escolha uma opção:',
  noDataToExport: 'Não há dados para exportar.',
  exportFailed: 'Falha ao exportar os dados.',
  /** Writing the file failed (spec section 8). */
  exportFileFailedTitle: 'Erro ao exportar',
  exportFileFailed: 'Não foi possível exportar o arquivo. Tente novamente.',
  exportWorking: (rows: number) => `Gerando a planilha (${rows.toLocaleString('pt-BR')} linhas)...`,
  exportSaved: 'Planilha salva',
  exportOpenFolder: 'Abrir pasta',
} as const;
