import { describe, expect, it } from 'vitest';
import { csvNumber, formatBRL, formatCredits, formatDecimal } from './format';

describe('pt-BR numbers', () => {
  it('writes decimals with a comma and thousands with a dot', () => {
    expect(formatDecimal(62.8)).toBe('62,8');
    expect(formatDecimal(-0.6)).toBe('-0,6');
    expect(formatDecimal(1234)).toBe('1.234');
    expect(formatCredits(11.4)).toBe('11,4 créditos');
    expect(formatCredits(0.6)).toBe('0,6 crédito');
    expect(formatCredits(1)).toBe('1 crédito');
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });

  it('writes CSV numbers a Brazilian Excel reads, without thousands dots', () => {
    expect(csvNumber(1234.5, 2)).toBe('1234,50');
    expect(csvNumber(62.8)).toBe('62,8');
  });
});
