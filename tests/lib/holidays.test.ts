import { format, getDay } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  countryHolidaysBetween,
  GEORGIAN_HOLIDAY_RULES,
  holidaysForYear,
  orthodoxEaster,
  type HolidayRule,
} from '@/lib/holidays';

const ymd = (date: Date): string => format(date, 'yyyy-MM-dd');

describe('Orthodox Easter', () => {
  it.each([
    [2020, '2020-04-19'],
    [2021, '2021-05-02'],
    [2022, '2022-04-24'],
    [2023, '2023-04-16'],
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
  ])('falls in %i on %s', (year, expected) => expect(ymd(orthodoxEaster(year))).toBe(expected));

  it('is a local midnight date', () => {
    const easter = orthodoxEaster(2024);
    expect([easter.getHours(), easter.getMinutes()]).toEqual([0, 0]);
  });

  it('is always a Sunday between 4 April and 8 May from 1900 to 2099 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2099 }), (year) => {
        const easter = orthodoxEaster(year);
        const monthDay = format(easter, 'MM-dd');
        return (
          getDay(easter) === 0 && easter.getFullYear() === year && monthDay >= '04-04' && monthDay <= '05-08'
        );
      }),
    );
  });
});

describe('holidays of a year', () => {
  const rules: HolidayRule[] = [
    { kind: 'fixed', month: 12, day: 25, name: 'Late' },
    { kind: 'easter', offsetDays: 1, name: 'Easter Monday' },
    { kind: 'fixed', month: 1, day: 1, name: 'New Year' },
  ];

  it('places fixed dates (month 1-12) and Easter-based dates, sorted by date', () => {
    expect(holidaysForYear(2024, rules)).toEqual([
      { date: '2024-01-01', name: 'New Year' },
      { date: '2024-05-06', name: 'Easter Monday' },
      { date: '2024-12-25', name: 'Late' },
    ]);
  });

  it('lets an Easter offset cross a month boundary', () => {
    expect(holidaysForYear(2024, [{ kind: 'easter', offsetDays: -5, name: 'x' }])).toEqual([
      { date: '2024-04-30', name: 'x' },
    ]);
  });

  it('keeps two holidays that fall on the same day', () => {
    const same: HolidayRule[] = [
      { kind: 'fixed', month: 5, day: 5, name: 'A' },
      { kind: 'easter', offsetDays: 0, name: 'B' },
    ];
    expect(holidaysForYear(2024, same).map((h) => h.date)).toEqual(['2024-05-05', '2024-05-05']);
  });

  it('is empty without rules', () => {
    expect(holidaysForYear(2024, [])).toEqual([]);
  });
});

describe('Georgian public holidays', () => {
  it('include the 14 fixed dates', () => {
    const fixed = GEORGIAN_HOLIDAY_RULES.flatMap((r) =>
      r.kind === 'fixed' ? [`${String(r.month).padStart(2, '0')}-${String(r.day).padStart(2, '0')}`] : [],
    );
    expect(fixed).toEqual([
      '01-01',
      '01-02',
      '01-07',
      '01-19',
      '03-03',
      '03-08',
      '04-09',
      '05-09',
      '05-12',
      '05-17',
      '05-26',
      '08-28',
      '10-14',
      '11-23',
    ]);
  });

  it('include Good Friday, Holy Saturday, Easter Sunday and Easter Monday', () => {
    const offsets = GEORGIAN_HOLIDAY_RULES.flatMap((r) => (r.kind === 'easter' ? [r.offsetDays] : []));
    expect(offsets).toEqual([-2, -1, 0, 1]);
  });

  it('include 17 May, the Day of Family Sanctity and Respect for Parents, from 2025 on', () => {
    const dates = (year: number) => holidaysForYear(year, GEORGIAN_HOLIDAY_RULES).map((h) => h.date);
    expect(dates(2024)).not.toContain('2024-05-17');
    expect(dates(2025)).toContain('2025-05-17');
    expect(dates(2027)).toContain('2027-05-17');
  });

  it('give the Easter holidays of 2025 as 18-21 April', () => {
    const dates = holidaysForYear(2025, GEORGIAN_HOLIDAY_RULES).map((h) => h.date);
    expect(dates).toEqual(expect.arrayContaining(['2025-04-18', '2025-04-19', '2025-04-20', '2025-04-21']));
    expect(dates).toHaveLength(18);
  });

  it('give every holiday a name, in date order (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2099 }), (year) => {
        const list = holidaysForYear(year, GEORGIAN_HOLIDAY_RULES);
        const dates = list.map((h) => h.date);
        return (
          list.every((h) => h.name !== '' && h.date.startsWith(`${year}-`)) &&
          dates.join() === [...dates].sort().join()
        );
      }),
    );
  });
});

describe('holidays by country', () => {
  it('are listed between two days, across a turn of the year', () => {
    expect(countryHolidaysBetween('GE', '2024-12-31', '2025-01-07').map((h) => h.date)).toEqual([
      '2025-01-01',
      '2025-01-02',
      '2025-01-07',
    ]);
  });

  it('include Serbia', () => {
    expect(countryHolidaysBetween('RS', '2025-02-15', '2025-02-16')).toHaveLength(2);
  });

  it('are none for a country whose rules are unknown, or an empty range', () => {
    expect(countryHolidaysBetween('XX', '2025-01-01', '2025-12-31')).toEqual([]);
    expect(countryHolidaysBetween('GE', '2025-02-01', '2025-01-01')).toEqual([]);
  });
});
