// The request and answer schemas of the sessions and recovery-code calls (issue 30); their texts are
// in texts.ts.
import { z } from 'zod';
import { messageAnswer } from '../answers';

/**
 * New recovery codes: the 2FA code of the authenticator app, read by the table's step-up (`code_2fa`;
 * its absence and a wrong code are said there). Long enough for a recovery code, which is refused as
 * a wrong code.
 */
export const renewRecoveryCodesBody = z.object({
  code_2fa: z.string().trim().max(20).optional(),
});

/** The admin's 'Encerrar sessões' of a reseller: with `tokens`, its API tokens end too. */
export const endResellerSessionsBody = z.object({ tokens: z.boolean().default(false) });

/** One signed-in session of the account ('Sessões e dispositivos' in /me). */
export const sessionItem = z.object({
  id: z.number().int(),
  /** 'Aplicativo desktop no Windows', 'Chrome no Android', ... (from the User-Agent at login). */
  device: z.string(),
  /** The address of its login, then of its latest call. */
  ip: z.string(),
  /** ISO instants. */
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session that asks ('Esta sessão'). */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;

export const sessionsAnswer = z.object({ sessions: z.array(sessionItem) });
export type SessionsAnswer = z.infer<typeof sessionsAnswer>;

/** How many recovery codes the account has left (0 when it has no 2FA). */
export const recoveryCodesStatus = z.object({ has2fa: z.boolean(), remaining: z.number().int(), total: z.number().int() });
export type RecoveryCodesStatus = z.infer<typeof recoveryCodesStatus>;

/** Codes shown once: after 2FA is turned on and each time new ones are made. */
export const recoveryCodesAnswer = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>;

/** 2FA confirmed: it is on, with the first recovery codes. */
export const confirm2faAnswer = messageAnswer.extend({ has2fa: z.boolean(), ...recoveryCodesAnswer.shape });
export const renewRecoveryCodesAnswer = messageAnswer.extend(recoveryCodesAnswer.shape);
/** How many other sessions ended. */
export const endOtherSessionsAnswer = messageAnswer.extend({ ended: z.number().int() });
/** How many sessions and, with `tokens`, API tokens of the reseller ended. */
export const endResellerSessionsAnswer = messageAnswer.extend({ ended: z.number().int(), tokens: z.number().int() });
