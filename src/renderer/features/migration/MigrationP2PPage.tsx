// /migration-p2p: brings a P2P line from another panel by its username and password, on one of the
// two plans and until the typed expiry (dd/mm/yyyy), charging the whole months until then.
import { Form, Input } from 'antd';
import { LINES_UI_MSG } from '../../../shared/messages';
import { removeEmpty } from '../../../shared/validation';
import { useNewP2pPackagesQuery } from '../lines/api';
import { parseMigratorExpiry } from '../lines/rules';
import { EXPIRY_PLACEHOLDER, MigratorFrame, migrationCost, useMigrator } from './migrator';
import { FieldColumn } from '../lines/createForm';

interface Fields {
  productid?: number;
  name?: string;
  pass?: string;
  endTime?: string;
  nota?: string;
}

export default function MigrationP2PPage() {
  const [form] = Form.useForm<Fields>();
  const plans = useNewP2pPackagesQuery();
  const migrator = useMigrator('p2p', form);
  const typed = parseMigratorExpiry(Form.useWatch('endTime', form) ?? '');

  async function submit(values: Fields) {
    const name = values.name?.trim();
    const pass = values.pass?.trim();
    if (!name || !pass || !values.productid) return migrator.showError(LINES_UI_MSG.fillAllFields);
    const expiry = parseMigratorExpiry(values.endTime ?? '');
    if ('error' in expiry) return migrator.showError(expiry.error);
    await migrator.send(removeEmpty({ name, pass, productid: values.productid, nota: values.nota, endTime: expiry.date }), {
      username: name,
      day: expiry.date,
    });
  }

  return (
    <MigratorFrame title="Migrador P2P" form={form} onFinish={submit} migrator={migrator} busy={migrator.isLoading} packageField="productid" packages={plans}>
      <FieldColumn>
        <Form.Item label="Usuário" name="name">
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
      </FieldColumn>
      <FieldColumn>
        <Form.Item label="Senha" name="pass">
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
      </FieldColumn>
      <FieldColumn>
        <Form.Item label="Vencimento" name="endTime" extra={'date' in typed ? migrationCost(typed.date, migrator.admin) : undefined}>
          <Input inputMode="numeric" maxLength={10} placeholder={EXPIRY_PLACEHOLDER} />
        </Form.Item>
      </FieldColumn>
    </MigratorFrame>
  );
}
