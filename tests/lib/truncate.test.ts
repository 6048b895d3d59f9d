import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ELLIPSIS, truncate } from '@/lib/truncate';

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
