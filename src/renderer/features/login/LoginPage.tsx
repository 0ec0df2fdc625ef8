// /login: 'Seja Bem-Vindo!', the user's IP, Usuário and Senha, the bot check, the 2FA code when the
// server asks for it, and 'Logar'. On desktop, also the server address.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Form, Input, theme } from 'antd';
import type { LoginResponse } from '../../../shared/api';
import { MSG, VALIDATION } from '../../../shared/messages';
import { markFields } from '../../components/fields';
import { useLoginInfoQuery } from '../../api/account';
import { AuthLayout } from '../../app/layout/AuthLayout';
import { startSession } from '../../app/session';
import { useErrorDialog } from '../../components/dialogs';
import { getPlatform } from '../../platform';
import { BotCheck } from './BotCheck';

interface LoginFields {
  server?: string;
  username?: string;
  password?: string;
  code?: string;
}

export default function LoginPage() {
  const platform = getPlatform();
  const navigate = useNavigate();
  const showError = useErrorDialog();
  // Without login-info there is no bot check to show: the form waits for it, with a retry.
  const { data: lastInfo, isError: infoFailed, isFetching: infoLoading, refetch: refetchInfo } = useLoginInfoQuery();
  const info = infoFailed ? undefined : lastInfo;
  const [form] = Form.useForm<LoginFields>();
  const { token } = theme.useToken();
  const [botcheck, setBotcheck] = useState<string | undefined>();
  // Each proof of work serves one attempt: after a refusal the widget starts over.
  const [botRound, setBotRound] = useState(0);
  const [askCode, setAskCode] = useState(false);
  const [sending, setSending] = useState(false);
  const onBotcheck = useCallback((answer: string | undefined) => setBotcheck(answer), []);

  useEffect(() => {
    if (platform.kind === 'desktop') void platform.getServerUrl().then((server) => form.setFieldsValue({ server: server ?? '' }));
  }, [platform, form]);

  /** Desktop: a new server address is kept at once, and its login-info (bot check, IP) fetched. */
  async function changeServer(): Promise<boolean> {
    const server = form.getFieldValue('server')?.trim().replace(/\/+$/, '');
    if (platform.kind !== 'desktop' || !server || server === (await platform.getServerUrl())) return false;
    try {
      await platform.setServerUrl(server);
    } catch {
      showError(MSG.serverUrlInvalid, MSG.loginFailedTitle);
      return true;
    }
    setBotcheck(undefined);
    setBotRound((n) => n + 1);
    void refetchInfo();
    return true;
  }

  async function submit(values: LoginFields) {
    // A server typed and sent at once: first its own bot check.
    if (await changeServer()) return;
    if (!info) {
      showError(MSG.networkError, MSG.loginFailedTitle);
      return;
    }
    const needsBot = info.botcheck.kind !== 'off';
    if (!values.username?.trim() || !values.password || (needsBot && !botcheck) || (askCode && !values.code?.trim())) {
      // The spec's dialog, and each empty field marked under it.
      markFields(form, {
        username: values.username?.trim() ? undefined : VALIDATION.required('Usuário'),
        password: values.password ? undefined : VALIDATION.required('Senha'),
        code: askCode && !values.code?.trim() ? VALIDATION.required('Código 2FA') : undefined,
      });
      showError(MSG.loginFillAll, MSG.loginFailedTitle);
      return;
    }
    setSending(true);
    try {
      const res = await platform.login<LoginResponse & { message?: string }>({
        username: values.username.trim(),
        password: values.password,
        code: askCode ? values.code?.trim() : undefined,
        botcheck,
      });
      if (res.status === 200 && res.data.twofa && !res.data.id) {
        setAskCode(true);
        return;
      }
      if (res.status === 200 && res.data.id) {
        startSession({ id: res.data.id, name: res.data.username ?? '' }, res.data.crypt_pass ?? '');
        navigate('/dashboard', { replace: true });
        return;
      }
      setBotcheck(undefined);
      setBotRound((n) => n + 1);
      showError(res.data?.message ?? MSG.networkError, MSG.loginFailedTitle);
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthLayout>
      {/* antd's Title and Paragraph looks, drawn with the theme's tokens: Typography (with its tooltips and
          editing) is not part of the login page (issue 21). */}
      <h3 style={{ textAlign: 'center', marginTop: 0, marginBottom: '0.5em', color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong }}>
        {MSG.loginTitle}
      </h3>
      {info && (
        <p style={{ textAlign: 'center', marginTop: 0, marginBottom: '1em', color: token.colorTextSecondary }}>
          Seu IP: <span data-testid="login-ip">{info.ip}</span>
        </p>
      )}
      {/* noValidate: the ALTCHA box is a required checkbox; our own check gives the spec's message. */}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} noValidate>
        {platform.kind === 'desktop' && (
          <Form.Item label="Servidor" name="server">
            <Input placeholder="http://127.0.0.1:3000" autoComplete="url" onBlur={() => void changeServer()} onPressEnter={() => void changeServer()} />
          </Form.Item>
        )}
        <Form.Item label="Usuário" name="username">
          <Input autoComplete="username" disabled={askCode} />
        </Form.Item>
        <Form.Item label="Senha" name="password">
          <Input.Password autoComplete="current-password" disabled={askCode} />
        </Form.Item>
        {askCode && (
          <Form.Item label="Código 2FA" name="code" extra="Digite o código de 6 dígitos do seu aplicativo autenticador.">
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
          </Form.Item>
        )}
        {infoFailed && (
          <Form.Item>
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
          </Form.Item>
        )}
        {info && (
          <Form.Item>
            <BotCheck key={botRound} info={info.botcheck} onChange={onBotcheck} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={sending}>
          {MSG.loginButton}
        </Button>
      </Form>
    </AuthLayout>
  );
}
