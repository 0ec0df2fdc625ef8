// 'Teste automático' in /me (issue 29): the reseller's public page at /t/CODIGO, where a prospective
// customer types name and WhatsApp and gets a test line by itself. The reseller turns it on, chooses the
// test (kind, package, duration: what it may create), the page's limits (one test per number and per IP
// within N days, a daily cap) and its own WhatsApp for the page's button; the address can be renewed
// (the old one stops working). Shown only to accounts that make test lines (not the admin).
import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Select, Space, Switch, Tag, Typography } from 'antd';
import { MSG } from '../../../shared/messages';
import {
  TRIAL_DAILY_CAP_MAX,
  TRIAL_DAYS_MAX,
  TRIAL_DEFAULT_DAILY_CAP,
  TRIAL_DEFAULT_DAYS,
  TRIAL_FIELDS,
  trialPagePath,
} from '../../../shared/trial-page/texts';
import type { TrialPageAnswer, TrialPageConfig } from '../../../shared/trial-page/schemas';
import type { LineKind } from '../../../shared/lines/texts';
import { errorMessage, fieldErrorsByName } from '../../api/base';
import { useConfirm, useErrorDialog } from '../../components/dialogs';
import { useFeedback } from '../../components/feedback';
import { getPlatform } from '../../platform';
import { useRenewTrialPageCodeMutation, useSaveTrialPageMutation, useTrialPageQuery } from './trialPageApi';

interface Fields {
  enabled: boolean;
  kind: LineKind;
  package_id: number | null;
  test_hours: number;
  days: number | null;
  daily_cap: number | null;
  whatsapp: string;
}

function fieldsOf(data: TrialPageAnswer): Fields {
  const page: TrialPageConfig | null = data.page;
  const first = data.options[0]!;
  const option = data.options.find((o) => o.kind === page?.kind) ?? first;
  return {
    enabled: page?.enabled ?? true,
    kind: option.kind,
    package_id: page && page.kind === option.kind ? page.package_id : (option.packages[0]?.id ?? null),
    test_hours: page && page.kind === option.kind ? page.test_hours : option.hours.at(-1)!,
    days: page?.days ?? TRIAL_DEFAULT_DAYS,
    daily_cap: page?.daily_cap ?? TRIAL_DEFAULT_DAILY_CAP,
    whatsapp: page?.whatsapp ?? '',
  };
}

/** The page's full address: this site's on the web; on the desktop, the server's. */
function usePageUrl(code: string | undefined): string {
  const [origin, setOrigin] = useState(() => (getPlatform().kind === 'desktop' ? '' : window.location.origin));
  useEffect(() => {
    const platform = getPlatform();
    if (platform.kind === 'desktop') void platform.getServerUrl().then((url) => setOrigin(url ?? ''));
  }, []);
  return code ? `${origin}${trialPagePath(code)}` : '';
}

export function TrialPageCard() {
  const { data } = useTrialPageQuery();
  if (!data) return null;
  return (
    <Card title="Teste automático">
      <Typography.Paragraph type="secondary">
        Uma página pública sua: o cliente informa nome e WhatsApp, passa pela verificação anti-robô e recebe na hora um teste com os dados de acesso. O teste é
        seu, conta no seu limite diário de testes e aparece nas suas listas marcado como “via página”.
      </Typography.Paragraph>
      {data.options.length === 0 ? (
        <Typography.Text type="secondary" data-testid="trial-none">
          Sua conta não pode gerar testes no momento.
        </Typography.Text>
      ) : (
        // A save (or a new address) starts the form again from what the server answered.
        <TrialPageForm key={`${data.page?.code ?? 'none'}:${data.page?.kind ?? ''}`} data={data} />
      )}
    </Card>
  );
}

function TrialPageForm({ data }: { data: TrialPageAnswer }) {
  const [form] = Form.useForm<Fields>();
  const [save, { isLoading: saving }] = useSaveTrialPageMutation();
  const [renew, { isLoading: renewing }] = useRenewTrialPageCodeMutation();
  const { message } = useFeedback();
  const showError = useErrorDialog();
  const confirm = useConfirm();
  const url = usePageUrl(data.page?.code);
  const kind = Form.useWatch('kind', form) ?? fieldsOf(data).kind;
  const option = data.options.find((o) => o.kind === kind) ?? data.options[0]!;

  async function submit(values: Fields) {
    const res = await save({
      ...values,
      days: values.days ?? TRIAL_DEFAULT_DAYS,
      daily_cap: values.daily_cap ?? TRIAL_DEFAULT_DAILY_CAP,
      whatsapp: values.whatsapp.trim(),
    });
    if ('error' in res) {
      form.setFields(Object.entries(fieldErrorsByName(res.error)).map(([name, error]) => ({ name: name as keyof Fields, errors: [error] })));
      return showError(errorMessage(res.error, MSG.fillAllCorrectly));
    }
    message.success(res.data.message);
  }

  async function newAddress() {
    if (!(await confirm('Deseja gerar um novo endereço?', 'O endereço atual deixa de funcionar: quem tiver o link antigo não conseguirá gerar testes.')))
      return;
    const res = await renew();
    if ('error' in res) showError(errorMessage(res.error, MSG.reloadAndRetry));
    else message.success(res.data.message);
  }

  return (
    <>
      {data.page && (
        <Space orientation="vertical" size={4} style={{ marginBottom: 16 }}>
          <Space wrap>
            <Typography.Text strong>Endereço da página:</Typography.Text>
            <Typography.Text copyable={{ text: url }} data-testid="trial-page-url">
              {url}
            </Typography.Text>
            {data.page.enabled ? <Tag color="success">Ligada</Tag> : <Tag>Desligada</Tag>}
          </Space>
          <Typography.Text type="secondary" data-testid="trial-page-counts">
            Testes gerados pela página: {data.today} hoje, {data.total} no total.
          </Typography.Text>
          <Space wrap>
            {data.page.enabled && (
              <Button href={url} target="_blank" rel="noreferrer">
                Abrir página
              </Button>
            )}
            <Button onClick={() => void newAddress()} loading={renewing}>
              Gerar novo endereço
            </Button>
          </Space>
        </Space>
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={fieldsOf(data)}
        onFinish={(values) => void submit(values)}
        requiredMark={false}
        onValuesChange={(changed: Partial<Fields>) => {
          // Another kind: its first package and its longest duration.
          if (changed.kind) {
            const next = data.options.find((o) => o.kind === changed.kind)!;
            form.setFieldsValue({ package_id: next.packages[0]?.id ?? null, test_hours: next.hours.at(-1)! });
          }
        }}
      >
        <Form.Item label={TRIAL_FIELDS.enabled} name="enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label={TRIAL_FIELDS.kind} name="kind">
          <Select options={data.options.map((o) => ({ value: o.kind, label: o.label }))} />
        </Form.Item>
        <Form.Item label={TRIAL_FIELDS.package_id} name="package_id" rules={[{ required: true, message: `O campo ${TRIAL_FIELDS.package_id} é necessário.` }]}>
          <Select options={option.packages.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item label={TRIAL_FIELDS.test_hours} name="test_hours">
          <Select options={option.hours.map((h) => ({ value: h, label: `${h} ${h === 1 ? 'hora' : 'horas'}` }))} />
        </Form.Item>
        <Space wrap>
          <Form.Item label={TRIAL_FIELDS.days} name="days">
            <InputNumber min={1} max={TRIAL_DAYS_MAX} precision={0} />
          </Form.Item>
          <Form.Item label={TRIAL_FIELDS.daily_cap} name="daily_cap">
            <InputNumber min={1} max={TRIAL_DAILY_CAP_MAX} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item
          label={TRIAL_FIELDS.whatsapp}
          name="whatsapp"
          extra="Com DDD. O visitante fala com você por este número; em branco, a página não mostra o botão."
        >
          <Input inputMode="tel" autoComplete="off" placeholder="(11) 98888-7777" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
      </Form>
    </>
  );
}
