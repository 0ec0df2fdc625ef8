// /user-iptv 'Cadastro de Usuário Oficial/Teste': official or test, username and whatsapp (numbers),
// test hours (test only), ready package or custom package (bouquets, free tags allowed), credits
// (official only) and note. The result shows Copy and Copy Simple.
import { Button, Card, Col, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { DEFAULT_TEST_HOURS, TEST_HOURS } from '../../../shared/domain';
import { removeEmpty, sanitize, validate } from '../../../shared/validation';
import { getRegPassword } from '../../app/session';
import { useValidationWarning } from '../../components/dialogs';
import { CreatedLineBanner } from '../lines/CreatedLineBanner';
import { useIptvPackagesQuery } from '../lines/api';
import { CreditsItem, NoteItem, OfficialSwitch, useCreateLineForm, WhatsappItem, whatsappDigits } from '../lines/createForm';
import { hoursLabel } from '../lines/rules';

interface Fields {
  isOficial: boolean;
  username?: string;
  whatsapp?: string;
  test_hours: number;
  isCustomPackage: boolean;
  package?: number | string;
  bouquets?: Array<number | string>;
  credits: number;
  nota?: string;
}

export default function UserIptvPage() {
  const [form] = Form.useForm<Fields>();
  const official = Form.useWatch('isOficial', form) ?? true;
  const custom = Form.useWatch('isCustomPackage', form) ?? false;
  const reg_password = getRegPassword();
  const { data: packages = [], isLoading: packagesLoading } = useIptvPackagesQuery({ ready: true, reg_password });
  const { data: bouquets = [], isLoading: bouquetsLoading } = useIptvPackagesQuery({ ready: false, reg_password }, { skip: !custom });
  const warn = useValidationWarning();
  const { send, isLoading, created, dismiss, onValuesChange } = useCreateLineForm('iptv', form);

  async function submit(values: Fields) {
    const errors = validate(values as unknown as Record<string, unknown>, {
      username: { label: 'Usuário', required: true, type: 'number', min: 4, max: 32 },
      whatsapp: { label: 'Whatsapp', type: 'phone' },
      ...(values.isCustomPackage ? { bouquets: { label: 'Bouquets', type: 'array', min: 1 } } : { package: { label: 'Pacote', required: true } }),
      nota: { label: 'Notas', max: 255 },
    });
    if (warn(errors)) return;
    const body = removeEmpty({
      ...values,
      username: values.username!.trim(),
      package: values.isCustomPackage ? undefined : values.package,
      bouquets: values.isCustomPackage ? values.bouquets : [],
      credits: values.isOficial ? values.credits : undefined,
      test_hours: values.isOficial ? undefined : values.test_hours,
      whatsapp: whatsappDigits(values.whatsapp),
      nota: values.nota ? sanitize(values.nota) : undefined,
      reg_password,
    });
    await send(body, values.isOficial);
  }

  return (
    <div>
      <Typography.Title level={3}>Cadastro de Usuário Oficial/Teste</Typography.Title>
      {created && <CreatedLineBanner line={created} onClose={dismiss} />}
      <Card>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ isOficial: true, isCustomPackage: false, credits: 1, test_hours: DEFAULT_TEST_HOURS }}
          onFinish={submit}
          onValuesChange={onValuesChange}
        >
          <Row gutter={16}>
            <Col xs={12}>
              <OfficialSwitch />
            </Col>
            <Col xs={12}>
              <Form.Item label="Pacote personalizado" name="isCustomPackage" valuePropName="checked">
                <Switch checkedChildren="Personalizado" unCheckedChildren="Pronto" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Usuário" name="username">
                <Input inputMode="numeric" autoComplete="off" maxLength={32} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <WhatsappItem />
            </Col>
            <Col xs={24} md={12}>
              {custom ? (
                <Form.Item label="Bouquets" name="bouquets">
                  <Select mode="tags" loading={bouquetsLoading} placeholder=".::SELECIONE::." options={bouquets.map((b) => ({ value: b.id, label: b.name }))} />
                </Form.Item>
              ) : (
                <Form.Item label="Pacote" name="package">
                  <Select loading={packagesLoading} placeholder=".::SELECIONE::." options={packages.map((p) => ({ value: p.id, label: p.name }))} />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} md={12}>
              {official ? (
                <CreditsItem />
              ) : (
                <Form.Item label="Horas de teste" name="test_hours">
                  <Select options={TEST_HOURS.map((h) => ({ value: h, label: hoursLabel(h) }))} />
                </Form.Item>
              )}
            </Col>
            <Col xs={24}>
              <NoteItem label="Notas" />
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Adicionar
          </Button>
        </Form>
      </Card>
    </div>
  );
}
