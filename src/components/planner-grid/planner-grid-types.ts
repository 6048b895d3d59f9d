import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { PlannerZoom } from '@/lib/planner-grid';

// What the planner grid draws: rows of people (optionally in collapsible groups) with bars over days.
// It knows nothing of leave or terms; callers say what a bar means through its label.

// Struck: a grey outline with its text struck through (something refused, shown for the record).
export type PlannerBarPattern = 'solid' | 'hatched' | 'struck';
// Half-height bars: the morning fills the top half, the afternoon the bottom one.
export type PlannerBarPart = 'full' | 'am' | 'pm';

export type PlannerBar = {
  // Unique within its row.
  id: string;
  start: string;
  end: string;
  // Bars of a row on separate lanes stack (withLanes of src/lib/bar-lanes.ts gives them); the row
  // grows so every lane holds a line of text. Lane 0 when left out.
  lane?: number;
  // The accessible name and tooltip; it must say what the colour and pattern say ("…, pending").
  label: string;
  // Short text drawn inside the bar when it is wide enough.
  text?: string;
  // What the bar says when `text` does not fit its width (a project's name alone); cut with an
  // ellipsis when even that does not fit.
  shortText?: string;
  // CSS colour of the bar.
  color: string;
  pattern?: PlannerBarPattern;
  part?: PlannerBarPart;
  // A whole-day bar for part of a day only (some hours): its share of the day, 0..1, drawn at that
  // height; the label must say the hours.
  share?: number;
  // Drawn with a red outline (a conflict; the label must say so too).
  outlined?: boolean;
  // Part of a multi-selection (aria-selected and a thick outline).
  selected?: boolean;
  // May be dragged (moved, resized, duplicated) when the grid takes onDrag.
  movable?: boolean;
};

// A run of days of a row's 4 px strip under its bars (an availability bar), as indexes of the range.
export type PlannerStripRun = { first: number; last: number; color: string; hatched?: boolean };

export type PlannerRow<TBar extends PlannerBar = PlannerBar> = {
  id: string;
  label: string;
  subLabel?: string;
  // The holidays with this country apply to the row (holidays without a country apply to all rows).
  country?: string | null;
  groupId?: string;
  bars: readonly TBar[];
  // The row header's accessible description (what its strip shows, in words).
  description?: string;
  strip?: readonly PlannerStripRun[];
};

export type PlannerGroup = { id: string; label: string };

export type PlannerHoliday = { date: string; name: string; country?: string | null };

export type PlannerSummaryCell = {
  text: string;
  // The cell's accessible name and tooltip, e.g. "3 of 40 absent".
  label: string;
  // 0..1, drawn as a small bar when the text does not fit the day.
  level?: number;
  // Drawn in the error colour, e.g. coverage above a threshold (the label says so too).
  alert?: boolean;
};

export type PlannerSummary = {
  label: string;
  cell: (dayIndex: number, date: string) => PlannerSummaryCell;
};

// What a key the grid does not use itself finds under the cursor.
export type PlannerKeyContext<TBar extends PlannerBar> = {
  row: PlannerRow<TBar> | null;
  date: string;
  // The bar the cursor is on (the one Tab chose, else the lowest lane's on that day).
  bar: TBar | null;
  // The days marked with Shift+arrows, if any.
  range: { start: string; end: string } | null;
  // Moves the cursor along its row (after a bar moved, say), reading the day when `announce`.
  moveCursor: (date: string, announce?: boolean) => void;
  announce: (text: string) => void;
};

// A finished drag: over empty days (create), or of a movable bar (moved, resized; Alt duplicates),
// with the days and the row it ends on.
export type PlannerDrop<TBar extends PlannerBar> =
  | { kind: 'create'; row: PlannerRow<TBar>; start: string; end: string }
  | {
      kind: 'move' | 'resize-start' | 'resize-end';
      bar: TBar;
      row: PlannerRow<TBar>;
      targetRow: PlannerRow<TBar>;
      start: string;
      end: string;
      duplicate: boolean;
    };

export type PlannerGridProps<TBar extends PlannerBar = PlannerBar> = {
  // The grid's accessible name.
  label: string;
  from: string;
  to: string;
  zoom: PlannerZoom;
  rows: readonly PlannerRow<TBar>[];
  groups?: readonly PlannerGroup[];
  holidays?: readonly PlannerHoliday[];
  // 'YYYY-MM-DD'; the local today when left out.
  today?: string;
  summary?: PlannerSummary;
  // What the live region reads for the day under the cursor.
  describeCell: (row: PlannerRow<TBar>, date: string) => string;
  // Enter or a double click on a day no bar covers.
  onActivate?: (row: PlannerRow<TBar>, date: string) => void;
  // Enter on a day a bar covers, or a double click on the bar.
  onBarActivate?: (bar: TBar, row: PlannerRow<TBar>) => void;
  // '+' (-1, a shorter period) and '-' (+1, a longer one).
  onZoomStep?: (step: number) => void;
  // Shift+←/→ marks days of the cursor's row and Enter hands them here (as does a drag over empty
  // days when onDrag is not given); without it Shift+arrows move as arrows do.
  onRangeActivate?: (row: PlannerRow<TBar>, start: string, end: string) => void;
  // Tab / Shift+Tab move the cursor from bar to bar of its row (reading each); past the last one Tab
  // leaves the grid.
  tabThroughBars?: boolean;
  // Any other key, first: true when the caller used it (Alt+arrows, E, Delete…).
  onKey?: (event: ReactKeyboardEvent<HTMLElement>, context: PlannerKeyContext<TBar>) => boolean;
  // Pointer drags: over empty days, or of movable bars; without it nothing drags.
  onDrag?: (drop: PlannerDrop<TBar>) => void;
  // A click on a bar with Shift held (multi-selection).
  onBarShiftClick?: (bar: TBar, row: PlannerRow<TBar>) => void;
  // The day the cursor is on, whenever it changes (a zoom can keep it in view).
  onCursorChange?: (date: string) => void;
  // More of the key help read with the grid (the caller's own keys).
  keyHelp?: string;
  // Where the cursor starts; today (or the first day) when left out.
  initialDate?: string;
  rowHeight?: number;
  labelWidth?: number;
  // The scroller's height in px.
  height?: number;
  // The viewport assumed before layout (jsdom, a hidden tab).
  initialRect?: { width: number; height: number };
};
