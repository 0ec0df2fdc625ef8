// The row modals of the three line lists (spec section 2): each collects its fields, then the action
// asks Sim/Não, calls, shows the spec's text (or the server's error) and the list reloads and flips.
import { Col, DatePicker, Form, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { endOfDayOf, formatDay, isoDay } from '../../../shared/dates';
import { CREDIT_OPTIONS } from '../../../shared/domain';
import { migrationText } from '../../../shared/copy-messages';
import { expiryMoveCredits, LINE_ACTION, type LineKind } from '../../../shared/lines/texts';
import { plural } from '../../../shared/format';
import { LINES_UI_MSG, MSG } from '../../../shared/messages';
import { phoneDigits, removeEmpty, validate } from '../../../shared/validation';
import { errorMessage } from '../../api/base';
import { getRegPassword } from '../../app/session';
import { useProfileQuery } from '../../api/account';
import { isAdmin } from '../../app/visibility';
import { useConfirm, useErrorDialog, useValidationWarning } from '../../components/dialogs';
import { ActionModal } from './ActionModal';
import { type LineActionAnswer, useActivatePrimeMutation, useIptvPackagesQuery, useNewP2pPackagesQuery } from './api';
import { IPTV_FIELD_RULES, NoteItem, P2P_NAME_RULE, P2pNameItem, WhatsappItem } from './createForm';
import { IptvLineFields, iptvPackageBody, lacksPackage, type IptvPackageValues } from './IptvPackageFields';
import { LinksDialog } from './LinksDialog';
import { MacInput } from './MacInput';
import { isValidMac } from './rules';
import { renewalNotice, type Notice, type useLineActions } from './useLineActions';
import { useFeedback } from '../../components/feedback';

/** What the modals need of a row, whatever its kind. */
export interface LineRef {
  id: number;
  username: string;
  password: string;
  whatsapp: string;
  nota: string;
  expAt: number;
  /** The IPTV ready package, or the P2P plan. */
  packageId: number | null;
  /** The bouquets of an IPTV custom package. */
  bouquets?: number[];
  /** Fields every call of this kind carries (IPTV: reg_password and id_iptv). */
  extra?: Record<string, unknown>;
}

export type ModalType = 'extend' | 'edit' | 'expiry' | 'note' | 'package' | 'migrateP2p' | 'migrateNewP2p' | 'migrateIptv' | 'links' | 'prime';

export interface LineModalProps {
  type: ModalType;
  kind: LineKind;
  line: LineRef;
  actions: ReturnType<typeof useLineActions>;
  afterAction: () => void;
  onClose: () => void;
}

/** The open modal of a list, by type (useLineModals.tsx loads it with the first one opened). */
export default function LineModal(props: LineModalProps) {
  const Modal = MODALS[props.type];
  return <Modal {...props} />;
}

const MODALS: Record<ModalType, (p: LineModalProps) => React.ReactNode> = {
  extend: ExtendModal,
  edit: (p) => (p.kind === 'iptv' ? <EditIptvModal {...p} /> : <EditP2pModal {...p} />),
  expiry: ExpiryModal,
  note: NoteModal,
  package: PackageModal,
  migrateP2p: (p) => <MigrateModal {...p} target="p2p" />,
  migrateNewP2p: (p) => <MigrateModal {...p} target="new_p2p" />,
  migrateIptv: (p) => <MigrateModal {...p} target="iptv" />,
  links: LinksModal,
  prime: PrimeModal,
};

/** Asks, sends one PUT action on the line and shows `done` (or the renewal receipt); true when it went through. */
function useSend({ line, actions, afterAction }: LineModalProps) {
  return (question: string, body: Record<string, unknown>, done: (answer: LineActionAnswer) => Notice, requestId?: string) =>
    actions.run(question, actions.action(line.id, { ...body, ...line.extra }, requestId), done, afterAction);
}

const planOptions = (plans: { id: number; name: string }[] = []) => plans.map((p) => ({ value: p.id, label: p.name }));

function ExtendModal(props: LineModalProps) {
  const send = useSend(props);
  const { username, password } = props.line;
  // One request id per opening: a retry of the same extension is charged once.
  const [requestId] = useState(() => crypto.randomUUID());
  return (
    <ActionModal<{ credits: number }>
      title={`Estender usuário ${username}`}
      okText="Estender"
      initialValues={{ credits: 1 }}
      onClose={props.onClose}
      onSubmit={({ credits }) => {
        const option = CREDIT_OPTIONS.find((o) => o.credits === credits)!;
        return send(
          `Deseja estender o usuário ${username} com ${option.label}?`,
          { action: LINE_ACTION.extend, credits },
          renewalNotice(username, password),
          requestId,
        );
      }}
    >
      <Form.Item label="Créditos" name="credits">
        <Select options={CREDIT_OPTIONS.map((o) => ({ value: o.credits, label: o.label }))} />
      </Form.Item>
    </ActionModal>
  );
}

interface EditIptvFields extends IptvPackageValues {
  username: string;
  whatsapp?: string;
  nota?: string;
}

/** An empty whatsapp becomes 0 on edit (spec section 5). */
const editedWhatsapp = (value?: string) => phoneDigits(value) || '0';
const shownWhatsapp = (value: string) => (value === '0' ? '' : value);

function EditIptvModal(props: LineModalProps) {
  const send = useSend(props);
  const warn = useValidationWarning();
  const showError = useErrorDialog();
  const { line } = props;
  return (
    <ActionModal<EditIptvFields>
      title={`Editar usuário ${line.username}`}
      okText="Salvar"
      initialValues={{
        username: line.username,
        whatsapp: shownWhatsapp(line.whatsapp),
        nota: line.nota,
        isCustomPackage: Boolean(line.bouquets?.length),
        package: line.packageId ?? undefined,
        bouquets: line.bouquets,
      }}
      onClose={props.onClose}
      onSubmit={async (values) => {
        // A line migrated from P2P keeps its name: an unchanged username is not checked again.
        const { username, ...others } = IPTV_FIELD_RULES;
        if (warn(validate(values as unknown as Record<string, unknown>, values.username === line.username ? others : { username, ...others }))) return false;
        if (lacksPackage(values)) {
          showError(MSG.lineNoPackage);
          return false;
        }
        const body = {
          action: LINE_ACTION.edit,
          username: values.username.trim(),
          whatsapp: editedWhatsapp(values.whatsapp),
          nota: values.nota ?? '',
          ...iptvPackageBody(values),
        };
        return send(`Deseja editar o usuário ${line.username}?`, body, () => ({ title: MSG.lineEdited }));
      }}
    >
      <EditIptvBody />
    </ActionModal>
  );
}

function EditIptvBody() {
  const form = Form.useFormInstance();
  return (
    <Row gutter={16}>
      <IptvLineFields form={form} />
      <Col xs={24}>
        <NoteItem label="Notas" />
      </Col>
    </Row>
  );
}

/**
 * P2P Editar: name, whatsapp and, when a day is picked, the new expiry date (spec action 3 with
 * flagVencimento). Back refunds nothing; forward costs the months it adds (`expiryMoveCredits`), said in
 * the Sim/Não before anything is charged, with one request id per opening so a retry is charged once.
 */
function EditP2pModal(props: LineModalProps) {
  const send = useSend(props);
  const warn = useValidationWarning();
  const showError = useErrorDialog();
  const { data: profile } = useProfileQuery();
  const admin = profile ? isAdmin(profile) : false;
  const [requestId] = useState(() => crypto.randomUUID());
  const { line } = props;
  return (
    <ActionModal<{ name: string; whatsapp?: string; day?: Dayjs }>
      title={`Editar usuário ${line.username}`}
      okText="Salvar"
      initialValues={{ name: line.username, whatsapp: shownWhatsapp(line.whatsapp) }}
      onClose={props.onClose}
      onSubmit={async ({ name, whatsapp, day }) => {
        const errors = validate({ name, whatsapp }, { name: P2P_NAME_RULE, whatsapp: IPTV_FIELD_RULES.whatsapp });
        if (warn(errors)) return false;
        if (day && beforeToday(day)) {
          showError(LINES_UI_MSG.migratorBadDate);
          return false;
        }
        const body = {
          action: LINE_ACTION.edit,
          name: name.trim(),
          whatsapp: editedWhatsapp(whatsapp),
          ...(day ? { exp_day: day.format('YYYY-MM-DD'), flagVencimento: 1 } : {}),
        };
        return send(
          day ? newExpiryQuestion(line, day.format('YYYY-MM-DD'), admin) : `Deseja editar o usuário ${line.username}?`,
          body,
          () => ({ title: MSG.lineEdited }),
          requestId,
        );
      }}
    >
      <P2pNameItem />
      <WhatsappItem />
      <Form.Item
        label="Novo vencimento"
        name="day"
        extra={`Vencimento atual: ${formatDay(line.expAt)}. Antes dele não devolve créditos; depois dele custa 1 crédito por mês acrescentado.`}
      >
        <DatePicker format="DD/MM/YYYY" disabledDate={beforeToday} style={{ width: '100%' }} />
      </Form.Item>
    </ActionModal>
  );
}

/** Days are São Paulo days (the server's), whatever the computer's time zone. */
const beforeToday = (day: Dayjs) => day.format('YYYY-MM-DD') < isoDay(Date.now());

/** The Sim/Não of a new expiry date: the spec's rollback question, or the months and credits a later date costs. */
export function newExpiryQuestion(line: Pick<LineRef, 'username' | 'expAt'>, day: string, admin: boolean, now = Date.now()): string {
  const exp = endOfDayOf(day);
  if (exp <= line.expAt) return LINES_UI_MSG.rollbackQuestion;
  const credits = expiryMoveCredits(line.expAt, exp, now);
  const cost = admin ? 'sem cobrança (administrador)' : `${plural(credits, 'crédito', 'créditos')} do seu saldo`;
  return `Deseja adiar o vencimento de ${line.username} para ${formatDay(exp)}? ${plural(credits, 'mês', 'meses')}: ${cost}.`;
}

/** Retroceder vencimento: an earlier day, from today up to the current expiry; it refunds nothing. */
const outOfRollback = (expAt: number) => (day: Dayjs) => beforeToday(day) || day.format('YYYY-MM-DD') > isoDay(expAt);

function RollbackItem({ expAt }: { expAt: number }) {
  return (
    <Form.Item label="Retroceder vencimento" name="day" extra={`Vencimento atual: ${formatDay(expAt)}. Esta ação não devolve créditos.`}>
      <DatePicker format="DD/MM/YYYY" disabledDate={outOfRollback(expAt)} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** The IPTV list's own 'Retroceder vencimento' item (P2P lines set a new expiry from Editar). */
function ExpiryModal(props: LineModalProps) {
  const send = useSend(props);
  const showError = useErrorDialog();
  const { line } = props;
  return (
    <ActionModal<{ day?: Dayjs }>
      title={`Retroceder vencimento de ${line.username}`}
      okText="Retroceder"
      onClose={props.onClose}
      onSubmit={async ({ day }) => {
        if (!day || outOfRollback(line.expAt)(day)) {
          showError(LINES_UI_MSG.migratorBadDate);
          return false;
        }
        return send(LINES_UI_MSG.rollbackQuestion, { action: LINE_ACTION.edit, exp_day: day.format('YYYY-MM-DD') }, () => ({ title: MSG.lineEdited }));
      }}
    >
      <RollbackItem expAt={line.expAt} />
    </ActionModal>
  );
}

function NoteModal(props: LineModalProps) {
  const send = useSend(props);
  const { line } = props;
  return (
    <ActionModal<{ nota?: string }>
      title={`Editar nota de ${line.username}`}
      okText="Salvar"
      initialValues={{ nota: line.nota }}
      onClose={props.onClose}
      onSubmit={({ nota }) =>
        send(`Deseja editar a nota do usuário ${line.username}?`, { action: LINE_ACTION.note, nota: nota ?? '' }, () => ({ title: MSG.lineNoteEdited }))
      }
    >
      <NoteItem label="Nota" />
    </ActionModal>
  );
}

/** The P2P plan of a P2P or new P2P line. */
function PackageModal(props: LineModalProps) {
  const send = useSend(props);
  const { data: plans } = useNewP2pPackagesQuery();
  const { line } = props;
  return (
    <ActionModal<{ product_id?: number }>
      title={`Editar pacote de ${line.username}`}
      okText="Salvar"
      initialValues={{ product_id: line.packageId ?? undefined }}
      onClose={props.onClose}
      onSubmit={async ({ product_id }) =>
        product_id
          ? send(`Deseja trocar o pacote do usuário ${line.username}?`, { action: LINE_ACTION.package, product_id }, () => ({ title: MSG.linePackageEdited }))
          : false
      }
    >
      <Form.Item label="Pacote" name="product_id">
        <Select placeholder=".::SELECIONE::." options={planOptions(plans)} />
      </Form.Item>
    </ActionModal>
  );
}

const MIGRATION = {
  p2p: { label: 'P2P', action: LINE_ACTION.migrateToP2p },
  new_p2p: { label: 'Novo P2P', action: LINE_ACTION.migrateToNewP2p },
  iptv: { label: 'IPTV', action: LINE_ACTION.migrateToIptv },
} as const;

/** IPTV → P2P / new P2P (a plan and a note), P2P → IPTV (a ready package and the whatsapp). */
function MigrateModal(props: LineModalProps & { target: LineKind }) {
  const send = useSend(props);
  const showError = useErrorDialog();
  const warn = useValidationWarning();
  const toIptv = props.target === 'iptv';
  const { data: plans } = useNewP2pPackagesQuery(undefined, { skip: toIptv });
  const { data: packages } = useIptvPackagesQuery({ ready: true, reg_password: getRegPassword() }, { skip: !toIptv });
  const { line } = props;
  const { label, action } = MIGRATION[props.target];
  return (
    <ActionModal<{ plan?: number; nota?: string; whatsapp?: string }>
      title={`Migrar ${line.username} para ${label}`}
      okText="Migrar"
      initialValues={toIptv ? { whatsapp: shownWhatsapp(line.whatsapp) } : { nota: line.nota }}
      onClose={props.onClose}
      onSubmit={async ({ plan, nota, whatsapp }) => {
        if (!plan) {
          showError(LINES_UI_MSG.migrationNeedsPackage);
          return false;
        }
        if (toIptv && warn(validate({ whatsapp }, { whatsapp: IPTV_FIELD_RULES.whatsapp }))) return false;
        const body = toIptv ? { action, package: plan, whatsapp: phoneDigits(whatsapp) } : { action, productid: plan, nota: nota ?? '' };
        return send(`Deseja migrar o usuário ${line.username} para ${label}?`, removeEmpty(body), (r) => ({
          title: r.message ?? MSG.lineMigrated,
          copy: migrationText(r),
        }));
      }}
    >
      <Form.Item label="Pacote" name="plan">
        <Select placeholder=".::SELECIONE::." options={planOptions(toIptv ? packages : plans)} />
      </Form.Item>
      {toIptv ? <WhatsappItem /> : <NoteItem label="Nota" />}
    </ActionModal>
  );
}

/** Links: the line's texts come from the server (action 8); nothing changes, so nothing is asked. */
function LinksModal(props: LineModalProps) {
  const { line, actions, onClose } = props;
  const showError = useErrorDialog();
  const [links, setLinks] = useState<Pick<LineActionAnswer, 'link_texts' | 'xcloud_enabled'> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the links are asked once, when the dialog opens.
  useEffect(() => {
    let live = true;
    actions
      .action(line.id, { action: LINE_ACTION.links, ...line.extra })()
      .then((res) => {
        if (!live) return;
        if ('error' in res || !res.data.link_texts) {
          onClose();
          showError(errorMessage('error' in res ? res.error : undefined, MSG.reloadAndRetry));
        } else setLinks(res.data);
      });
    return () => {
      live = false;
    };
    // Asked once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return links && <LinksDialog open username={line.username} xcloudEnabled={links.xcloud_enabled ?? false} links={links.link_texts ?? {}} onClose={onClose} />;
}

/** Ativar Prime: a MAC typed as pairs; the answer is 'Sucesso!' or 'Erro!' (spec section 8). */
function PrimeModal({ line, onClose }: LineModalProps) {
  const [activate] = useActivatePrimeMutation();
  const confirm = useConfirm();
  const { modal } = useFeedback();
  const showError = useErrorDialog();
  const [invalid, setInvalid] = useState(false);
  return (
    <ActionModal<{ mac?: string }>
      title={`Ativar Prime - ${line.username}`}
      okText="Ativar"
      onClose={onClose}
      onSubmit={async ({ mac = '' }) => {
        if (!isValidMac(mac)) {
          setInvalid(true);
          return false;
        }
        if (!(await confirm(`Deseja ativar o Prime no MAC ${mac} para o usuário ${line.username}?`))) return false;
        const res = await activate({ username: line.username, password: line.password, mac });
        if ('error' in res) {
          showError(LINES_UI_MSG.macError, LINES_UI_MSG.macErrorTitle);
          return false;
        }
        modal.success({ title: LINES_UI_MSG.macSuccessTitle, content: LINES_UI_MSG.macSuccess, mask: { closable: true }, okText: 'OK' });
        return true;
      }}
    >
      <Form.Item label="MAC" name="mac" validateStatus={invalid ? 'error' : undefined} help={invalid ? LINES_UI_MSG.macInvalid : undefined}>
        <MacInput onChange={() => setInvalid(false)} />
      </Form.Item>
    </ActionModal>
  );
}
