// The dashboard's quick test buttons (IPTV, P2P, new P2P; none for the admin): a note prompt
// (empty = 'Usuário gerado em teste rápido'), then the test hours (1, 2, 3, 6; new P2P always 6); cancelling either
// step creates nothing. The created test is shown with Copy and Copy Simple; the dashboard refreshes
// through the 'Dashboard' tag.
import { Button, Space } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../components/lazyPart';
import type { ProfileResponse } from '../../../shared/account/schemas';
import { NEW_P2P_TEST_HOURS } from '../../../shared/copy-messages';
import { DEFAULT_TEST_HOURS } from '../../../shared/domain';
import { CreatedLineBanner } from './CreatedLineBanner';
import { useErrorDialog } from '../../components/dialogs';
import { errorMessage } from '../../api/base';
import { CALLS } from '../../../shared/calls';
import { mayCall, type Viewer } from '../../app/visibility';
import { useCreateLineMutation, type LineKind, type LineResult } from './api';

const QuickTestDialogs = lazyPart(() => import('./QuickTestDialogs'));

export const QUICK_TEST_NOTE = 'Usuário gerado em teste rápido';

// A test is the table's `test` body grant: the admin generates none.
const TEST = { isOficial: false };
const BUTTONS: Array<{ kind: LineKind; label: string; visible: (v: Viewer) => boolean }> = [
  { kind: 'iptv', label: 'Teste IPTV', visible: mayCall(CALLS.createIptv, TEST) },
  { kind: 'p2p', label: 'Teste P2P', visible: mayCall(CALLS.createP2p, TEST) },
  { kind: 'new_p2p', label: 'Teste Novo P2P', visible: mayCall(CALLS.createNewP2p, TEST) },
];

/** The quick test request of spec section 3: free, credits 1, IPTV on the ready package '1'. */
export function quickTestBody(kind: LineKind, nota: string, testHours: number): Record<string, unknown> {
  const test_hours = kind === 'new_p2p' ? NEW_P2P_TEST_HOURS : testHours;
  const common = { isOficial: false, credits: 1, nota: nota.trim() || QUICK_TEST_NOTE, test_hours };
  return kind === 'iptv' ? { ...common, package: '1', isCustomPackage: false } : common;
}

type Step = { kind: LineKind; stage: 'note' | 'hours' } | null;

export function QuickTests({ profile }: { profile: ProfileResponse }) {
  const [step, setStep] = useState<Step>(null);
  const [asked, setAsked] = useState(false);
  const [nota, setNota] = useState('');
  const [hours, setHours] = useState<number>(DEFAULT_TEST_HOURS);
  const [created, setCreated] = useState<{ kind: LineKind; line: LineResult } | null>(null);
  const [createLine, { isLoading }] = useCreateLineMutation();
  const showError = useErrorDialog();
  const buttons = BUTTONS.filter((b) => b.visible(profile));
  if (buttons.length === 0) return null;

  const start = (kind: LineKind) => {
    setNota('');
    setHours(DEFAULT_TEST_HOURS);
    setStep({ kind, stage: 'note' });
    setAsked(true);
  };
  async function create(kind: LineKind) {
    setStep(null);
    const res = await createLine({ kind, body: quickTestBody(kind, nota, hours) });
    if ('error' in res) return showError(errorMessage(res.error, 'Não foi possível gerar o teste.'));
    setCreated({ kind, line: res.data });
  }

  const testHours = created?.kind === 'new_p2p' ? NEW_P2P_TEST_HOURS : undefined;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Space wrap>
        {buttons.map((b) => (
          <Button key={b.kind} icon={<ExperimentOutlined />} loading={isLoading && step === null} onClick={() => start(b.kind)}>
            {b.label}
          </Button>
        ))}
      </Space>
      {created && <CreatedLineBanner line={created.line} testHours={testHours} onClose={() => setCreated(null)} />}
      {/* Mounted from the first click on, so each prompt closes with antd's animation. */}
      {asked && (
        <Suspense fallback={null}>
          <QuickTestDialogs
            stage={step?.stage}
            placeholder={QUICK_TEST_NOTE}
            nota={nota}
            onNota={setNota}
            hours={hours}
            onHours={setHours}
            onCancel={() => setStep(null)}
            // New P2P tests always last 6 hours: no hours to choose.
            onNext={() => step && (step.kind === 'new_p2p' ? create(step.kind) : setStep({ kind: step.kind, stage: 'hours' }))}
            onCreate={() => step && create(step.kind)}
          />
        </Suspense>
      )}
    </Space>
  );
}
