import { describe, expect, it } from 'vitest';
import { csvNumber, formatAmount, formatBRL, formatCredits, formatDecimal, parseAmount } from './format';

describe('pt-BR numbers', () => {
  it('writes decimals with a comma and thousands with a dot', () => {
    expect(formatDecimal(62.8)).toBe('62,8');
    expect(formatDecimal(-0.6)).toBe('-0,6');
    expect(formatDecimal(1234)).toBe('1.234');
    expect(formatCredits(11.4)).toBe('11,4 créditos');
    expect(formatCredits(0.6)).toBe('0,6 crédito');
    expect(formatCredits(1)).toBe('1 crédito');
    expect(formatCredits(0)).toBe('0 créditos');
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });

  it('writes CSV numbers a Brazilian Excel reads, without thousands dots', () => {
    expect(csvNumber(1234.5, 2)).toBe('1234,50');
    expect(csvNumber(62.8)).toBe('62,8');
  });
});

describe('amounts typed in a money or credit field', () => {
  it('reads a comma or a point as the decimals, and dots before three digits as thousands', () => {
    expect(parseAmount('2,5')).toBe(2.5);
    expect(parseAmount('2.5')).toBe(2.5);
    expect(parseAmount(' 0,6 ')).toBe(0.6);
    expect(parseAmount('1.234,50')).toBe(1234.5);
    expect(parseAmount('1234,5')).toBe(1234.5);
    expect(parseAmount('1234.50')).toBe(1234.5);
    expect(parseAmount('1.234')).toBe(1234);
    expect(parseAmount('1.234.567')).toBe(1234567);
    expect(parseAmount('2.555,5')).toBe(2555.5);
    expect(parseAmount('10')).toBe(10);
    expect(parseAmount('-15')).toBe(-15);
    expect(parseAmount('-0')).toBe(0);
  });

  it('says empty with null and refuses what is no amount with NaN, never rounding nor dropping a character', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('   ')).toBeNull();
    for (const text of ['2,555', '1,2,3', '1.2.3', '12.34,5', 'dez', '2,5 créditos', '1e3', ',5', '5,', '--1', 'R$ 2']) expect(parseAmount(text)).toBeNaN();
  });

  it('shows R$ with two decimals and credits as a decimal, and reads back what it shows', () => {
    expect(formatAmount(1234.5, true)).toBe('1.234,50');
    expect(formatAmount(2, true)).toBe('2,00');
    expect(formatAmount(2.5, false)).toBe('2,5');
    expect(formatAmount(1234, false)).toBe('1.234');
    for (const n of [0, 0.6, 2.5, 1234.5, -15, 1234567.89]) for (const currency of [true, false]) expect(parseAmount(formatAmount(n, currency))).toBe(n);
  });
});
