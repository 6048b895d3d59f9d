import { useMemo } from 'react';
import type { PlannerZoom } from '@/lib/planner-grid';
import { TrafficHeader } from '../shared/traffic-header';
import type { TrafficList } from '../shared/use-traffic-params';
import { TimelineToolbar } from './timeline-toolbar';
import type { useTimelineEdits } from './use-timeline-edits';
import type { TimelineModel } from './use-timeline-model';
import { ZoomSelect } from './zoom-select';

type Props = {
  list: TrafficList;
  zoom: PlannerZoom;
  onZoom: (zoom: PlannerZoom) => void;
  model: Pick<TimelineModel, 'conflictsByUser' | 'history'>;
  edits: ReturnType<typeof useTimelineEdits>;
  editable: boolean;
  onConflicts: () => void;
  onShortcuts: () => void;
};

// The timeline's head: the traffic header with its zoom, then the timeline's toolbar (conflicts,
// undo and redo, the selection, the key sheet).
export function TimelineHeader({
  list,
  zoom,
  onZoom,
  model,
  edits,
  editable,
  onConflicts,
  onShortcuts,
}: Props) {
  const { history } = model;
  const conflictCount = useMemo(() => {
    let total = 0;
    for (const conflicts of model.conflictsByUser.values()) total += conflicts.length;
    return total;
  }, [model.conflictsByUser]);

  return (
    <>
      <TrafficHeader view="timeline" list={list} viewControls={<ZoomSelect zoom={zoom} onZoom={onZoom} />} />
      <TimelineToolbar
        conflictCount={conflictCount}
        onConflicts={onConflicts}
        editable={editable}
        undoLabel={history.undoLabel}
        redoLabel={history.redoLabel}
        busy={history.saving}
        onUndo={() => void edits.undo()}
        onRedo={() => void edits.redo()}
        selectedCount={edits.selected.size}
        onClearSelection={edits.clearSelection}
        onShortcuts={onShortcuts}
      />
    </>
  );
}
