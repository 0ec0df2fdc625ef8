// Sessions and devices, and the 2FA recovery codes (issue 30), without zod: the answers of their calls
// and their pt-BR texts, shared by the server and /me (schemas.ts has the request and answer schemas).

/** How many codes are made at a time. */
export const RECOVERY_CODES = 10;

/** A recovery code as shown: three groups of four letters and digits ('k7m2-q9xp-3hdw'). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/;

/** A code as typed, the way it is compared: lower case, without spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a login's code is a TOTP code (six digits); anything else is tried as a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

/** With this many recovery codes left or fewer, the panel says to make new ones before they run out. */
export const FEW_RECOVERY_CODES = 2;

export const SESSION_MSG = {
  sessionNotFound: 'Sessão não encontrada.',
  sessionEnded: 'Sessão encerrada.',
  othersEnded: (n: number) => (n === 1 ? '1 outra sessão encerrada.' : `${n} outras sessões encerradas.`),
  noOthers: 'Não há outras sessões abertas.',
  accountSessionsEnded: 'Todas as sessões da revenda foram encerradas.',
  accountSessionsAndTokensEnded: 'Todas as sessões e os tokens de API da revenda foram encerrados.',
  ownAccount: 'Para a sua própria conta, use Minha Conta.',
  recoveryCodesMade: 'Novos códigos de recuperação gerados. Os anteriores deixaram de valer.',
  /** Said after a login with a recovery code. */
  recoveryCodesLeft: (n: number) =>
    n === 0 ? 'Não resta nenhum código de recuperação.' : n === 1 ? 'Resta 1 código de recuperação.' : `Restam ${n} códigos de recuperação.`,
  recoveryCodesRenew: "Gere novos em Minha Conta, em 'Códigos de recuperação do 2FA', antes que acabem.",
  recoveryNeeds2fa: 'Ative o 2FA para ter códigos de recuperação.',
  recoveryCodeMissing: 'Informe o código 2FA do aplicativo autenticador.',
  twofaReset: '2FA da revenda redefinido: no próximo login ela entra só com usuário e senha.',
  twofaResetNone: 'Esta revenda não tem 2FA configurado.',
} as const;
