// The texts only the server says (refusals, faults, notices of its own), in pt-BR and, where the spec gives
// them, word for word. Apart from `MSG` (shared/messages.ts), which every screen's first load carries: the
// screens show these as the server answers them and never name them.

export const SERVER_MSG = {
  // Generic
  invalidInput: 'Dados inválidos. Verifique os campos e tente novamente.',
  urlTooLong: 'Endereço longo demais.',
  idempotencyKeyInvalid: 'Identificador da operação (Idempotency-Key) inválido: até 64 letras, números, -, _, . ou :.',
  fieldInvalid: (field: string) => `O campo ${field} não está no formato correto.`,
  notFound: 'Registro não encontrado.',
  tooManyRequests: 'Muitas requisições. Aguarde um instante e tente novamente.',
  serverError: 'Erro interno do servidor. Tente novamente mais tarde.',
  databaseUnavailable: 'O banco de dados está indisponível no momento. Tente novamente em instantes.',
  diskFull: 'O servidor está sem espaço em disco: nada foi gravado. Tente novamente quando o administrador liberar espaço.',
  payloadTooLarge: 'O conteúdo enviado é grande demais.',
  internalAddress: 'Este endereço é da rede interna do servidor (localhost, rede privada ou reservada): o painel não faz chamadas para ele.',
  functionChanged: 'Função alterada com sucesso!',

  // Login
  loginInvalid: 'Usuário ou senha inválidos.',
  loginBlockedAccount: 'Sua conta está bloqueada. Entre em contato com seu revendedor.',
  loginDisabled: 'O login está temporariamente desativado.',
  loginIpBlocked: 'Muitas tentativas de login. Seu IP foi bloqueado por 15 minutos.',
  loginAccountSlowed: (seconds: number) =>
    `Muitas tentativas erradas para este usuário. Por segurança, aguarde ${seconds} segundo${seconds === 1 ? '' : 's'} e tente novamente.`,
  loginBotCheckFailed: 'Verificação anti-robô inválida. Tente novamente.',
  botCheckUnreachable: 'A verificação anti-robô não respondeu a tempo. Tente novamente em instantes.',
  loginCodeInvalid: 'Código 2FA inválido.',

  // 2FA
  twofaAlreadyConfigured: 'A autenticação 2FA já está configurada.',

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
  resellerChanged: 'Revenda alterada com sucesso',
  resellerBlocked: 'Revenda bloqueada com sucesso',
  resellerUnblocked: 'Revenda desbloqueada com sucesso',
  resellerDeleted: 'Revenda excluída com sucesso',
  networkDeleted: 'Rede excluída com sucesso',
  treeDeleted: 'Árvore excluída com sucesso',
  resellerUsernameTaken: 'Este usuário já está em uso.',
  resellerUsernameInTrash: 'Este usuário é de uma revenda que está na lixeira: restaure-a ou exclua-a definitivamente antes de usá-lo.',
  resellerHasChildren: 'Esta revenda possui sub-revendas: use Excluir árvore.',
  resellerSelf: 'Esta ação não pode ser feita na sua própria conta.',
  resellerBlockedByAdmin: 'Esta revenda foi bloqueada pelo administrador.',
  networkBlocked: (n: number) => `Rede bloqueada com sucesso (${n} conta(s)).`,
  networkUnblocked: (n: number) => `Rede desbloqueada com sucesso (${n} conta(s)).`,
  creditsMoved: 'Créditos alterados com sucesso!',

  // Lines
  lineCreated: 'Usuário criado com sucesso!',
  lineUsernameTaken: 'Este usuário já existe. Escolha outro.',
  lineUsernameInTrash: 'Este usuário é de uma linha que está na lixeira: restaure-a ou exclua-a definitivamente antes de usá-lo.',
  lineUsernameInResellerTrash:
    'Este usuário é de uma linha de uma revenda que está na lixeira: restaure a revenda ou exclua-a definitivamente antes de usá-lo.',
  lineTestsDisabled: 'A geração de testes está desativada no momento.',
  lineTestsLimit: (limit: number) => `Você atingiu o limite de ${limit} testes por dia.`,
  twofaTooManyAttempts: 'Muitos códigos 2FA errados. Aguarde 15 minutos e tente novamente.',
  permissionsSaved: 'Permissões salvas com sucesso!',
  lineTrustUsed: 'A confiança já foi usada neste período. Ela volta após a próxima renovação.',
  lineTrustOfficialOnly: 'A confiança ao cliente vale só para linhas oficiais, não para testes.',
  lineExtended: (name: string, date: string) => `Usuário: ${name} renovado até ${date}.`,
  lineAt2359: (name: string) => `Usuário: ${name} com vencimento às 23:59.`,
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
  linksUnconfigured:
    'Links não gerados: o endereço do painel para os clientes não está configurado (DNS da franquia ou PUBLIC_URL do servidor). Fale com o administrador.',
  routeNotFound: 'Rota não encontrada.',
} as const;
