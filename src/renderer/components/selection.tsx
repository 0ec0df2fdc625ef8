// What a list does with the rows selected in it (issue 26), for the line lists and 'Vencimentos': the
// selection is read against the rows the list holds now, so a row that left them (renewed out of its
// tab, deleted, filtered out) is neither counted nor acted on, and does not come back selected; a
// button that acts on the selection is off, with the reason on hover, while it has nothing to act on.
import { useEffect, useMemo, useState, type Key } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { plural } from '../../shared/format';
import { Text } from './typography';

export function useSelection<T>(rows: readonly T[] | undefined, rowKey: (row: T) => Key) {
  const [keys, setKeys] = useState<ReadonlySet<Key>>(() => new Set());
  const selected = useMemo(() => (keys.size === 0 || !rows ? [] : rows.filter((row) => keys.has(rowKey(row)))), [rows, keys, rowKey]);
  // A key whose row is gone is forgotten (rows not loaded yet forget nothing).
  useEffect(() => {
    if (rows && selected.length < keys.size) setKeys(new Set(selected.map(rowKey)));
  }, [rows, selected, keys, rowKey]);
  return {
    selected,
    keys: useMemo(() => selected.map(rowKey), [selected, rowKey]),
    setKeys: (next: readonly Key[]) => setKeys(new Set(next)),
    clear: () => setKeys(new Set()),
  };
}

/** A button that acts on the selection: off while `reason` says why it has nothing to act on (shown on hover). */
export function SelectionButton({ reason, ...button }: Omit<ButtonProps, 'disabled'> & { reason: string | null }) {
  return (
    <Tooltip title={reason}>
      <Button {...button} disabled={reason !== null} />
    </Tooltip>
  );
}

/** '1 selecionada', '2 selecionadas'; nothing while none is. */
export function SelectionCount({ count }: { count: number }) {
  return count > 0 ? <Text>{plural(count, 'selecionada', 'selecionadas')}</Text> : null;
}
