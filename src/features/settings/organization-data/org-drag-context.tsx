import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { childrenOf, dragMoveOf, parentIdOf, type TreeMove } from '@/lib/org-tree-moves';
import type { OrgRowView } from './org-lists';

type Props = {
  id: string;
  rows: readonly OrgRowView[];
  onMove: (item: OrgRowView, to: TreeMove) => void;
  children: ReactNode;
};

const SCREEN_READER_INSTRUCTIONS =
  'To move an item, press space or enter on its drag handle. Use the up and down arrow keys to choose its ' +
  'new place among its siblings, space or enter to drop it there, or escape to leave it where it was.';

// Drag to reorder among siblings, by pointer or by keyboard, each step said to screen readers by name.
export function OrgDragContext({ id, rows, onMove, children }: Props) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const rowOf = (key: UniqueIdentifier | undefined) => rows.find((row) => row.id === key);
  const placeOf = (key: UniqueIdentifier | undefined) => {
    const row = rowOf(key);
    if (!row) return '';
    const siblings = childrenOf(rows, parentIdOf(row));
    return `place ${siblings.findIndex((sibling) => sibling.id === row.id) + 1} of ${siblings.length}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${rowOf(active.id)?.name ?? ''}, at ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over && rowOf(over.id) && parentIdOf(rowOf(over.id)!) === parentIdOf(rowOf(active.id)!)
        ? `${rowOf(active.id)?.name ?? ''} is ${over.id === active.id ? 'at' : 'over'} ${placeOf(over.id)}.`
        : `${rowOf(active.id)?.name ?? ''} can only move among its siblings here.`,
    onDragEnd: ({ active, over }) => {
      const move = over ? dragMoveOf(rows, Number(active.id), Number(over.id)) : null;
      return move ? move.announcement : `${rowOf(active.id)?.name ?? ''} stays where it was.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${rowOf(active.id)?.name ?? ''} was cancelled; it stays where it was.`,
  };
  const drop = ({ active, over }: DragEndEvent) => {
    const item = rowOf(active.id);
    const move = item && over ? dragMoveOf(rows, item.id, Number(over.id)) : null;
    if (item && move) onMove(item, move);
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
      onDragEnd={drop}
    >
      {children}
    </DndContext>
  );
}
