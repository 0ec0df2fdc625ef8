// /reseller: reseller registration, then the welcome message with the panel link, login and password.
import { useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { FIELD_HINTS, MSG } from '../../../shared/messages';
import { RESELLER_LOGIN_MAX } from '../../../shared/network/texts';
import { passwordProblem } from '../../../shared/password';
import { phoneDigits, removeEmpty, validateFields } from '../../../shared/validation';
import { fieldErrorsByName } from '../../api/base';
import { getRegPassword } from '../../app/session';
import { AmountInput } from '../../components/AmountInput';
import { useApiErrorDialog, useConfirm, useValidationWarning } from '../../components/dialogs';
import { limit, markFields, unmarkOnEdit } from '../../components/fields';
import { transferQuestion } from './modals';
import { SuccessBanner } from '../../components/SuccessBanner';
import { useCreateResellerMutation } from './api';
import { RESELLER_RULES, welcomeMessage } from './rules';

interface Fields {
  username?: string;
  password?: string;
  email?: string;
  email_contact?: string;
  credits?: number | null;
  sale?: number | null;
}

export default function ResellerPage() {
  const [form] = Form.useForm<Fields>();
  const showApiError = useApiErrorDialog();
  const warn = useValidationWarning();
  const confirm = useConfirm();
  const [create, { isLoading }] = useCreateResellerMutation();
  const [welcome, setWelcome] = useState<string | null>(null);

  async function submit(values: Fields) {
    const errors = validateFields(values as Record<string, unknown>, RESELLER_RULES);
    const problem = values.password ? passwordProblem(values.password) : null;
    if (problem) errors.password ??= problem;
    markFields(form, errors);
    if (warn(Object.values(errors))) return;
    // Initial credits leave the giver's balance: the amount is asked before anything moves.
    if (values.credits! > 0 && !(await confirm(transferQuestion(values.username!.trim(), values.credits!, values.sale ?? 0).question))) return;
    const body = removeEmpty({
      ...values,
      credits: values.credits ?? undefined,
      sale: values.sale ?? undefined,
      email: phoneDigits(values.email),
      reg_password: getRegPassword(),
    });
    const res = await create(body);
    if ('error' in res) {
      markFields(form, fieldErrorsByName(res.error));
      showApiError(res.error, MSG.fillAllCorrectly);
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
        <Form form={form} layout="vertical" onFinish={submit} onValuesChange={unmarkOnEdit(form)} requiredMark={false} initialValues={{ credits: 0 }}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Usuário" name="username" extra={FIELD_HINTS.login}>
                <Input autoComplete="off" {...limit(RESELLER_LOGIN_MAX)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Senha" name="password" extra={FIELD_HINTS.password}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="WhatsApp" name="email" extra={FIELD_HINTS.whatsapp}>
                <Input inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              {/* Our own pt-BR check, never the browser's tooltip: a plain text field. */}
              <Form.Item label="E-mail" name="email_contact" extra={FIELD_HINTS.email}>
                <Input inputMode="email" autoComplete="email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              {/* A typed -5 is refused with its message, never quietly turned into 0. */}
              <Form.Item label="Créditos" name="credits" extra={FIELD_HINTS.credits}>
                <AmountInput />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Valor de venda por crédito" name="sale">
                <AmountInput currency />
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
