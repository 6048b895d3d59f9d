import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { alpha, useTheme } from '@mui/material/styles';
import { memo, type CSSProperties, type MouseEvent } from 'react';
import { barBox, overlaps, type IndexRange } from '@/lib/planner-grid';
import type { PlacedBar, RowModel } from './planner-grid-model';
import type { PlannerBar, PlannerGroup, PlannerRow } from './planner-grid-types';
import { cursorCellStyle, rowHeaderStyle } from './planner-grid-styles';

// One line of the grid body: a person with their bars, or a group's header. Memoised: a row redraws
// when its data, its window of days or the cursor on it changes, not on every scroll frame.

// What every row shares (one object per layout, so memoised rows see no change on scroll).
export type RowGeometry = {
  height: number;
  labelWidth: number;
  dayWidth: number;
  canvasWidth: number;
};

type PersonRowProps<TBar extends PlannerBar> = {
  row: PlannerRow<TBar>;
  model: RowModel<TBar>;
  line: number;
  ariaRowIndex: number;
  top: number;
  geometry: RowGeometry;
  window: IndexRange;
  cursorDay: number | null;
  cursorId: string;
  cursorLabel: string;
  onDayPointer: (line: number, event: MouseEvent<HTMLElement>, activate: boolean) => void;
  onBarPointer: (line: number, bar: TBar, day: number, activate: boolean) => void;
};

const BAR_GAP = 6;

function barStyle<TBar extends PlannerBar>(
  { bar, span }: PlacedBar<TBar>,
  geometry: RowGeometry,
  laneCount: number,
  textColor: string,
): CSSProperties {
  const laneHeight = (geometry.height - BAR_GAP) / laneCount;
  const { top, height } = barBox(
    bar.part ?? 'full',
    bar.share,
    BAR_GAP / 2 + (bar.lane ?? 0) * laneHeight,
    laneHeight,
  );
  const hatched = bar.pattern === 'hatched';
  return {
    position: 'absolute',
    left: geometry.labelWidth + span.first * geometry.dayWidth + 1,
    width: Math.max(2, (span.last - span.first + 1) * geometry.dayWidth - 2),
    top,
    height,
    borderRadius: 4,
    boxSizing: 'border-box',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    fontSize: 12,
    lineHeight: `${height - 2}px`,
    padding: '0 4px',
    cursor: 'pointer',
    color: hatched ? textColor : '#fff',
    background: hatched
      ? `repeating-linear-gradient(135deg, ${alpha(bar.color, 0.45)} 0 4px, ${alpha(bar.color, 0.12)} 4px 8px)`
      : bar.color,
    border: hatched ? `1px dashed ${bar.color}` : 'none',
  };
}

function PersonRowInner<TBar extends PlannerBar>({
  row,
  model,
  line,
  ariaRowIndex,
  top,
  geometry,
  window,
  cursorDay,
  cursorId,
  cursorLabel,
  onDayPointer,
  onBarPointer,
}: PersonRowProps<TBar>) {
  const theme = useTheme();
  const { labelWidth, dayWidth, height } = geometry;
  const holidayColor = alpha(theme.palette.warning.main, 0.16);
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex}
      style={{
        position: 'absolute',
        top,
        left: 0,
        width: geometry.canvasWidth,
        height,
        display: 'flex',
        borderBottom: `1px solid ${theme.palette.divider}`,
        boxSizing: 'border-box',
      }}
      onClick={(event) => onDayPointer(line, event, false)}
      onDoubleClick={(event) => onDayPointer(line, event, true)}
    >
      <div role="rowheader" aria-colindex={1} style={rowHeaderStyle(theme, labelWidth, height)}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 14 }}>
          {row.label}
        </span>
        {row.subLabel ? (
          <span
            style={{
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              fontSize: 12,
              color: theme.palette.text.secondary,
            }}
          >
            {row.subLabel}
          </span>
        ) : null}
      </div>
      {model.holidayDays
        .filter((day) => day >= window.first && day <= window.last)
        .map((day) => (
          <div
            key={`holiday-${day}`}
            aria-hidden="true"
            style={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: labelWidth + day * dayWidth,
              width: dayWidth,
              background: holidayColor,
            }}
          />
        ))}
      {model.bars
        .filter((placed) => overlaps(placed.span, window))
        .map((placed) => (
          <div
            key={placed.bar.id}
            role="gridcell"
            aria-colindex={placed.span.first + 2}
            aria-colspan={placed.span.last - placed.span.first + 1}
            aria-label={placed.bar.label}
            title={placed.bar.label}
            data-bar-id={placed.bar.id}
            style={barStyle(placed, geometry, model.laneCount, theme.palette.text.primary)}
            onClick={(event) => {
              event.stopPropagation();
              onBarPointer(line, placed.bar, cursorDayFromEvent(event, placed.span, dayWidth), false);
            }}
            onDoubleClick={(event) => {
              event.stopPropagation();
              onBarPointer(line, placed.bar, cursorDayFromEvent(event, placed.span, dayWidth), true);
            }}
          >
            {placed.bar.text && (placed.span.last - placed.span.first + 1) * dayWidth >= 40
              ? placed.bar.text
              : null}
          </div>
        ))}
      {cursorDay === null ? null : (
        <div
          id={cursorId}
          role="gridcell"
          aria-colindex={cursorDay + 2}
          aria-selected="true"
          aria-label={cursorLabel}
          style={cursorCellStyle(theme, labelWidth + cursorDay * dayWidth, dayWidth, height)}
        />
      )}
    </div>
  );
}

// The day of a bar under the pointer (jsdom has no layout: its first day then).
function cursorDayFromEvent(event: MouseEvent<HTMLElement>, span: IndexRange, dayWidth: number): number {
  const rect = event.currentTarget.getBoundingClientRect();
  if (rect.width <= 0) return span.first;
  return Math.min(span.last, span.first + Math.max(0, Math.floor((event.clientX - rect.left) / dayWidth)));
}

export const PersonRow = memo(PersonRowInner) as typeof PersonRowInner;

type GroupRowProps = {
  group: PlannerGroup;
  count: number;
  collapsed: boolean;
  line: number;
  ariaRowIndex: number;
  top: number;
  geometry: RowGeometry;
  active: boolean;
  cursorId: string;
  onToggle: (groupId: string, line: number) => void;
};

export const GroupRow = memo(function GroupRow({
  group,
  count,
  collapsed,
  line,
  ariaRowIndex,
  top,
  geometry,
  active,
  cursorId,
  onToggle,
}: GroupRowProps) {
  const theme = useTheme();
  const Icon = collapsed ? ChevronRight : ExpandMore;
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex}
      style={{
        position: 'absolute',
        top,
        left: 0,
        width: geometry.canvasWidth,
        height: geometry.height,
        background: theme.palette.action.hover,
        borderBottom: `1px solid ${theme.palette.divider}`,
        boxSizing: 'border-box',
      }}
    >
      <div
        id={active ? cursorId : undefined}
        role="rowheader"
        aria-colindex={1}
        // On the header, not the row: a row may say it is expanded only in a treegrid.
        aria-expanded={!collapsed}
        aria-selected={active ? 'true' : undefined}
        style={{
          ...rowHeaderStyle(theme, geometry.labelWidth, geometry.height),
          flexDirection: 'row',
          alignItems: 'center',
          justifyContent: 'flex-start',
          gap: 4,
          background: 'transparent',
          cursor: 'pointer',
          fontWeight: 600,
          fontSize: 14,
          outline: active ? `2px solid ${theme.palette.primary.main}` : undefined,
          outlineOffset: -2,
        }}
        onClick={() => onToggle(group.id, line)}
      >
        <Icon fontSize="small" aria-hidden="true" />
        <span>
          {group.label} · {count}
        </span>
      </div>
    </div>
  );
});
