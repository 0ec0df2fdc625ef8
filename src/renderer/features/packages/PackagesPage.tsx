// /packages 'Pacotes e Planos' (admin): what the creation screens offer — IPTV ready packages, IPTV
// bouquets (custom packages) and the P2P plans. Add, rename, and delete what no line uses.
import { Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import type { LinePackage } from '../../../shared/lines/schemas';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { SuccessBanner } from '../../components/SuccessBanner';
import { useConfirm, useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { actionsColumn, ListTable } from '../../components/lists';
import { ActionModal } from '../lines/ActionModal';
import { useAddPackageMutation, useDeletePackageMutation, useLinePackagesQuery, useRenamePackageMutation } from './api';

const GROUPS: { kind: LinePackage['kind']; title: string }[] = [
  { kind: 'iptv_package', title: 'Pacotes IPTV' },
  { kind: 'iptv_bouquet', title: 'Bouquets IPTV (pacote personalizado)' },
  { kind: 'p2p_product', title: 'Planos P2P' },
];

export default function PackagesPage() {
  const { data = [], isFetching, error } = useLinePackagesQuery();
  useLoadErrorDialog(error);
  const [add] = useAddPackageMutation();
  const [rename] = useRenamePackageMutation();
  const [remove] = useDeletePackageMutation();
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const [notice, setNotice] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<LinePackage | null>(null);

  /** Shows the answer's message, or the server's error; true when it went through. */
  async function done(res: { data?: { message: string }; error?: unknown }) {
    if (res.error || !res.data) {
      showError(errorMessage(res.error, MSG.fillAllCorrectly));
      return false;
    }
    setNotice(res.data.message);
    return true;
  }

  return (
    <div>
      <Typography.Title level={3}>Pacotes e Planos</Typography.Title>
      {notice && (
        <div style={{ marginBottom: 16 }}>
          <SuccessBanner title={notice} onClose={() => setNotice(null)} />
        </div>
      )}
      <Row gutter={[16, 16]}>
        {GROUPS.map(({ kind, title }) => (
          <Col key={kind} xs={24} xxl={8}>
            <Card title={title}>
              <AddForm label={title} onAdd={async (name) => done(await add({ kind, name }))} />
              <ListTable<LinePackage>
                rowKey="id"
                loading={isFetching}
                scroll={{ x: 'max-content' }}
                rows={data.filter((p) => p.kind === kind)}
                columns={[
                  { title: 'ID', dataIndex: 'id', width: 60 },
                  { title: 'Nome', dataIndex: 'name' },
                  { title: 'Linhas', dataIndex: 'lines', width: 70 },
                  actionsColumn<LinePackage>((p) => (
                    <Space>
                      <Button size="small" onClick={() => setRenaming(p)}>
                        Renomear
                      </Button>
                      <Button size="small" danger onClick={async () => (await confirm(`Deseja excluir o pacote ${p.name}?`)) && done(await remove(p.id))}>
                        Excluir
                      </Button>
                    </Space>
                  )),
                ]}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {renaming && (
        <ActionModal<{ name: string }>
          title={`Renomear ${renaming.name}`}
          okText="Salvar"
          initialValues={{ name: renaming.name }}
          onClose={() => setRenaming(null)}
          onSubmit={async ({ name }) => done(await rename({ id: renaming.id, name: name?.trim() ?? '' }))}
        >
          <Form.Item label="Nome" name="name">
            <Input maxLength={100} autoFocus />
          </Form.Item>
        </ActionModal>
      )}
    </div>
  );
}

/** A name and 'Adicionar'; the field empties after a success. */
function AddForm({ label, onAdd }: { label: string; onAdd: (name: string) => Promise<boolean> }) {
  const [form] = Form.useForm<{ name?: string }>();
  return (
    <Form form={form} layout="inline" style={{ marginBottom: 12 }} onFinish={async ({ name }) => (await onAdd(name?.trim() ?? '')) && form.resetFields()}>
      <Form.Item name="name" style={{ flex: 1 }}>
        <Input aria-label={`Novo item de ${label}`} placeholder="Nome" maxLength={100} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        Adicionar
      </Button>
    </Form>
  );
}
