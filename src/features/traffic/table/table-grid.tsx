import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { useId, useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { GridKeyHelp, GridLiveRegion } from '@/components/grid/grid-live-region';
import type { TrafficPeriod } from '@/lib/traffic-periods';
import { HEADER_HEIGHT, PINNED_COUNT, PINNED_WIDTH, periodOfColumn } from './table-columns';
import { TableCellEditor } from './table-cell-editor';
import { footerRowCount, TableFooterRows, type FooterFigures } from './table-footer-rows';
import { TableHeaderRow } from './table-header-row';
import { TableLineRow, cellId } from './table-line-row';
import type { TableModel } from './table-model';
import { tableGridSx } from './table-styles';
import { useCellEditor, type CellEdit } from './use-cell-editor';
import { useTableCursor } from './use-table-cursor';

export type { CellEdit } from './use-cell-editor';

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
  const footerHeight = footerRowCount(footer) * HEADER_HEIGHT;
  const cursor = useTableCursor({
    lines,
    periods,
    periodWidth,
    columnCount,
    showPending,
    canEdit,
    footerHeight,
  });
  const { scrollRef, rows, line, column, announce } = cursor;
  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });
  const editor = useCellEditor(lines, canEdit, onEdit, focusGrid);
  const { editing, editable } = editor;

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
      announce(`${entry.person.row.user.name}: allocations ${entry.expanded ? 'hidden' : 'shown'}`);
      return;
    }
    if ((event.key === 'Enter' || event.key === 'F2') && editable(line, column)) {
      event.preventDefault();
      editor.start(line, column);
      return;
    }
    if (event.key.length === 1 && /[\d.:]/.test(event.key) && !mod && editable(line, column)) {
      event.preventDefault();
      editor.start(line, column, event.key);
      return;
    }
    cursor.moveByKey({ row: line, column }, event);
  };

  // A click puts the cursor on the cell; Ctrl/⌘-click on a period opens the timeline there; a double
  // click edits.
  const cellAt = (event: MouseEvent<HTMLElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[role="gridcell"],[role="rowheader"]');
    const row = target?.closest<HTMLElement>('[role="row"]');
    if (!target || !row) return null;
    const at = Number(row.getAttribute('aria-rowindex')) - 2;
    const col = Number(target.getAttribute('aria-colindex')) - 1;
    return at >= 0 && at < lines.length ? { row: at, column: col } : null;
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
    cursor.moveTo(at.row, at.column);
  };
  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const at = cellAt(event);
    if (at && editable(at.row, at.column)) {
      cursor.setCursor(at);
      editor.start(at.row, at.column);
    }
  };

  const activeId = lines.length > 0 ? cellId(baseId, line, column) : undefined;
  const cancelEdit = () => {
    editor.stop();
    focusGrid();
    announce('Edit cancelled');
  };

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
        onFocus={(event) => cursor.announceOnFocus(event, { row: line, column })}
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
          <TableHeaderRow periods={periods} periodWidth={periodWidth} width={width} baseId={baseId} />
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
                editor={
                  editing?.key === entry.key
                    ? {
                        column: editing.column,
                        node: (
                          <TableCellEditor
                            editor={editor}
                            editing={editing}
                            lines={lines}
                            periods={periods}
                            baseId={baseId}
                            onCancel={cancelEdit}
                          />
                        ),
                      }
                    : null
                }
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
      <GridKeyHelp id={`${baseId}-keys`}>
        Arrow keys move between cells, Home and End to the row&apos;s ends, Page Up and Page Down by a screen.
        Space shows or hides a person&apos;s allocations; Enter edits a project&apos;s time per day (50 for 50
        %, 4:00 for hours), Escape cancels. Control Z undoes, Control Shift Z redoes. Control-click a period
        to open it in the timeline.
      </GridKeyHelp>
      <GridLiveRegion announcement={cursor.announcement} />
    </Box>
  );
}
