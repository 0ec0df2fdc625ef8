// What the line lists do with the lines selected in them (issue 22): 'Renovar', 'Ativar' / 'Desativar'
// (only the lines not already so), 'Excluir testes' (only the tests among them) and 'Exportar'. Each
// goes line by line through the line's own action (BulkDialog), as one click on each row would.
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { useProfileQuery } from '../../api/account';
import { isAdmin } from '../../app/visibility';
import { useErrorDialog } from '../../components/dialogs';
import { EXPIRY_MSG } from '../../../shared/expiries-base';
import { plural } from '../../../shared/format';
import { LINE_ACTIONS } from './api';
import type { BulkLine } from './BulkDialog';

/** The dialogs (with their progress bar and list) load with the first one opened, not with the list (issue 21). */
const RenewDialog = lazy(() => import('./BulkDialog').then((m) => ({ default: m.RenewDialog })));
const BulkRunDialog = lazy(() => import('./BulkDialog').then((m) => ({ default: m.BulkRunDialog })));

export interface SelectedLine extends BulkLine {
  state: 'active' | 'test' | 'disabled';
  /** The toggle's extra fields (IPTV: id_iptv; P2P: on, chosen below). */
  toggle?: Record<string, unknown>;
}

type Dialog = 'renew' | 'on' | 'off' | 'trials';

export function LineBulkActions({ lines, onExport, onDone }: { lines: SelectedLine[]; onExport: () => void; onDone: () => void }) {
  const { data: profile } = useProfileQuery();
  const showError = useErrorDialog();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const turningOn = lines.filter((l) => l.state === 'disabled');
  const turningOff = lines.filter((l) => l.state !== 'disabled');
  const trials = lines.filter((l) => l.state === 'test');

  const open = (which: Dialog, targets: SelectedLine[], none: string) => (lines.length === 0 ? showError(EXPIRY_MSG.noneSelected) : targets.length === 0 ? showError(none) : setDialog(which));
  const close = () => {
    setDialog(null);
    onDone();
  };
  const toggle = (on: 0 | 1) => (line: BulkLine) => ({ action: LINE_ACTIONS.toggle, ...(line.kind === 'iptv' ? (line as SelectedLine).toggle : { on }) });

  return (
    <>
      <Button onClick={() => open('renew', lines, EXPIRY_MSG.noneSelected)}>Renovar</Button>
      <Button onClick={() => open('on', turningOn, 'Nenhuma das linhas selecionadas está desativada.')}>Ativar</Button>
      <Button onClick={() => open('off', turningOff, 'Todas as linhas selecionadas já estão desativadas.')}>Desativar</Button>
      <Button danger onClick={() => open('trials', trials, 'Nenhuma das linhas selecionadas é um teste.')}>
        Excluir testes
      </Button>
      <Button onClick={() => (lines.length === 0 ? showError(EXPIRY_MSG.noneSelected) : onExport())}>Exportar</Button>
      <Suspense fallback={null}>
        {dialog === 'renew' && <RenewDialog lines={lines} admin={profile ? isAdmin(profile) : false} onClose={close} />}
        {dialog === 'on' && (
          <BulkRunDialog title="Ativar" lines={turningOn} keyPart="ativar" summary={`Ativar ${plural(turningOn.length, 'linha', 'linhas')}?`} body={toggle(1)} doneText={(n) => plural(n, 'linha ativada', 'linhas ativadas')} onClose={close} />
        )}
        {dialog === 'off' && (
          <BulkRunDialog title="Desativar" lines={turningOff} keyPart="desativar" summary={`Desativar ${plural(turningOff.length, 'linha', 'linhas')}?`} body={toggle(0)} doneText={(n) => plural(n, 'linha desativada', 'linhas desativadas')} onClose={close} />
        )}
        {dialog === 'trials' && (
          <BulkRunDialog
            title="Excluir testes"
            lines={trials}
            keyPart="excluir"
            summary={`Excluir ${plural(trials.length, 'teste', 'testes')}? As linhas oficiais selecionadas ficam.`}
            body={() => ({ action: LINE_ACTIONS.delete })}
            doneText={(n) => plural(n, 'teste excluído', 'testes excluídos')}
            onClose={close}
          />
        )}
      </Suspense>
    </>
  );
}
