// /migration-iptv: brings a line from another panel by its list URL (`...?username=U&password=P`).
// The URL is checked with the server first; then the expiry is asked (dd/mm/yyyy) and the line is
// created, charging the whole months until then. The result shows the credentials and links to copy.
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import type { VerifiedMigration } from '../../../shared/lines/schemas';
import { LINES_UI_MSG, MSG } from '../../../shared/messages';
import { removeEmpty } from '../../../shared/validation';
import { getRegPassword } from '../../app/session';
import { useIptvPackagesQuery } from '../lines/api';
import { parseMigratorExpiry, parseMigratorUrl } from '../lines/rules';
import { useVerifyIptvMigrateMutation } from './api';
import { EXPIRY_PLACEHOLDER, MigratorFrame, migrationCost, useMigrator } from './migrator';
import { FieldColumn } from '../lines/createForm';

interface Fields {
  package?: number;
  url?: string;
  nota?: string;
}

/** A checked source waiting for its expiry. */
type Pending = { url: string; package: number; nota?: string } & VerifiedMigration;

export default function MigrationIptvPage() {
  const [form] = Form.useForm<Fields>();
  const packages = useIptvPackagesQuery({ ready: true, reg_password: getRegPassword() });
  const [verify, { isLoading: verifying }] = useVerifyIptvMigrateMutation();
  const migrator = useMigrator('iptv', form);
  const [pending, setPending] = useState<Pending | null>(null);

  async function submit(values: Fields) {
    const url = values.url?.trim();
    if (!url || !values.package) return migrator.showError(LINES_UI_MSG.fillAllFields);
    const parsed = parseMigratorUrl(url);
    if ('error' in parsed) return migrator.showError(parsed.error);
    const res = await verify(url);
    if ('error' in res) return migrator.showApiError(res.error, MSG.fillAllCorrectly);
    setPending({ url, package: values.package, nota: values.nota, ...res.data });
  }

  async function migrate(exp_date: string) {
    const { url, package: pkg, username, password, nota } = pending!;
    if (await migrator.send({ url, package: pkg, user: removeEmpty({ username, password, exp_date, nota }) }, { username, day: exp_date })) setPending(null);
  }

  return (
    <>
      <MigratorFrame title="Migrador IPTV" form={form} onFinish={submit} migrator={migrator} busy={verifying} packageField="package" packages={packages}>
        <FieldColumn>
          <Form.Item label="URL da lista" name="url">
            <Input autoComplete="off" placeholder="http://dominio/get.php?username=...&password=..." />
          </Form.Item>
        </FieldColumn>
      </MigratorFrame>
      {pending && (
        <ExpiryPrompt
          username={pending.username}
          admin={migrator.admin}
          busy={migrator.isLoading}
          onTyped={migrator.changed}
          onConfirm={migrate}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}

/** Asks the migrated line's expiry; a date that is not a real day from today on is refused here. */
function ExpiryPrompt(props: {
  username: string;
  admin: boolean;
  busy: boolean;
  onTyped: () => void;
  onConfirm: (date: string) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The cost shows as soon as the typed day is valid, before anything is confirmed.
  const valid = parseMigratorExpiry(typed);
  function confirm() {
    const expiry = parseMigratorExpiry(typed);
    if ('error' in expiry) return setError(expiry.error);
    props.onConfirm(expiry.date);
  }
  return (
    <Modal
      open
      title="Data de vencimento"
      okText="Migrar"
      cancelText="Cancelar"
      confirmLoading={props.busy}
      onOk={confirm}
      onCancel={props.onCancel}
      mask={{ closable: true }}
    >
      <Form layout="vertical" onFinish={confirm}>
        <Form.Item
          label={`Vencimento de ${props.username}`}
          htmlFor="migrator-expiry"
          validateStatus={error ? 'error' : undefined}
          help={error ?? ('date' in valid ? migrationCost(valid.date, props.admin) : undefined)}
        >
          <Input
            id="migrator-expiry"
            autoFocus
            inputMode="numeric"
            maxLength={10}
            placeholder={EXPIRY_PLACEHOLDER}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
              props.onTyped();
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
