import type { KeyboardEvent } from 'react';
import type { TrafficAllocation } from '@/api/traffic/traffic.schemas';
import type { PlannerKeyContext } from '@/components/planner-grid/planner-grid-types';
import { dateAt } from '@/lib/planner-grid';
import { duplicateOf, splitAt, type EditKind } from '@/lib/traffic-bar-edits';
import { dayRangeText } from '@/lib/traffic-timeline-text';
import { fixableOf } from '../shared/optimistic-rows';
import type { TimelineBar } from './timeline-rows';
import type { AllocationNames } from './use-allocation-names';
import type { BarSelection } from './use-bar-selection';
import type { GroupEdits } from './use-group-edits';
import type { TimelineHistory } from './use-timeline-history';

type KeysSetup = {
  editable: boolean;
  allocationsById: ReadonlyMap<number, TrafficAllocation>;
  history: TimelineHistory;
  selection: BarSelection;
  groupEdits: GroupEdits;
  describe: AllocationNames['describe'];
  editAllocation: (allocation: TrafficAllocation) => void;
  openConflicts: () => void;
  openShortcuts: () => void;
};

type Context = PlannerKeyContext<TimelineBar>;

const plainKey = (event: KeyboardEvent) => !event.altKey && !event.ctrlKey && !event.metaKey;

// The timeline's own keys: undo and redo, the conflict list, the key sheet and Escape for the
// selection; on an allocation's bar, moves and resizes by a day, edit, duplicate, split and delete.
// Each returns true when the key was the timeline's.
export function useTimelineKeys(setup: KeysSetup) {
  const { editable, allocationsById, history, selection, groupEdits, describe } = setup;

  const onBarKey = (event: KeyboardEvent<HTMLElement>, context: Context, allocation: TrafficAllocation) => {
    const key = event.key;
    if (event.altKey && (key === 'ArrowLeft' || key === 'ArrowRight')) {
      const days = key === 'ArrowLeft' ? -1 : 1;
      const kind: EditKind = event.shiftKey ? 'resize-end' : 'move';
      const label = groupEdits.shift(allocation, kind, days);
      if (label) {
        if (kind === 'move') context.moveCursor(dateAt(context.date, days), false);
        context.announce(label);
      }
      return true;
    }
    if (!plainKey(event)) return false;
    if (key === '[' || key === ']') {
      const label = groupEdits.shift(allocation, 'resize-start', key === '[' ? -1 : 1);
      if (label) context.announce(label);
      return true;
    }
    switch (key.toLowerCase()) {
      case 'e':
        setup.editAllocation(allocation);
        return true;
      case 'd': {
        const batch = duplicateOf(fixableOf(allocation));
        const copy = batch.creates[0]!;
        const label = `Duplicated ${describe(allocation)} to ${dayRangeText(copy.start_date, copy.end_date)}`;
        void history.save(batch, label);
        context.announce(label);
        return true;
      }
      case 's': {
        const batch = splitAt(fixableOf(allocation), context.date);
        if (!batch) {
          context.announce('Split needs a day after the first one of the allocation');
          return true;
        }
        const label = `Split ${describe(allocation)} at ${dayRangeText(context.date, context.date)}`;
        void history.save(batch, label);
        context.announce(label);
        return true;
      }
      case 'delete':
      case 'backspace':
        context.announce(groupEdits.remove(allocation));
        return true;
      default:
        return false;
    }
  };

  return (event: KeyboardEvent<HTMLElement>, context: Context): boolean => {
    const key = event.key;
    if ((event.ctrlKey || event.metaKey) && !event.altKey && key.toLowerCase() === 'z') {
      if (!editable) return false;
      void (event.shiftKey ? history.redo() : history.undo());
      return true;
    }
    if (plainKey(event) && (key === 'c' || key === 'C')) {
      setup.openConflicts();
      return true;
    }
    if (key === '?') {
      setup.openShortcuts();
      return true;
    }
    if (key === 'Escape' && selection.selected.size > 0) {
      selection.clear();
      context.announce('Selection cleared');
      return true;
    }
    const bar = context.bar;
    if (!editable || bar?.kind !== 'allocation') return false;
    const allocation = allocationsById.get(bar.allocationId);
    if (!allocation) return false;
    return onBarKey(event, context, allocation);
  };
}
