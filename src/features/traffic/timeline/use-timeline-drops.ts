import type { TrafficAllocation, TrafficRow } from '@/api/traffic/traffic.schemas';
import type { PlannerDrop } from '@/components/planner-grid/planner-grid-types';
import { dayIndexOf } from '@/lib/planner-grid';
import { duplicateOf } from '@/lib/traffic-bar-edits';
import { emptyBatch, type AllocationChange } from '@/lib/traffic-conflicts';
import { dayRangeText } from '@/lib/traffic-timeline-text';
import { fixableOf } from '../shared/optimistic-rows';
import type { TimelineBar, TimelineRow } from './timeline-rows';
import type { AllocationNames } from './use-allocation-names';
import type { BarSelection } from './use-bar-selection';
import type { GroupEdits } from './use-group-edits';
import type { TimelineHistory } from './use-timeline-history';

type DropsSetup = {
  allocationsById: ReadonlyMap<number, TrafficAllocation>;
  rowsById: ReadonlyMap<number, TrafficRow>;
  history: TimelineHistory;
  selection: BarSelection;
  groupEdits: GroupEdits;
  names: AllocationNames;
  createAt: (row: TimelineRow, start: string, end: string) => void;
};

// What a drag on the timeline does: a range drawn on a row opens a new allocation; a bar dropped is
// moved or resized (to another person too), duplicated with Alt held, or moves the selection with it.
export function useTimelineDrops(setup: DropsSetup) {
  const { allocationsById, rowsById, history, selection, groupEdits, names, createAt } = setup;
  const { describe, personOf } = names;

  return (drop: PlannerDrop<TimelineBar>) => {
    if (drop.kind === 'create') {
      createAt(drop.row, drop.start, drop.end);
      return;
    }
    if (drop.bar.kind !== 'allocation') return;
    const allocation = allocationsById.get(drop.bar.allocationId);
    if (!allocation) return;
    const targetUser = Number(drop.targetRow.id);
    if (!rowsById.has(targetUser)) return;
    if (drop.duplicate) {
      const batch = duplicateOf(fixableOf(allocation), drop.start, targetUser);
      void history.save(batch, `Duplicated ${describe(allocation)} to ${dayRangeText(drop.start, drop.end)}`);
      return;
    }
    if (drop.kind === 'move' && selection.inGroup(allocation.id) && targetUser === allocation.user_id) {
      groupEdits.shift(allocation, 'move', dayIndexOf(allocation.start_date, drop.start));
      return;
    }
    const change: AllocationChange = { id: allocation.id };
    if (drop.start !== allocation.start_date) change.start_date = drop.start;
    if (drop.end !== allocation.end_date) change.end_date = drop.end;
    if (targetUser !== allocation.user_id) change.user_id = targetUser;
    if (Object.keys(change).length === 1) return;
    const who = targetUser !== allocation.user_id ? ` to ${personOf(targetUser)}` : '';
    void history.save(
      { ...emptyBatch(), changes: [change] },
      `${drop.kind === 'move' ? 'Moved' : 'Resized'} ${describe(allocation)}${who}, ${dayRangeText(drop.start, drop.end)}`,
    );
  };
}
