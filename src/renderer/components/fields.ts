// The field side of every form's checks: a counter that shows a text's limit without cutting what
// was typed or pasted, and each field in error marked with its message under it.
import type { FormInstance } from 'antd';

/** Spread on an Input or TextArea: shows 'n / max' and turns red beyond it; the check refuses it. */
export const limit = (max: number) => ({ count: { show: true, max } });

/** Form.Item props for a field's message (none: not marked). */
export const fieldStatus = (message?: string) => (message ? { validateStatus: 'error' as const, help: message } : {});

/** Marks each named field of an antd form with its message (the form unmarks it when edited: `unmarkOnEdit`). */
export const markFields = (form: FormInstance, errors: Record<string, string | undefined>) =>
  form.setFields(Object.entries(errors).flatMap(([name, message]) => (message ? [{ name, errors: [message] }] : [])));

/**
 * The antd Form's `onValuesChange` for forms that `markFields`: a field edited loses its mark (antd keeps a
 * mark set from outside until the field's own rules run again, and most fields have none).
 * `<Form form={form} onValuesChange={unmarkOnEdit(form)}>`; `then` runs after, for the form's own use.
 */
export const unmarkOnEdit =
  (form: FormInstance, then?: () => void) =>
  (changed: object): void => {
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));
    then?.();
  };
