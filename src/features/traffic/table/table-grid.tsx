import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { visuallyHidden } from '@mui/utils';
import { observeRectOrFallback } from '@/components/planner-grid/planner-grid-model';
import type { TrafficPeriod } from '@/lib/traffic-periods';
import { parseTimePerDay } from '@/lib/traffic-edits';
import { GridCell } from './table-cells';
import {
  HEADER_HEIGHT,
  LINE_HEIGHT,
  PINNED_COLUMNS,
  PINNED_COUNT,
  PINNED_WIDTH,
  periodOfColumn,
} from './table-columns';
import { describeTableCell } from './table-describe';
import { footerRowCount, TableFooterRows, type FooterFigures } from './table-footer-rows';
import { TableLineRow, cellId, type CellEditor } from './table-line-row';
import type { AllocationLine, PersonFigures, TableModel } from './table-model';
import { tableGridSx } from './table-styles';

const OVERSCAN = 8;
// What the grid assumes before it is measured (and where nothing measures, as in tests).
const INITIAL_RECT = { width: 1200, height: 600 };

export type CellEdit = {
  key: string;
  person: PersonFigures;
  line: AllocationLine;
  periodIndex: number;
  minutes: number;
};

type Props = {
  label: string;
  model: TableModel;
  periods: readonly TrafficPeriod[];
  periodWidth: number;
  showPending: boolean;
  canEdit: boolean;
  // Refusals by line key, then period index.
  errors: ReadonlyMap<string, ReadonlyMap<number, string>>;
  footer: FooterFigures;
  height?: number | string;
  onToggle: (userId: number) => void;
  onEdit: (edit: CellEdit) => void;
  onUndo: () => void;
  onRedo: () => void;
  onOpenTimeline: (period: TrafficPeriod) => void;
};

const withIndex = (index: number) => (range: Range) => {
  const indexes = defaultRangeExtractor(range);
  if (index < 0 || index >= range.count || indexes.includes(index)) return indexes;
  return [...indexes, index].sort((a, b) => a - b);
};

type Editing = { key: string; column: number; text: string; error: string | null };

// People × periods as an ARIA grid: rows virtualised, the left columns pinned, one cursor moved by
// arrows, Home/End and PageUp/PageDown and read aloud; Space expands a person, Enter or F2 edits a
// project's time in a period, Escape cancels, Ctrl+Z / Ctrl+Shift+Z undo and redo.
export function TableGrid({
  label,
  model,
  periods,
  periodWidth,
  showPending,
  canEdit,
  errors,
  footer,
  height = 'calc(100vh - 360px)',
  onToggle,
  onEdit,
  onUndo,
  onRedo,
  onOpenTimeline,
}: Props) {
  const theme = useTheme();
  const sx = useMemo(() => tableGridSx(theme), [theme]);
  const baseId = useId().replace(/:/g, '');
  const { lines } = model;
  const columnCount = PINNED_COUNT + periods.length;
  const width = PINNED_WIDTH + periods.length * periodWidth;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<{ line: number; column: number }>({
    line: 0,
    column: PINNED_COUNT,
  });
  const line = Math.min(cursor.line, Math.max(0, lines.length - 1));
  const column = Math.min(cursor.column, columnCount - 1);
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  // The sticky totals (and forecast) at the bottom: a row the cursor reaches stops above them.
  const footerHeight = footerRowCount(footer) * HEADER_HEIGHT;

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; rows are memoised by hand
  const rows = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => LINE_HEIGHT[lines[index]?.kind ?? 'person'],
    overscan: OVERSCAN,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    scrollPaddingEnd: footerHeight,
    initialRect: INITIAL_RECT,
    observeElementRect: observeRectOrFallback,
    getItemKey: (index) => lines[index]?.key ?? index,
    rangeExtractor: useMemo(() => withIndex(line), [line]),
  });

  const describe = useCallback(
    (at: number, col: number) => describeTableCell(lines[at], col, periods, showPending, canEdit),
    [lines, periods, showPending, canEdit],
  );

  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });

  const moveTo = useCallback(
    (at: number, col: number) => {
      setCursor({ line: at, column: col });
      rows.scrollToIndex(at, { align: 'auto' });
      const scroller = scrollRef.current;
      const periodIndex = periodOfColumn(col);
      if (scroller && periodIndex !== null) {
        const left = PINNED_WIDTH + periodIndex * periodWidth;
        if (left < scroller.scrollLeft + PINNED_WIDTH) scroller.scrollLeft = left - PINNED_WIDTH;
        else if (left + periodWidth > scroller.scrollLeft + scroller.clientWidth)
          scroller.scrollLeft = left + periodWidth - scroller.clientWidth;
      }
      setAnnouncement(describe(at, col));
    },
    [rows, periodWidth, describe],
  );

  const editable = (at: number, col: number) =>
    canEdit && lines[at]?.kind === 'allocation' && periodOfColumn(col) !== null;

  const startEdit = (text?: string) => {
    const entry = lines[line];
    const periodIndex = periodOfColumn(column);
    if (!entry || entry.kind !== 'allocation' || periodIndex === null) return;
    const minutes = entry.line.minutes[periodIndex] ?? [];
    const current = minutes.length === 1 ? timeText(minutes[0]!) : '';
    setEditing({ key: entry.key, column, text: text ?? current, error: null });
  };

  const commit = () => {
    if (!editing) return;
    const entry = lines.find((candidate) => candidate.key === editing.key);
    const periodIndex = periodOfColumn(editing.column);
    if (!entry || entry.kind !== 'allocation' || periodIndex === null) return setEditing(null);
    const parsed = parseTimePerDay(editing.text);
    if (!parsed.ok) return setEditing({ ...editing, error: parsed.message });
    setEditing(null);
    focusGrid();
    onEdit({ key: entry.key, person: entry.person, line: entry.line, periodIndex, minutes: parsed.minutes });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || lines.length === 0) return;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && (event.key === 'z' || event.key === 'Z' || event.key === 'y')) {
      event.preventDefault();
      if (event.key === 'y' || event.shiftKey) onRedo();
      else onUndo();
      return;
    }
    const entry = lines[line];
    if (event.key === ' ' && entry?.kind === 'person') {
      event.preventDefault();
      onToggle(entry.person.row.user.id);
      setAnnouncement(`${entry.person.row.user.name}: allocations ${entry.expanded ? 'hidden' : 'shown'}`);
      return;
    }
    if ((event.key === 'Enter' || event.key === 'F2') && editable(line, column)) {
      event.preventDefault();
      startEdit();
      return;
    }
    if (event.key.length === 1 && /[\d.:]/.test(event.key) && !mod && editable(line, column)) {
      event.preventDefault();
      startEdit(event.key);
      return;
    }
    const pageRows = Math.max(
      1,
      Math.floor(((rows.scrollRect?.height ?? 600) - HEADER_HEIGHT - footerHeight) / 48),
    );
    const last = lines.length - 1;
    const clampLine = (value: number) => Math.min(Math.max(value, 0), last);
    let next: { line: number; column: number } | null = null;
    switch (event.key) {
      case 'ArrowUp':
        next = { line: clampLine(line - 1), column };
        break;
      case 'ArrowDown':
        next = { line: clampLine(line + 1), column };
        break;
      case 'ArrowLeft':
        next = { line, column: Math.max(0, column - 1) };
        break;
      case 'ArrowRight':
        next = { line, column: Math.min(columnCount - 1, column + 1) };
        break;
      case 'PageUp':
        next = { line: clampLine(line - pageRows), column };
        break;
      case 'PageDown':
        next = { line: clampLine(line + pageRows), column };
        break;
      case 'Home':
        next = { line: mod ? 0 : line, column: 0 };
        break;
      case 'End':
        next = { line: mod ? last : line, column: columnCount - 1 };
        break;
    }
    if (!next) return;
    event.preventDefault();
    moveTo(next.line, next.column);
  };

  // A click puts the cursor on the cell; Ctrl/⌘-click on a period opens the timeline there; a double
  // click edits.
  const cellAt = (event: MouseEvent<HTMLElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[role="gridcell"],[role="rowheader"]');
    const row = target?.closest<HTMLElement>('[role="row"]');
    if (!target || !row) return null;
    const at = Number(row.getAttribute('aria-rowindex')) - 2;
    const col = Number(target.getAttribute('aria-colindex')) - 1;
    return at >= 0 && at < lines.length ? { line: at, column: col } : null;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('input,button')) return;
    const at = cellAt(event);
    if (!at) return;
    const periodIndex = periodOfColumn(at.column);
    if ((event.ctrlKey || event.metaKey) && periodIndex !== null) {
      onOpenTimeline(periods[periodIndex]!);
      return;
    }
    focusGrid();
    moveTo(at.line, at.column);
  };
  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const at = cellAt(event);
    if (at && editable(at.line, at.column)) {
      setCursor(at);
      const entry = lines[at.line];
      const periodIndex = periodOfColumn(at.column)!;
      if (entry?.kind === 'allocation') {
        const minutes = entry.line.minutes[periodIndex] ?? [];
        setEditing({
          key: entry.key,
          column: at.column,
          text: minutes.length === 1 ? timeText(minutes[0]!) : '',
          error: null,
        });
      }
    }
  };

  const editorOf = (key: string): CellEditor => {
    if (!editing || editing.key !== key) return null;
    const entry = lines.find((candidate) => candidate.key === key);
    const periodIndex = periodOfColumn(editing.column);
    const name =
      entry?.kind === 'allocation' && periodIndex !== null
        ? `${entry.line.project.title}, ${periods[periodIndex]?.label}: time per day (50 or 4:00)`
        : 'Time per day';
    const errorId = `${baseId}-edit-error`;
    return {
      column: editing.column,
      node: (
        <>
          <input
            className="tt-input"
            autoFocus
            aria-label={name}
            aria-invalid={editing.error ? true : undefined}
            aria-describedby={editing.error ? errorId : undefined}
            value={editing.text}
            onChange={(event) => setEditing({ ...editing, text: event.target.value, error: null })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setEditing(null);
                focusGrid();
                setAnnouncement('Edit cancelled');
              }
            }}
            onBlur={() => setEditing(null)}
          />
          {editing.error ? (
            <span id={errorId} className="tt-error">
              {editing.error}
            </span>
          ) : null}
        </>
      ),
    };
  };

  const activeId = lines.length > 0 ? cellId(baseId, line, column) : undefined;

  return (
    <Box sx={sx}>
      <div
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={lines.length + 1 + footerRowCount(footer)}
        aria-colcount={columnCount}
        aria-activedescendant={editing ? undefined : activeId}
        aria-describedby={`${baseId}-keys`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onFocus={(event) => {
          if (event.target === event.currentTarget && announcement === '')
            setAnnouncement(describe(line, column));
        }}
        style={{
          position: 'relative',
          height,
          minHeight: 320,
          overflow: 'auto',
          // What the browser scrolls into view clears the sticky head, columns and footer.
          scrollPaddingTop: HEADER_HEIGHT,
          scrollPaddingBottom: footerHeight,
          scrollPaddingLeft: PINNED_WIDTH,
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: theme.shape.borderRadius,
          outlineColor: theme.palette.primary.main,
        }}
      >
        <div style={{ position: 'relative', width, height: rows.getTotalSize() }}>
          <div
            role="row"
            aria-rowindex={1}
            className="tt-row"
            style={{ position: 'sticky', top: 0, zIndex: 4, height: HEADER_HEIGHT, width }}
          >
            {PINNED_COLUMNS.map((pinned, index) => (
              <GridCell
                key={pinned.id}
                role="columnheader"
                className={`tt-head${index > 1 ? ' tt-num' : ''}`}
                place={{ id: `${baseId}-h${index}`, column: index, active: false, width: pinned.width }}
              >
                {pinned.label}
              </GridCell>
            ))}
            {periods.map((period, index) => (
              <GridCell
                key={period.key}
                role="columnheader"
                className="tt-head tt-num"
                place={{
                  id: `${baseId}-h${PINNED_COUNT + index}`,
                  column: PINNED_COUNT + index,
                  active: false,
                  width: periodWidth,
                }}
              >
                {period.label}
              </GridCell>
            ))}
          </div>
          {rows.getVirtualItems().map((item) => {
            const entry = lines[item.index];
            if (!entry) return null;
            return (
              <TableLineRow
                key={entry.key}
                line={entry}
                index={item.index}
                top={item.start}
                height={item.size}
                width={width}
                periods={periods}
                periodWidth={periodWidth}
                baseId={baseId}
                cursorColumn={item.index === line && !editing ? column : null}
                showPending={showPending}
                editor={editorOf(entry.key)}
                errors={errors.get(entry.key)}
                onToggle={onToggle}
              />
            );
          })}
        </div>
        <TableFooterRows
          figures={footer}
          periods={periods}
          periodWidth={periodWidth}
          width={width}
          firstRowIndex={lines.length + 2}
          baseId={baseId}
        />
      </div>
      <div id={`${baseId}-keys`} style={visuallyHidden}>
        Arrow keys move between cells, Home and End to the row&apos;s ends, Page Up and Page Down by a screen.
        Space shows or hides a person&apos;s allocations; Enter edits a project&apos;s time per day (50 for 50
        %, 4:00 for hours), Escape cancels. Control Z undoes, Control Shift Z redoes. Control-click a period
        to open it in the timeline.
      </div>
      <div role="status" aria-live="polite" style={visuallyHidden}>
        {announcement}
      </div>
    </Box>
  );
}

const timeText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
