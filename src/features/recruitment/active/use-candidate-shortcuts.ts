import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useEffect, useRef } from 'react';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import type { ListSelection } from '@/components/list/use-list-params';
import { LIST_SHORTCUTS, useListShortcuts, type Shortcut } from '@/components/list/use-list-shortcuts';
import { isHireable, NOT_HIREABLE_MESSAGE } from '@/lib/recruitment-stages';

// The list kit's keys and recruitment's own.
export const CANDIDATE_SHORTCUTS: readonly Shortcut[] = [
  ...LIST_SHORTCUTS,
  { keys: ['Shift+→', 'Shift+←'], action: 'Move the candidate to the next or previous stage' },
  { keys: ['r'], action: 'Reject the candidate (asks why)' },
  { keys: ['h'], action: 'Hire the candidate (Pre-offer or Offer)' },
  { keys: ['l'], action: 'E-mail the candidate a registration link' },
  { keys: ['n'], action: 'New candidate' },
];

export type CandidateKeyActions = {
  open: (candidate: Candidate) => void;
  step: (candidate: Candidate, step: 1 | -1) => void;
  reject: (candidates: Candidate[]) => void;
  hire: (candidate: Candidate) => void;
  sendLink: (candidate: Candidate) => void;
  add: () => void;
};

// Keys typed into a field or a dialog are theirs (the same rule as the list kit's).
const TYPING = 'input:not([type="checkbox"]), textarea, select, [role="textbox"], [role="combobox"]';
const OVERLAY = '[role="dialog"], [role="menu"], [role="listbox"]';

export function useCandidateShortcuts({
  rows,
  selection,
  actions,
}: {
  rows: readonly Candidate[];
  selection: ListSelection;
  actions: CandidateKeyActions;
}) {
  const rowOf = (id: string | null) => rows.find((row) => String(row.id) === id);
  const withRow = (act: (candidate: Candidate) => void) => (id: string | null) => {
    const row = rowOf(id);
    if (row) act(row);
  };
  const shortcuts = useListShortcuts({
    rowIds: rows.map((row) => String(row.id)),
    onToggle: (id) => selection.set({ ...selection.rows, [id]: !selection.rows[id] }),
    onOpen: withRow(actions.open),
    keys: {
      r: withRow((row) => actions.reject([row])),
      h: withRow((row) => {
        if (isHireable(row.stage)) actions.hire(row);
        else enqueueSnackbar(`${row.name} cannot be hired yet. ${NOT_HIREABLE_MESSAGE}`, { variant: 'info' });
      }),
      l: withRow(actions.sendLink),
      n: () => actions.add(),
    },
  });

  // Shift+←/→ on the active row (the kit's keys carry no modifiers). A focused board card answers
  // first and marks the key as handled.
  const latest = useRef({ activeId: shortcuts.activeId, rowOf, step: actions.step });
  useEffect(() => {
    latest.current = { activeId: shortcuts.activeId, rowOf, step: actions.step };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING) || target?.closest(OVERLAY)) return;
      const row = latest.current.rowOf(latest.current.activeId);
      if (!row) return;
      event.preventDefault();
      latest.current.step(row, event.key === 'ArrowRight' ? 1 : -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return shortcuts;
}
