// The MAC field of 'Ativar Prime': the user types letters and digits, the field shows pairs split by
// colons, at most 12 of them (17 characters).
import { Input } from 'antd';
import { formatMac, MAC_LENGTH } from './rules';

export function MacInput({ value = '', onChange, id }: { value?: string; onChange?: (mac: string) => void; id?: string }) {
  return (
    <Input
      id={id}
      value={value}
      maxLength={MAC_LENGTH}
      placeholder="00:00:00:00:00:00"
      autoComplete="off"
      onChange={(e) => onChange?.(formatMac(e.target.value))}
    />
  );
}
