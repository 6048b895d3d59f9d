import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ELLIPSIS, truncate, truncateToFit } from '@/lib/truncate';

describe('truncating text', () => {
  it('leaves text that fits unchanged', () => {
    expect(truncate('hello', 5)).toBe('hello');
    expect(truncate('', 0)).toBe('');
  });

  it("appends '...' when cut, staying within max including the dots", () => {
    expect(truncate('hello world', 8)).toBe('hello...');
    expect(truncate('abcdefghij', 7)).toBe('abcd...');
  });

  it("does not leave a space before the '...'", () => {
    expect(truncate('hello world', 9)).toBe('hello...');
  });

  it("cuts plainly when max leaves no room for '...' and a character", () => {
    expect(truncate('abcdef', 3)).toBe('abc');
    expect(truncate('abcdef', 0)).toBe('');
  });

  it('treats a negative or non-numeric max as 0', () => {
    expect(truncate('abc', -1)).toBe('');
    expect(truncate('abc', Number.NaN)).toBe('');
  });

  it('does not split an emoji in half', () => {
    expect(truncate('ab😀cdef', 6)).toBe('ab...');
  });

  it('never exceeds max, keeps fitting text, marks cut text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat({ max: 40 }), (text, max) => {
        const out = truncate(text, max);
        if (text.length <= max) return out === text;
        if (out.length > max) return false;
        if (max <= ELLIPSIS.length) return text.startsWith(out);
        return out.endsWith(ELLIPSIS) && text.startsWith(out.slice(0, -ELLIPSIS.length));
      }),
    );
  });
});

// A cut measured in something other than characters (a PDF line's points): the same '...' cut.
describe('truncating text to fit a measure', () => {
  const width = (text: string) => [...text].reduce((sum, char) => sum + (char === 'W' ? 3 : 1), 0);
  const within = (room: number) => (text: string) => width(text) <= room;

  it('leaves text that fits unchanged', () => {
    expect(truncateToFit('hello', within(5))).toBe('hello');
  });

  it("gives the longest truncate() cut that fits, '...' included and no space before it", () => {
    expect(truncateToFit('hello world', within(8))).toBe('hello...');
    expect(truncateToFit('hello world', within(9))).toBe('hello...');
    expect(truncateToFit('WWWWabc', within(10))).toBe('WW...');
  });

  it('gives nothing when not even a character and the dots fit', () => {
    expect(truncateToFit('hello world', within(3))).toBe('');
  });

  it('is always a fitting cut that truncate() gives (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat({ max: 60 }), (text, room) => {
        const out = truncateToFit(text, within(room));
        if (width(text) <= room) return out === text;
        const cuts = Array.from({ length: text.length + 1 }, (_, max) => truncate(text, max));
        return out === '' || (within(room)(out) && cuts.includes(out) && out.endsWith(ELLIPSIS));
      }),
    );
  });
});
