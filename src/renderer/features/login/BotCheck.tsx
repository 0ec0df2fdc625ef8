// The login bot check: the self-hosted ALTCHA proof-of-work widget (no outside service).
import { useEffect, useRef } from 'react';
import type { LoginInfo } from '../../../shared/api';

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

/** Reports the solved payload (or undefined when it is reset or expires). */
export function BotCheck({ info, onChange }: { info: LoginInfo['botcheck']; onChange: (answer: string | undefined) => void }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (info.kind !== 'pow') return;
    void import('altcha');
    const widget = ref.current;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChange(state === 'verified' ? payload : undefined);
    };
    widget?.addEventListener('statechange', listener);
    return () => widget?.removeEventListener('statechange', listener);
  }, [info.kind, onChange]);

  if (info.kind === 'pow') return <altcha-widget ref={ref} challengeurl={info.challengeUrl} hidelogo hidefooter strings={ALTCHA_PT_BR} />;
  if (info.kind === 'turnstile')
    return <p role="note">A verificação anti-robô hospedada está configurada no servidor, mas este painel não carrega widgets externos.</p>;
  return null;
}
