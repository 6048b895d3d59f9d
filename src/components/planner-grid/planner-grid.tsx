import { useTheme } from '@mui/material/styles';
import { useId, useMemo, type PointerEvent } from 'react';
import { GridKeyHelp, GridLiveRegion } from '@/components/grid/grid-live-region';
import { calendarDay } from '@/lib/calendar-day';
import { ZOOM_DAY_WIDTH, dateAt, dayCount, dayIndexOf } from '@/lib/planner-grid';
import { PlannerGridBackground } from './planner-grid-background';
import { PlannerGridHeader, headerHeightOf } from './planner-grid-header';
import { PlannerGridLines } from './planner-grid-lines';
import { dayLabel, plannerKeyHelp, quantisedWindow } from './planner-grid-model';
import type { RowGeometry } from './planner-grid-row';
import type { PlannerBar, PlannerGridProps, PlannerHoliday } from './planner-grid-types';
import { usePlannerCursor } from './use-planner-cursor';
import { usePlannerDrag } from './use-planner-drag';
import { usePlannerKeys } from './use-planner-keys';
import { usePlannerLines } from './use-planner-lines';
import { usePlannerMoves } from './use-planner-moves';
import { usePlannerPointer } from './use-planner-pointer';
import { usePlannerVirtual } from './use-planner-virtual';

const WEEKEND_DAYS: ReadonlySet<number> = new Set([0, 6]);
// One empty list, so a grid without holidays does not rebuild its rows on every render.
const NO_HOLIDAYS: readonly PlannerHoliday[] = [];

// People × days, virtualised both ways, with bars, shaded weekends and holidays, an optional summary
// row and one keyboard cursor (role="grid" with aria-activedescendant and a polite live region).
export function PlannerGrid<TBar extends PlannerBar>(props: PlannerGridProps<TBar>) {
  const { label, from, to, zoom, summary, onDrag, onRangeActivate, tabThroughBars = false, keyHelp } = props;
  const { holidays = NO_HOLIDAYS, today = calendarDay(new Date()), rowHeight = 40, labelWidth = 220 } = props;
  const height = props.height ?? 560;
  const theme = useTheme();
  const baseId = useId();
  const dayWidth = ZOOM_DAY_WIDTH[zoom];
  const count = dayCount(from, to);
  const headerHeight = headerHeightOf(Boolean(summary));
  const todayIndex = dayIndexOf(from, today);
  const todayInRange = todayIndex >= 0 && todayIndex < count ? todayIndex : null;

  const { lines, holidayModel, rowModels, lineHeights, toggleCollapsed } = usePlannerLines<TBar>({
    rows: props.rows,
    groups: props.groups,
    holidays,
    from,
    count,
    rowHeight,
  });
  const cursor = usePlannerCursor<TBar>({
    lines,
    from,
    to,
    count,
    today,
    initialDate: props.initialDate,
    onCursorChange: props.onCursorChange,
  });
  const { cursorLine, cursorDay } = cursor;
  const { scrollRef, rowVirtualizer, dayVirtualizer, lineAt } = usePlannerVirtual({
    from,
    to,
    zoom,
    lineCount: lines.length,
    lineHeights,
    rowHeight,
    headerHeight,
    count,
    dayWidth,
    labelWidth,
    height,
    initialRect: props.initialRect,
    cursorLine,
    cursorDay,
  });
  const moves = usePlannerMoves<TBar>({
    lines,
    rowModels,
    from,
    count,
    todayInRange,
    pageRows: () => Math.floor(((rowVirtualizer.scrollRect?.height ?? height) - headerHeight) / rowHeight),
    cursor,
    rowVirtualizer,
    dayVirtualizer,
    toggleCollapsed,
    describeCell: props.describeCell,
    onActivate: props.onActivate,
    onBarActivate: props.onBarActivate,
  });
  const onKeyDown = usePlannerKeys<TBar>({
    lines,
    rowModels,
    from,
    count,
    cursor,
    moves,
    onRangeActivate,
    tabThroughBars,
    onKey: props.onKey,
    onZoomStep: props.onZoomStep,
  });
  const drag = usePlannerDrag<TBar>({
    scrollRef,
    lines,
    rowModels,
    from,
    count,
    dayWidth,
    labelWidth,
    lineAt,
    onDrag,
  });
  const pointer = usePlannerPointer<TBar>({
    scrollRef,
    lines,
    moves,
    cursorDay,
    count,
    dayWidth,
    labelWidth,
    justDragged: drag.justDragged,
    onBarActivate: props.onBarActivate,
    onBarShiftClick: props.onBarShiftClick,
  });

  const columns = dayVirtualizer.getVirtualItems();
  const firstColumn = columns[0]?.index ?? 0;
  const lastColumn = columns[columns.length - 1]?.index ?? -1;
  const rowWindow = useMemo(
    () => quantisedWindow(firstColumn, lastColumn, count),
    [firstColumn, lastColumn, count],
  );
  const activeWindow = useMemo(
    () => ({ first: Math.min(rowWindow.first, cursorDay), last: Math.max(rowWindow.last, cursorDay) }),
    [rowWindow, cursorDay],
  );
  const canvasWidth = dayVirtualizer.getTotalSize();
  const canvasHeight = rowVirtualizer.getTotalSize();
  const geometry: RowGeometry = useMemo(
    () => ({ height: rowHeight, labelWidth, dayWidth, canvasWidth }),
    [rowHeight, labelWidth, dayWidth, canvasWidth],
  );
  const cursorId = `${baseId}-cell-${cursorLine}-${cursorDay}`;
  const cursorLabel = lines[cursorLine]?.kind === 'row' ? dayLabel(dateAt(from, cursorDay)) : '';

  return (
    <>
      <div
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={lines.length + (summary ? 3 : 2)}
        aria-colcount={count + 1}
        aria-activedescendant={lines.length > 0 ? cursorId : undefined}
        aria-describedby={`${baseId}-keys`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(event: PointerEvent<HTMLDivElement>) => drag.onPointerDown(event)}
        onFocus={(event) => moves.announceOnFocus(event, { row: cursorLine, column: cursorDay })}
        style={{
          position: 'relative',
          height,
          overflow: 'auto',
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: theme.shape.borderRadius,
          outlineColor: theme.palette.primary.main,
          contain: 'strict',
          // What the browser scrolls into view (a focused row, scrollIntoView) clears the sticky parts.
          scrollPaddingTop: headerHeight,
          scrollPaddingLeft: labelWidth,
          userSelect: onDrag || onRangeActivate ? 'none' : undefined,
        }}
      >
        <div style={{ position: 'relative', width: canvasWidth, height: canvasHeight }}>
          <PlannerGridHeader
            from={from}
            count={count}
            columns={columns}
            dayWidth={dayWidth}
            labelWidth={labelWidth}
            canvasWidth={canvasWidth}
            holidays={holidayModel}
            weekendDays={WEEKEND_DAYS}
            todayIndex={todayInRange}
            cursorDay={lines.length > 0 ? cursorDay : null}
            summary={summary}
          />
          <PlannerGridBackground
            from={from}
            count={count}
            top={headerHeight}
            height={canvasHeight - headerHeight}
            labelWidth={labelWidth}
            dayWidth={dayWidth}
            holidayDays={holidayModel.commonDays}
            todayIndex={todayInRange}
          />
          <PlannerGridLines<TBar>
            items={rowVirtualizer.getVirtualItems()}
            lines={lines}
            rowModels={rowModels}
            firstRowIndex={summary ? 4 : 3}
            geometry={geometry}
            rowWindow={rowWindow}
            activeWindow={activeWindow}
            cursorLine={cursorLine}
            cursorDay={cursorDay}
            cursorId={cursorId}
            cursorLabel={cursorLabel}
            marked={cursor.marked}
            focusedBarId={cursor.focusedBarId}
            ghost={drag.ghost}
            onGroupToggle={pointer.onGroupToggle}
            onDayPointer={pointer.onDayPointer}
            onBarPointer={pointer.onBarPointer}
          />
        </div>
      </div>
      <GridKeyHelp id={`${baseId}-keys`}>
        {plannerKeyHelp(Boolean(onRangeActivate), tabThroughBars, keyHelp)}
      </GridKeyHelp>
      <GridLiveRegion label={`${label}: under the cursor`} announcement={moves.announcement} />
    </>
  );
}
