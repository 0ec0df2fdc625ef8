// The rules of the credit value card (spec section 5: not empty, from 0) and of the credit transfer card:
// whole credits above zero, not more than the account has (to the portal) or the portal has (back), and
// the Sim/Não question with the amount.
import { CREDIT_VALUE_MAX, RECHARGE_MSG } from '../../../shared/ops/texts';
import { VALIDATION } from '../../../shared/messages';
import type { PortalCredits } from '../../../shared/ops/schemas';
import { formatCredits } from '../../../shared/format';

/** 'Recargas Efetuadas': 10 per page (spec section 9). */
export const RECHARGES_PER_PAGE = 10;

/** The label of the credit value field, in its refusals as on the screen. */
export const CREDIT_VALUE_LABEL = 'Valor do crédito';

/** Why this credit value (R$, as its field holds it: NaN when the text is no amount) cannot be saved, or null. */
export function creditValueProblem(value: number | null): string | null {
  if (value === null) return RECHARGE_MSG.valueEmpty;
  if (!(value >= 0 && value <= CREDIT_VALUE_MAX)) return VALIDATION.badFormat(CREDIT_VALUE_LABEL);
  return null;
}

/** Why this transfer cannot be sent, or null. */
export function transferProblem(
  toPortal: boolean,
  amount: number | null | undefined,
  balances: Pick<PortalCredits, 'credits' | 'creditos_portal'>,
): string | null {
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return RECHARGE_MSG.amountWhole;
  if (toPortal && amount > balances.credits) return RECHARGE_MSG.exceedsAvailable;
  if (!toPortal && amount > balances.creditos_portal) return RECHARGE_MSG.exceedsPortal;
  return null;
}

/** The Sim/Não of a transfer: the amount and both balances after it. */
export function transferQuestion(
  toPortal: boolean,
  amount: number,
  balances: Pick<PortalCredits, 'credits' | 'creditos_portal'>,
): { question: string; details: string } {
  const sign = toPortal ? 1 : -1;
  return {
    question: toPortal ? `Deseja creditar ${formatCredits(amount)} para o portal?` : `Deseja devolver ${formatCredits(amount)} do portal para a sua conta?`,
    details: `Depois: ${formatCredits(balances.credits - sign * amount)} na conta e ${formatCredits(balances.creditos_portal + sign * amount)} no portal.`,
  };
}
