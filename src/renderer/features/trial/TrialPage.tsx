// /t/:code, the public 'Teste automático' page of a reseller (issue 29), without login: the panel's look
// for this address (its logo and background), the reseller's name and the test it gives; the visitor
// types name and WhatsApp, passes the login's bot check and gets the test line on screen, with the
// access data as the panel's own copy text shows it and a button to the reseller's WhatsApp; the box
// has no close button (one tap must not lose the test). The request carries this browser's device id,
// so the same number from it is shown its test again (issue 43). A refusal (the page's limits) says
// why, and the bot check starts over. The tab is named after the page.
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Form, Input, Result, Space, Spin, theme } from 'antd';
import { WhatsAppOutlined } from '@ant-design/icons';
import { welcomeText } from '../../../shared/copy-messages';
import { MSG, VALIDATION } from '../../../shared/messages';
import { TRIAL_FIELDS, TRIAL_MSG, TRIAL_NAME_MAX } from '../../../shared/trial-page/texts';
import type { TrialAnswer } from '../../../shared/trial-page/schemas';
import { errorMessage, type QueryError } from '../../api/base';
import { AuthLayout } from '../../app/layout/AuthLayout';
import { useLook, useTabTitle } from '../../app/theme';
import { Title } from '../../components/typography';
import { SuccessBanner } from '../../components/SuccessBanner';
import { BotCheck } from '../login/BotCheck';
import { usePublicTrialPageQuery, useRequestTrialMutation } from '../me/trialPageApi';

const HEADING = 'Teste grátis';
/** Where this browser keeps its id for the test pages (a random UUID, made on the first request). */
const DEVICE_KEY = 'trial_device';

/** This browser's id for the test pages; none where the browser keeps no storage (the request goes without it). */
function deviceId(): string | undefined {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}

interface Fields {
  name: string;
  whatsapp: string;
}

function ContactButton({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <Button icon={<WhatsAppOutlined />} href={url} target="_blank" rel="noreferrer" block data-testid="trial-contact">
      Falar com a revenda no WhatsApp
    </Button>
  );
}

/** The test the page gave: the panel's copy text of a test line, to copy, and the button to the reseller. */
function Made({ answer }: { answer: TrialAnswer }) {
  const text = welcomeText(answer.line, { testHours: answer.test_hours });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SuccessBanner title={answer.message} copies={[{ label: 'Copiar', text }]} closable={false}>
        <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="trial-line">
          {text}
        </pre>
      </SuccessBanner>
      <ContactButton url={answer.contact_url} />
    </Space>
  );
}

export default function TrialPage() {
  const { code = '' } = useParams();
  const { branding } = useLook();
  const { token } = theme.useToken();
  const { data: page, error, isLoading } = usePublicTrialPageQuery(code);
  useTabTitle(page ? `${HEADING} · ${page.reseller}` : null);
  const [ask, { isLoading: sending }] = useRequestTrialMutation();
  const [form] = Form.useForm<Fields>();
  const [made, setMade] = useState<TrialAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The widget's answer as it reports it (see LoginPage); each proof serves one request.
  const botcheck = useRef<string | undefined>(undefined);
  const [botRound, setBotRound] = useState(0);
  const onBotcheck = useCallback((answer: string | undefined) => {
    botcheck.current = answer;
  }, []);

  async function submit(values: Fields) {
    setRefusal(null);
    if (page && page.botcheck.kind !== 'off' && !botcheck.current) {
      setRefusal(TRIAL_MSG.botCheckFailed);
      return;
    }
    const res = await ask({ code, body: { name: values.name.trim(), whatsapp: values.whatsapp, botcheck: botcheck.current, device: deviceId() } });
    botcheck.current = undefined;
    if ('error' in res) {
      setRefusal(errorMessage(res.error, { answered: MSG.reloadAndRetry, unanswered: MSG.networkError }));
      setBotRound((n) => n + 1);
      return;
    }
    setMade(res.data);
  }

  const logo = <img src={branding.logo} alt={branding.title} style={{ display: 'block', maxWidth: 160, maxHeight: 64, margin: '0 auto 16px' }} />;

  if (isLoading) {
    return (
      <AuthLayout>
        <Spin />
      </AuthLayout>
    );
  }
  if (!page) {
    const notFound = (error as QueryError | undefined)?.status === 404;
    return (
      <AuthLayout>
        {logo}
        <Result status={notFound ? '404' : 'error'} title={notFound ? TRIAL_MSG.notFound : errorMessage(error, MSG.networkError)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      {logo}
      <Title style={{ textAlign: 'center', marginTop: 0 }}>{HEADING}</Title>
      <p style={{ textAlign: 'center', marginTop: 0, color: token.colorTextSecondary }} data-testid="trial-offer">
        {page.reseller} oferece um teste {page.kind_label}
        {page.package ? ` (${page.package})` : ''} de {page.test_hours} {page.test_hours === 1 ? 'hora' : 'horas'}.
      </p>
      {made ? (
        <Made answer={made} />
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
          <Form.Item
            label={TRIAL_FIELDS.name}
            name="name"
            rules={[{ required: true, whitespace: true, min: 2, message: `O campo ${TRIAL_FIELDS.name} é necessário.` }]}
          >
            <Input maxLength={TRIAL_NAME_MAX} autoComplete="name" />
          </Form.Item>
          <Form.Item
            label={TRIAL_FIELDS.visitor_whatsapp}
            name="whatsapp"
            extra="Com DDD, somente um teste por número."
            rules={[
              { required: true, message: `O campo ${TRIAL_FIELDS.visitor_whatsapp} é necessário.` },
              {
                validator: (_rule, value: string | undefined) => {
                  const digits = (value ?? '').replace(/\D/g, '');
                  return !value || (digits.length >= 10 && digits.length <= 15) ? Promise.resolve() : Promise.reject(new Error(VALIDATION.phoneInvalid));
                },
              },
            ]}
          >
            <Input inputMode="tel" autoComplete="tel" placeholder="(11) 98888-7777" />
          </Form.Item>
          <div style={{ marginBottom: 16 }}>
            <BotCheck key={botRound} info={page.botcheck} onChange={onBotcheck} />
          </div>
          {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} data-testid="trial-refusal" />}
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button type="primary" htmlType="submit" block loading={sending}>
              Gerar meu teste
            </Button>
            <ContactButton url={page.contact_url} />
          </Space>
        </Form>
      )}
    </AuthLayout>
  );
}
