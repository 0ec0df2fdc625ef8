// What the line lists do with the lines selected in them (issue 22): 'Renovar', 'Ativar' / 'Desativar'
// (only the lines not already so), 'Excluir testes' (only the tests among them) and 'Exportar' (the
// selection, or every listed line when none is selected). Each goes line by line through the line's
// own action (BulkDialog), as one click on each row would. A button is off, saying why on hover, while
// the selection holds no line it acts on; the dialog keeps the lines it opened with (issue 26).
import { Suspense, useState } from 'react';
import { lazyPart } from '../../components/lazyPart';
import { Button, Space } from 'antd';
import { useProfileQuery } from '../../api/account';
import { isAdmin } from '../../app/visibility';
import { SelectionButton } from '../../components/selection';
import { EXPIRY_MSG } from '../../../shared/expiries/texts';
import { plural } from '../../../shared/format';
import type { BulkLine, BulkRunProps } from './BulkDialog';
import { LINE_ACTION } from '../../../shared/lines/texts';

/** The dialogs (with their progress bar and list) load with the first one opened, not with the list (issue 21). */
const RenewDialog = lazyPart(() => import('./BulkDialog').then((m) => ({ default: m.RenewDialog })));
const BulkRunDialog = lazyPart(() => import('./BulkDialog').then((m) => ({ default: m.BulkRunDialog })));

export interface SelectedLine extends BulkLine {
  state: 'active' | 'test' | 'disabled';
  /** The toggle's extra fields (IPTV: id_iptv; P2P: on, chosen below). */
  toggle?: Record<string, unknown>;
}

const toggle = (on: 0 | 1) => (line: BulkLine) => ({ action: LINE_ACTION.toggle, ...(line.kind === 'iptv' ? (line as SelectedLine).toggle : { on }) });

/** 'Ativar' (on: 1) or 'Desativar' (on: 0): the selected lines not already so; `done`: the result said of one line. */
const toggleRun = (on: 0 | 1, title: 'Ativar' | 'Desativar', none: string, done: string) => ({
  title,
  takes: (l: SelectedLine) => (l.state === 'disabled') === (on === 1),
  none,
  keyPart: title.toLowerCase(),
  summary: (n: number) => `${title} ${plural(n, 'linha', 'linhas')}?`,
  body: toggle(on),
  doneText: (n: number) => plural(n, `linha ${done}`, `linhas ${done}s`),
});

/** The actions that run one call per line: which selected lines each takes, what it asks and says. */
const RUNS = {
  on: toggleRun(1, 'Ativar', 'Nenhuma das linhas selecionadas está desativada.', 'ativada'),
  off: toggleRun(0, 'Desativar', 'Todas as linhas selecionadas já estão desativadas.', 'desativada'),
  trials: {
    title: 'Excluir testes',
    takes: (l: SelectedLine) => l.state === 'test',
    none: 'Nenhuma das linhas selecionadas é um teste.',
    keyPart: 'excluir',
    summary: (n: number) => `Excluir ${plural(n, 'teste', 'testes')}? As linhas oficiais selecionadas ficam.`,
    body: () => ({ action: LINE_ACTION.delete }),
    doneText: (n: number) => plural(n, 'teste excluído', 'testes excluídos'),
    danger: true,
  },
} as const;
type Run = keyof typeof RUNS;

export function LineBulkActions({ lines, onExport, onDone }: { lines: SelectedLine[]; onExport: () => void; onDone: () => void }) {
  const { data: profile } = useProfileQuery();
  const [dialog, setDialog] = useState<{ action: Run | 'renew'; lines: SelectedLine[] } | null>(null);
  // Given up ('Não', Esc): the selection stays. Run: it is done with.
  const close: BulkRunProps['onClose'] = (ran) => {
    setDialog(null);
    if (ran) onDone();
  };
  const run = dialog && dialog.action !== 'renew' ? RUNS[dialog.action] : null;

  return (
    <Space wrap>
      <SelectionButton reason={lines.length === 0 ? EXPIRY_MSG.noneSelected : null} onClick={() => setDialog({ action: 'renew', lines })}>
        Renovar
      </SelectionButton>
      {(Object.keys(RUNS) as Run[]).map((action) => {
        const targets = lines.filter(RUNS[action].takes);
        return (
          <SelectionButton
            key={action}
            danger={'danger' in RUNS[action]}
            reason={lines.length === 0 ? EXPIRY_MSG.noneSelected : targets.length === 0 ? RUNS[action].none : null}
            onClick={() => setDialog({ action, lines: targets })}
          >
            {RUNS[action].title}
          </SelectionButton>
        );
      })}
      <Button onClick={onExport}>Exportar</Button>
      <Suspense fallback={null}>
        {dialog?.action === 'renew' && <RenewDialog lines={dialog.lines} admin={profile ? isAdmin(profile) : false} onClose={close} />}
        {dialog && run && (
          <BulkRunDialog
            title={run.title}
            lines={dialog.lines}
            keyPart={run.keyPart}
            summary={run.summary(dialog.lines.length)}
            body={run.body}
            doneText={run.doneText}
            onClose={close}
          />
        )}
      </Suspense>
    </Space>
  );
}
