// Every user-facing text that server and UI share, in pt-BR and, where the spec gives it, word for word.
import { RESELLER_LOGIN_MAX, RESELLER_LOGIN_MIN } from './network-base';

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
  invalidInput: 'Dados inválidos. Verifique os campos e tente novamente.',
  urlTooLong: 'Endereço longo demais.',
  idempotencyKeyInvalid: 'Identificador da operação (Idempotency-Key) inválido: até 64 letras, números, -, _, . ou :.',
  fieldInvalid: (field: string) => `O campo ${field} não está no formato correto.`,
  notFound: 'Registro não encontrado.',
  forbidden: 'Você não tem permissão para esta ação.',
  tooManyRequests: 'Muitas requisições. Aguarde um instante e tente novamente.',
  serverError: 'Erro interno do servidor. Tente novamente mais tarde.',
  databaseUnavailable: 'O banco de dados está indisponível no momento. Tente novamente em instantes.',
  diskFull: 'O servidor está sem espaço em disco: nada foi gravado. Tente novamente quando o administrador liberar espaço.',
  payloadTooLarge: 'O conteúdo enviado é grande demais.',
  totalsError: 'Ocorreu um erro ao buscar totalizadores',
  functionsStatusError: 'Ocorreu um erro ao retornar status das funções',
  toggleStatusError: 'Ocorreu um erro ao trocar status',
  functionChanged: 'Função alterada com sucesso!',
  confirmYes: 'Sim',
  confirmNo: 'Não',
  warningTitle: 'Atenção',

  // Login
  loginTitle: 'Seja Bem-Vindo!',
  loginButton: 'Logar',
  loginFailedTitle: 'Tivemos um problema',
  loginFillAll: 'Preencha todos os campos.',
  loginInvalid: 'Usuário ou senha inválidos.',
  loginBlockedAccount: 'Sua conta está bloqueada. Entre em contato com seu revendedor.',
  loginDisabled: 'O login está temporariamente desativado.',
  loginIpBlocked: 'Muitas tentativas de login. Seu IP foi bloqueado por 15 minutos.',
  loginAccountSlowed: (seconds: number) =>
    `Muitas tentativas erradas para este usuário. Por segurança, aguarde ${seconds} segundo${seconds === 1 ? '' : 's'} e tente novamente.`,
  loginBotCheckFailed: 'Verificação anti-robô inválida. Tente novamente.',
  loginCodeInvalid: 'Código 2FA inválido.',

  // 2FA
  twofaQrErrorTitle: 'Erro',
  twofaQrError: 'Erro ao buscar QR Code do 2FA.',
  twofaResellerQrError: 'Erro ao recuperar o QR Code 2FA deste revendedor.',
  twofaVerifyError: 'Erro ao verificar autenticação 2FA.',
  twofaConfigError: 'Erro ao configurar autenticação 2FA.',
  twofaConfirmError: 'Ocorreu um erro ao confirmar a configuração 2fa, tente novamente mais tarde ou tente refazer o login',
  twofaNotConfigured: '2FA não configurado',
  twofaAlreadyConfigured: 'A autenticação 2FA já está configurada.',
  twofaConfirmed: 'Autenticação 2FA configurada com sucesso!',
  twofaNotAllowed: 'Você não tem permissão para gerenciar o 2FA.',

  // Password
  passwordBlank: 'A senha não pode ser em branco',
  passwordSpecialChars: 'A senha não pode conter alguns caracteres especiais',
  passwordMismatch: 'As senhas não conferem.',
  passwordChanged: 'Senha alterada com sucesso!',

  // Telegram
  telegramSaved: 'Telegram publicado com sucesso!',
  telegramInvalid: 'Informe um link válido (http:// ou https://).',

  // Settings actions
  settingsActionUnavailable: 'Esta ação ainda não está disponível neste painel.',

  // Credits
  creditsInsufficient: 'Créditos insuficientes para esta operação.',
  creditsInvalidAmount: 'Quantidade de créditos inválida.',
  requestIdReused: 'Esta requisição já foi usada para outra operação.',

  // Resellers
  resellerCreated: 'Revenda cadastrada com sucesso!',
  resellerChanged: 'Revenda alterada com sucesso',
  resellerBlocked: 'Revenda bloqueada com sucesso',
  resellerUnblocked: 'Revenda desbloqueada com sucesso',
  resellerDeleted: 'Revenda excluída com sucesso',
  networkDeleted: 'Rede excluída com sucesso',
  treeDeleted: 'Árvore excluída com sucesso',
  resellerNotFound: 'Não foi possível encontrar a revenda',
  externalKeyError: 'Ocorreu um erro ao recuperar chave externa',
  resellerUsernameTaken: 'Este usuário já está em uso.',
  resellerUsernameInTrash: 'Este usuário é de uma revenda que está na lixeira: restaure-a ou exclua-a definitivamente antes de usá-lo.',
  resellerCreateNotAllowed: 'Somente o administrador e revendas master podem cadastrar revendas.',
  resellerHasChildren: 'Esta revenda possui sub-revendas: use Excluir árvore.',
  resellerSelf: 'Esta ação não pode ser feita na sua própria conta.',
  resellerBlockedByAdmin: 'Esta revenda foi bloqueada pelo administrador.',
  networkBlocked: (n: number) => `Rede bloqueada com sucesso (${n} conta(s)).`,
  networkUnblocked: (n: number) => `Rede desbloqueada com sucesso (${n} conta(s)).`,
  blockReasonShort: 'O motivo deve ter pelo menos 10 caracteres.',
  creditsMoved: 'Créditos alterados com sucesso!',
  franchiseInvalid: 'Franquia inválida.',

  // Lines
  lineCreated: 'Usuário criado com sucesso!',
  lineUsernameTaken: 'Este usuário já existe. Escolha outro.',
  lineUsernameInTrash: 'Este usuário é de uma linha que está na lixeira: restaure-a ou exclua-a definitivamente antes de usá-lo.',
  lineUsernameInResellerTrash:
    'Este usuário é de uma linha de uma revenda que está na lixeira: restaure a revenda ou exclua-a definitivamente antes de usá-lo.',
  lineNoPackage: 'Por favor, é necessário selecionar algum pacote',
  lineTestsDisabled: 'A geração de testes está desativada no momento.',
  lineTestsLimit: (limit: number) => `Você atingiu o limite de ${limit} testes por dia.`,
  lineAdminNoTests: 'O administrador não gera testes.',
  lineKindDisabled: 'Este tipo de usuário está desativado no momento.',
  ticketsDisabled: 'Os tickets estão desativados no momento.',
  twofaTooManyAttempts: 'Muitos códigos 2FA errados. Aguarde 15 minutos e tente novamente.',
  permissionsSaved: 'Permissões salvas com sucesso!',
  lineToggled: (name: string) => `Usuário: ${name} status trocado com sucesso!`,
  lineDeleted: (name: string) => `Usuário: ${name} excluído com sucesso!`,
  lineEdited: 'Usuário editado com sucesso!',
  lineNoteEdited: 'Nota editada com sucesso!',
  linePackageEdited: 'Pacote editado com sucesso!',
  lineTrusted: (name: string) => `Usuário: ${name} adicionado confiança com sucesso!`,
  lineTrustUsed: 'A confiança já foi usada neste período. Ela volta após a próxima renovação.',
  lineTrustOfficialOnly: 'A confiança ao cliente vale só para linhas oficiais, não para testes.',
  lineExtended: (name: string, date: string) => `Usuário: ${name} renovado até ${date}.`,
  lineAt2359: (name: string) => `Usuário: ${name} com vencimento às 23:59.`,
  lineMigrated: 'Usuário migrado com sucesso!',
  lineBadExpiry: 'Data de vencimento inválida',
  lineActionInvalid: 'Esta ação não vale para este tipo de usuário.',
  linesTrialsCleaned: 'Os testes foram limpados com sucesso!',
  lineSynced: 'Usuário sincronizado com sucesso!',
  lineRecreated: 'Linha recriada com sucesso!',
  macActivated: 'Usuário ativado com sucesso!',
  migratorBadLink: 'Link inválido, não contém username e password',
  migratorBadCredentials: 'O usuário do link deve ter de 3 a 40 letras, números, ponto, @, _ ou -, e a senha até 64 desses caracteres.',
  macFailed: 'Falha ao ativar o usuário',
  providerUnavailable: 'O servidor de linhas não respondeu. Nada foi alterado; tente novamente em instantes.',
  lineLinks: 'Links do usuário.',
  packageSaved: 'Pacote salvo com sucesso!',
  packageDeleted: 'Pacote excluído com sucesso!',
  packageInUse: (n: number) => `Este pacote está em uso por ${n} linha(s); troque o pacote delas antes de excluí-lo.`,
  lineCodeUsed: 'Este código já gerou um usuário.',
  iptvTestsBlocked: (n: number) => `Testes IPTV bloqueados: ${n}.`,
  iptvTestsBlockedNow: 'Os testes IPTV estão bloqueados pelo administrador.',
  iptvTestsUnblocked: (n: number) => `Testes IPTV desbloqueados: ${n}.`,
  iptvExpiredDeleted: (n: number) => `Usuários IPTV vencidos excluídos: ${n}.`,
  iptvTestsDeleted: (n: number) => `Testes IPTV excluídos: ${n}.`,

  // Network
  networkError: 'Não foi possível conectar ao servidor.',
  linksUnconfigured:
    'Links não gerados: o endereço do painel para os clientes não está configurado (DNS da franquia ou PUBLIC_URL do servidor). Fale com o administrador.',
  serverUrlInvalid: 'Endereço do servidor inválido. Use, por exemplo, http://192.168.0.10:3000.',
  routeNotFound: 'Rota não encontrada.',
} as const;

/** Generic form validator messages (spec section 5). */
export const VALIDATION = {
  required: (label: string) => `O campo ${label} é necessário.`,
  tooShort: (label: string) => `O campo ${label} está incompleto.`,
  badFormat: (label: string) => `O campo ${label} não está no formato correto.`,
  noMarkup: (label: string) => `O campo ${label} não aceita HTML (texto entre < e >).`,
  emptyArray: 'É necessário inserir ao menos um...',
  passwordMismatch: 'As senhas não conferem.',
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
  email: 'Whatsapp',
  whatsapp: 'Whatsapp',
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
