// How big a planner bar must be to hold its text: a lane is never shorter than a line of the bars'
// font (plus the thickest border a bar draws), so a row with many lanes grows rather than squeezing
// its bars into slivers; and which of a bar's texts fits its width.

export const BAR_FONT_SIZE = 12;
// Roboto's glyphs take 1.17 em from ascender to descender: 4/3 keeps them whole (16 px at 12 px).
export const BAR_LINE_HEIGHT = 4 / 3;
// A conflict's outline, the thickest border a bar has.
export const BAR_BORDER = 2;
// Space between stacked lanes (a whole-day bar is its lane less this).
export const LANE_GAP = 2;

export const textLineHeight = (fontSize: number, lineHeight: number): number =>
  Math.ceil(fontSize * lineHeight);

// The shortest bar that holds a line of text inside its border.
export const minBarHeight = (fontSize: number, lineHeight: number, border: number): number =>
  textLineHeight(fontSize, lineHeight) + 2 * border;

export const MIN_BAR_HEIGHT = minBarHeight(BAR_FONT_SIZE, BAR_LINE_HEIGHT, BAR_BORDER);
export const MIN_LANE_HEIGHT = MIN_BAR_HEIGHT + LANE_GAP;

// A row's height for its lanes: the usual height while the lanes fit in it, else tall enough for
// every lane to hold a line of text; `padding` is what the row keeps for itself (gaps, a strip).
export function rowHeightForLanes(laneCount: number, baseHeight: number, padding: number): number {
  return Math.max(baseHeight, Math.max(1, laneCount) * MIN_LANE_HEIGHT + padding);
}

// Half days and hours are drawn shorter than a lane: they show text only when it fits.
export const barHoldsText = (height: number): boolean => height >= MIN_BAR_HEIGHT;

// A wide glyph of the bars' font (Roboto averages about 0.55 em): estimates err towards the shorter text.
const GLYPH_EM = 0.6;
// The fewest characters worth drawing before an ellipsis.
const MIN_GLYPHS = 4;

export const textWidth = (text: string, fontSize = BAR_FONT_SIZE): number =>
  Math.ceil(text.length * fontSize * GLYPH_EM);

// The first of `texts` (longest first) that fits `width` px whole; else the last one, cut with an
// ellipsis, when a few characters of it fit; else nothing.
export function barTextThatFits(texts: readonly string[], width: number, fontSize = BAR_FONT_SIZE): string {
  const shown = texts.filter((text) => text.length > 0);
  const whole = shown.find((text) => textWidth(text, fontSize) <= width);
  if (whole !== undefined) return whole;
  const last = shown[shown.length - 1];
  return last !== undefined && width >= MIN_GLYPHS * fontSize * GLYPH_EM ? last : '';
}
