// What the two migrators share: sending the migrated line (one request id per action, reused on a
// retry so the server charges once), the error dialog, the result banner, and the screen's frame.
import { useState, type ReactNode } from 'react';
import { Form, Select, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { endOfDayOf } from '../../../shared/dates';
import { plural } from '../../../shared/format';
import { migratorCredits } from '../../../shared/lines/texts';
import type { PackageOption } from '../../../shared/lines/schemas';
import { MSG } from '../../../shared/messages';
import { useProfileQuery } from '../../api/account';
import { isAdmin } from '../../app/visibility';
import { useApiErrorDialog, useConfirm, useErrorDialog } from '../../components/dialogs';
import type { LineResult } from '../lines/api';
import { FieldColumn, LineFormFrame } from '../lines/createForm';
import { useRequestId } from '../lines/useRequestId';
import { useMigrateMutation, type MigratorKind } from './api';

/** The typed expiry's hint; rules.ts parses it. */
export const EXPIRY_PLACEHOLDER = 'dd/mm/aaaa';

/** What a migrated line until `day` (YYYY-MM-DD) costs, as the server charges it: the whole months, rounded up, at least 1 credit. */
export function migrationCost(day: string, admin = false, now = Date.now()): string {
  const months = migratorCredits(endOfDayOf(day), now);
  const until = dayjs(day).format('DD/MM/YYYY');
  return `${plural(months, 'mês', 'meses')} até ${until}: ${admin ? 'sem cobrança (administrador)' : `${plural(months, 'crédito', 'créditos')} do seu saldo`}.`;
}

export function useMigrator(kind: MigratorKind, form: FormInstance) {
  const [migrate, { isLoading }] = useMigrateMutation();
  const requestId = useRequestId();
  const showError = useErrorDialog();
  const showApiError = useApiErrorDialog();
  const confirm = useConfirm();
  const { data: profile } = useProfileQuery();
  const admin = profile ? isAdmin(profile) : false;
  const [migrated, setMigrated] = useState<LineResult | null>(null);

  /**
   * Says what it costs and asks Sim/Não first (nothing is charged before the user saw the months and
   * credits); resolves true once the line exists here; a failure shows the server's text and keeps the form.
   */
  async function send(body: Record<string, unknown>, line: { username: string; day: string }) {
    if (!(await confirm(`Deseja migrar o usuário ${line.username}?`, migrationCost(line.day, admin)))) return false;
    const res = await migrate({ kind, body, requestId: requestId.take() });
    if ('error' in res) {
      showApiError(res.error, MSG.fillAllCorrectly);
      return false;
    }
    requestId.reset();
    setMigrated(res.data);
    form.resetFields();
    return true;
  }
  return { send, isLoading, migrated, dismiss: () => setMigrated(null), changed: requestId.reset, showError, showApiError, admin };
}

interface FrameProps<T> {
  title: string;
  form: FormInstance<T>;
  onFinish: (values: T) => void;
  migrator: ReturnType<typeof useMigrator>;
  busy: boolean;
  /** The package select: its field name in the request and its options. */
  packageField: string;
  packages: { data?: PackageOption[]; isLoading: boolean };
  /** The fields between the package and the note. */
  children: ReactNode;
}

/** Title, result banner, and the form: package, the page's fields, note and the 'Migrar' button. */
export function MigratorFrame<T>({ title, form, onFinish, migrator, busy, packageField, packages, children }: FrameProps<T>) {
  return (
    <LineFormFrame<T>
      title={title}
      created={migrator.migrated}
      onDismiss={migrator.dismiss}
      form={form}
      onFinish={onFinish}
      onValuesChange={migrator.changed}
      noteLabel="Nota"
      submitText="Migrar"
      busy={busy}
    >
      <FieldColumn>
        <Form.Item label="Pacote" name={packageField}>
          <Select loading={packages.isLoading} placeholder=".::SELECIONE::." options={(packages.data ?? []).map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
      </FieldColumn>
      {children}
    </LineFormFrame>
  );
}
