// The 2FA confirmation of the table's `stepUp` entries (spec section 6: the recharge portal's keys and
// value; DNS purchase, renewal, manual add and removal). One implementation, with the entry's texts:
// the code is the body's `code_2fa`, each time step serves once, 5 wrong codes in 15 minutes make the
// account wait, and on a `replay` entry a retry with the same Idempotency-Key may use its step again.
// The handler calls it after the checks that must not spend a code (a missing field, an unknown DNS,
// a manual DNS without its proof record) and before any change: until then the database refuses the
// call's writes (core/call-context.ts), and route.ts refuses an answer without it.
import type { FastifyRequest } from 'fastify';
import type { Call } from '../../shared/rules';
import type { AppContext } from '../context';
import { idempotencyKey } from '../validation';
import { requireTwofaCode } from '../modules/auth/service';

export interface StepUp {
  /** Refuses (422, or 429 after too many wrong codes) unless the body carries the caller's current 2FA code. */
  (): Promise<void>;
  /** The spec's one exception: a DNS shared from above is hidden or shown again without a code. */
  waive(): void;
  /** Whether the handler confirmed or waived (read by route.ts once the handler answered). */
  settled(): boolean;
  /** Neither confirmed nor waived, nor being confirmed (the confirmation writes its own record of the code). */
  pending(): boolean;
}

export function stepUpOf(ctx: AppContext, call: Call, request: FastifyRequest): StepUp {
  const rule = call.rule.stepUp!;
  let settled = false;
  let confirming = false;
  const confirm = async () => {
    confirming = true;
    const raw = (request.body as { code_2fa?: unknown } | null | undefined)?.code_2fa;
    const code = typeof raw === 'string' ? raw.trim() : undefined;
    const key = rule.replay ? idempotencyKey(request)?.key : undefined;
    try {
      await requireTwofaCode(ctx.db, ctx.config.secretKey, { id: request.account.id, ip: request.ip }, code, rule, key && `${call.method} ${call.path} ${key}`);
      settled = true;
    } finally {
      confirming = false;
    }
  };
  return Object.assign(confirm, {
    waive: () => void (settled = true),
    settled: () => settled,
    pending: () => !settled && !confirming,
  });
}
