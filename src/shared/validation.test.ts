import { describe, expect, it } from 'vitest';
import { removeEmpty, sanitize, validate, warningText } from './validation';

describe('generic form validator', () => {
  it('gives the spec messages for required, short, malformed, arrays and mismatched passwords', () => {
    const errors = validate(
      { user: '', name: 'ab', credits: 'x', bouquets: [], password: 'abc123', confirm: 'abc124' },
      {
        user: { label: 'Usuário', required: true },
        name: { label: 'Nome', min: 3 },
        credits: { label: 'Créditos', type: 'number' },
        bouquets: { label: 'Bouquets', type: 'array', required: true },
        confirm: { label: 'Confirmação', sameAs: 'password' },
      },
    );
    expect(errors).toEqual([
      'O campo Usuário é necessário.',
      'O campo Nome está incompleto.',
      'O campo Créditos não está no formato correto.',
      'É necessário inserir ao menos um...',
      'As senhas não conferem.',
    ]);
  });

  it('accepts good values and ignores empty optional fields', () => {
    expect(
      validate(
        { user: 'joao', whatsapp: '+55 (11) 98765-4321', email: '', credits: '2.5' },
        {
          user: { label: 'Usuário', required: true, min: 3, max: 20 },
          whatsapp: { label: 'Whatsapp', type: 'phone' },
          email: { label: 'E-mail', type: 'email' },
          credits: { label: 'Créditos', type: 'number' },
        },
      ),
    ).toEqual([]);
  });

  it('flags too long and wrong phone formats as not in the right format', () => {
    expect(validate({ a: 'abcdef', w: '12ab' }, { a: { label: 'A', max: 5 }, w: { label: 'Whatsapp', type: 'phone' } })).toEqual([
      'O campo A não está no formato correto.',
      'O campo Whatsapp não está no formato correto.',
    ]);
  });

  it("summarises 4 or more errors under 'Atenção' and lists fewer", () => {
    expect(warningText(['a', 'b', 'c'])).toEqual({ title: 'Atenção', messages: ['a', 'b', 'c'] });
    expect(warningText(['a', 'b', 'c', 'd'])).toEqual({ title: 'Atenção', messages: ['Preencha todos os campos obrigatórios.'] });
  });

  it('sanitizer strips only the first occurrence of each of - / . space ( )', () => {
    const clean = { '(11) 98765-4321': '11987654321', '(11) 9876-54 32': '11987654 32', 'a-b-c': 'ab-c', '1.2.3 4 5': '12.34 5', 'x/y/z': 'xy/z' };
    for (const [text, sanitized] of Object.entries(clean)) expect(sanitize(text)).toBe(sanitized);
  });

  it('removes empty strings and empty properties before sending', () => {
    expect(removeEmpty({ a: '', b: '  ', c: 'x', d: 0, e: undefined, f: null, g: [], h: [1] })).toEqual({ c: 'x', d: 0, h: [1] });
  });

  it('treats blank text as empty and reports only the first problem of a field', () => {
    expect(
      validate(
        { name: '   ', credits: 'ab' },
        { name: { label: 'Nome', required: true, min: 3 }, credits: { label: 'Créditos', required: true, type: 'number', min: 3 } },
      ),
    ).toEqual(['O campo Nome é necessário.', 'O campo Créditos não está no formato correto.']);
  });

  it('accepts numbers as numbers or numeric text, with a comma or a point', () => {
    const rules = { credits: { label: 'Créditos', type: 'number' as const } };
    for (const credits of [0, 0.6, '10', '2,5', '-1']) expect(validate({ credits }, rules)).toEqual([]);
    for (const credits of ['1e3', '1,2,3', 'dez', Number.NaN]) expect(validate({ credits }, rules)).toEqual(['O campo Créditos não está no formato correto.']);
  });

  it('checks e-mails and whatsapp numbers with the country code', () => {
    const rules = { email: { label: 'E-mail', type: 'email' as const }, whatsapp: { label: 'Whatsapp', type: 'phone' as const } };
    expect(validate({ email: 'a@b.com', whatsapp: '5511987654321' }, rules)).toEqual([]);
    expect(validate({ email: 'a@b', whatsapp: '987' }, rules)).toEqual([
      'O campo E-mail não está no formato correto.',
      'O campo Whatsapp não está no formato correto.',
    ]);
  });

  it('counts array items against min and leaves an optional empty array alone', () => {
    const rules = { bouquets: { label: 'Bouquets', type: 'array' as const, min: 2 } };
    expect(validate({ bouquets: [] }, rules)).toEqual([]);
    expect(validate({ bouquets: [1] }, rules)).toEqual(['O campo Bouquets está incompleto.']);
    expect(validate({ bouquets: [1, 2] }, rules)).toEqual([]);
  });

  it('asks for a missing confirmation and compares a given one', () => {
    const rules = { password: { label: 'Senha', required: true }, confirm: { label: 'Confirmação', required: true, sameAs: 'password' } };
    expect(validate({ password: 'abc', confirm: '' }, rules)).toEqual(['O campo Confirmação é necessário.']);
    expect(validate({ password: 'abc', confirm: 'abc' }, rules)).toEqual([]);
  });

  it('leaves text without those characters as it is', () => {
    expect(sanitize('5511987654321')).toBe('5511987654321');
    expect(sanitize('')).toBe('');
  });
});
