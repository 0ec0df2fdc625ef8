// /new-user-p2p 'Cadastro de Usuário Novo P2P' and /user-p2p: official or test, name, plan, credits
// (official), whatsapp, note; new P2P tests always last 6 hours. The result shows Copy and Copy Simple.
import { Form, Select } from 'antd';
import { NEW_P2P_TEST_HOURS } from '../../../shared/copy-messages';
import { phoneDigits, removeEmpty, validate } from '../../../shared/validation';
import { useValidationWarning } from '../../components/dialogs';
import { useNewP2pPackagesQuery } from '../lines/api';
import { CreateLineFrame, CreditsOrHours, FieldColumn, P2P_NAME_RULE, P2pNameItem, useCreateLineForm, WhatsappItem } from '../lines/createForm';

interface Fields {
  isOficial: boolean;
  name?: string;
  productid?: number | string;
  credits: number;
  test_hours: number;
  whatsapp?: string;
  nota?: string;
}

const SCREEN = {
  p2p: { title: 'Cadastro de Usuário P2P', plan: 'Pacote' },
  new_p2p: { title: 'Cadastro de Usuário Novo P2P', plan: 'Plano' },
} as const;

export default function NewUserP2PPage() {
  return <P2PCreatePage kind="new_p2p" />;
}

/** The P2P and new P2P creation forms: the same fields; only P2P tests choose their hours. */
export function P2PCreatePage({ kind }: { kind: 'p2p' | 'new_p2p' }) {
  const screen = SCREEN[kind];
  const fixedHours = kind === 'new_p2p' ? NEW_P2P_TEST_HOURS : undefined;
  const [form] = Form.useForm<Fields>();
  const { data: plans = [], isLoading: plansLoading } = useNewP2pPackagesQuery();
  const warn = useValidationWarning();
  const { send, frame } = useCreateLineForm(kind, form);

  async function submit(values: Fields) {
    const errors = validate(values as unknown as Record<string, unknown>, {
      name: P2P_NAME_RULE,
      productid: { label: screen.plan, required: true },
      whatsapp: { label: 'WhatsApp', type: 'phone' },
      // Spec section 5: P2P creation requires the note (the new P2P rules are not shown: optional there).
      nota: { label: 'Nota', required: kind === 'p2p' },
    });
    if (warn(errors)) return;
    const body = removeEmpty({
      ...values,
      name: values.name!.trim(),
      credits: values.isOficial ? values.credits : undefined,
      test_hours: values.isOficial ? undefined : (fixedHours ?? values.test_hours),
      whatsapp: phoneDigits(values.whatsapp),
      nota: values.nota,
    });
    await send(body, values.isOficial);
  }

  return (
    <CreateLineFrame<Fields> title={screen.title} {...frame} testHours={fixedHours} form={form} onFinish={submit} noteLabel="Nota">
      <FieldColumn>
        <P2pNameItem />
      </FieldColumn>
      <FieldColumn>
        <Form.Item label={screen.plan} name="productid">
          <Select loading={plansLoading} placeholder=".::SELECIONE::." options={plans.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
      </FieldColumn>
      <FieldColumn>
        <CreditsOrHours fixedHours={fixedHours} />
      </FieldColumn>
      <FieldColumn>
        <WhatsappItem />
      </FieldColumn>
    </CreateLineFrame>
  );
}
