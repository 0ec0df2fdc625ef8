// Picks an account of the caller's network: searches the reseller list (100 a page) 500 ms after typing.
import { useState } from 'react';
import { Select } from 'antd';
import { CALLS } from '../../../shared/calls';
import { useProfileQuery } from '../../api/account';
import { mayCall } from '../../app/visibility';
import { useResellersQuery } from './api';
import { useDebounced } from '../../components/lists';

export const PICKER_DEBOUNCE_MS = 500;

type PickerProps = {
  value?: number;
  /** Optional inside a Form.Item, which passes value and onChange itself. */
  onChange?: (id: number | undefined) => void;
  placeholder: string;
  /** The field's accessible name (default 'Revenda'). */
  label?: string;
  /** Also offers the caller's own account, first (e.g. as a reseller's new owner). */
  includeMe?: boolean;
  /** An account not to offer (e.g. the reseller being edited). */
  exclude?: number;
};

/** Shown to whoever has a network to pick from (the list call would refuse anyone else). */
export function ResellerPicker(props: PickerProps) {
  const { data: profile } = useProfileQuery();
  return profile && mayCall(CALLS.resellers)(profile) ? <NetworkPicker {...props} /> : null;
}

function NetworkPicker({ value, onChange, placeholder, label = 'Revenda', includeMe = false, exclude }: PickerProps) {
  const { data: me } = useProfileQuery();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), PICKER_DEBOUNCE_MS);
  const { data, isFetching } = useResellersQuery({ page: 1, per_page: 100, search: search || undefined });
  return (
    <Select
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      value={value}
      placeholder={placeholder}
      loading={isFetching}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={[
        ...(includeMe && me ? [{ label: `${me.id} - ${me.username} (você)`, value: me.id }] : []),
        ...(data?.data ?? []).filter((r) => r.id !== exclude).map((r) => ({ label: `${r.id} - ${r.username}`, value: r.id })),
      ]}
      style={{ minWidth: 240 }}
    />
  );
}
