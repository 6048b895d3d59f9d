import fc from 'fast-check';
import { format } from 'date-fns';
import { calendarDay, calendarMonth, dayLabel, monthLabel, shortMonthLabel } from '@/lib/calendar-day';

describe('calendarDay', () => {
  it('writes a local day as yyyy-MM-dd', () => {
    expect(calendarDay(new Date(2025, 2, 8, 23, 59))).toBe('2025-03-08');
    expect(calendarDay(new Date(2025, 11, 31))).toBe('2025-12-31');
  });

  it('says what date-fns format says for any day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (date) => {
          expect(calendarDay(date)).toBe(format(date, 'yyyy-MM-dd'));
        },
      ),
    );
  });
});

describe('day and month labels without date-fns format', () => {
  it('write what date-fns writes for d MMM yyyy, MMM yyyy, MMM and yyyy-MM, for any day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (date) => {
          expect(dayLabel(date)).toBe(format(date, 'd MMM yyyy'));
          expect(monthLabel(date)).toBe(format(date, 'MMM yyyy'));
          expect(shortMonthLabel(date)).toBe(format(date, 'MMM'));
          expect(calendarMonth(date)).toBe(format(date, 'yyyy-MM'));
        },
      ),
    );
  });

  it('a single-digit day has no leading zero: 5 Mar 2025', () => {
    expect(dayLabel(new Date(2025, 2, 5))).toBe('5 Mar 2025');
  });
});
