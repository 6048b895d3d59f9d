import {
  applyHolidayChanges,
  changesOf,
  monthWeeks,
  newHolidayProblem,
  sameChanges,
  withAddedHolidayDeleted,
  withCountryYear,
  withHolidayAdded,
  withHolidayRemoved,
  withHolidayRestored,
  workingDaysByMonth,
  type HolidayYear,
} from '@/lib/holiday-calendar';
import { GEORGIAN_HOLIDAY_RULES, generatedHolidays } from '@/lib/holidays';

const georgia = (
  year: number,
  changes = { added: [], removed: [] } as Parameters<typeof applyHolidayChanges>[1],
) => applyHolidayChanges(generatedHolidays(year, GEORGIAN_HOLIDAY_RULES), changes);

const monthsOf = (year: number, calendar: HolidayYear) =>
  workingDaysByMonth(
    year,
    calendar.holidays.map((day) => day.date),
  );

const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

describe('a year of Georgian holidays with the company changes', () => {
  it('without changes gives the 2025 working days of finance.md §7: 20, 20, 20, 19, 19, 21, 23, 20, 22, 22, 20, 23 = 249', () => {
    const months = monthsOf(2025, georgia(2025));
    expect(months).toEqual([20, 20, 20, 19, 19, 21, 23, 20, 22, 22, 20, 23]);
    expect(sum(months)).toBe(249);
  });

  it('tells the days counted from Orthodox Easter (2024-05-05, 2025-04-20, 2026-04-12) from the fixed ones', () => {
    for (const [year, sunday] of [
      [2024, '2024-05-05'],
      [2025, '2025-04-20'],
      [2026, '2026-04-12'],
    ] as const) {
      const easter = georgia(year).holidays.filter((day) => day.source === 'easter');
      expect(easter.map((day) => day.date)).toContain(sunday);
      expect(easter).toHaveLength(4);
    }
    expect(georgia(2026).holidays.find((day) => day.date === '2026-01-07')).toEqual({
      date: '2026-01-07',
      name: 'Orthodox Christmas',
      source: 'fixed',
    });
  });

  it('an added weekday takes a working day from its month; a removed holiday gives one back', () => {
    const changed = georgia(2025, {
      added: [{ date: '2025-06-13', name: 'Company day' }],
      removed: ['2025-05-26'],
    });
    const months = monthsOf(2025, changed);
    expect(months[5]).toBe(20);
    expect(months[4]).toBe(20);
    expect(sum(months)).toBe(249);
    expect(changed.holidays.find((day) => day.date === '2025-06-13')?.source).toBe('added');
    expect(changed.removed).toEqual([{ date: '2025-05-26', name: 'Independence Day', source: 'fixed' }]);
  });

  it('edits: remove leaves added days alone, restore brings the generated day back, delete drops an added day', () => {
    const start = georgia(2026);
    const removed = withHolidayRemoved(start, '2026-05-26');
    expect(removed.holidays.some((day) => day.date === '2026-05-26')).toBe(false);
    expect(removed.removed.map((day) => day.date)).toEqual(['2026-05-26']);
    expect(withHolidayRestored(removed, '2026-05-26')).toEqual(start);

    const added = withHolidayAdded(start, { date: '2026-06-12', name: '  Team day ' });
    expect(added.holidays.find((day) => day.date === '2026-06-12')).toEqual({
      date: '2026-06-12',
      name: 'Team day',
      source: 'added',
    });
    expect(withHolidayRemoved(added, '2026-06-12')).toEqual(added);
    expect(withAddedHolidayDeleted(added, '2026-06-12')).toEqual(start);
  });

  it('a removed generated day may be added back under a name of its own; restoring it drops that name', () => {
    const renamed = withHolidayAdded(withHolidayRemoved(georgia(2026), '2026-05-26'), {
      date: '2026-05-26',
      name: 'Our Independence Day',
    });
    expect(changesOf(renamed)).toEqual({
      added: [{ date: '2026-05-26', name: 'Our Independence Day' }],
      removed: ['2026-05-26'],
    });
    expect(withHolidayRestored(renamed, '2026-05-26')).toEqual(georgia(2026));
  });

  it('changesOf is what is sent; two years with the same changes in another order are the same', () => {
    const a = withHolidayAdded(withHolidayAdded(georgia(2026), { date: '2026-07-01', name: 'B' }), {
      date: '2026-06-01',
      name: 'A',
    });
    const b = withHolidayAdded(withHolidayAdded(georgia(2026), { date: '2026-06-01', name: 'A' }), {
      date: '2026-07-01',
      name: 'B',
    });
    expect(changesOf(a)).toEqual({
      added: [
        { date: '2026-06-01', name: 'A' },
        { date: '2026-07-01', name: 'B' },
      ],
      removed: [],
    });
    expect(sameChanges(a, b)).toBe(true);
    expect(sameChanges(a, georgia(2026))).toBe(false);
  });

  it('a new day must lie in the year and not be a day off already', () => {
    const year = georgia(2026);
    expect(newHolidayProblem(2026, year, '2027-01-05')).toBe('Pick a day in 2026');
    expect(newHolidayProblem(2026, year, '2026-01-07')).toBe('Already a holiday: Orthodox Christmas');
    expect(newHolidayProblem(2026, year, '2026-06-12')).toBeNull();
    expect(newHolidayProblem(2026, withHolidayRemoved(year, '2026-01-07'), '2026-01-07')).toBeNull();
  });
});

describe('a month as a calendar', () => {
  it('has weeks from Monday to Sunday, with empty places around the month', () => {
    // 1 February 2026 is a Sunday; 28 February a Saturday.
    const weeks = monthWeeks(2026, 2);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(weeks.at(-1)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      null,
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
    // 1 June 2026 is a Monday: no empty place before it.
    expect(monthWeeks(2026, 6)[0]?.[0]).toBe('2026-06-01');
  });
});

describe('the reference list after a save', () => {
  it('replaces one country year and leaves other years and countries as they were', () => {
    const list = [
      {
        country: 'GE',
        holidays: [
          { date: '2025-01-01', name: 'A' },
          { date: '2026-01-01', name: 'B' },
        ],
      },
      { country: 'RS', holidays: [{ date: '2026-01-01', name: 'C' }] },
    ];
    expect(withCountryYear(list, 'GE', 2026, [{ date: '2026-06-12', name: 'D' }])).toEqual([
      {
        country: 'GE',
        holidays: [
          { date: '2025-01-01', name: 'A' },
          { date: '2026-06-12', name: 'D' },
        ],
      },
      { country: 'RS', holidays: [{ date: '2026-01-01', name: 'C' }] },
    ]);
    expect(withCountryYear(list, 'XX', 2026, [{ date: '2026-06-12', name: 'D' }]).at(-1)).toEqual({
      country: 'XX',
      holidays: [{ date: '2026-06-12', name: 'D' }],
    });
  });
});
