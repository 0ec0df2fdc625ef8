// Acting on many lines at once (issue 22): one confirmation that says how many lines and what it costs,
// then each line's own action call in turn — each with the key of the batch and the line, so sending
// the same selection again never charges a line twice — with progress, and each line that failed listed
// with the server's reason while the others stand.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Progress, Select, Space, Typography } from 'antd';
import { PlainList } from '../../components/PlainList';
import { formatCredits, plural } from '../../../shared/format';
import { RENEW_OPTIONS } from '../../../shared/expiries/texts';
import type { LineKind } from '../../../shared/lines/texts';
import { MSG } from '../../../shared/messages';
import { errorMessage } from '../../api/base';
import { useLineActionMutation } from './api';
import { LINE_ACTION } from '../../../shared/lines/texts';

export interface BulkLine {
  id: number;
  kind: LineKind;
  username: string;
}

interface Failure {
  username: string;
  reason: string;
}

export interface BulkRunProps {
  title: string;
  /** The lines it acts on, as they were when it opened: the caller keeps them (the selection changes as they do). */
  lines: BulkLine[];
  /** The question, with the count and the cost. */
  summary: string;
  /** The action body of one line. */
  body: (line: BulkLine) => Record<string, unknown>;
  /** What sets this run apart in the lines' keys (the months of a renewal). */
  keyPart?: string;
  /** 'N linhas renovadas' and the like. */
  doneText: (n: number) => string;
  /** Controls above the question (the months of a renewal), locked once the run starts. */
  options?: (locked: boolean) => ReactNode;
  /** `ran`: closed after the run ('Fechar'), not given up before it ('Não', X, Esc), which keeps the selection. */
  onClose: (ran: boolean) => void;
}

export function BulkRunDialog({ title, lines, summary, body, keyPart = '', doneText, options, onClose }: BulkRunProps) {
  // One batch per opening of the dialog.
  const [batch] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ ok: number; failures: Failure[] } | null>(null);
  const [lineAction] = useLineActionMutation();

  async function run() {
    setRunning(true);
    setDone(0);
    const failures: Failure[] = [];
    for (const line of lines) {
      const res = await lineAction({ kind: line.kind, id: line.id, body: body(line), requestId: `${batch}:${keyPart}:${line.kind}:${line.id}` });
      if ('error' in res) failures.push({ username: line.username, reason: errorMessage(res.error, MSG.reloadAndRetry) });
      setDone((n) => n + 1);
    }
    setResult({ ok: lines.length - failures.length, failures });
    setRunning(false);
  }

  return (
    <Modal
      open
      title={title}
      onCancel={running ? undefined : () => onClose(result !== null)}
      closable={!running}
      mask={{ closable: !running }}
      footer={
        result ? (
          <Button type="primary" onClick={() => onClose(true)}>
            Fechar
          </Button>
        ) : (
          <Space>
            <Button onClick={() => onClose(false)} disabled={running}>
              Não
            </Button>
            <Button type="primary" onClick={() => void run()} loading={running}>
              Sim
            </Button>
          </Space>
        )
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {options?.(running || result !== null)}
        <Typography.Paragraph data-testid="bulk-summary">{summary}</Typography.Paragraph>
        {(running || result) && <Progress percent={Math.round((done / lines.length) * 100)} format={() => `${done} / ${lines.length}`} />}
        {result && (
          <Alert
            type={result.failures.length ? 'warning' : 'success'}
            showIcon
            title={`${doneText(result.ok)}${result.failures.length ? `; ${result.failures.length} não` : ''}.`}
            description={
              result.failures.length > 0 && (
                <PlainList items={result.failures} itemKey={(f) => f.username} empty="" render={(f) => `${f.username}: ${f.reason}`} />
              )
            }
          />
        )}
      </Space>
    </Modal>
  );
}

/** 'Renovar': 1, 3, 6 or 12 months (the credits of the spec's options), each line through its Estender. */
export function RenewDialog({ lines, admin, onClose }: Pick<BulkRunProps, 'lines' | 'onClose'> & { admin: boolean }) {
  const [months, setMonths] = useState<number>(RENEW_OPTIONS[0].months);
  const option = RENEW_OPTIONS.find((o) => o.months === months)!;
  const total = option.credits * lines.length;
  return (
    <BulkRunDialog
      title="Renovar"
      lines={lines}
      keyPart={`renovar${months}`}
      summary={`Renovar ${plural(lines.length, 'linha', 'linhas')} por ${plural(months, 'mês', 'meses')}? Total: ${formatCredits(total)}${admin ? ' (o admin não paga créditos).' : '.'}`}
      body={() => ({ action: LINE_ACTION.extend, credits: option.credits })}
      doneText={(n) => plural(n, 'linha renovada', 'linhas renovadas')}
      options={(locked) => (
        <Select
          aria-label="Meses"
          value={months}
          disabled={locked}
          onChange={setMonths}
          options={RENEW_OPTIONS.map((o) => ({ value: o.months, label: `${plural(o.months, 'mês', 'meses')} (${formatCredits(o.credits)} por linha)` }))}
        />
      )}
      onClose={onClose}
    />
  );
}
