// /user-iptv 'Cadastro de Usuário Oficial/Teste': official or test, username and whatsapp (numbers),
// test hours (test only), ready package or custom package (bouquets, free tags allowed), credits
// (official only) and note. The result shows Copy and Copy Simple.
import { Button, Card, Col, Form, Row, Select, Typography } from 'antd';
import { DEFAULT_TEST_HOURS, TEST_HOURS } from '../../../shared/domain';
import { phoneDigits, removeEmpty, validate } from '../../../shared/validation';
import { getRegPassword } from '../../app/session';
import { useValidationWarning } from '../../components/dialogs';
import { CreatedLineBanner } from '../lines/CreatedLineBanner';
import { IptvLineFields, iptvPackageBody, iptvPackageRules, type IptvPackageValues } from '../lines/IptvPackageFields';
import { CreditsItem, IPTV_FIELD_RULES, NoteItem, OfficialSwitch, useCreateLineForm} from '../lines/createForm';
import { hoursLabel } from '../lines/rules';

interface Fields extends IptvPackageValues {
  isOficial: boolean;
  username?: string;
  whatsapp?: string;
  test_hours: number;
  credits: number;
  nota?: string;
}

export default function UserIptvPage() {
  const [form] = Form.useForm<Fields>();
  const official = Form.useWatch('isOficial', form) ?? true;
  const reg_password = getRegPassword();
  const warn = useValidationWarning();
  const { send, isLoading, created, dismiss, onValuesChange } = useCreateLineForm('iptv', form);

  async function submit(values: Fields) {
    const errors = validate(values as unknown as Record<string, unknown>, { ...IPTV_FIELD_RULES, ...iptvPackageRules(values.isCustomPackage) });
    if (warn(errors)) return;
    const body = removeEmpty({
      ...values,
      username: values.username!.trim(),
      ...iptvPackageBody(values),
      credits: values.isOficial ? values.credits : undefined,
      test_hours: values.isOficial ? undefined : values.test_hours,
      whatsapp: phoneDigits(values.whatsapp),
      nota: values.nota,
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
            <Col xs={24}>
              <OfficialSwitch />
            </Col>
            <IptvLineFields form={form} />
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
