import { useCallback } from 'react';
import type { TrafficAllocation } from '@/api/traffic/traffic.schemas';
import { freeMinutesOfRange } from '@/lib/traffic-bar-edits';
import type { EditorTarget } from './quick-editor-dialog';
import type { TimelineRow } from './timeline-rows';
import type { AllocationNames } from './use-allocation-names';
import type { TimelineModel } from './use-timeline-model';

type EditorOpensSetup = {
  model: Pick<TimelineModel, 'rowsById' | 'loads'>;
  withTentative: boolean;
  personOf: AllocationNames['personOf'];
  openEditor: (target: EditorTarget) => void;
};

// What opens the quick editor: a new allocation on a person's days (with the time they have free),
// or an allocation to change.
export function useEditorOpens({ model, withTentative, personOf, openEditor }: EditorOpensSetup) {
  const { rowsById, loads } = model;

  const createAt = useCallback(
    (row: TimelineRow, start: string, end: string) => {
      const userId = Number(row.id);
      // Incoming hires are planned once hired.
      if (!rowsById.has(userId)) return;
      const load = loads.get(userId);
      openEditor({
        mode: 'create',
        userId,
        person: row.label,
        start,
        end,
        freeMinutes: load ? freeMinutesOfRange(load, start, end, withTentative) : null,
      });
    },
    [loads, rowsById, openEditor, withTentative],
  );

  const edit = (allocation: TrafficAllocation) =>
    openEditor({ mode: 'edit', person: personOf(allocation.user_id), allocation });

  return { createAt, edit };
}
