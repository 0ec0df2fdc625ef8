// The login bot check: the self-hosted ALTCHA proof-of-work widget (no outside service).
import { useEffect, useRef, useState } from 'react';
import type { LoginInfo } from '../../../shared/account/schemas';
import { loadPart, PartFailed } from '../../components/lazyPart';
import { getPlatform } from '../../platform';

/** The widget's texts in pt-BR (its own translations, passed inline instead of loading every language). */
const ALTCHA_PT_BR = JSON.stringify({
  error: 'A verificação falhou. Tente novamente mais tarde.',
  expired: 'Verificação expirada. Por favor, tente novamente.',
  label: 'Eu não sou um robô',
  loading: 'Carregando...',
  verificationRequired: 'Verificação necessária!',
  verified: 'Verificado',
  verify: 'Verificar',
  verifying: 'Verificando...',
  waitAlert: 'Verificando... por favor aguarde.',
});

/**
 * The widget fetches its challenge through the platform, never by itself: in the desktop app a
 * relative URL would resolve against app://panel, and the server is whatever the login screen chose.
 */
export async function fetchChallenge(url: string): Promise<Response> {
  const res = await getPlatform().request({ method: 'GET', path: new URL(url, 'http://painel').pathname });
  if (res.status === 0) throw new Error('offline');
  return new Response(JSON.stringify(res.data), { status: res.status, headers: { 'content-type': 'application/json' } });
}

/** Reports the solved payload (or undefined when it is reset or expires). */
export function BotCheck({ info, onChange }: { info: LoginInfo['botcheck']; onChange: (answer: string | undefined) => void }) {
  const ref = useRef<HTMLElement>(null);
  // The widget's code did not load: said in its place, and loaded again on 'Tentar de novo'.
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (info.kind !== 'pow' || failed) return;
    loadPart(() => import('altcha')).catch(() => setFailed(true));
    const widget = ref.current as (HTMLElement & { customfetch?: typeof fetchChallenge }) | null;
    if (widget) widget.customfetch = fetchChallenge;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChange(state === 'verified' ? payload : undefined);
    };
    widget?.addEventListener('statechange', listener);
    return () => widget?.removeEventListener('statechange', listener);
  }, [info.kind, onChange, failed]);

  if (info.kind === 'pow' && failed) return <PartFailed onRetry={() => setFailed(false)} />;
  if (info.kind === 'pow') return <altcha-widget ref={ref} challengeurl={info.challengeUrl} hidelogo hidefooter strings={ALTCHA_PT_BR} />;
  if (info.kind === 'turnstile')
    return <p role="note">A verificação anti-robô hospedada está configurada no servidor, mas este painel não carrega widgets externos.</p>;
  return null;
}
