import type { EditorTarget } from './quick-editor-dialog';
import type { TimelineBar } from './timeline-rows';
import { useAllocationNames } from './use-allocation-names';
import { useBarSelection } from './use-bar-selection';
import { useEditorOpens } from './use-editor-opens';
import { useGroupEdits } from './use-group-edits';
import { useTimelineDrops } from './use-timeline-drops';
import { useTimelineHistory } from './use-timeline-history';
import { useTimelineKeys } from './use-timeline-keys';
import type { TimelineModel } from './use-timeline-model';

type EditOptions = {
  model: TimelineModel;
  editable: boolean;
  withTentative: boolean;
  openEditor: (target: EditorTarget) => void;
  openConflicts: () => void;
  openShortcuts: () => void;
};

// What the timeline's keys, drags and clicks change: each a batch through the history (drawn at once,
// rolled back with the reason when refused, undoable), and the selection of bars moved or deleted
// together.
export function useTimelineEdits({
  model,
  editable,
  withTentative,
  openEditor,
  openConflicts,
  openShortcuts,
}: EditOptions) {
  const { allocationsById, rowsById } = model;
  const selection = useBarSelection(allocationsById);
  const history = useTimelineHistory(model.history);
  const names = useAllocationNames(rowsById);
  const groupEdits = useGroupEdits({ history, selection, describe: names.describe });
  const editor = useEditorOpens({ model, withTentative, personOf: names.personOf, openEditor });
  const onKey = useTimelineKeys({
    editable,
    allocationsById,
    history,
    selection,
    groupEdits,
    describe: names.describe,
    editAllocation: editor.edit,
    openConflicts,
    openShortcuts,
  });
  const onDrag = useTimelineDrops({
    allocationsById,
    rowsById,
    history,
    selection,
    groupEdits,
    names,
    createAt: editor.createAt,
  });

  const onBarActivate = (bar: TimelineBar) => {
    if (!editable || bar.kind !== 'allocation') return;
    const allocation = allocationsById.get(bar.allocationId);
    if (allocation) editor.edit(allocation);
  };

  const onBarShiftClick = (bar: TimelineBar) => {
    if (!editable || bar.kind !== 'allocation') return;
    selection.toggle(bar.allocationId);
  };

  return {
    selected: selection.selected,
    clearSelection: selection.clear,
    save: history.save,
    undo: history.undo,
    redo: history.redo,
    createAt: editor.createAt,
    onKey,
    onDrag,
    onBarActivate,
    onBarShiftClick,
  };
}
