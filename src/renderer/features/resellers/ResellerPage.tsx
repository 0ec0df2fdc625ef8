// /reseller: reseller registration, then the welcome message with the panel link, login and password.
import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { MSG } from '../../../shared/messages';
import { passwordProblem } from '../../../shared/password';
import { removeEmpty, sanitize, validate } from '../../../shared/validation';
import { errorMessage } from '../../api/base';
import { getRegPassword } from '../../app/session';
import { useErrorDialog, useValidationWarning } from '../../components/dialogs';
import { SuccessBanner } from '../../components/SuccessBanner';
import { useCreateResellerMutation } from './api';
import { welcomeMessage } from './rules';

interface Fields {
  username?: string;
  password?: string;
  email?: string;
  email_contact?: string;
  credits?: number;
  sale?: number;
}

export default function ResellerPage() {
  const [form] = Form.useForm<Fields>();
  const showError = useErrorDialog();
  const warn = useValidationWarning();
  const [create, { isLoading }] = useCreateResellerMutation();
  const [welcome, setWelcome] = useState<string | null>(null);

  async function submit(values: Fields) {
    const errors = validate(values as Record<string, unknown>, {
      username: { label: 'Usuário', required: true, min: 3, max: 32 },
      password: { label: 'Senha', required: true, min: 4, max: 64 },
      email: { label: 'Whatsapp', type: 'phone' },
      email_contact: { label: 'E-mail', type: 'email' },
      credits: { label: 'Créditos', required: true, type: 'number' },
      sale: { label: 'Valor de venda por crédito', type: 'number' },
    });
    const problem = values.password ? passwordProblem(values.password) : null;
    if (problem) errors.push(problem);
    if (warn(errors)) return;
    const body = removeEmpty({ ...values, email: values.email ? sanitize(values.email).replace(/\D/g, '') : undefined, reg_password: getRegPassword() });
    const res = await create(body);
    if ('error' in res) {
      showError(errorMessage(res.error, MSG.fillAllCorrectly));
      return;
    }
    setWelcome(welcomeMessage(`${location.origin}/login`, res.data.username, values.password!));
    form.resetFields();
  }

  return (
    <div>
      <Typography.Title level={3}>Cadastro de Revenda</Typography.Title>
      {welcome && (
        <div style={{ marginBottom: 16 }}>
          <SuccessBanner title={MSG.resellerCreated} copies={[{ label: 'Copiar', text: welcome }]} onClose={() => setWelcome(null)}>
            <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="welcome-message">
              {welcome}
            </pre>
          </SuccessBanner>
        </div>
      )}
      <Card>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ credits: 0 }}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Usuário" name="username">
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Senha" name="password">
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Whatsapp" name="email" extra="Somente números, com o código do país (ex.: 5511987654321).">
                <Input inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="E-mail" name="email_contact">
                <Input type="email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Créditos" name="credits">
                <InputNumber min={0} step={1} precision={2} style={{ width: '100%' }} decimalSeparator="," />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Valor de venda por crédito" name="sale">
                <InputNumber min={0} step={0.5} precision={2} prefix="R$" style={{ width: '100%' }} decimalSeparator="," />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Cadastrar
          </Button>
        </Form>
      </Card>
    </div>
  );
}
