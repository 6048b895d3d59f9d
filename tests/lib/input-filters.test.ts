import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { filterDecimal, filterNumeric, filterTime, MAX_TIME_DIGITS } from '@/lib/input-filters';

// Any text a user might type or paste, weighted towards the characters the filters care about.
const typed = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ':', ',', '-', ' ', 'a', '٣', '€') }),
  fc.string({ unit: 'binary' }),
);

const isSubsequence = (sub: string, of: string): boolean => {
  let i = 0;
  for (const char of of) if (i < sub.length && sub[i] === char) i += 1;
  return i === sub.length;
};

const count = (text: string, char: string): number => text.split(char).length - 1;

describe('numeric inputs', () => {
  it('keep digits only', () => {
    expect(filterNumeric('12a3-4 5.6')).toBe('123456');
    expect(filterNumeric('abc')).toBe('');
  });

  it('drop non-ASCII digits, which the API does not read as numbers', () => {
    expect(filterNumeric('١٢٣4')).toBe('4');
  });

  it('cut to the field max length when one is set', () => {
    expect(filterNumeric('1234567', 4)).toBe('1234');
    expect(filterNumeric('12', 4)).toBe('12');
    expect(filterNumeric('12', 0)).toBe('');
  });

  it('output only digits, a subsequence of the input, idempotent (property)', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const out = filterNumeric(input);
        return /^\d*$/.test(out) && isSubsequence(out, input) && filterNumeric(out) === out;
      }),
    );
  });

  it('never exceed the max length and keep every digit up to it (property)', () => {
    fc.assert(
      fc.property(typed, fc.nat({ max: 20 }), (input, max) => {
        const out = filterNumeric(input, max);
        const allDigits = filterNumeric(input);
        return out.length <= max && out === allDigits.slice(0, max) && filterNumeric(out, max) === out;
      }),
    );
  });
});

describe('decimal inputs', () => {
  it('keep digits and the first dot, dropping later dots', () => {
    expect(filterDecimal('12.5')).toBe('12.5');
    expect(filterDecimal('1.2.3')).toBe('1.23');
    expect(filterDecimal('.5')).toBe('.5');
    expect(filterDecimal('1,5 €')).toBe('15');
  });

  it('output only digits and at most one dot, a subsequence, idempotent (property)', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const out = filterDecimal(input);
        return (
          /^[\d.]*$/.test(out) &&
          count(out, '.') <= 1 &&
          isSubsequence(out, input) &&
          filterDecimal(out) === out
        );
      }),
    );
  });

  it('keep every digit of the input (property)', () => {
    fc.assert(fc.property(typed, (input) => filterDecimal(input).replace('.', '') === filterNumeric(input)));
  });
});

describe('time inputs', () => {
  it('keep digits and one colon', () => {
    expect(filterTime('09:30')).toBe('09:30');
    expect(filterTime('9:3:0')).toBe('9:30');
    expect(filterTime('9h30')).toBe('930');
  });

  it('allow at most four digits in total', () => {
    expect(filterTime('123456')).toBe('1234');
    expect(filterTime('12:345')).toBe('12:34');
  });

  it('output only digits and at most one colon, a subsequence, idempotent (property)', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const out = filterTime(input);
        return (
          /^[\d:]*$/.test(out) && count(out, ':') <= 1 && isSubsequence(out, input) && filterTime(out) === out
        );
      }),
    );
  });

  it('never keep more than four digits (property)', () => {
    fc.assert(fc.property(typed, (input) => filterTime(input).replace(':', '').length <= MAX_TIME_DIGITS));
  });
});
