// The reminder of 'Enviar lembrete' in Vencimentos (ours: the spec has no such text). Apart from
// copy-messages.ts because it needs the São Paulo day (dates.ts, with dayjs), which the screens that
// copy the creation texts (the dashboard, the reseller list) load without (issue 21).
import { formatDay, isoDay } from './dates';

/** The day (São Paulo's: 'hoje' on the expiry day) and the user, never the password. */
export function reminderText(line: { username: string; exp_at: number }, now = Date.now()): string {
  const day = isoDay(line.exp_at) === isoDay(now) ? 'hoje' : `em ${formatDay(line.exp_at)}`;
  const when = line.exp_at < now ? `venceu ${day}` : `vence ${day}`;
  return [`Olá! Sua assinatura ${when}.`, '', `Usuário: ${line.username}`, '', 'Para renovar e continuar assistindo, responda esta mensagem.'].join('\n');
}
