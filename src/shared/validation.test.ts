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
      'O campo Nome esta incompleto.',
      'O campo Créditos não esta no formato correto.',
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
      'O campo A não esta no formato correto.',
      'O campo Whatsapp não esta no formato correto.',
    ]);
  });

  it("summarises 4 or more errors under 'Atenção' and lists fewer", () => {
    expect(warningText(['a', 'b', 'c'])).toEqual({ title: 'Atenção', messages: ['a', 'b', 'c'] });
    expect(warningText(['a', 'b', 'c', 'd'])).toEqual({ title: 'Atenção', messages: ['Preencha todos os campos obrigatórios.'] });
  });

  it('sanitizer strips only the first occurrence of each of - / . space ( )', () => {
    expect(sanitize('(11) 98765-4321')).toBe('11987654321');
    expect(sanitize('(11) 9876-54 32')).toBe('11987654 32');
    expect(sanitize('a-b-c')).toBe('ab-c');
    expect(sanitize('1.2.3 4 5')).toBe('12.34 5');
    expect(sanitize('x/y/z')).toBe('xy/z');
  });

  it('removes empty strings and empty properties before sending', () => {
    expect(removeEmpty({ a: '', b: '  ', c: 'x', d: 0, e: undefined, f: null, g: [], h: [1] })).toEqual({ c: 'x', d: 0, h: [1] });
  });
});
