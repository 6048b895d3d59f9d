import { partialDayProblem, timeOffDays, workingDaysWithin, yearRange } from '@/lib/time-off-days';
import { countryHolidaysBetween } from '@/lib/holidays';

const holidays = countryHolidaysBetween('GE', '2025-01-01', '2025-12-31');

describe('timeOffDays', () => {
  it('counts Mon–Fri and leaves weekends out, each skipped day with its reason', () => {
    const days = timeOffDays('2025-06-06', '2025-06-10', [], []);
    expect(days.working_days).toBe(3);
    expect(days.minutes).toBe(3 * 480);
    expect(days.skipped).toEqual([
      { date: '2025-06-07', reason: 'weekend', name: null },
      { date: '2025-06-08', reason: 'weekend', name: null },
    ]);
  });

  it("skips the person's country holidays by name (Georgia: Victory Day, 9 May)", () => {
    const days = timeOffDays('2025-05-05', '2025-05-09', [], holidays);
    expect(days.working_days).toBe(4);
    expect(days.skipped).toEqual([{ date: '2025-05-09', reason: 'holiday', name: 'Victory Day' }]);
  });

  it('a morning or an afternoon is half a day, HH:MM its share of 8:00', () => {
    const days = timeOffDays(
      '2025-06-02',
      '2025-06-06',
      [
        { date: '2025-06-02', part: 'am', hours: null },
        { date: '2025-06-06', part: 'hours', hours: '2:00' },
      ],
      [],
    );
    expect(days.minutes).toBe(3 * 480 + 240 + 120);
    expect(days.working_days).toBe(3.8);
  });

  it('a partial day on a weekend costs nothing more', () => {
    const days = timeOffDays(
      '2025-06-06',
      '2025-06-09',
      [{ date: '2025-06-07', part: 'pm', hours: null }],
      [],
    );
    expect(days.working_days).toBe(2);
  });
});

describe('partialDayProblem', () => {
  it('refuses a day outside the range and hours above 8:00 or not HH:MM', () => {
    expect(
      partialDayProblem({ date: '2025-06-11', part: 'am', hours: null }, '2025-06-02', '2025-06-06'),
    ).toMatchObject({ field: 'date' });
    expect(
      partialDayProblem({ date: '2025-06-03', part: 'hours', hours: '8:30' }, '2025-06-02', '2025-06-06'),
    ).toMatchObject({ field: 'hours' });
    expect(
      partialDayProblem({ date: '2025-06-03', part: 'hours', hours: 'x' }, '2025-06-02', '2025-06-06'),
    ).toMatchObject({ field: 'hours' });
    expect(
      partialDayProblem({ date: '2025-06-03', part: 'hours', hours: '8:00' }, '2025-06-02', '2025-06-06'),
    ).toBeNull();
  });
});

describe('workingDaysWithin', () => {
  it('splits a request crossing New Year between the years, each with its own part days', () => {
    // Mon 29 Dec 2025 – Fri 2 Jan 2026, the afternoon of the 31st off, 1 and 2 January holidays.
    const partial = [{ date: '2025-12-31', part: 'pm' as const, hours: null }];
    const newYear = countryHolidaysBetween('GE', '2025-12-01', '2026-01-31');
    const days = timeOffDays('2025-12-29', '2026-01-05', partial, newYear);
    const in2025 = workingDaysWithin(days.dates, partial, yearRange(2025).from, yearRange(2025).to);
    const in2026 = workingDaysWithin(days.dates, partial, yearRange(2026).from, yearRange(2026).to);
    expect(in2025).toBe(2.5);
    expect(in2026).toBe(1);
    expect(in2025 + in2026).toBe(days.working_days);
    expect(workingDaysWithin(days.dates, partial, '2027-01-01', '2027-12-31')).toBe(0);
  });
});
