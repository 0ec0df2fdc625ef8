// The field side of every form's checks: a counter that shows a text's limit without cutting what
// was typed or pasted, and each field in error marked with its message under it.
import type { FormInstance } from 'antd';

/** Spread on an Input or TextArea: shows 'n / max' and turns red beyond it; the check refuses it. */
export const limit = (max: number) => ({ count: { show: true, max } });

/** Form.Item props for a field's message (none: not marked). */
export const fieldStatus = (message?: string) => (message ? { validateStatus: 'error' as const, help: message } : {});

/** Marks each named field of an antd form with its message (a field is unmarked again when edited). */
export const markFields = (form: FormInstance, errors: Record<string, string | undefined>) =>
  form.setFields(Object.entries(errors).flatMap(([name, message]) => (message ? [{ name, errors: [message] }] : [])));
