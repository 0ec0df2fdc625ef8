// /smart-app (spec sections 2, 5 and 7): the smart app users of the caller's lines: username, MAC,
// device id and generated-at, with delete; a create-user modal (MAC, device id, the IPTV line; app 1)
// and a reset-MAC modal (a new MAC for a row's device). Delete and reset ask for confirmation.
import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { CATALOGUE_MSG, MAC_PATTERN } from '../../../shared/catalogue/texts';
import type { SmartUser } from '../../../shared/catalogue/schemas';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useConfirm, useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { actionsColumn, ListTable, shortList, textColumns } from '../../components/lists';
import { MacInput } from '../lines/MacInput';
import { useCreateSmartUserMutation, useDeleteSmartUserMutation, useResetSmartMacMutation, useSmartLinesQuery, useSmartUsersQuery } from './api';
import { ScreenHeader } from '../../components/ScreenHeader';
import { useFeedback } from '../../components/feedback';

/** Spec section 9: the smart-user app value is 1. */
const APP = 1;
interface Fields {
  mac: string;
  id_device: string;
  username: string;
}

function UserModal({ mode, initial, onClose }: { mode: 'create' | 'reset'; initial?: Fields; onClose: () => void }) {
  const [form] = Form.useForm<Fields>();
  const lines = useSmartLinesQuery(undefined, { skip: mode !== 'create' });
  const [create, { isLoading: creating }] = useCreateSmartUserMutation();
  const [reset, { isLoading: resetting }] = useResetSmartMacMutation();
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const { message } = useFeedback();

  async function submit(values: Fields) {
    if (mode === 'reset' && !(await confirm('Deseja resetar o MAC deste usuário?'))) return;
    const body = { mac: values.mac, id_device: values.id_device.trim(), username: values.username, app: APP };
    const res = mode === 'create' ? await create(body) : await reset(body);
    if ('error' in res) return showError(errorMessage(res.error, MSG.fillAllCorrectly));
    void message.success(res.data.message);
    onClose();
  }

  return (
    <Modal
      open
      title={mode === 'create' ? 'Criar usuário' : 'Resetar MAC'}
      onCancel={onClose}
      mask={{ closable: true }}
      okText={mode === 'create' ? 'Criar' : 'Resetar'}
      cancelText="Cancelar"
      confirmLoading={creating || resetting}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" initialValues={initial ?? { mac: '', id_device: '', username: undefined }} onFinish={submit}>
        <Form.Item
          name="mac"
          label={mode === 'create' ? 'MAC' : 'Novo MAC'}
          rules={[{ validator: async (_, value: string) => (MAC_PATTERN.test(value ?? '') ? undefined : Promise.reject(new Error(CATALOGUE_MSG.macInvalid))) }]}
        >
          <MacInput />
        </Form.Item>
        <Form.Item name="id_device" label="ID do dispositivo" rules={[{ required: true, whitespace: true, message: CATALOGUE_MSG.smartDeviceRequired }]}>
          <Input maxLength={64} disabled={mode === 'reset'} />
        </Form.Item>
        <Form.Item name="username" label="Linha IPTV" rules={[{ required: true, message: CATALOGUE_MSG.smartLinePick }]}>
          {mode === 'create' ? (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Selecione a linha"
              loading={lines.isFetching}
              options={(lines.data ?? []).map((l) => ({ value: l.username, label: l.username }))}
            />
          ) : (
            <Input disabled />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function SmartAppPage() {
  const { data, isFetching, error } = useSmartUsersQuery();
  useLoadErrorDialog(error);
  const [remove] = useDeleteSmartUserMutation();
  const [modal, setModal] = useState<{ mode: 'create' | 'reset'; initial?: Fields } | null>(null);
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const { message } = useFeedback();

  async function del(row: SmartUser) {
    if (!(await confirm(`Deseja excluir o usuário ${row.mac}?`))) return;
    const res = await remove(row.id);
    if ('error' in res) return showError(errorMessage(res.error, MSG.reloadAndRetry));
    void message.success(res.data.message);
  }

  return (
    <div>
      <ScreenHeader title="Usuários Smart App">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ mode: 'create' })}>
          Criar usuário
        </Button>
      </ScreenHeader>
      <ListTable<SmartUser>
        rowKey="id"
        loading={isFetching}
        rows={data}
        {...shortList(10)}
        empty="Nenhum usuário do app."
        columns={[
          { title: 'Usuário', key: 'username', render: (_: unknown, row) => row.iptv.username },
          ...textColumns<SmartUser>({ MAC: 'mac', 'ID do dispositivo': 'id_device', 'Gerado em': 'created_formatted' }),
          actionsColumn<SmartUser>((row) => (
            <Space>
              <Button
                size="small"
                icon={<SyncOutlined />}
                onClick={() => setModal({ mode: 'reset', initial: { mac: '', id_device: row.id_device, username: row.iptv.username } })}
              >
                Resetar MAC
              </Button>
              <Button size="small" danger icon={<DeleteOutlined />} onClick={() => del(row)}>
                Excluir
              </Button>
            </Space>
          )),
        ]}
      />
      {modal && <UserModal mode={modal.mode} initial={modal.initial} onClose={() => setModal(null)} />}
    </div>
  );
}
