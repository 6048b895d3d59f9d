import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatDuration, normalizeDuration } from '@/lib/duration';
import { MAX_TIME, minutesToTime, normalizeTime, readTypedTime, timeToMinutes } from '@/lib/time';

const HH_MM = /^\d{2}:\d{2}$/;
const digitsAndColons = fc.string({
  unit: fc.constantFrom('0', '1', '2', '3', '5', '6', '9', ':'),
  minLength: 1,
});

describe('normalizing a typed time', () => {
  it.each([
    ['9', '09:00'],
    ['930', '09:30'],
    ['9:5', '09:05'],
    ['12', '12:00'],
    ['1230', '12:30'],
    ['09:30', '09:30'],
    ['0', '00:00'],
    ['12:', '12:00'],
    [':30', '00:30'],
  ])('pads the short entry %s to %s', (input, expected) => expect(normalizeTime(input)).toBe(expected));

  it('keeps an empty entry empty (the field was cleared)', () => {
    expect(normalizeTime('')).toBe('');
  });

  it.each([
    ['24:00', '23:59'],
    ['2400', '23:59'],
    ['25', '23:59'],
    ['99:99', '23:59'],
  ])('caps %s at 23:59 for a time of day', (input, expected) => expect(normalizeTime(input)).toBe(expected));

  it('clamps minutes over 59 to 59', () => {
    expect(normalizeTime('12:75')).toBe('12:59');
    expect(normalizeTime('1275')).toBe('12:59');
  });

  it('caps a range start at 23:58, leaving a minute for the end to come after it', () => {
    expect(MAX_TIME['range-start']).toBe('23:58');
    expect(normalizeTime('23:59', 'range-start')).toBe('23:58');
    expect(normalizeTime('24:00', 'range-start')).toBe('23:58');
    expect(normalizeTime('23:57', 'range-start')).toBe('23:57');
    expect(timeToMinutes(normalizeTime('99:99', 'range-start'))).toBeLessThan(
      timeToMinutes(normalizeTime('99:99')),
    );
  });

  it('ignores characters that are neither digits nor a colon', () => {
    expect(normalizeTime(' 9h30 ')).toBe('09:30');
    expect(normalizeTime('abc')).toBe('');
  });

  it('always gives HH:MM no later than the mode maximum for non-empty digit/colon input (property)', () => {
    fc.assert(
      fc.property(digitsAndColons, fc.constantFrom('day' as const, 'range-start' as const), (input, mode) => {
        const out = normalizeTime(input, mode);
        return HH_MM.test(out) && timeToMinutes(out) <= timeToMinutes(MAX_TIME[mode]);
      }),
    );
  });

  it('leaves an already normalized time unchanged (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minutes) => {
        const time = minutesToTime(minutes);
        return normalizeTime(time) === time && normalizeTime(normalizeTime(time)) === time;
      }),
    );
  });
});

describe('converting between HH:MM and minutes', () => {
  it('reads HH:MM (and H:MM) as minutes since midnight', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('09:30')).toBe(570);
    expect(timeToMinutes('9:30')).toBe(570);
    expect(timeToMinutes('23:59')).toBe(1439);
  });

  it('gives NaN for malformed or out-of-range times so comparisons fail safe', () => {
    expect(timeToMinutes('')).toBeNaN();
    expect(timeToMinutes('930')).toBeNaN();
    expect(timeToMinutes('24:00')).toBeNaN();
    expect(timeToMinutes('12:60')).toBeNaN();
  });

  it('writes minutes as zero-padded HH:MM', () => {
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(570)).toBe('09:30');
    expect(minutesToTime(1439)).toBe('23:59');
  });

  it('clamps minutes outside one day to 00:00..23:59', () => {
    expect(minutesToTime(-5)).toBe('00:00');
    expect(minutesToTime(2000)).toBe('23:59');
    expect(minutesToTime(Number.NaN)).toBe('00:00');
  });

  it('round-trips every minute of the day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        (minutes) => timeToMinutes(minutesToTime(minutes)) === minutes,
      ),
    );
  });
});

// The one reading of a typed time that normalizeTime (a time of day) and normalizeDuration (a total)
// are both built on.
describe('reading what was typed in a time or duration input', () => {
  const typedText = fc.string({
    unit: fc.constantFrom('0', '1', '2', '5', '9', ':', ' ', 'h', '.'),
    maxLength: 12,
  });

  it('takes the hours before the colon and the minutes after it', () => {
    expect(readTypedTime('9:30')).toEqual({ hours: 9, minutes: 30 });
    expect(readTypedTime('142:30')).toEqual({ hours: 142, minutes: 30 });
  });

  it('drops the colons after the first one', () => {
    expect(readTypedTime('1:2:3')).toEqual({ hours: 1, minutes: 23 });
  });

  it('reads a missing part as 0', () => {
    expect(readTypedTime('12:')).toEqual({ hours: 12, minutes: 0 });
    expect(readTypedTime(':30')).toEqual({ hours: 0, minutes: 30 });
    expect(readTypedTime(':')).toEqual({ hours: 0, minutes: 0 });
  });

  it('reads one or two digits without a colon as hours', () => {
    expect(readTypedTime('9')).toEqual({ hours: 9, minutes: 0 });
    expect(readTypedTime('12')).toEqual({ hours: 12, minutes: 0 });
  });

  it('reads the last two of more digits without a colon as minutes', () => {
    expect(readTypedTime('930')).toEqual({ hours: 9, minutes: 30 });
    expect(readTypedTime('14230')).toEqual({ hours: 142, minutes: 30 });
  });

  it('counts only the first maxDigits digits without a colon', () => {
    expect(readTypedTime('12345', 4)).toEqual({ hours: 12, minutes: 34 });
    expect(readTypedTime('12345')).toEqual({ hours: 123, minutes: 45 });
  });

  it('caps minutes over 59 at 59', () => {
    expect(readTypedTime('1:75')).toEqual({ hours: 1, minutes: 59 });
    expect(readTypedTime('1275')).toEqual({ hours: 12, minutes: 59 });
  });

  it('ignores characters that are neither digits nor a colon', () => {
    expect(readTypedTime(' 9h30 ')).toEqual({ hours: 9, minutes: 30 });
  });

  it('gives null when nothing is left (the field was cleared)', () => {
    expect(readTypedTime('')).toBeNull();
    expect(readTypedTime('abc')).toBeNull();
  });

  it('normalises a time of day idempotently (property)', () => {
    fc.assert(
      fc.property(typedText, fc.constantFrom('day' as const, 'range-start' as const), (input, mode) => {
        const once = normalizeTime(input, mode);
        return normalizeTime(once, mode) === once;
      }),
    );
  });

  it('normalises a duration idempotently (property)', () => {
    fc.assert(
      fc.property(typedText, (input) => {
        const once = normalizeDuration(input);
        return normalizeDuration(once) === once;
      }),
    );
  });

  it('reads back every time of day as written (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (total) => {
        const typed = readTypedTime(minutesToTime(total));
        return typed !== null && typed.hours * 60 + typed.minutes === total;
      }),
    );
  });

  it('reads back every duration as written (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 9999 * 60 + 59 }), (total) => {
        const typed = readTypedTime(formatDuration(total));
        return typed !== null && typed.hours * 60 + typed.minutes === total;
      }),
    );
  });
});
