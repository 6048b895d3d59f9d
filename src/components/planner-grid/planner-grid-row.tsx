import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { alpha, useTheme } from '@mui/material/styles';
import { memo, useId, useMemo, type CSSProperties, type MouseEvent } from 'react';
import { overlaps, type IndexRange } from '@/lib/planner-grid';
import {
  STRIP_HEIGHT,
  barStyle,
  barTextOf,
  barTextStyle,
  placedBox,
  type BarColors,
} from './planner-grid-bar-style';
import type { RowModel } from './planner-grid-model';
import type { PlannerBar, PlannerGroup, PlannerRow, PlannerStripRun } from './planner-grid-types';
import { cursorCellStyle, rowHeaderStyle, visuallyHidden } from './planner-grid-styles';

// One line of the grid body: a person with their bars, or a group's header. Memoised: a row redraws
// when its data, its window of days or the cursor on it changes, not on every scroll frame.

// What every row shares (one object per layout, so memoised rows see no change on scroll).
export type RowGeometry = {
  // A group row's height, and a person row's when its lanes fit in it.
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
  // This row's height (personRowHeight).
  height: number;
  geometry: RowGeometry;
  window: IndexRange;
  cursorDay: number | null;
  cursorId: string;
  cursorLabel: string;
  // Days marked with Shift+arrows, and a drag's ghost, on this row.
  marked: IndexRange | null;
  ghost: IndexRange | null;
  // The bar Tab put the cursor on.
  focusedBarId: string | null;
  onDayPointer: (line: number, event: MouseEvent<HTMLElement>, activate: boolean) => void;
  onBarPointer: (line: number, bar: TBar, day: number, activate: boolean, shift: boolean) => void;
};

// Solid runs as one gradient (a year is a few stops, not a node per day).
function stripGradient(runs: readonly PlannerStripRun[], dayWidth: number): string | null {
  const stops: string[] = [];
  for (const run of runs) {
    if (run.hatched) continue;
    const start = run.first * dayWidth;
    const end = (run.last + 1) * dayWidth;
    stops.push(
      `transparent ${start}px`,
      `${run.color} ${start}px`,
      `${run.color} ${end}px`,
      `transparent ${end}px`,
    );
  }
  return stops.length > 0 ? `linear-gradient(to right, transparent 0, ${stops.join(', ')})` : null;
}

const spanStyle = (span: IndexRange, geometry: RowGeometry): CSSProperties => ({
  position: 'absolute',
  top: 1,
  bottom: 1,
  left: geometry.labelWidth + span.first * geometry.dayWidth,
  width: (span.last - span.first + 1) * geometry.dayWidth,
  boxSizing: 'border-box',
  pointerEvents: 'none',
});

function PersonRowInner<TBar extends PlannerBar>({
  row,
  model,
  line,
  ariaRowIndex,
  top,
  height,
  geometry,
  window,
  cursorDay,
  cursorId,
  cursorLabel,
  marked,
  ghost,
  focusedBarId,
  onDayPointer,
  onBarPointer,
}: PersonRowProps<TBar>) {
  const theme = useTheme();
  const descriptionId = useId();
  const { labelWidth, dayWidth } = geometry;
  const holidayColor = alpha(theme.palette.warning.main, 0.16);
  const strip = row.strip;
  const bottom = strip ? STRIP_HEIGHT : 0;
  const stripBackground = useMemo(() => (strip ? stripGradient(strip, dayWidth) : null), [strip, dayWidth]);
  const colors: BarColors = {
    text: theme.palette.text.primary,
    error: theme.palette.error.main,
    selected: theme.palette.primary.dark,
    focused: theme.palette.text.primary,
    paper: theme.palette.background.paper,
    muted: theme.palette.text.secondary,
  };
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex}
      data-line={line}
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
      <div
        role="rowheader"
        aria-colindex={1}
        aria-describedby={row.description ? descriptionId : undefined}
        style={rowHeaderStyle(theme, labelWidth, height)}
      >
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
        {row.description ? (
          <span id={descriptionId} style={visuallyHidden}>
            {row.description}
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
        .map((placed) => ({ placed, box: placedBox(placed, geometry, height, model.laneCount, bottom) }))
        .map(({ placed, box }) => (
          <div
            key={placed.bar.id}
            role="gridcell"
            aria-colindex={placed.span.first + 2}
            aria-colspan={placed.span.last - placed.span.first + 1}
            aria-label={placed.bar.label}
            title={placed.bar.label}
            data-bar-id={placed.bar.id}
            aria-selected={placed.bar.selected ? 'true' : undefined}
            style={barStyle(placed.bar, box, colors, placed.bar.id === focusedBarId)}
            onClick={(event) => {
              event.stopPropagation();
              onBarPointer(
                line,
                placed.bar,
                cursorDayFromEvent(event, placed.span, dayWidth),
                false,
                event.shiftKey,
              );
            }}
            onDoubleClick={(event) => {
              event.stopPropagation();
              onBarPointer(line, placed.bar, cursorDayFromEvent(event, placed.span, dayWidth), true, false);
            }}
          >
            <BarText text={barTextOf(placed.bar, box)} labelWidth={labelWidth} />
          </div>
        ))}
      {strip && stripBackground ? (
        <div
          aria-hidden="true"
          style={{
            position: 'absolute',
            left: labelWidth,
            right: 0,
            bottom: 0,
            height: STRIP_HEIGHT,
            background: stripBackground,
            pointerEvents: 'none',
          }}
        />
      ) : null}
      {strip
        ?.filter((run) => run.hatched && overlaps(run, window))
        .map((run) => (
          <div
            key={`strip-${run.first}`}
            aria-hidden="true"
            style={{
              position: 'absolute',
              left: labelWidth + run.first * dayWidth,
              width: (run.last - run.first + 1) * dayWidth,
              bottom: 0,
              height: STRIP_HEIGHT,
              background: `repeating-linear-gradient(135deg, ${run.color} 0 2px, transparent 2px 4px)`,
              pointerEvents: 'none',
            }}
          />
        ))}
      {marked ? (
        <div
          aria-hidden="true"
          data-marked-range=""
          style={{
            ...spanStyle(marked, geometry),
            background: alpha(theme.palette.primary.main, 0.18),
            border: `2px solid ${theme.palette.primary.main}`,
          }}
        />
      ) : null}
      {ghost ? (
        <div
          aria-hidden="true"
          data-drag-ghost=""
          style={{
            ...spanStyle(ghost, geometry),
            background: alpha(theme.palette.primary.main, 0.12),
            border: `2px dashed ${theme.palette.primary.main}`,
            zIndex: 2,
          }}
        />
      ) : null}
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

function BarText({ text, labelWidth }: { text: string; labelWidth: number }) {
  return text ? <span style={barTextStyle(labelWidth)}>{text}</span> : null;
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
