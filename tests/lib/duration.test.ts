import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  formatDuration,
  MINUTES_PER_WORKING_DAY,
  minutesPerDayFromPercentage,
  parseDuration,
  percentageFromMinutesPerDay,
} from '@/lib/duration';

describe('durations', () => {
  it('are written HH:MM and may pass 24 hours', () => {
    expect(formatDuration(8550)).toBe('142:30');
    expect(formatDuration(480)).toBe('8:00');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(-90)).toBe('-1:30');
    expect(formatDuration(Number.NaN)).toBe('');
  });

  it('are read back from HH:MM, minutes 00-59 only', () => {
    expect(parseDuration('142:30')).toBe(8550);
    expect(parseDuration(' 8:00 ')).toBe(480);
    expect(parseDuration('-1:30')).toBe(-90);
    expect(parseDuration('1:60')).toBeNull();
    expect(parseDuration('1.5')).toBeNull();
  });

  it('round-trip (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), (m) => parseDuration(formatDuration(m)) === m),
    );
  });
});

describe('a share of the working day', () => {
  it('is 8:00 at 100 % and 4:00 at 50 %', () => {
    expect(MINUTES_PER_WORKING_DAY).toBe(480);
    expect(minutesPerDayFromPercentage(100)).toBe(480);
    expect(minutesPerDayFromPercentage(50)).toBe(240);
    expect(minutesPerDayFromPercentage(33)).toBe(158);
  });

  it('converts back to a percentage', () => {
    expect(percentageFromMinutesPerDay(240)).toBe(50);
    expect(percentageFromMinutesPerDay(450)).toBe(93.75);
  });

  it('round-trips whole percentages (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (p) => {
        return Math.abs(percentageFromMinutesPerDay(minutesPerDayFromPercentage(p)) - p) < 0.11;
      }),
    );
  });
});
