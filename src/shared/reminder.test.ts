import { describe, expect, it } from 'vitest';
import { reminderText } from './reminder';

describe('reminder', () => {
  // 26/11/2026 in São Paulo (UTC-3): 22:00 there is already 27/11 in UTC.
  const sp = (day: number, hour: number) => Date.UTC(2026, 10, day, hour + 3);
  const first = (exp_at: number, now: number) => reminderText({ username: 'cliente1', exp_at }, now).split('\n')[0];

  it("says 'vence hoje' on the São Paulo expiry day, whatever the hour or the UTC date", () => {
    expect(first(sp(26, 23), sp(26, 8))).toBe('Olá! Sua assinatura vence hoje.');
    expect(first(sp(26, 23), sp(26, 22))).toBe('Olá! Sua assinatura vence hoje.');
    expect(first(sp(26, 9), sp(26, 10))).toBe('Olá! Sua assinatura venceu hoje.');
  });

  it('names the date on the other days, and never the password', () => {
    expect(first(sp(27, 1), sp(26, 22))).toBe('Olá! Sua assinatura vence em 27/11/2026.');
    expect(first(sp(24, 12), sp(26, 8))).toBe('Olá! Sua assinatura venceu em 24/11/2026.');
    expect(reminderText({ username: 'cliente1', exp_at: sp(27, 1) }, sp(26, 8))).toBe(
      'Olá! Sua assinatura vence em 27/11/2026.\n\nUsuário: cliente1\n\nPara renovar e continuar assistindo, responda esta mensagem.',
    );
  });
});
