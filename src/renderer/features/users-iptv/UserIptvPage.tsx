// /user-iptv 'Cadastro de Usuário Oficial/Teste': official or test, username and whatsapp (numbers),
// test hours (test only), ready package or custom package (bouquets, free tags allowed), credits
// (official only) and note. The result shows Copy and Copy Simple.
import { Form } from 'antd';
import { MSG } from '../../../shared/messages';
import { phoneDigits, removeEmpty, validateFields } from '../../../shared/validation';
import { getRegPassword } from '../../app/session';
import { useErrorDialog, useValidationWarning } from '../../components/dialogs';
import { markFields } from '../../components/fields';
import { IptvLineFields, iptvPackageBody, lacksPackage, type IptvPackageValues } from '../lines/IptvPackageFields';
import { CreateLineFrame, CreditsOrHours, FieldColumn, IPTV_FIELD_RULES, useCreateLineForm } from '../lines/createForm';

interface Fields extends IptvPackageValues {
  isOficial: boolean;
  username?: string;
  whatsapp?: string;
  test_hours: number;
  credits: number;
  nota?: string;
}

export default function UserIptvPage() {
  const [form] = Form.useForm<Fields>();
  const reg_password = getRegPassword();
  const warn = useValidationWarning();
  const showError = useErrorDialog();
  const { send, frame } = useCreateLineForm('iptv', form);

  async function submit(values: Fields) {
    const errors = validateFields(values as unknown as Record<string, unknown>, IPTV_FIELD_RULES);
    markFields(form, errors);
    if (warn(Object.values(errors))) return;
    // Spec section 5: no bouquet (custom) or no ready package is 'Ocorreu um erro' with its own text.
    if (lacksPackage(values)) {
      markFields(form, { [values.isCustomPackage ? 'bouquets' : 'package']: MSG.lineNoPackage });
      return showError(MSG.lineNoPackage);
    }
    const body = removeEmpty({
      ...values,
      username: values.username!.trim(),
      ...iptvPackageBody(values),
      credits: values.isOficial ? values.credits : undefined,
      test_hours: values.isOficial ? undefined : values.test_hours,
      whatsapp: phoneDigits(values.whatsapp),
      nota: values.nota,
      reg_password,
    });
    await send(body, values.isOficial);
  }

  return (
    <CreateLineFrame<Fields>
      title="Cadastro de Usuário Oficial/Teste"
      {...frame}
      form={form}
      initialValues={{ isCustomPackage: false }}
      onFinish={submit}
      noteLabel="Notas"
    >
      <IptvLineFields form={form} />
      <FieldColumn>
        <CreditsOrHours />
      </FieldColumn>
    </CreateLineFrame>
  );
}
