// /login: 'Seja Bem-Vindo!', the user's IP, Usuário and Senha, the bot check, the 2FA code when the
// server asks for it, and 'Logar'. On desktop, also the server address.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, theme } from 'antd';
import type { LoginResponse } from '../../../shared/account/schemas';
import { MSG, VALIDATION } from '../../../shared/messages';
import { FEW_RECOVERY_CODES, SESSION_MSG } from '../../../shared/sessions/texts';
import { useLoginInfoQuery } from '../../api/account';
import { AuthLayout } from '../../app/layout/AuthLayout';
import { startSession } from '../../app/session';
import { useErrorDialog } from '../../components/dialogs';
import { useFeedback } from '../../components/feedback';
import { Title } from '../../components/typography';
import { getPlatform } from '../../platform';
import { BotCheck } from './BotCheck';
import { LoginField, LoginRow } from './LoginField';

type Field = 'server' | 'username' | 'password' | 'code';

export default function LoginPage() {
  const platform = getPlatform();
  const navigate = useNavigate();
  const showError = useErrorDialog();
  const { notification } = useFeedback();
  // Without login-info there is no bot check to show: the form waits for it, with a retry.
  const { data: lastInfo, isError: infoFailed, isFetching: infoLoading, refetch: refetchInfo } = useLoginInfoQuery();
  const info = infoFailed ? undefined : lastInfo;
  const [values, setValues] = useState<Record<Field, string>>({ server: '', username: '', password: '', code: '' });
  // Each empty field marked under it; a field is unmarked again when edited.
  const [marks, setMarks] = useState<Partial<Record<Field, string>>>({});
  const { token } = theme.useToken();
  // The widget's answer, kept as the widget reports it: a state would reach the form's handler only at the
  // next render, and a 'Logar' clicked right after the check would go without it ('Preencha todos os campos').
  const botcheck = useRef<string | undefined>(undefined);
  // Each proof of work serves one attempt: after a refusal the widget starts over.
  const [botRound, setBotRound] = useState(0);
  const [askCode, setAskCode] = useState(false);
  const [sending, setSending] = useState(false);
  const onBotcheck = useCallback((answer: string | undefined) => {
    botcheck.current = answer;
  }, []);

  useEffect(() => {
    if (platform.kind === 'desktop') void platform.getServerUrl().then((server) => setValues((v) => ({ ...v, server: server ?? '' })));
  }, [platform]);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: marks[name],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setMarks((m) => ({ ...m, [name]: undefined }));
    },
  });

  /** Desktop: a new server address is kept at once, and its login-info (bot check, IP) fetched. */
  async function changeServer(): Promise<boolean> {
    const server = values.server.trim().replace(/\/+$/, '');
    if (platform.kind !== 'desktop' || !server || server === (await platform.getServerUrl())) return false;
    try {
      await platform.setServerUrl(server);
    } catch {
      showError(MSG.serverUrlInvalid, MSG.loginFailedTitle);
      return true;
    }
    botcheck.current = undefined;
    setBotRound((n) => n + 1);
    void refetchInfo();
    return true;
  }

  async function submit() {
    // 'Logar' shows it is working from the first moment: a second click meanwhile sends nothing more.
    setSending(true);
    try {
      await send();
    } finally {
      setSending(false);
    }
  }

  async function send() {
    // A server typed and sent at once: first its own bot check.
    if (await changeServer()) return;
    if (!info) {
      showError(MSG.networkError, MSG.loginFailedTitle);
      return;
    }
    const needsBot = info.botcheck.kind !== 'off';
    if (!values.username.trim() || !values.password || (needsBot && !botcheck.current) || (askCode && !values.code.trim())) {
      // The spec's dialog, and each empty field marked under it.
      setMarks({
        username: values.username.trim() ? undefined : VALIDATION.required('Usuário'),
        password: values.password ? undefined : VALIDATION.required('Senha'),
        code: askCode && !values.code.trim() ? VALIDATION.required('Código 2FA') : undefined,
      });
      showError(MSG.loginFillAll, MSG.loginFailedTitle);
      return;
    }
    const res = await platform.login<LoginResponse & { message?: string }>({
      username: values.username.trim(),
      password: values.password,
      code: askCode ? values.code.trim() : undefined,
      botcheck: botcheck.current,
    });
    if (res.status === 200 && res.data.twofa && !res.data.id) {
      setAskCode(true);
      return;
    }
    if (res.status === 200 && res.data.id) {
      startSession({ id: res.data.id, name: res.data.username ?? '' }, res.data.crypt_pass ?? '');
      const left = res.data.recovery_codes_left;
      if (left !== undefined)
        (left <= FEW_RECOVERY_CODES ? notification.warning : notification.info)({
          title: SESSION_MSG.recoveryCodesLeft(left),
          description: left <= FEW_RECOVERY_CODES ? SESSION_MSG.recoveryCodesRenew : undefined,
          duration: 0,
        });
      navigate('/dashboard', { replace: true });
      return;
    }
    botcheck.current = undefined;
    setBotRound((n) => n + 1);
    showError(res.data?.message ?? MSG.networkError, MSG.loginFailedTitle);
  }

  return (
    <AuthLayout>
      {/* antd's Title and Paragraph looks without Typography (components/typography.tsx, issue 21). */}
      <Title style={{ textAlign: 'center', marginTop: 0 }}>{MSG.loginTitle}</Title>
      {info && (
        <p style={{ textAlign: 'center', marginTop: 0, marginBottom: '1em', color: token.colorTextSecondary }}>
          Seu IP: <span data-testid="login-ip">{info.ip}</span>
        </p>
      )}
      {/* noValidate: the ALTCHA box is a required checkbox; our own check gives the spec's message. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {platform.kind === 'desktop' && (
          <LoginField
            label="Servidor"
            {...field('server')}
            placeholder="http://127.0.0.1:3000"
            autoComplete="url"
            onBlur={() => void changeServer()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void changeServer();
            }}
          />
        )}
        <LoginField label="Usuário" {...field('username')} autoComplete="username" disabled={askCode} />
        <LoginField label="Senha" {...field('password')} password autoComplete="current-password" disabled={askCode} />
        {askCode && (
          <LoginField
            label="Código 2FA"
            {...field('code')}
            extra="Digite o código de 6 dígitos do seu aplicativo autenticador ou um código de recuperação."
            autoComplete="one-time-code"
            maxLength={20}
            autoFocus
          />
        )}
        {infoFailed && (
          <LoginRow>
            <Alert
              type="error"
              showIcon
              title={MSG.networkError}
              action={
                <Button size="small" loading={infoLoading} onClick={() => void refetchInfo()}>
                  Tentar novamente
                </Button>
              }
            />
          </LoginRow>
        )}
        {info && (
          <LoginRow>
            <BotCheck key={botRound} info={info.botcheck} onChange={onBotcheck} />
          </LoginRow>
        )}
        {/* Until the server's login info arrives (its bot check), 'Logar' waits too: a click then would
            say the server cannot be reached while it is only still answering. */}
        <Button type="primary" htmlType="submit" block loading={sending || (!info && !infoFailed)}>
          {MSG.loginButton}
        </Button>
      </form>
    </AuthLayout>
  );
}
