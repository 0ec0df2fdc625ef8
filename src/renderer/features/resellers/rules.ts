// Pure rules of the reseller screens, unit-tested.
import { CLOSING, GREETING } from '../../../shared/copy-messages';
import type { MovementLog } from '../../../shared/network/schemas';
import { RESELLER_LOGIN_MAX, RESELLER_LOGIN_MIN } from '../../../shared/network/texts';
import { parseAmount } from '../../../shared/format';
import { LOGIN_PATTERN, type FieldRule } from '../../../shared/validation';

/** The reseller fields' rules, the same as the server's (registration and edit). */
export const RESELLER_RULES = {
  username: { label: 'Usuário', required: true, min: RESELLER_LOGIN_MIN, max: RESELLER_LOGIN_MAX, pattern: LOGIN_PATTERN },
  password: { label: 'Senha', required: true, min: 4, max: 64 },
  email: { label: 'WhatsApp', type: 'phone' },
  email_contact: { label: 'E-mail', type: 'email' },
  credits: { label: 'Créditos', required: true, type: 'number', minValue: 0 },
  sale: { label: 'Valor de venda por crédito', type: 'number', minValue: 0 },
} satisfies Record<string, FieldRule>;

/** Days since the last top-up are shown red from 90 on. */
export const DUE_RED_DAYS = 90;
export const isOverdue = (days: number) => days >= DUE_RED_DAYS;

/** Movement log search: case-insensitive on from_to, or the exact amount. */
export function filterMovements(rows: MovementLog[], search: string): MovementLog[] {
  const term = search.trim().toLowerCase();
  if (!term) return rows;
  const amount = parseAmount(term);
  return rows.filter((r) => r.from_to.toLowerCase().includes(term) || (amount !== null && Math.abs(r.amount) === Math.abs(amount)));
}

/** The welcome message sent to a new reseller (spec: panel link, login and password). */
export function welcomeMessage(panelUrl: string, username: string, password: string): string {
  return [GREETING, '', `PAINEL: ${panelUrl}`, `USUÁRIO: ${username}`, `SENHA: ${password}`, '', CLOSING].join('\n');
}
