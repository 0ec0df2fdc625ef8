// The ticket creation form of both screens (spec sections 2 and 5): title, category, the fields a
// category asks for (technology for 2, 5, 6 and shown for 7, 8; resolution; channels for 2), the
// customer line it is about, the description; the 'Atenção' warning and the no-user question.
import { useEffect, useState } from 'react';
import { Button, Col, Form, Input, Row, Select, type FormItemProps } from 'antd';
import {
  ADMIN_CATEGORY,
  CHANNEL_CATEGORY,
  RESOLUTION_SHOWN,
  RESOLUTIONS,
  TECH_SHOWN,
  TECHNOLOGIES,
  TICKET_CATEGORIES,
  TICKET_LABELS,
  TICKET_MSG,
  TICKET_MAX,
  ticketFieldErrors,
  type TicketFormValues,
  type TicketSystem,
} from '../../../shared/tickets/texts';
import { LINE_KIND_LABELS } from '../../../shared/lines/texts';
import { MSG } from '../../../shared/messages';
import { removeEmpty } from '../../../shared/validation';
import { errorMessage, fieldErrorsByName, type QueryError } from '../../api/base';
import { useConfirm, useErrorDialog, useValidationWarning } from '../../components/dialogs';
import { limit, markFields, unmarkOnEdit } from '../../components/fields';
import { useCreateTicketMutation, useTicketLinesQuery } from './api';
import { useFeedback } from '../../components/feedback';

/** The line picker searches 500 ms after the last key (spec section 9, picker debounce). */
const PICKER_DEBOUNCE_MS = 500;

function LinePicker({ value, onChange }: { value?: number; onChange?: (id: number | undefined) => void }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useTicketLinesQuery(search);
  return (
    <Select
      id="ticket-user"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      onChange={onChange}
      loading={isFetching}
      placeholder="Selecione o usuário do cliente"
      options={(data?.users ?? []).map((u) => ({ value: u.id, label: `${u.username} (${LINE_KIND_LABELS[u.kind]})` }))}
      notFoundContent={isFetching ? 'Buscando...' : 'Nenhum usuário encontrado'}
    />
  );
}

/** A field of the ticket form in its column: full width on a phone, `md` of 24 from a tablet on. */
function FieldCol({ md, ...item }: FormItemProps & { md: number }) {
  return (
    <Col xs={24} md={md}>
      <Form.Item {...item} />
    </Col>
  );
}

export function TicketForm({ system, admin }: { system: TicketSystem; admin: boolean }) {
  const [form] = Form.useForm<TicketFormValues>();
  const category = Form.useWatch('category', form);
  const { message } = useFeedback();
  const warn = useValidationWarning();
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const [create, { isLoading }] = useCreateTicketMutation();
  const categories = TICKET_CATEGORIES.filter((c) => admin || c.id !== ADMIN_CATEGORY);

  async function submit() {
    const values = form.getFieldsValue();
    const errors = ticketFieldErrors(values);
    markFields(form, errors);
    if (warn(Object.values(errors))) return;
    if (values.category === CHANNEL_CATEGORY && !values.idUser && !(await confirm(MSG.warningTitle, TICKET_MSG.noUserWarning))) return;
    const shown = (list: readonly number[]) => values.category !== undefined && list.includes(values.category);
    const res = await create(
      removeEmpty({
        title: values.title,
        category: values.category,
        content: values.content,
        tech: shown(TECH_SHOWN) ? values.tech : undefined,
        resolution: shown(RESOLUTION_SHOWN) ? values.resolution : undefined,
        channels: values.category === CHANNEL_CATEGORY ? values.channels : undefined,
        idUser: values.category !== ADMIN_CATEGORY ? values.idUser : undefined,
        systemTypeId: system,
      }),
    );
    if ('error' in res) {
      const status = (res.error as QueryError).status;
      markFields(form, fieldErrorsByName(res.error));
      if (status !== 401) showError(status === 422 ? TICKET_MSG.createFailed : errorMessage(res.error, TICKET_MSG.createFailed));
      return;
    }
    message.success(TICKET_MSG.created);
    form.resetFields();
  }

  const is = (list: readonly number[]) => category !== undefined && list.includes(category);
  return (
    <Form form={form} layout="vertical" onFinish={submit} onValuesChange={unmarkOnEdit(form)} requiredMark={false}>
      <Row gutter={16}>
        <FieldCol md={12} label={TICKET_LABELS.title} name="title">
          <Input {...limit(TICKET_MAX.title)} />
        </FieldCol>
        <FieldCol md={12} label={TICKET_LABELS.category} name="category">
          <Select placeholder="Selecione a categoria" options={categories.map((c) => ({ value: c.id, label: c.name }))} />
        </FieldCol>
        {is(TECH_SHOWN) && (
          <FieldCol md={8} label={TICKET_LABELS.tech} name="tech">
            <Select placeholder="Selecione a tecnologia" options={TECHNOLOGIES.map((t) => ({ value: t.id, label: t.name }))} />
          </FieldCol>
        )}
        {is(RESOLUTION_SHOWN) && (
          <FieldCol md={8} label={TICKET_LABELS.resolution} name="resolution">
            <Select placeholder="Selecione a resolução" allowClear options={RESOLUTIONS.map((r) => ({ value: r, label: r }))} />
          </FieldCol>
        )}
        {category === CHANNEL_CATEGORY && (
          <FieldCol md={8} label={TICKET_LABELS.channels} name="channels" extra="Digite o nome do canal e tecle Enter.">
            <Select mode="tags" open={false} suffixIcon={null} placeholder="Ex.: Globo SP" tokenSeparators={[',']} />
          </FieldCol>
        )}
        {category !== ADMIN_CATEGORY && (
          <FieldCol md={12} label={TICKET_LABELS.idUser} name="idUser" htmlFor="ticket-user">
            <LinePicker />
          </FieldCol>
        )}
        <Col xs={24}>
          <Form.Item
            label={TICKET_LABELS.content}
            name="content"
            extra={category === ADMIN_CATEGORY ? 'Aceita HTML (negrito, listas, links); scripts e atributos perigosos são removidos.' : undefined}
          >
            <Input.TextArea rows={4} {...limit(TICKET_MAX.content)} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {system === 2 ? 'Postar' : 'Enviar'}
      </Button>
    </Form>
  );
}
