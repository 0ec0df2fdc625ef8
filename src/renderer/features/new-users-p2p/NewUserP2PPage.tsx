// /new-user-p2p 'Cadastro de Usuário Novo P2P': official or test, name, plan, credits (official),
// whatsapp, note; the test always lasts 6 hours. The result shows Copy and Copy Simple.
import { useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { NEW_P2P_TEST_HOURS, welcomeText } from '../../../shared/copy-messages';
import { CREDIT_OPTIONS } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import { removeEmpty, sanitize, validate } from '../../../shared/validation';
import { errorMessage } from '../../api/base';
import { useErrorDialog, useValidationWarning } from '../../components/dialogs';
import { SuccessBanner } from '../../components/SuccessBanner';
import { useCreateLineMutation, useNewP2pPackagesQuery, type LineResult } from '../lines/api';
import { useRequestId } from '../lines/useRequestId';

interface Fields {
  isOficial: boolean;
  name?: string;
  productid?: number | string;
  credits: number;
  whatsapp?: string;
  nota?: string;
}

export default function NewUserP2PPage() {
  const [form] = Form.useForm<Fields>();
  const official = Form.useWatch('isOficial', form) ?? true;
  const { data: plans = [], isLoading: plansLoading } = useNewP2pPackagesQuery();
  const [create, { isLoading }] = useCreateLineMutation();
  const requestId = useRequestId();
  const showError = useErrorDialog();
  const warn = useValidationWarning();
  const [created, setCreated] = useState<LineResult | null>(null);

  async function submit(values: Fields) {
    const errors = validate(values as unknown as Record<string, unknown>, {
      name: { label: 'Nome', required: true, min: 3, max: 32 },
      productid: { label: 'Plano', required: true },
      whatsapp: { label: 'Whatsapp', type: 'phone' },
      nota: { label: 'Nota', max: 255 },
    });
    if (warn(errors)) return;
    const body = removeEmpty({
      ...values,
      name: values.name!.trim(),
      credits: values.isOficial ? values.credits : undefined,
      test_hours: values.isOficial ? undefined : NEW_P2P_TEST_HOURS,
      whatsapp: values.whatsapp ? values.whatsapp.replace(/\D/g, '') : 0,
      nota: values.nota ? sanitize(values.nota) : undefined,
    });
    const res = await create({ kind: 'new-p2p', body, requestId: values.isOficial ? requestId.take() : undefined });
    if ('error' in res) return showError(errorMessage(res.error, MSG.fillAllCorrectly));
    requestId.reset();
    setCreated(res.data);
    form.resetFields();
  }

  const copy = (simple: boolean) => (created ? welcomeText(created, { simple, testHours: NEW_P2P_TEST_HOURS }) : '');
  return (
    <div>
      <Typography.Title level={3}>Cadastro de Usuário Novo P2P</Typography.Title>
      {created && (
        <div style={{ marginBottom: 16 }}>
          <SuccessBanner
            title={created.message ?? 'Usuário criado com sucesso!'}
            onClose={() => setCreated(null)}
            copies={[
              { label: 'Copy', text: copy(false) },
              { label: 'Copy Simple', text: copy(true) },
            ]}
          >
            <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{copy(false)}</pre>
          </SuccessBanner>
        </div>
      )}
      <Card>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ isOficial: true, credits: 1 }}
          onFinish={submit}
          onValuesChange={requestId.reset}
        >
          <Row gutter={16}>
            <Col xs={24}>
              <Form.Item label="Oficial" name="isOficial" valuePropName="checked">
                <Switch checkedChildren="Oficial" unCheckedChildren="Teste" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Nome" name="name">
                <Input autoComplete="off" maxLength={32} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Plano" name="productid">
                <Select loading={plansLoading} placeholder=".::SELECIONE::." options={plans.map((p) => ({ value: p.id, label: p.name }))} />
              </Form.Item>
            </Col>
            {official ? (
              <Col xs={24} md={12}>
                <Form.Item label="Créditos" name="credits">
                  <Select options={CREDIT_OPTIONS.map((o) => ({ value: o.credits, label: o.label }))} />
                </Form.Item>
              </Col>
            ) : (
              <Col xs={24} md={12}>
                <Form.Item label="Horas de teste">
                  <Input value={`${NEW_P2P_TEST_HOURS} horas`} disabled />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={12}>
              <Form.Item label="Whatsapp" name="whatsapp" extra="Somente números, com o código do país (ex.: 5511987654321).">
                <Input inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item label="Nota" name="nota">
                <Input.TextArea rows={3} maxLength={255} />
              </Form.Item>
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
