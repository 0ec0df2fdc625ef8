// The one field of the panel for money (R$) and credits. It takes a number as a Brazilian types it ('2,5',
// '2.5', '1.234,50': `parseAmount`), keeps the text as typed while the user types (no character dropped or
// added), shows it formatted once the field is left ('1.234,50'), and reports the number: null when empty,
// NaN when the text is no amount, so the form's check refuses it at the field instead of guessing. Entering
// a field that holds a value selects it, so what is typed replaces it.
import { useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { Input, type InputProps } from 'antd';
import { formatAmount, parseAmount } from '../../shared/format';

export interface AmountInputProps extends Omit<InputProps, 'value' | 'onChange' | 'prefix' | 'type'> {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** R$: the prefix, and two decimals when shown. */
  currency?: boolean;
}

export function AmountInput({ value = null, onChange, currency = false, onFocus, onBlur, onMouseDown, onMouseUp, ...input }: AmountInputProps) {
  const shown = (n: number | null) => (n !== null && Number.isFinite(n) ? formatAmount(n, currency) : '');
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (loaded, reset, cleared after sending) is shown; the field's own is already there.
  const [last, setLast] = useState(value);
  if (!Object.is(value, last)) {
    setLast(value);
    if (!Object.is(value, parseAmount(text))) setText(shown(value));
  }
  // The click that enters the field would put the caret where it landed on release: the value stays selected.
  const entering = useRef(false);

  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...input}
      prefix={currency ? 'R$' : undefined}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange?.(parseAmount(e.target.value));
      }}
      onFocus={(e: FocusEvent<HTMLInputElement>) => {
        e.target.select();
        onFocus?.(e);
      }}
      onMouseDown={(e: MouseEvent<HTMLInputElement>) => {
        entering.current = document.activeElement !== e.currentTarget;
        onMouseDown?.(e);
      }}
      onMouseUp={(e: MouseEvent<HTMLInputElement>) => {
        if (entering.current) e.preventDefault();
        entering.current = false;
        onMouseUp?.(e);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        const n = parseAmount(text);
        if (n !== null && Number.isFinite(n)) setText(shown(n));
        onBlur?.(e);
      }}
    />
  );
}
