// 'Teste automático' (issue 29), without zod: a reseller's public page at /t/CODIGO where a prospective
// customer gets a test line by itself. The texts of /me's card and of the public page and the limits;
// schemas.ts has the request and answer schemas. The renderer reads this module, and schemas.ts only
// for its types (issue 21).

/** One test per WhatsApp number and per connection (an IPv4 address, an IPv6 /64) within this many days, unless the reseller chooses another. */
export const TRIAL_DEFAULT_DAYS = 30;
export const TRIAL_DAYS_MAX = 365;
/**
 * Tests the page gives a day, unless the reseller chooses another: the page's own budget, never more than
 * the panel's daily limit of tests and counted apart from the reseller's own tests.
 */
export const TRIAL_DEFAULT_DAILY_CAP = 20;
export const TRIAL_DAILY_CAP_MAX = 1000;
/** The page's code: letters and digits that cannot be mistaken for one another, long enough not to be guessed. */
export const TRIAL_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const TRIAL_CODE_LENGTH = 12;
export const TRIAL_CODE_PATTERN = /^[a-z0-9]{6,32}$/;
/** The visitor's name, as the page asks it. */
export const TRIAL_NAME_MAX = 60;

/** The public page's path in the web shell (the renderer's route). */
export const trialPagePath = (code: string) => `/t/${code}`;

/** The card's and the public page's fields, as the screens and the server's refusals name them. */
export const TRIAL_FIELDS = {
  enabled: 'Página de teste ligada',
  kind: 'Tipo de linha',
  package_id: 'Pacote',
  test_hours: 'Duração do teste',
  days: 'Um teste por número e por IP a cada (dias)',
  daily_cap: 'Limite de testes por dia',
  whatsapp: 'Seu WhatsApp (botão da página)',
  name: 'Seu nome',
  visitor_whatsapp: 'Seu WhatsApp',
} as const;

export const TRIAL_MSG = {
  saved: 'Teste automático salvo com sucesso!',
  codeRenewed: 'Novo endereço gerado. O endereço anterior deixou de funcionar.',
  notFound: 'Página de teste não encontrada ou desativada.',
  created: 'Teste gerado com sucesso!',
  shownAgain: 'Este é o teste que você já gerou com este número. Guarde os dados de acesso.',
  kindNotAllowed: 'Você não pode gerar testes deste tipo de linha.',
  packageRequired: 'Escolha o pacote do teste.',
  hoursInvalid: 'Escolha uma duração de teste da lista.',
  saveFirst: 'Salve a página de teste automático antes de gerar um novo endereço.',
  botCheckFailed: 'Confirme que você não é um robô e tente novamente.',
  numberUsed: (days: number) => `Este número de WhatsApp já recebeu um teste nos últimos ${days} dias. Fale com a revenda pelo WhatsApp.`,
  ipUsed: (days: number) => `Já foi gerado um teste a partir desta conexão nos últimos ${days} dias. Fale com a revenda pelo WhatsApp.`,
  dailyCap: 'Esta página já atingiu o limite de testes de hoje. Tente novamente amanhã ou fale com a revenda pelo WhatsApp.',
  unavailable: 'Os testes desta página estão indisponíveis no momento. Fale com a revenda pelo WhatsApp.',
  /** Who made a test of the page, in 'Alterações'. */
  actor: 'Página de teste',
  /** The reseller's Telegram notice. */
  notice: (kind: string, username: string, name: string, whatsapp: string) =>
    `Novo teste ${kind} pela sua página de teste automático: ${username} para ${name} (WhatsApp ${whatsapp}).`,
  /** The text the wa.me button opens the reseller's chat with. */
  contactText: (username: string) => `Olá! Gerei um teste pela sua página (usuário ${username}) e quero saber mais.`,
  contactTextBefore: 'Olá! Vim pela sua página de teste e quero saber mais.',
} as const;
