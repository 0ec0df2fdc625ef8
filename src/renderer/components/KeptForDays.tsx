// The admin's 'for how many days' of a kind of record ('Alterações', 'Lixeira'): a number and 'Salvar'.
import { useState } from 'react';
import { Button, InputNumber, Space, Typography } from 'antd';
import { MSG } from '../../shared/messages';
import { errorMessage, type QueryError } from '../api/base';
import { useErrorDialog } from './dialogs';
import { useFeedback } from './feedback';

export interface KeptForDaysProps {
  /** What is kept, before the number ('Guardar as alterações por'). */
  lead: string;
  /** The field's accessible name. */
  label: string;
  /** The days kept now; none yet (the list still loading): nothing shown. */
  days: number | undefined;
  min: number;
  max: number;
  save: (days: number) => Promise<{ data: { message: string } } | { error: unknown }>;
}

export function KeptForDays({ days, ...props }: KeptForDaysProps) {
  // Keyed by the days: the field starts again from a new value saved elsewhere.
  return days === undefined ? null : <DaysForm key={days} days={days} {...props} />;
}

function DaysForm({ lead, label, days, min, max, save }: KeptForDaysProps & { days: number }) {
  const [value, setValue] = useState<number | null>(days);
  const [saving, setSaving] = useState(false);
  const { message } = useFeedback();
  const showError = useErrorDialog();
  async function submit() {
    setSaving(true);
    const res = await save(value ?? 0).finally(() => setSaving(false));
    if ('error' in res) showError(errorMessage(res.error as QueryError, MSG.fillAllCorrectly));
    else message.success(res.data.message);
  }
  return (
    <Space wrap style={{ marginTop: 12 }}>
      <Typography.Text>{lead}</Typography.Text>
      <InputNumber aria-label={label} min={min} max={max} precision={0} value={value} onChange={setValue} />
      <Typography.Text>dias</Typography.Text>
      <Button onClick={() => void submit()} loading={saving}>
        Salvar
      </Button>
    </Space>
  );
}
