import fc from 'fast-check';
import {
  BAR_FONT_SIZE,
  BAR_LINE_HEIGHT,
  LANE_GAP,
  MIN_BAR_HEIGHT,
  barHoldsText,
  barTextThatFits,
  minBarHeight,
  rowHeightForLanes,
  textWidth,
} from '@/lib/planner-bar-size';

describe('minimum bar height: at least as tall as a line of its text', () => {
  it('a 12 px font at a line height of 4/3 needs 16 px, plus a 2 px border above and below', () => {
    expect(minBarHeight(12, 4 / 3, 2)).toBe(20);
    expect(MIN_BAR_HEIGHT).toBe(minBarHeight(BAR_FONT_SIZE, BAR_LINE_HEIGHT, 2));
  });

  it('is never shorter than the font size times its line height with both borders', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 24 }),
        fc.double({ min: 1, max: 2, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (fontSize, lineHeight, border) => {
          expect(minBarHeight(fontSize, lineHeight, border)).toBeGreaterThanOrEqual(
            fontSize * lineHeight + 2 * border,
          );
        },
      ),
    );
  });

  it('a bar shorter than that (a half day, a few hours) holds no text', () => {
    expect(barHoldsText(MIN_BAR_HEIGHT)).toBe(true);
    expect(barHoldsText(MIN_BAR_HEIGHT - 1)).toBe(false);
  });
});

describe('stacked lanes: a row grows rather than squeezing its bars into slivers', () => {
  it('keeps the usual height while its lanes fit in it', () => {
    expect(rowHeightForLanes(1, 44, 10)).toBe(44);
  });

  it('gives every lane room for a bar a line of text tall, however many lanes there are', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 24, max: 80 }),
        fc.integer({ min: 0, max: 12 }),
        (lanes, base, padding) => {
          const height = rowHeightForLanes(lanes, base, padding);
          expect(height).toBeGreaterThanOrEqual(base);
          // A whole-day bar is its lane less the gap between lanes.
          expect((height - padding) / lanes - LANE_GAP).toBeGreaterThanOrEqual(MIN_BAR_HEIGHT);
        },
      ),
    );
  });
});

describe('bar text: the project name shown whenever it fits', () => {
  const full = 'Atlas Redesign · 50 % · 4:00/d';
  const name = 'Atlas Redesign';

  it('shows the whole text on a bar wide enough for it', () => {
    expect(barTextThatFits([full, name], textWidth(full))).toBe(full);
  });

  it('shows the project name, not the tail of the text, on a bar too narrow for the whole', () => {
    expect(barTextThatFits([full, name], textWidth(full) - 1)).toBe(name);
    expect(barTextThatFits([full, name], textWidth(name))).toBe(name);
  });

  it('starts the project name and lets an ellipsis cut it when a few characters fit', () => {
    expect(barTextThatFits([full, name], textWidth('Atla'))).toBe(name);
  });

  it('draws nothing on a sliver too narrow for a few characters', () => {
    expect(barTextThatFits([full, name], textWidth('At'))).toBe('');
    expect(barTextThatFits([], 500)).toBe('');
  });

  it('never returns a text wider than the bar unless it is the name cut with an ellipsis', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (width) => {
        const text = barTextThatFits([full, name], width);
        expect(text === '' || text === name || textWidth(text) <= width).toBe(true);
        if (text === full) expect(textWidth(full)).toBeLessThanOrEqual(width);
      }),
    );
  });
});
