// /dns-activator (permission dns_activators): 'Gerenciar DNS', one card per activator with its name, a
// DNS field and 'Atualizar DNS' (spec sections 2 and 5). The account adds and removes its own
// activators here too (docs/decisions.md: the spec shows no other place where they come from).
import { useEffect, useState } from 'react';
import { Button, Card, Col, Empty, Form, Input, Row, Space, Typography } from 'antd';
import { INFRA_MSG } from '../../../shared/infra/texts';
import type { DnsActivator } from '../../../shared/infra/schemas';
import { VALIDATION } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useConfirm, useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { useActivatorsQuery, useAddActivatorMutation, useDeleteActivatorMutation, useUpdateActivatorMutation } from './api';
import { useFeedback } from '../../components/feedback';

function ActivatorCard({ activator }: { activator: DnsActivator }) {
  const [dns, setDns] = useState(activator.dns);
  const [update, { isLoading }] = useUpdateActivatorMutation();
  const [remove] = useDeleteActivatorMutation();
  const showError = useErrorDialog();
  const confirm = useConfirm();
  const { message } = useFeedback();
  useEffect(() => setDns(activator.dns), [activator.dns]);

  async function save() {
    if (!dns.trim()) return showError(INFRA_MSG.activatorEmpty);
    const res = await update({ id: activator.id, dns: dns.trim() });
    if ('error' in res) return showError(errorMessage(res.error, INFRA_MSG.dnsUpdateError));
    void message.success(res.data.message);
  }
  async function drop() {
    if (!(await confirm(`Deseja excluir o ativador ${activator.ativador}?`))) return;
    const res = await remove(activator.id);
    if ('error' in res) return showError(errorMessage(res.error, INFRA_MSG.dnsUpdateError));
    void message.success(res.data.message);
  }

  return (
    <Card
      title={activator.ativador}
      size="small"
      extra={
        <Button type="link" danger onClick={drop}>
          Excluir
        </Button>
      }
    >
      <Form layout="vertical" onFinish={save}>
        <Form.Item label="DNS" htmlFor={`activator-${activator.id}`}>
          <Input id={`activator-${activator.id}`} value={dns} onChange={(e) => setDns(e.target.value)} maxLength={260} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Atualizar DNS
        </Button>
      </Form>
    </Card>
  );
}

function AddActivator() {
  const [name, setName] = useState('');
  const [dns, setDns] = useState('');
  const [add, { isLoading }] = useAddActivatorMutation();
  const showError = useErrorDialog();
  const { message } = useFeedback();
  async function submit() {
    if (!name.trim()) return showError(VALIDATION.required('Ativador'));
    if (!dns.trim()) return showError(INFRA_MSG.activatorEmpty);
    const res = await add({ ativador: name.trim(), dns: dns.trim() });
    if ('error' in res) return showError(errorMessage(res.error, INFRA_MSG.dnsUpdateError));
    void message.success(res.data.message);
    setName('');
    setDns('');
  }
  return (
    <Card title="Adicionar ativador" size="small">
      <Form layout="inline" onFinish={submit}>
        <Form.Item label="Ativador" htmlFor="new-activator-name">
          <Input id="new-activator-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
        </Form.Item>
        <Form.Item label="DNS" htmlFor="new-activator-dns">
          <Input id="new-activator-dns" value={dns} onChange={(e) => setDns(e.target.value)} maxLength={260} />
        </Form.Item>
        <Button htmlType="submit" loading={isLoading}>
          Adicionar
        </Button>
      </Form>
    </Card>
  );
}

export default function DnsActivatorPage() {
  const { data, error } = useActivatorsQuery();
  useLoadErrorDialog(error, INFRA_MSG.dnsListError);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Gerenciar DNS
      </Typography.Title>
      <AddActivator />
      {data && data.data.length === 0 && <Empty description="Nenhum ativador cadastrado." />}
      <Row gutter={[16, 16]}>
        {data?.data.map((a) => (
          <Col key={a.id} xs={24} md={12} xl={8}>
            <ActivatorCard activator={a} />
          </Col>
        ))}
      </Row>
    </Space>
  );
}
