import type { PlannerZoom } from '@/lib/planner-grid';

// What the planner grid draws: rows of people (optionally in collapsible groups) with bars over days.
// It knows nothing of leave or terms; callers say what a bar means through its label.

export type PlannerBarPattern = 'solid' | 'hatched';
// Half-height bars: the morning fills the top half, the afternoon the bottom one.
export type PlannerBarPart = 'full' | 'am' | 'pm';

export type PlannerBar = {
  // Unique within its row.
  id: string;
  start: string;
  end: string;
  // Bars of a row on separate lanes stack; lane 0 when left out.
  lane?: number;
  // The accessible name and tooltip; it must say what the colour and pattern say ("…, pending").
  label: string;
  // Short text drawn inside the bar when it is wide enough.
  text?: string;
  // CSS colour of the bar.
  color: string;
  pattern?: PlannerBarPattern;
  part?: PlannerBarPart;
  // A whole-day bar for part of a day only (some hours): its share of the day, 0..1, drawn at that
  // height; the label must say the hours.
  share?: number;
};

export type PlannerRow<TBar extends PlannerBar = PlannerBar> = {
  id: string;
  label: string;
  subLabel?: string;
  // The holidays with this country apply to the row (holidays without a country apply to all rows).
  country?: string | null;
  groupId?: string;
  bars: readonly TBar[];
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
  // Where the cursor starts; today (or the first day) when left out.
  initialDate?: string;
  rowHeight?: number;
  labelWidth?: number;
  // The scroller's height in px.
  height?: number;
  // The viewport assumed before layout (jsdom, a hidden tab).
  initialRect?: { width: number; height: number };
};
