// The admin's 'Permissões' of one reseller: one switch per permission (what the spec's special ids
// opened), with what each opens. Saving takes effect on the reseller's next call, in every open window.
import { useEffect, useState } from 'react';
import { Alert, Modal, Space, Switch, Typography } from 'antd';
import { PERMISSION_INFO } from '../../../shared/rules';
import { PERMISSIONS, type Permission } from '../../../shared/domain';
import { MSG } from '../../../shared/messages';
import type { Reseller } from '../../../shared/network/schemas';
import { errorMessage } from '../../api/base';
import { useErrorDialog } from '../../components/dialogs';
import { useResellerPermissionsQuery, useSetResellerPermissionsMutation } from './api';
import { useFeedback } from '../../components/feedback';

export function PermissionsModal({ reseller, onClose }: { reseller: Reseller; onClose: () => void }) {
  const { data, error, isLoading } = useResellerPermissionsQuery(reseller.id);
  const [save, { isLoading: saving }] = useSetResellerPermissionsMutation();
  const [chosen, setChosen] = useState<Permission[]>([]);
  const { message } = useFeedback();
  const showError = useErrorDialog();
  useEffect(() => {
    if (data) setChosen(data.permissions);
  }, [data]);

  async function submit() {
    const res = await save({ id: reseller.id, permissions: chosen });
    if ('error' in res) return showError(errorMessage(res.error, MSG.reloadAndRetry));
    message.success(res.data.message);
    onClose();
  }

  return (
    <Modal
      open
      title={`Permissões: ${reseller.username}`}
      onCancel={onClose}
      onOk={submit}
      okText="Salvar"
      cancelText="Cancelar"
      okButtonProps={{ disabled: !data }}
      confirmLoading={saving}
      loading={isLoading}
      mask={{ closable: true }}
      destroyOnHidden
    >
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error, MSG.reloadAndRetry)} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          {PERMISSIONS.map((p) => (
            <Space key={p} align="start">
              <Switch
                aria-label={PERMISSION_INFO[p].label}
                checked={chosen.includes(p)}
                onChange={(on) => setChosen((now) => (on ? [...now, p] : now.filter((x) => x !== p)))}
              />
              <div>
                <Typography.Text strong>{PERMISSION_INFO[p].label}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{PERMISSION_INFO[p].opens}</Typography.Text>
              </div>
            </Space>
          ))}
        </Space>
      )}
    </Modal>
  );
}
