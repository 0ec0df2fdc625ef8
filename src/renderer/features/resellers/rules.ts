// Pure rules of the reseller screens, unit-tested.
import type { MovementLog } from '../../../shared/network';
import { LOGIN_PATTERN, type FieldRule } from '../../../shared/validation';

/** The reseller fields' rules, the same as the server's (registration and edit). */
export const RESELLER_RULES = {
  username: { label: 'Usuário', required: true, min: 3, max: 32, pattern: LOGIN_PATTERN },
  password: { label: 'Senha', required: true, min: 4, max: 64 },
  email: { label: 'Whatsapp', type: 'phone' },
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
  const amount = Number(term.replace(',', '.'));
  return rows.filter((r) => r.from_to.toLowerCase().includes(term) || (Number.isFinite(amount) && Math.abs(r.amount) === Math.abs(amount)));
}

/** The welcome message sent to a new reseller (spec: panel link, login and password). */
export function welcomeMessage(panelUrl: string, username: string, password: string): string {
  return ['Seja bem vindo!', '', `PAINEL: ${panelUrl}`, `USUÁRIO: ${username}`, `SENHA: ${password}`, '', 'APROVEITE!'].join('\n');
}
