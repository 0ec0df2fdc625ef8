// What the creation forms share: sending the line (a request id for official lines, reused on a
// retry), the error dialog, the success banner state, the fields every form has, and the screen's frame
// (the migrators use it too).
import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Form, Input, Row, Select, Switch, Typography, type FormInstance } from 'antd';
import { CREDIT_OPTIONS, DEFAULT_TEST_HOURS, TEST_HOURS } from '../../../shared/domain';
import { LINE_NOTE_MAX } from '../../../shared/lines/texts';
import { FIELD_HINTS, MSG, VALIDATION } from '../../../shared/messages';
import { IPTV_USERNAME_PATTERN, LOGIN_PATTERN } from '../../../shared/validation';
import { fieldErrorsByName } from '../../api/base';
import { useApiErrorDialog } from '../../components/dialogs';
import { limit, markFields, unmarkOnEdit } from '../../components/fields';
import { CreatedLineBanner } from './CreatedLineBanner';
import { useCreateLineMutation, type LineKind, type LineResult } from './api';
import { useRequestId } from './useRequestId';
import { hoursLabel } from './rules';

export function useCreateLineForm(kind: LineKind, form: FormInstance) {
  const [create, { isLoading }] = useCreateLineMutation();
  const requestId = useRequestId();
  const showApiError = useApiErrorDialog();
  const [created, setCreated] = useState<LineResult | null>(null);

  async function send(body: Record<string, unknown>, official: boolean) {
    const res = await create({ kind, body, requestId: official ? requestId.take() : undefined });
    if ('error' in res) {
      markFields(form, fieldErrorsByName(res.error));
      return showApiError(res.error, MSG.fillAllCorrectly);
    }
    requestId.reset();
    setCreated(res.data);
    form.resetFields();
  }
  const frame: LineFormState = { created, onDismiss: () => setCreated(null), onValuesChange: requestId.reset, busy: isLoading };
  return { send, frame };
}

/** A field of a line's form: half the row on a wide screen, the whole row on a phone. */
export const FieldColumn = ({ children }: { children: ReactNode }) => (
  <Col xs={24} md={12}>
    {children}
  </Col>
);

export const OfficialSwitch = () => (
  <Form.Item label="Oficial" name="isOficial" valuePropName="checked">
    <Switch checkedChildren="Oficial" unCheckedChildren="Teste" />
  </Form.Item>
);

export const WhatsappItem = () => (
  <Form.Item label="WhatsApp" name="whatsapp" extra={FIELD_HINTS.whatsapp}>
    <Input inputMode="numeric" />
  </Form.Item>
);

export const CreditsItem = () => (
  <Form.Item label="Créditos" name="credits">
    <Select options={CREDIT_OPTIONS.map((o) => ({ value: o.credits, label: o.label }))} />
  </Form.Item>
);

/** Credits for an official line (the Oficial switch on), test hours for a test: fixed ones shown when the kind has them. */
export function CreditsOrHours({ fixedHours }: { fixedHours?: number }) {
  const official = Form.useWatch('isOficial') ?? true;
  if (official) return <CreditsItem />;
  return fixedHours ? (
    <Form.Item label="Horas de teste">
      <Input value={hoursLabel(fixedHours)} disabled />
    </Form.Item>
  ) : (
    <Form.Item label="Horas de teste" name="test_hours">
      <Select options={TEST_HOURS.map((h) => ({ value: h, label: hoursLabel(h) }))} />
    </Form.Item>
  );
}

/** The IPTV username: numbers, 4 to 15 of them (creation and edit), as the server checks. */
export const IptvUsernameItem = () => (
  <Form.Item label="Usuário" name="username" extra={FIELD_HINTS.iptvUsername}>
    <Input inputMode="numeric" autoComplete="off" maxLength={15} />
  </Form.Item>
);

/** The P2P and new P2P name: the server's login characters, 3 to 40 of them. */
export const P2P_NAME_RULE = { label: 'Nome', required: true, min: 3, max: 40, pattern: LOGIN_PATTERN } as const;
export const P2pNameItem = () => (
  <Form.Item label="Nome" name="name" extra={FIELD_HINTS.p2pName}>
    <Input autoComplete="off" maxLength={40} />
  </Form.Item>
);

/** The validator rules of the IPTV fields the creation form and the edit modal share. */
export const IPTV_FIELD_RULES = {
  username: { label: 'Usuário', required: true, pattern: IPTV_USERNAME_PATTERN },
  whatsapp: { label: 'WhatsApp', type: 'phone' },
} as const;

/** A line's note, in every form that has one: counted up to its limit and refused at the field beyond it, never cut. */
export const NoteItem = ({ label }: { label: string }) => (
  <Form.Item label={label} name="nota" rules={[{ max: LINE_NOTE_MAX, message: VALIDATION.badFormat(label) }]}>
    <Input.TextArea rows={3} {...limit(LINE_NOTE_MAX)} />
  </Form.Item>
);

/** What the frame shows of the sending: the result banner, the busy button; a change of the form forgets the request id. */
export interface LineFormState {
  /** The line just created or migrated, shown in its banner until dismissed. */
  created: LineResult | null;
  onDismiss: () => void;
  onValuesChange: () => void;
  busy: boolean;
}

interface LineFormFrameProps<T> extends LineFormState {
  title: string;
  /** The test hours the banner's text states (new P2P tests always last the same). */
  testHours?: number;
  form: FormInstance<T>;
  initialValues?: Partial<T>;
  onFinish: (values: T) => void;
  /** The note field's label ('Notas' or 'Nota'). */
  noteLabel: string;
  /** The primary button: 'Adicionar', 'Migrar'. */
  submitText: string;
  /** The fields before the note, each in its column. */
  children: ReactNode;
}

/** The fields every creation form has: official or test, and the credits or the test's hours. */
interface CreatedFields {
  isOficial: boolean;
  credits: number;
  test_hours: number;
}

/** A creation screen: the Oficial switch first, 'Adicionar', and an official line of 1 credit (or a test of the default hours) to start with. */
export function CreateLineFrame<T extends CreatedFields>({ initialValues, children, ...frame }: Omit<LineFormFrameProps<T>, 'submitText'>) {
  const start = { isOficial: true, credits: 1, test_hours: DEFAULT_TEST_HOURS, ...initialValues } as Partial<T>;
  return (
    <LineFormFrame<T> {...frame} initialValues={start} submitText="Adicionar">
      <Col xs={24}>
        <OfficialSwitch />
      </Col>
      {children}
    </LineFormFrame>
  );
}

/** A line's creation or migration screen: the title, the result banner, and the form: the page's fields, the note and the button. */
export function LineFormFrame<T>({
  title,
  created,
  onDismiss,
  testHours,
  form,
  initialValues,
  onFinish,
  onValuesChange,
  noteLabel,
  submitText,
  busy,
  children,
}: LineFormFrameProps<T>) {
  return (
    <div>
      <Typography.Title level={3}>{title}</Typography.Title>
      {created && <CreatedLineBanner line={created} testHours={testHours} onClose={onDismiss} />}
      <Card>
        <Form<T>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues}
          onFinish={onFinish}
          onValuesChange={unmarkOnEdit(form, onValuesChange)}
        >
          <Row gutter={16}>
            {children}
            <Col xs={24}>
              <NoteItem label={noteLabel} />
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={busy}>
            {submitText}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
