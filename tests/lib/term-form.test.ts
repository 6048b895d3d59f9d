import { GEORGIAN_HOLIDAY_RULES, holidaysForYear } from '@/lib/holidays';
import {
  hoursForPercentage,
  hoursPerDayText,
  minutesFromHoursPerDay,
  normalizeHoursPerDay,
  percentageForHours,
  termMinutesPerDay,
  termPreview,
} from '@/lib/term-form';
import { formatDuration } from '@/lib/duration';

const holidays2025 = holidaysForYear(2025, GEORGIAN_HOLIDAY_RULES);

describe('a term’s hours per day and percentage of the 8-hour day, kept in step', () => {
  it('writes and reads HH:MM up to 24:00', () => {
    expect(hoursPerDayText(480)).toBe('08:00');
    expect(hoursPerDayText(450)).toBe('07:30');
    expect(hoursPerDayText(1440)).toBe('24:00');
    expect(minutesFromHoursPerDay('08:00')).toBe(480);
    expect(minutesFromHoursPerDay('7:30')).toBe(450);
    expect(minutesFromHoursPerDay('24:00')).toBe(1440);
    expect(minutesFromHoursPerDay('24:01')).toBeNull();
    expect(minutesFromHoursPerDay('08:60')).toBeNull();
    expect(minutesFromHoursPerDay('')).toBeNull();
  });

  it('reads typed hours a day as HH:MM up to 24:00, a whole day (the message says 00:01 to 24:00)', () => {
    expect(normalizeHoursPerDay('24:00')).toBe('24:00');
    expect(normalizeHoursPerDay('24')).toBe('24:00');
    expect(normalizeHoursPerDay('2575')).toBe('24:00');
    expect(normalizeHoursPerDay('24:30')).toBe('24:00');
    expect(normalizeHoursPerDay('2359')).toBe('23:59');
    expect(normalizeHoursPerDay('930')).toBe('09:30');
    expect(normalizeHoursPerDay('8')).toBe('08:00');
    expect(normalizeHoursPerDay('')).toBe('');
    expect(minutesFromHoursPerDay(normalizeHoursPerDay('99:99'))).toBe(1440);
  });

  it('typing hours sets the percentage, typing a percentage sets the hours', () => {
    expect(percentageForHours('04:00')).toBe(50);
    expect(percentageForHours('07:30')).toBe(93.75);
    expect(percentageForHours('02:40')).toBe(33.33);
    expect(percentageForHours('')).toBeNull();
    expect(hoursForPercentage(50)).toBe('04:00');
    expect(hoursForPercentage(100)).toBe('08:00');
    expect(hoursForPercentage(33.33)).toBe('02:40');
    expect(hoursForPercentage(300)).toBe('24:00');
    expect(hoursForPercentage(null)).toBe('');
    // Round trip from a percentage: the hours it gives read back as the same share.
    for (const share of [25, 50, 62.5, 75, 100, 150])
      expect(percentageForHours(hoursForPercentage(share))).toBe(share);
  });

  it('books the minutes of the field typed last', () => {
    expect(termMinutesPerDay({ basis: 'percentage', hours_per_day: '08:00', percentage: 50 })).toBe(240);
    expect(termMinutesPerDay({ basis: 'hours', hours_per_day: '07:30', percentage: 50 })).toBe(450);
    expect(termMinutesPerDay({ basis: 'percentage', hours_per_day: '08:00', percentage: null })).toBeNull();
  });
});

describe('the preview of a term’s range (finance.md §7 vectors, GE 2025)', () => {
  it('50 % → 04:00 × 19 d × 40.00 USD in April 2025: 76:00 and 3,040.00, the skipped days named', () => {
    const minutes = termMinutesPerDay({ basis: 'percentage', hours_per_day: '', percentage: 50 });
    const preview = termPreview(
      { start_date: '2025-04-01', end_date: '2025-04-30' },
      minutes,
      4000,
      holidays2025,
    );
    expect(preview).toMatchObject({ days: 19, minutes: 76 * 60, cents: 304_000, valueKnown: true });
    expect(formatDuration(preview?.minutes ?? 0)).toBe('76:00');
    expect(preview?.skipped.filter((day) => day.reason === 'holiday')).toEqual([
      { date: '2025-04-09', reason: 'holiday', name: 'Day of National Unity' },
      { date: '2025-04-18', reason: 'holiday', name: 'Orthodox Good Friday' },
      { date: '2025-04-21', reason: 'holiday', name: 'Orthodox Easter Monday' },
    ]);
    expect(preview?.skipped.filter((day) => day.reason === 'weekend')).toHaveLength(8);
  });

  it('07:30 × 33.33 over April’s 19 days: 142:30 and 4,749.53 (half up, once)', () => {
    const preview = termPreview(
      { start_date: '2025-04-01', end_date: '2025-04-30' },
      450,
      3333,
      holidays2025,
    );
    expect(preview).toMatchObject({ days: 19, minutes: 8550, cents: 474_953 });
  });

  it('counts days without a value until the time and rate are there; nothing for a range not yet whole', () => {
    expect(
      termPreview({ start_date: '2025-03-01', end_date: '2025-03-31' }, 480, null, holidays2025),
    ).toMatchObject({
      days: 20,
      valueKnown: false,
      cents: 0,
    });
    expect(termPreview({ start_date: '2025-03-01', end_date: '' }, 480, 4500, holidays2025)).toBeNull();
    expect(
      termPreview({ start_date: '2025-03-31', end_date: '2025-03-01' }, 480, 4500, holidays2025),
    ).toBeNull();
  });
});
