// The request schemas of the sessions and recovery-code calls (issue 30); their answers and texts are
// in sessions-base.ts.
import { z } from 'zod';

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
