import { alpha } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { BAR_FONT_SIZE, barHoldsText, barTextThatFits, rowHeightForLanes } from '@/lib/planner-bar-size';
import { barBox, type BarBox } from '@/lib/planner-drag';
import type { PlacedBar } from './planner-grid-model';
import type { PlannerBar, PlannerRow } from './planner-grid-types';

// Where a person's bars sit and how they look: rows tall enough for their lanes, bars at least a line
// of text tall, the text that fits each bar's width kept in view beside the person column.

// Space above the first lane and below the last.
const BAR_GAP = 6;
export const STRIP_HEIGHT = 4;
const BAR_PADDING_X = 4;

// A person's row: the usual height, or taller when its lanes would otherwise squeeze the bars below a
// line of text.
export const personRowHeight = (row: PlannerRow, laneCount: number, baseHeight: number): number =>
  rowHeightForLanes(laneCount, baseHeight, BAR_GAP + (row.strip ? STRIP_HEIGHT : 0));

export type BarColors = {
  text: string;
  error: string;
  selected: string;
  focused: string;
  paper: string;
  muted: string;
};

export function placedBox<TBar extends PlannerBar>(
  { bar, span }: PlacedBar<TBar>,
  geometry: { dayWidth: number; labelWidth: number },
  rowHeight: number,
  laneCount: number,
  bottom: number,
): BarBox {
  return barBox(
    span,
    bar.lane ?? 0,
    laneCount,
    bar.part ?? 'full',
    {
      rowHeight: rowHeight - bottom,
      dayWidth: geometry.dayWidth,
      labelWidth: geometry.labelWidth,
      gap: BAR_GAP,
    },
    bar.share,
  );
}

const borderWidthOf = (bar: PlannerBar): number =>
  bar.outlined ? 2 : bar.pattern === 'hatched' || bar.pattern === 'struck' ? 1 : 0;

// The bar's text that fits its box (none when the box is shorter than a line).
export function barTextOf(bar: PlannerBar, box: BarBox): string {
  if (!bar.text || !barHoldsText(box.height)) return '';
  const inner = box.width - 2 * BAR_PADDING_X - 2 * borderWidthOf(bar);
  return barTextThatFits([bar.text, bar.shortText ?? ''], inner);
}

export function barStyle(bar: PlannerBar, box: BarBox, colors: BarColors, focused: boolean): CSSProperties {
  const { left, width, top, height } = box;
  const hatched = bar.pattern === 'hatched';
  const struck = bar.pattern === 'struck';
  const ring = bar.selected ? colors.selected : focused ? colors.focused : null;
  return {
    position: 'absolute',
    left,
    width,
    top,
    height,
    borderRadius: 4,
    boxSizing: 'border-box',
    // Clip, not hidden: a hidden overflow would be the text's scroller and keep it from sticking.
    overflow: 'clip',
    whiteSpace: 'nowrap',
    fontSize: BAR_FONT_SIZE,
    lineHeight: `${Math.max(0, height - 2 * borderWidthOf(bar))}px`,
    padding: `0 ${BAR_PADDING_X}px`,
    cursor: bar.movable ? 'grab' : 'pointer',
    color: hatched || struck ? colors.text : '#fff',
    background: hatched
      ? `repeating-linear-gradient(135deg, ${alpha(bar.color, 0.45)} 0 4px, ${alpha(bar.color, 0.12)} 4px 8px)`
      : struck
        ? colors.paper
        : bar.color,
    border: bar.outlined
      ? `2px solid ${colors.error}`
      : hatched
        ? `1px dashed ${bar.color}`
        : struck
          ? `1px solid ${colors.muted}`
          : 'none',
    textDecoration: struck ? 'line-through' : undefined,
    outline: ring ? `${bar.selected ? 3 : 2}px solid ${ring}` : undefined,
    outlineOffset: 1,
    zIndex: ring ? 1 : undefined,
    touchAction: 'none',
  };
}

// The text stays beside the sticky person column while any of its bar is in view, so a bar that
// starts off screen still shows its start ("Atlas · 50 %"), not its tail ("/d").
export const barTextStyle = (labelWidth: number): CSSProperties => ({
  position: 'sticky',
  left: labelWidth + BAR_PADDING_X,
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'top',
});
