import { enqueueSnackbar } from '@/components/toasts/toasts';
import type { TimeOff } from '@/api/time-offs/time-off.schemas';
import type { ListSelection } from '@/components/list/use-list-params';
import { LIST_SHORTCUTS, useListShortcuts, type Shortcut } from '@/components/list/use-list-shortcuts';
import { refusalOf, type Actor } from '@/lib/time-off-actions';
import { useUrlState } from '@/components/url/use-url-state';
import { NEW_REQUEST, requestUrl } from '../request/request-url';
import type { RequestActions } from '../request/use-request-actions';

// The list kit's keys and the requests' own: n a new request, a approve and r reject the active row.
export const REQUEST_SHORTCUTS: readonly Shortcut[] = [
  ...LIST_SHORTCUTS,
  { keys: ['a'], action: 'Approve the row' },
  { keys: ['r'], action: 'Reject the row (asks why)' },
  { keys: ['n'], action: 'New request' },
];

const VERBS = { approve: 'approved', reject: 'rejected' } as const;

export function useRequestShortcuts({
  rows,
  selection,
  selectable,
  actions,
  actor,
  today,
}: {
  rows: readonly TimeOff[];
  selection: ListSelection;
  selectable: boolean;
  actions: RequestActions;
  actor: Actor;
  today: string;
}) {
  const [, setRequest] = useUrlState(requestUrl);
  const rowOf = (id: string | null) => rows.find((row) => String(row.id) === id);
  // A decision on the active row, or why it cannot be taken.
  const decide = (decision: 'approve' | 'reject') => (id: string | null) => {
    const row = rowOf(id);
    if (!row) return;
    const refusal = refusalOf(decision, row, actor, today);
    if (refusal === null) actions[decision](row);
    else enqueueSnackbar(`This request cannot be ${VERBS[decision]}: ${refusal}.`, { variant: 'info' });
  };
  return useListShortcuts({
    rowIds: rows.map((row) => String(row.id)),
    onToggle: (id) => {
      if (selectable) selection.set({ ...selection.rows, [id]: !selection.rows[id] });
    },
    onOpen: (id) => setRequest({ kind: 'open', id: Number(id), editing: false }, 'push'),
    keys: {
      a: decide('approve'),
      r: decide('reject'),
      n: () => setRequest(NEW_REQUEST, 'push'),
    },
  });
}
