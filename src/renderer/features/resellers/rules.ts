// Pure rules of the reseller screens, unit-tested.
import type { MovementLog } from '../../../shared/network';

/** Days since the last top-up are shown red from 90 on. */
export const DUE_RED_DAYS = 90;
export const isOverdue = (days: number) => days >= DUE_RED_DAYS;

export const formatBRL = (value: number) => value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

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
