import type { VirtualItem } from '@tanstack/react-virtual';
import type { MouseEvent } from 'react';
import type { IndexRange } from '@/lib/planner-grid';
import type { GridLine, RowModel } from './planner-grid-model';
import { GroupRow, PersonRow, type RowGeometry } from './planner-grid-row';
import type { PlannerBar, PlannerRow } from './planner-grid-types';

type Props<TBar extends PlannerBar> = {
  items: readonly VirtualItem[];
  lines: readonly GridLine<TBar>[];
  rowModels: ReadonlyMap<string, RowModel<TBar>>;
  // 4 with a summary row (header, days, summary), else 3: the first line's aria-rowindex.
  firstRowIndex: number;
  geometry: RowGeometry;
  rowWindow: IndexRange;
  activeWindow: IndexRange;
  cursorLine: number;
  cursorDay: number;
  cursorId: string;
  cursorLabel: string;
  marked: IndexRange | null;
  focusedBarId: string | null;
  ghost: { line: number; span: IndexRange } | null;
  onGroupToggle: (groupId: string, line: number) => void;
  onDayPointer: (line: number, event: MouseEvent<HTMLElement>, activateIt: boolean) => void;
  onBarPointer: (line: number, bar: TBar, day: number, activateIt: boolean, shift: boolean) => void;
};

// The rendered lines: a group's header or a person's row; only the cursor's line gets the cursor.
export function PlannerGridLines<TBar extends PlannerBar>(props: Props<TBar>) {
  const { lines, rowModels, geometry, cursorLine, cursorId } = props;
  return props.items.map((item) => {
    const entry = lines[item.index];
    if (!entry) return null;
    const ariaRowIndex = item.index + props.firstRowIndex;
    const active = item.index === cursorLine;
    if (entry.kind === 'group') {
      return (
        <GroupRow
          key={`group-${entry.group.id}`}
          group={entry.group}
          count={entry.count}
          collapsed={entry.collapsed}
          line={item.index}
          ariaRowIndex={ariaRowIndex}
          top={item.start}
          geometry={geometry}
          active={active}
          cursorId={active ? cursorId : ''}
          onToggle={props.onGroupToggle}
        />
      );
    }
    const model = rowModels.get(entry.row.id);
    if (!model) return null;
    return (
      <PersonRow<TBar>
        key={`row-${entry.row.id}`}
        row={entry.row as PlannerRow<TBar>}
        model={model}
        line={item.index}
        ariaRowIndex={ariaRowIndex}
        top={item.start}
        height={item.size}
        geometry={geometry}
        window={active ? props.activeWindow : props.rowWindow}
        cursorDay={active ? props.cursorDay : null}
        cursorId={active ? cursorId : ''}
        cursorLabel={active ? props.cursorLabel : ''}
        marked={active ? props.marked : null}
        ghost={props.ghost && props.ghost.line === item.index ? props.ghost.span : null}
        focusedBarId={active ? props.focusedBarId : null}
        onDayPointer={props.onDayPointer}
        onBarPointer={props.onBarPointer}
      />
    );
  });
}
