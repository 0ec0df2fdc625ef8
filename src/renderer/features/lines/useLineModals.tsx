// The row modals of a line list, opened from its rows. Their code (forms, the date picker, the links
// dialog) loads with the first one opened, not with the list (issue 21).
import { Suspense, useState } from 'react';
import { lazyPart } from '../../components/lazyPart';
import type { LineKind } from '../../../shared/lines/texts';
import type { LineRef, ModalType } from './modals';
import type { useLineActions } from './useLineActions';

const LineModal = lazyPart(() => import('./modals'));

/** The list's open modal: `open(type, line, afterAction)` from a row, `element` rendered by the page. */
export function useLineModals(kind: LineKind, actions: ReturnType<typeof useLineActions>) {
  const [current, setCurrent] = useState<{ type: ModalType; line: LineRef; afterAction: () => void } | null>(null);
  const open = (type: ModalType, line: LineRef, afterAction: () => void) => setCurrent({ type, line, afterAction });
  const element = current && (
    <Suspense fallback={null}>
      <LineModal key={`${current.type}-${current.line.id}`} {...current} kind={kind} actions={actions} onClose={() => setCurrent(null)} />
    </Suspense>
  );
  return { open, element };
}
