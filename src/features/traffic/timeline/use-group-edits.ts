import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar } from '@/components/toasts/toasts';
import { createElement } from 'react';
import type { TrafficAllocation } from '@/api/traffic/traffic.schemas';
import { shiftedChange, type EditKind } from '@/lib/traffic-bar-edits';
import { emptyBatch } from '@/lib/traffic-conflicts';
import { dayRangeText } from '@/lib/traffic-timeline-text';
import type { AllocationNames } from './use-allocation-names';
import type { BarSelection } from './use-bar-selection';
import type { TimelineHistory } from './use-timeline-history';

type GroupEditsSetup = {
  history: TimelineHistory;
  selection: BarSelection;
  describe: AllocationNames['describe'];
};

// Moves, resizes and deletes of an allocation, or of the selection it is part of: each one labelled
// batch; each returns its label, to be read aloud.
export function useGroupEdits({ history, selection, describe }: GroupEditsSetup) {
  const { save, undoLatest } = history;

  const shift = (allocation: TrafficAllocation, kind: EditKind, days: number) => {
    const targets = kind === 'move' ? selection.targetsOf(allocation) : [allocation];
    const changes = targets.flatMap((target) => shiftedChange(target, kind, days) ?? []);
    if (changes.length === 0) return null;
    const first = changes.find((change) => change.id === allocation.id);
    const start = first?.start_date ?? allocation.start_date;
    const end = first?.end_date ?? allocation.end_date;
    const verb = kind === 'move' ? 'Moved' : 'Resized';
    const label =
      targets.length > 1
        ? `${verb} ${targets.length} allocations by ${days} day${Math.abs(days) === 1 ? '' : 's'}`
        : `${verb} ${describe(allocation)} to ${dayRangeText(start, end)}`;
    void save({ ...emptyBatch(), changes }, label);
    return label;
  };

  // A delete is said with an Undo in its snackbar.
  const remove = (allocation: TrafficAllocation) => {
    const targets = selection.targetsOf(allocation);
    const label =
      targets.length > 1 ? `Deleted ${targets.length} allocations` : `Deleted ${describe(allocation)}`;
    selection.clear();
    void save({ ...emptyBatch(), deletes: targets.map((target) => target.id) }, label).then((outcome) => {
      if (!outcome.ok) return;
      enqueueSnackbar(label, {
        variant: 'info',
        action: (key) =>
          createElement(
            Button,
            {
              color: 'inherit',
              size: 'small',
              onClick: () => {
                closeSnackbar(key);
                void undoLatest();
              },
            },
            'Undo',
          ),
      });
    });
    return label;
  };

  return { shift, remove };
}

export type GroupEdits = ReturnType<typeof useGroupEdits>;
