import { useTheme } from '@mui/material/styles';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { calendarDay } from '@/lib/calendar-day';
import {
  ZOOM_DAY_WIDTH,
  dateAt,
  dayAtX,
  dayCount,
  dayIndexOf,
  initialDayScroll,
  movedCursor,
} from '@/lib/planner-grid';
import { PlannerGridBackground } from './planner-grid-background';
import { PlannerGridHeader, headerHeightOf } from './planner-grid-header';
import {
  barAt,
  dayLabel,
  gridLinesOf,
  holidayModelOf,
  observeRectOrFallback,
  quantisedWindow,
  rowModelOf,
  type RowModel,
} from './planner-grid-model';
import { personRowHeight } from './planner-grid-bar-style';
import { GroupRow, PersonRow, type RowGeometry } from './planner-grid-row';
import { visuallyHidden } from './planner-grid-styles';
import type {
  PlannerBar,
  PlannerGridProps,
  PlannerHoliday,
  PlannerKeyContext,
  PlannerRow,
} from './planner-grid-types';
import { usePlannerDrag } from './use-planner-drag';

const WEEKEND_DAYS: ReadonlySet<number> = new Set([0, 6]);
const ROW_OVERSCAN = 10;
const DAY_OVERSCAN = 8;
// One empty list, so a grid without holidays does not rebuild its rows on every render.
const NO_HOLIDAYS: readonly PlannerHoliday[] = [];

// Keeps an index (the cursor's) among the rendered ones, so aria-activedescendant always names an
// element, even after the pointer scrolled the cursor out of view.
const withIndex = (index: number) => (range: Range) => {
  const indexes = defaultRangeExtractor(range);
  if (index < 0 || index >= range.count || indexes.includes(index)) return indexes;
  return [...indexes, index].sort((a, b) => a - b);
};

// People × days, virtualised both ways, with bars, shaded weekends and holidays, an optional summary
// row and one keyboard cursor (role="grid" with aria-activedescendant and a polite live region).
export function PlannerGrid<TBar extends PlannerBar>({
  label,
  from,
  to,
  zoom,
  rows,
  groups,
  holidays = NO_HOLIDAYS,
  today = calendarDay(new Date()),
  summary,
  describeCell,
  onActivate,
  onBarActivate,
  onZoomStep,
  onRangeActivate,
  tabThroughBars = false,
  onKey,
  onDrag,
  onBarShiftClick,
  onCursorChange,
  keyHelp,
  initialDate,
  rowHeight = 40,
  labelWidth = 220,
  height = 560,
  initialRect,
}: PlannerGridProps<TBar>) {
  const theme = useTheme();
  const baseId = useId();
  const dayWidth = ZOOM_DAY_WIDTH[zoom];
  const count = dayCount(from, to);
  const headerHeight = headerHeightOf(Boolean(summary));
  const todayIndex = dayIndexOf(from, today);
  const todayInRange = todayIndex >= 0 && todayIndex < count ? todayIndex : null;

  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const lines = useMemo(() => gridLinesOf(rows, groups, collapsed), [rows, groups, collapsed]);
  const holidayModel = useMemo(() => holidayModelOf(holidays, from, count), [holidays, from, count]);
  const rowModels = useMemo(() => {
    const models = new Map<string, RowModel<TBar>>();
    for (const row of rows) models.set(row.id, rowModelOf(row, from, count, holidayModel));
    return models;
  }, [rows, from, count, holidayModel]);

  // A person's row grows with their lanes, so no bar is shorter than its text.
  const lineHeights = useMemo(
    () =>
      lines.map((entry) =>
        entry.kind === 'row'
          ? personRowHeight(entry.row, rowModels.get(entry.row.id)?.laneCount ?? 1, rowHeight)
          : rowHeight,
      ),
    [lines, rowModels, rowHeight],
  );

  // The cursor holds a date, so a new zoom or period keeps the day it was on when it can.
  const [cursor, setCursor] = useState(() => ({ line: 0, date: initialDate ?? today }));
  const cursorLine = Math.min(cursor.line, Math.max(lines.length - 1, 0));
  // A period that does not hold the cursor's day (the address read after the first render) starts it
  // on `initialDate` when that is inside.
  const inRange = (date: string | undefined): date is string => !!date && date >= from && date <= to;
  const cursorDate = inRange(cursor.date) || !inRange(initialDate) ? cursor.date : initialDate;
  const rawDay = dayIndexOf(from, cursorDate);
  const cursorDay = count === 0 ? 0 : Math.min(Math.max(Number.isNaN(rawDay) ? 0 : rawDay, 0), count - 1);
  const [announcement, setAnnouncement] = useState('');
  // Days marked with Shift+arrows: from `anchor` to the cursor, on the cursor's line.
  const [range, setRange] = useState<{ line: number; anchor: number } | null>(null);
  // The bar Tab moved the cursor onto.
  const [focusedBarId, setFocusedBarId] = useState<string | null>(null);
  const marked =
    range && range.line === cursorLine
      ? { first: Math.min(range.anchor, cursorDay), last: Math.max(range.anchor, cursorDay) }
      : null;
  useEffect(() => {
    onCursorChange?.(cursorDate);
  }, [cursorDate, onCursorChange]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const assumedRect = useMemo(() => initialRect ?? { width: 1200, height }, [initialRect, height]);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; rows are memoised by hand
  const rowVirtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => lineHeights[index] ?? rowHeight,
    overscan: ROW_OVERSCAN,
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    initialRect: assumedRect,
    observeElementRect: observeRectOrFallback,
    rangeExtractor: useMemo(() => withIndex(cursorLine), [cursorLine]),
  });
  const dayVirtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    horizontal: true,
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => dayWidth,
    overscan: DAY_OVERSCAN,
    paddingStart: labelWidth,
    scrollPaddingStart: labelWidth,
    initialRect: assumedRect,
    observeElementRect: observeRectOrFallback,
    rangeExtractor: useMemo(() => withIndex(cursorDay), [cursorDay]),
  });
  // Sizes are fixed per zoom: a new width re-measures every column.
  useLayoutEffect(() => {
    dayVirtualizer.measure();
  }, [dayVirtualizer, dayWidth]);
  // Rows change height when their lanes do.
  const heightsKey = useMemo(() => lineHeights.join(','), [lineHeights]);
  useLayoutEffect(() => {
    rowVirtualizer.measure();
  }, [rowVirtualizer, heightsKey]);

  // A new period or zoom opens where initialDayScroll says (a month on its 1st).
  useEffect(() => {
    if (count === 0) return;
    const width = scrollRef.current?.clientWidth || assumedRect.width;
    dayVirtualizer.scrollToOffset(initialDayScroll(zoom, cursorDay, dayWidth, width - labelWidth, count));
    // Only when the range changes, not on every cursor move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from, to, dayWidth]);

  // The line under a y offset of the canvas, -1 above the first or below the last.
  const lineAt = useCallback(
    (offset: number): number => {
      if (offset < headerHeight) return -1;
      const item = rowVirtualizer.getVirtualItemForOffset(offset);
      return item && offset < item.end ? item.index : -1;
    },
    [rowVirtualizer, headerHeight],
  );

  const describe = useCallback(
    (line: number, day: number): string => {
      const entry = lines[line];
      if (!entry) return '';
      if (entry.kind === 'group')
        return `${entry.group.label}, ${entry.count} ${entry.count === 1 ? 'person' : 'people'}, ${entry.collapsed ? 'collapsed' : 'expanded'}`;
      return describeCell(entry.row, dateAt(from, day));
    },
    [lines, describeCell, from],
  );

  const moveTo = useCallback(
    (line: number, day: number, announce: boolean, keepBar = false) => {
      setCursor({ line, date: dateAt(from, day) });
      if (!keepBar) setFocusedBarId(null);
      rowVirtualizer.scrollToIndex(line, { align: 'auto' });
      dayVirtualizer.scrollToIndex(day, { align: 'auto' });
      if (announce) setAnnouncement(describe(line, day));
    },
    [from, rowVirtualizer, dayVirtualizer, describe],
  );

  const toggleGroup = useCallback((groupId: string, line: number) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });
    setCursor((current) => ({ ...current, line }));
  }, []);

  // Group rows change what lies below them: say the new state once it is drawn.
  const toggledLine = useRef<number | null>(null);
  useEffect(() => {
    if (toggledLine.current === null) return;
    setAnnouncement(describe(toggledLine.current, cursorDay));
    toggledLine.current = null;
  }, [lines, describe, cursorDay]);

  const activate = useCallback(
    (line: number, day: number) => {
      const entry = lines[line];
      if (!entry) return;
      if (entry.kind === 'group') {
        toggledLine.current = line;
        toggleGroup(entry.group.id, line);
        return;
      }
      const bar = barUnderCursor(line, day);
      if (bar) onBarActivate?.(bar, entry.row);
      else onActivate?.(entry.row, dateAt(from, day));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- barUnderCursor reads the same state
    [lines, rowModels, onActivate, onBarActivate, from, toggleGroup, focusedBarId],
  );

  // The bar Tab chose when it still covers the day, else the lowest lane's.
  function barUnderCursor(line: number, day: number): TBar | null {
    const entry = lines[line];
    if (entry?.kind !== 'row') return null;
    const model = rowModels.get(entry.row.id);
    if (!model) return null;
    const focused = model.bars.find((placed) => placed.bar.id === focusedBarId);
    if (focused && focused.span.first <= day && focused.span.last >= day) return focused.bar;
    return barAt(model, day);
  }

  const keyContext = (): PlannerKeyContext<TBar> => {
    const entry = lines[cursorLine];
    return {
      row: entry?.kind === 'row' ? entry.row : null,
      date: dateAt(from, cursorDay),
      bar: barUnderCursor(cursorLine, cursorDay),
      range: marked ? { start: dateAt(from, marked.first), end: dateAt(from, marked.last) } : null,
      moveCursor: (date, announce = true) => {
        const day = Math.min(Math.max(dayIndexOf(from, date), 0), Math.max(count - 1, 0));
        moveTo(cursorLine, day, false, true);
        if (announce) setAnnouncement(describe(cursorLine, day));
      },
      announce: setAnnouncement,
    };
  };

  // Tab / Shift+Tab: the next or previous bar of the cursor's row; false past either end.
  const tabToBar = (backwards: boolean): boolean => {
    const entry = lines[cursorLine];
    const model = entry?.kind === 'row' ? rowModels.get(entry.row.id) : undefined;
    if (!model || model.bars.length === 0) return false;
    const current = model.bars.findIndex((placed) => placed.bar.id === focusedBarId);
    const next =
      current < 0
        ? backwards
          ? model.bars.findLastIndex((placed) => placed.span.first <= cursorDay)
          : model.bars.findIndex((placed) => placed.span.first >= cursorDay)
        : current + (backwards ? -1 : 1);
    const placed = model.bars[next];
    if (!placed) return false;
    moveTo(cursorLine, placed.span.first, false, true);
    setFocusedBarId(placed.bar.id);
    setAnnouncement(placed.bar.label);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || lines.length === 0) return;
    const onRow = lines[cursorLine]?.kind === 'row';
    if (
      onRangeActivate &&
      onRow &&
      event.shiftKey &&
      !event.altKey &&
      !event.ctrlKey &&
      !event.metaKey &&
      (event.key === 'ArrowLeft' || event.key === 'ArrowRight')
    ) {
      event.preventDefault();
      const anchor = range && range.line === cursorLine ? range.anchor : cursorDay;
      const day = Math.min(Math.max(cursorDay + (event.key === 'ArrowLeft' ? -1 : 1), 0), count - 1);
      setRange({ line: cursorLine, anchor });
      moveTo(cursorLine, day, false);
      const first = Math.min(anchor, day);
      const last = Math.max(anchor, day);
      setAnnouncement(
        `Marked ${dayLabel(dateAt(from, first))} to ${dayLabel(dateAt(from, last))}, ${last - first + 1} days`,
      );
      return;
    }
    if (event.key === 'Enter' && marked && onRangeActivate) {
      const entry = lines[cursorLine];
      event.preventDefault();
      setRange(null);
      if (entry?.kind === 'row')
        onRangeActivate(entry.row, dateAt(from, marked.first), dateAt(from, marked.last));
      return;
    }
    if (event.key === 'Enter' || (event.key === ' ' && lines[cursorLine]?.kind === 'group')) {
      event.preventDefault();
      activate(cursorLine, cursorDay);
      return;
    }
    if (event.key === 'Escape' && (range || focusedBarId)) {
      setRange(null);
      setFocusedBarId(null);
    }
    if (tabThroughBars && event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      if (tabToBar(event.shiftKey)) event.preventDefault();
      else setFocusedBarId(null);
      return;
    }
    if (onKey?.(event, keyContext())) {
      event.preventDefault();
      return;
    }
    if (event.altKey) return;
    if (onZoomStep && (event.key === '+' || event.key === '=' || event.key === '-')) {
      event.preventDefault();
      onZoomStep(event.key === '-' ? 1 : -1);
      return;
    }
    const viewport = rowVirtualizer.scrollRect?.height ?? height;
    const next = movedCursor({ row: cursorLine, day: cursorDay }, event, {
      rows: lines.length,
      days: count,
      pageRows: Math.max(1, Math.floor((viewport - headerHeight) / rowHeight)),
      today: todayInRange,
    });
    if (!next) return;
    event.preventDefault();
    setRange(null);
    moveTo(next.row, next.day, true);
  };

  // Handlers the memoised rows keep: the latest state behind stable functions.
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
  const latest = useRef({
    moveTo,
    activate,
    onBarActivate,
    onBarShiftClick,
    lines,
    dayWidth,
    labelWidth,
    count,
    cursorDay,
    justDragged: drag.justDragged,
  });
  useLayoutEffect(() => {
    latest.current = {
      moveTo,
      activate,
      onBarActivate,
      onBarShiftClick,
      lines,
      dayWidth,
      labelWidth,
      count,
      cursorDay,
      justDragged: drag.justDragged,
    };
  });
  const onDayPointer = useCallback((line: number, event: MouseEvent<HTMLElement>, activateIt: boolean) => {
    const current = latest.current;
    if (current.justDragged()) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - rect.left - current.labelWidth;
    if (x < 0) return;
    const day = dayAtX(x, current.dayWidth, current.count);
    scrollRef.current?.focus({ preventScroll: true });
    current.moveTo(line, day, true);
    if (activateIt) current.activate(line, day);
  }, []);
  const onBarPointer = useCallback(
    (line: number, bar: TBar, day: number, activateIt: boolean, shift: boolean) => {
      const current = latest.current;
      if (current.justDragged()) return;
      scrollRef.current?.focus({ preventScroll: true });
      current.moveTo(line, day, true);
      const entry = current.lines[line];
      if (entry?.kind !== 'row') return;
      if (shift) current.onBarShiftClick?.(bar, entry.row);
      else if (activateIt) current.onBarActivate?.(bar, entry.row);
    },
    [],
  );
  const onGroupToggle = useCallback(
    (groupId: string, line: number) => {
      scrollRef.current?.focus({ preventScroll: true });
      toggledLine.current = line;
      latest.current.moveTo(line, latest.current.cursorDay, false);
      toggleGroup(groupId, line);
    },
    [toggleGroup],
  );

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
        onFocus={(event) => {
          if (event.target === event.currentTarget && announcement === '')
            setAnnouncement(describe(cursorLine, cursorDay));
        }}
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
          {rowVirtualizer.getVirtualItems().map((item) => {
            const entry = lines[item.index];
            if (!entry) return null;
            const ariaRowIndex = item.index + (summary ? 4 : 3);
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
                  onToggle={onGroupToggle}
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
                window={active ? activeWindow : rowWindow}
                cursorDay={active ? cursorDay : null}
                cursorId={active ? cursorId : ''}
                cursorLabel={active ? cursorLabel : ''}
                marked={active ? marked : null}
                ghost={drag.ghost && drag.ghost.line === item.index ? drag.ghost.span : null}
                focusedBarId={active ? focusedBarId : null}
                onDayPointer={onDayPointer}
                onBarPointer={onBarPointer}
              />
            );
          })}
        </div>
      </div>
      <div id={`${baseId}-keys`} style={visuallyHidden}>
        Arrow keys move by day and person, Control with left or right arrow by a week, Page Up and Page Down
        by a screen, Home and End to the first and last day, T to today, Enter opens the day or the entry on
        it.{onRangeActivate ? ' Shift with left or right arrow marks days, Enter creates there.' : ''}
        {tabThroughBars ? ' Tab moves from entry to entry of the row.' : ''}
        {keyHelp ? ` ${keyHelp}` : ''}
      </div>
      <div role="status" aria-live="polite" aria-label={`${label}: under the cursor`} style={visuallyHidden}>
        {announcement}
      </div>
    </>
  );
}
