// The quick test's two prompts (QuickTests.tsx): the note, then the test hours. They load with the first
// click on a test button, not with the dashboard (issue 21).
import { Form, Input, Modal, Radio } from 'antd';
import { TEST_HOURS } from '../../../shared/domain';
import { LINE_NOTE_MAX } from '../../../shared/lines/texts';
import { VALIDATION } from '../../../shared/messages';
import { fieldStatus, limit } from '../../components/fields';
import { hoursLabel } from './rules';

export interface QuickTestDialogsProps {
  stage: 'note' | 'hours' | undefined;
  placeholder: string;
  nota: string;
  onNota: (nota: string) => void;
  hours: number;
  onHours: (hours: number) => void;
  /** 'Continuar' on the note. */
  onNext: () => void;
  /** 'Gerar' on the hours. */
  onCreate: () => void;
  onCancel: () => void;
}

export default function QuickTestDialogs({ stage, placeholder, nota, onNota, hours, onHours, onNext, onCreate, onCancel }: QuickTestDialogsProps) {
  // Past the limit the note is refused at its field (as every line note), never cut.
  const refused = nota.length > LINE_NOTE_MAX ? VALIDATION.badFormat('Nota') : undefined;
  return (
    <>
      <Modal
        open={stage === 'note'}
        title="Nota do teste"
        okText="Continuar"
        cancelText="Cancelar"
        mask={{ closable: true }}
        onCancel={onCancel}
        onOk={onNext}
        okButtonProps={{ disabled: Boolean(refused) }}
      >
        <Form component={false}>
          <Form.Item {...fieldStatus(refused)} style={{ marginBottom: 0 }}>
            <Input aria-label="Nota" placeholder={placeholder} value={nota} onChange={(e) => onNota(e.target.value)} {...limit(LINE_NOTE_MAX)} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={stage === 'hours'} title="Horas de teste" okText="Gerar" cancelText="Cancelar" mask={{ closable: true }} onCancel={onCancel} onOk={onCreate}>
        <Radio.Group
          aria-label="Horas de teste"
          value={hours}
          onChange={(e) => onHours(e.target.value)}
          options={TEST_HOURS.map((h) => ({ value: h, label: hoursLabel(h) }))}
        />
      </Modal>
    </>
  );
}
