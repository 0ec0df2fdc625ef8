// Picks an account of the caller's network: searches the reseller list (100 a page) 500 ms after typing.
import { useState } from 'react';
import { Select } from 'antd';
import { CALLS } from '../../../shared/calls';
import { useProfileQuery } from '../../api/account';
import { mayCall } from '../../app/visibility';
import { useResellersQuery } from './api';
import { useDebounced } from './ListResellersPage';

export const PICKER_DEBOUNCE_MS = 500;

type PickerProps = { value?: number; onChange: (id: number | undefined) => void; placeholder: string };

/** Shown to whoever has a network to pick from (the list call would refuse anyone else). */
export function ResellerPicker(props: PickerProps) {
  const { data: profile } = useProfileQuery();
  return profile && mayCall(CALLS.resellers)(profile) ? <NetworkPicker {...props} /> : null;
}

function NetworkPicker({ value, onChange, placeholder }: PickerProps) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), PICKER_DEBOUNCE_MS);
  const { data, isFetching } = useResellersQuery({ page: 1, per_page: 100, search: search || undefined });
  return (
    <Select
      aria-label="Revenda"
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      value={value}
      placeholder={placeholder}
      loading={isFetching}
      onChange={(v) => onChange(v ?? undefined)}
      options={(data?.data ?? []).map((r) => ({ label: `${r.id} - ${r.username}`, value: r.id }))}
      style={{ minWidth: 240 }}
    />
  );
}
