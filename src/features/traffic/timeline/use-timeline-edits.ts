import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { createElement, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { refusalText } from '@/api/refusal-text';
import type { TrafficAllocation } from '@/api/traffic/traffic.schemas';
import type { PlannerDrop, PlannerKeyContext } from '@/components/planner-grid/planner-grid-types';
import { dateAt, dayIndexOf } from '@/lib/planner-grid';
import {
  duplicateOf,
  freeMinutesOfRange,
  shiftedChange,
  splitAt,
  type EditKind,
} from '@/lib/traffic-bar-edits';
import { emptyBatch, type AllocationBatch, type AllocationChange } from '@/lib/traffic-conflicts';
import { dayRangeText } from '@/lib/traffic-timeline-text';
import Button from '@mui/material/Button';
import { fixableOf } from '../shared/optimistic-rows';
import type { EditorTarget } from './quick-editor-dialog';
import type { TimelineBar, TimelineRow } from './timeline-rows';
import type { TimelineModel } from './use-timeline-model';

type EditOptions = {
  model: TimelineModel;
  editable: boolean;
  withTentative: boolean;
  openEditor: (target: EditorTarget) => void;
  openConflicts: () => void;
  openShortcuts: () => void;
};

// A refusal in one line: the first 422 message, else the error's own.
export const refusalOf = (error: unknown): string =>
  refusalText(error, error instanceof Error ? error.message : 'The change was not saved.');

const plainKey = (event: KeyboardEvent) => !event.altKey && !event.ctrlKey && !event.metaKey;

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
  const { history, allocationsById, rowsById, loads } = model;
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const save = useCallback(
    async (batch: AllocationBatch, label: string) => {
      const outcome = await history.apply(batch, label);
      if (!outcome.ok) enqueueSnackbar(`Not saved: ${refusalOf(outcome.error)}`, { variant: 'error' });
      return outcome;
    },
    [history],
  );

  const personOf = useCallback((userId: number) => rowsById.get(userId)?.user.name ?? 'someone', [rowsById]);
  const describe = (allocation: TrafficAllocation) =>
    `${allocation.project.title} for ${personOf(allocation.user_id)}`;

  // The allocations an action on `allocation` takes: the selection when it is part of it.
  const targetsOf = (allocation: TrafficAllocation): TrafficAllocation[] =>
    selected.has(allocation.id) && selected.size > 1
      ? [...selected].flatMap((id) => allocationsById.get(id) ?? [])
      : [allocation];

  const shift = (allocation: TrafficAllocation, kind: EditKind, days: number) => {
    const targets = kind === 'move' ? targetsOf(allocation) : [allocation];
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

  const remove = (allocation: TrafficAllocation) => {
    const targets = targetsOf(allocation);
    const label =
      targets.length > 1 ? `Deleted ${targets.length} allocations` : `Deleted ${describe(allocation)}`;
    setSelected(new Set());
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
                void undoRef.current();
              },
            },
            'Undo',
          ),
      });
    });
    return label;
  };

  const undo = useCallback(async () => {
    const result = await history.undo();
    if (result && !result.ok) enqueueSnackbar(`Not undone: ${refusalOf(result.error)}`, { variant: 'error' });
    else if (result) enqueueSnackbar(`Undone: ${result.label}`, { variant: 'info' });
  }, [history]);
  // The snackbar's Undo runs the latest undo, not the one of the render that deleted.
  const undoRef = useRef(undo);
  useLayoutEffect(() => {
    undoRef.current = undo;
  });
  const redo = useCallback(async () => {
    const result = await history.redo();
    if (result && !result.ok) enqueueSnackbar(`Not redone: ${refusalOf(result.error)}`, { variant: 'error' });
    else if (result) enqueueSnackbar(`Redone: ${result.label}`, { variant: 'info' });
  }, [history]);

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

  const onKey = (event: KeyboardEvent<HTMLElement>, context: PlannerKeyContext<TimelineBar>): boolean => {
    const key = event.key;
    if ((event.ctrlKey || event.metaKey) && !event.altKey && key.toLowerCase() === 'z') {
      if (!editable) return false;
      void (event.shiftKey ? redo() : undo());
      return true;
    }
    if (plainKey(event) && (key === 'c' || key === 'C')) {
      openConflicts();
      return true;
    }
    if (key === '?') {
      openShortcuts();
      return true;
    }
    if (key === 'Escape' && selected.size > 0) {
      setSelected(new Set());
      context.announce('Selection cleared');
      return true;
    }
    const bar = context.bar;
    if (!editable || bar?.kind !== 'allocation') return false;
    const allocation = allocationsById.get(bar.allocationId);
    if (!allocation) return false;
    if (event.altKey && (key === 'ArrowLeft' || key === 'ArrowRight')) {
      const days = key === 'ArrowLeft' ? -1 : 1;
      const kind: EditKind = event.shiftKey ? 'resize-end' : 'move';
      const label = shift(allocation, kind, days);
      if (label) {
        if (kind === 'move') context.moveCursor(dateAt(context.date, days), false);
        context.announce(label);
      }
      return true;
    }
    if (!plainKey(event)) return false;
    if (key === '[' || key === ']') {
      const label = shift(allocation, 'resize-start', key === '[' ? -1 : 1);
      if (label) context.announce(label);
      return true;
    }
    switch (key.toLowerCase()) {
      case 'e':
        openEditor({ mode: 'edit', person: personOf(allocation.user_id), allocation });
        return true;
      case 'd': {
        const batch = duplicateOf(fixableOf(allocation));
        const copy = batch.creates[0]!;
        const label = `Duplicated ${describe(allocation)} to ${dayRangeText(copy.start_date, copy.end_date)}`;
        void save(batch, label);
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
        void save(batch, label);
        context.announce(label);
        return true;
      }
      case 'delete':
      case 'backspace':
        context.announce(remove(allocation));
        return true;
      default:
        return false;
    }
  };

  const onDrag = (drop: PlannerDrop<TimelineBar>) => {
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
      void save(batch, `Duplicated ${describe(allocation)} to ${dayRangeText(drop.start, drop.end)}`);
      return;
    }
    if (
      drop.kind === 'move' &&
      selected.has(allocation.id) &&
      selected.size > 1 &&
      targetUser === allocation.user_id
    ) {
      shift(allocation, 'move', dayIndexOf(allocation.start_date, drop.start));
      return;
    }
    const change: AllocationChange = { id: allocation.id };
    if (drop.start !== allocation.start_date) change.start_date = drop.start;
    if (drop.end !== allocation.end_date) change.end_date = drop.end;
    if (targetUser !== allocation.user_id) change.user_id = targetUser;
    if (Object.keys(change).length === 1) return;
    const who = targetUser !== allocation.user_id ? ` to ${personOf(targetUser)}` : '';
    void save(
      { ...emptyBatch(), changes: [change] },
      `${drop.kind === 'move' ? 'Moved' : 'Resized'} ${describe(allocation)}${who}, ${dayRangeText(drop.start, drop.end)}`,
    );
  };

  const onBarActivate = (bar: TimelineBar) => {
    if (!editable || bar.kind !== 'allocation') return;
    const allocation = allocationsById.get(bar.allocationId);
    if (allocation) openEditor({ mode: 'edit', person: personOf(allocation.user_id), allocation });
  };

  const onBarShiftClick = (bar: TimelineBar) => {
    if (!editable || bar.kind !== 'allocation') return;
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(bar.allocationId)) next.delete(bar.allocationId);
      else next.add(bar.allocationId);
      return next;
    });
  };

  return {
    selected,
    clearSelection: () => setSelected(new Set()),
    save,
    undo,
    redo,
    createAt,
    onKey,
    onDrag,
    onBarActivate,
    onBarShiftClick,
  };
}
