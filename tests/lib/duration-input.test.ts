import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  filterDuration,
  formatDuration,
  MAX_DURATION_DIGITS,
  normalizeDuration,
  parseDuration,
} from '@/lib/duration';

const typed = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ':', '.', ' ', 'h', '-') }),
);

describe('duration inputs', () => {
  it('accept digits and one colon, six digits at most', () => {
    expect(filterDuration('142h:30m')).toBe('142:30');
    expect(filterDuration('1:2:3')).toBe('1:23');
    expect(filterDuration('12345678')).toBe('123456');
  });

  it('keep totals past 24 hours when the field is left', () => {
    expect(normalizeDuration('142:30')).toBe('142:30');
    expect(normalizeDuration('14230')).toBe('142:30');
  });

  it('pad short entries and cap minutes at 59', () => {
    expect(normalizeDuration('8')).toBe('8:00');
    expect(normalizeDuration('830')).toBe('8:30');
    expect(normalizeDuration('1:5')).toBe('1:05');
    expect(normalizeDuration('1:75')).toBe('1:59');
    expect(normalizeDuration('')).toBe('');
  });

  it('filter to digits and one colon, idempotently (property)', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const out = filterDuration(input);
        const digits = out.replace(/\D/g, '').length;
        return /^\d*:?\d*$/.test(out) && digits <= MAX_DURATION_DIGITS && filterDuration(out) === out;
      }),
    );
  });

  it('normalise typed text to a duration that parses, idempotently (property)', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const out = normalizeDuration(filterDuration(input));
        return out === '' || (parseDuration(out) !== null && normalizeDuration(out) === out);
      }),
    );
  });

  it('leave a formatted duration as it is (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 9999 * 60 + 59 }), (minutes) => {
        const text = formatDuration(minutes);
        return normalizeDuration(text) === text && parseDuration(normalizeDuration(text)) === minutes;
      }),
    );
  });
});
