import { describe, expect, it } from 'vitest';
import { filterMovements, isOverdue, welcomeMessage } from './rules';

const rows = [
  { id: 1, amount: 10, reason: '', sale: 5, from_to: 'admin → Joao', registered: '' },
  { id: 2, amount: -2.5, reason: '', sale: 0, from_to: 'joao → MASTER.SUL', registered: '' },
  { id: 3, amount: 100, reason: '', sale: 4, from_to: 'master.sul → ana', registered: '' },
];

describe('reseller rules', () => {
  it('searches movements case-insensitively on from_to or by exact amount', () => {
    expect(filterMovements(rows, 'JOAO').map((r) => r.id)).toEqual([1, 2]);
    expect(filterMovements(rows, '10').map((r) => r.id)).toEqual([1]);
    expect(filterMovements(rows, '2,5').map((r) => r.id)).toEqual([2]);
    expect(filterMovements(rows, '  ').map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('marks 90 days or more since the last top-up', () => {
    expect(isOverdue(89)).toBe(false);
    expect(isOverdue(90)).toBe(true);
  });

  it('writes the welcome message with the panel link, login and password', () => {
    expect(welcomeMessage('https://painel.com/login', 'ana', 'Senha-1')).toBe(
      'Seja bem-vindo!\n\nPAINEL: https://painel.com/login\nUSUÁRIO: ana\nSENHA: Senha-1\n\nAPROVEITE!',
    );
  });
});
