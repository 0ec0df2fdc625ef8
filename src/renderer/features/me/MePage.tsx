// /me: the 2FA card (for accounts allowed to manage 2FA that have none yet) and, once 2FA is on, its
// recovery codes (shown once after turning it on); the sessions and devices; the password card and,
// in the desktop app, the export folder (on the web, the desktop app's downloads); the ticket notices
// and the Telegram link; the reseller's 'Teste automático' page.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Card, Col, Form, Image, Input, Row, Space, Typography } from 'antd';
import type { Enable2faResponse, ProfileResponse } from '../../../shared/account/schemas';
import { CALLS } from '../../../shared/calls';
import { PERMISSION_INFO } from '../../../shared/rules';
import { PERMISSIONS } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { passwordProblem } from '../../../shared/password';
import { errorMessage, fieldErrorsByName, type QueryError } from '../../api/base';
import { useChangePasswordMutation, useConfirm2faMutation, useEnable2faMutation, useProfileQuery, useVerify2faQuery } from '../../api/account';
import { isAdmin, mayCall } from '../../app/visibility';
import { useErrorDialog } from '../../components/dialogs';
import { fieldStatus } from '../../components/fields';
import { CodeField, twofaReturnPath } from '../../components/TwoFactorCode';
import { useSignOut } from '../../app/useSignOut';
import { getPlatform } from '../../platform';
import { DesktopAppCard } from './DesktopAppCard';
import { ExportFolderCard } from './ExportFolderCard';
import { NotificationsCard } from './NotificationsCard';
import { TelegramCard } from './TelegramCard';
import { TrialPageCard } from './TrialPageCard';
import { WhatsappCard } from './WhatsappCard';
import { ApiTokensCard } from '../automation/ApiTokensCard';
import { WebhooksCard } from '../automation/WebhooksCard';
import { useFeedback } from '../../components/feedback';
import { SessionsCard } from './SessionsCard';
import { RecoveryCodesCard, RecoveryCodesModal } from './RecoveryCodes';

function TwoFactorCard({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const back = twofaReturnPath(useLocation().state);
  const showError = useErrorDialog();
  const [enable, { isLoading: generating }] = useEnable2faMutation();
  const [confirm, { isLoading: confirming }] = useConfirm2faMutation();
  const [setup, setSetup] = useState<Enable2faResponse | null>(null);
  const [code, setCode] = useState('');
  const [wrongCode, setWrongCode] = useState<string>();

  async function generate() {
    const res = await enable();
    if ('error' in res) showError(errorMessage(res.error, MSG.twofaQrError), MSG.twofaQrErrorTitle);
    else setSetup(res.data);
  }

  async function submit() {
    if (!setup) return;
    const res = await confirm({ secret: setup.secret, code: code.trim() });
    if ('error' in res) {
      // A wrong code is said at its field, to be typed again; another refusal says the server's text, or the
      // call's own when it sent none; a failure (network, 5xx) says the spec's confirm text.
      const wrong = fieldErrorsByName(res.error).code;
      const { status } = res.error as QueryError;
      if (wrong) setWrongCode(wrong);
      else showError(status > 0 && status < 500 ? errorMessage(res.error, MSG.twofaConfigError) : MSG.twofaConfirmError);
    } else {
      message.success(MSG.twofaConfirmed);
      // The recovery codes, once: the dialog belongs to the page, since this card goes away now.
      if (res.data.recovery_codes?.length) onCodes(res.data.recovery_codes);
      // Sent here by a screen that needs 2FA ('Configurar 2FA'): back to it.
      if (back) navigate(back);
    }
  }

  return (
    <Card title="Autenticação em dois fatores (2FA)">
      {!setup ? (
        <Space orientation="vertical">
          <Typography.Text>Proteja sua conta com um código do aplicativo autenticador a cada login.</Typography.Text>
          <Button type="primary" onClick={generate} loading={generating}>
            Gerar QR Code
          </Button>
        </Space>
      ) : (
        <Space orientation="vertical">
          <Image src={setup.qr_code_url} width={200} height={200} preview={false} alt="QR Code 2FA" />
          <Typography.Text>
            Chave secreta:{' '}
            <Typography.Text code copyable data-testid="twofa-secret">
              {setup.secret}
            </Typography.Text>
          </Typography.Text>
          <Form layout="vertical" onFinish={submit}>
            <Form.Item label="Código de verificação" htmlFor="twofa-code" {...fieldStatus(wrongCode)}>
              <CodeField id="twofa-code" value={code} onChange={(typed) => (setCode(typed), setWrongCode(undefined))} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirming} disabled={code.length !== 6}>
              Confirmar
            </Button>
          </Form>
        </Space>
      )}
    </Card>
  );
}

interface PasswordFields {
  password: string;
  password_confirmation: string;
}

function PasswordCard() {
  const { message } = useFeedback();
  const showError = useErrorDialog();
  const [form] = Form.useForm<PasswordFields>();
  const [change, { isLoading }] = useChangePasswordMutation();
  const signOut = useSignOut();

  async function submit(values: PasswordFields) {
    const problem = passwordProblem(values.password ?? '') ?? (values.password !== values.password_confirmation ? MSG.passwordMismatch : null);
    if (problem) {
      showError(problem);
      return;
    }
    const res = await change({ password: values.password, password_confirmation: values.password_confirmation });
    if ('error' in res) showError(errorMessage(res.error, MSG.fillAllCorrectly));
    else {
      // The server revoked every session of the account: log in again with the new password.
      message.success(MSG.passwordChanged);
      await signOut();
    }
  }

  return (
    <Card title="Alterar senha">
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label="Nova senha" name="password">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirmar senha" name="password_confirmation">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Alterar senha
        </Button>
      </Form>
    </Card>
  );
}

/** What the admin granted this account (the screens each permission opens); the admin has them all. */
function PermissionsCard({ profile }: { profile: ProfileResponse }) {
  if (isAdmin(profile)) return null;
  return (
    <Card title="Permissões">
      {profile.permissions.length === 0 ? (
        <Typography.Text type="secondary">Nenhuma permissão especial concedida pelo administrador.</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20 }} aria-label="Permissões concedidas">
          {PERMISSIONS.filter((p) => profile.permissions.includes(p)).map((p) => (
            <li key={p}>
              <Typography.Text strong>{PERMISSION_INFO[p].label}</Typography.Text>: {PERMISSION_INFO[p].opens}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export default function MePage() {
  const { data: profile } = useProfileQuery();
  const { data: twofa } = useVerify2faQuery();
  const show2fa = profile && mayCall(CALLS.enable2fa)(profile) && twofa && !twofa.has2fa;
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <>
      <Typography.Title level={3}>Minha Conta</Typography.Title>
      <RecoveryCodesModal codes={codes} username={profile?.username} onClose={() => setCodes(null)} />
      {/* Two columns of cards on a wide screen (one on a phone); the cards that are tables take the whole width. */}
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={12}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            {show2fa && <TwoFactorCard onCodes={setCodes} />}
            {twofa?.has2fa && <RecoveryCodesCard onCodes={setCodes} />}
            {profile && <PermissionsCard profile={profile} />}
            <PasswordCard />
          </Space>
        </Col>
        <Col xs={24} xl={12}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            {getPlatform().kind === 'desktop' ? <ExportFolderCard /> : <DesktopAppCard />}
            {profile && mayCall(CALLS.ticketBadges)(profile) && <NotificationsCard />}
            {profile && mayCall(CALLS.trialPage)(profile) && <TrialPageCard />}
            <TelegramCard />
            <WhatsappCard />
          </Space>
        </Col>
        <Col span={24}>
          <SessionsCard />
        </Col>
        <Col span={24}>
          <ApiTokensCard />
        </Col>
        <Col span={24}>
          <WebhooksCard />
        </Col>
      </Row>
    </>
  );
}
